// T-3 as a table: one mounted (or only) row and one dismounted row per type.
#include "core/rules/combat_factors.h"

#include <array>
#include <cstddef>

namespace hfg {
namespace {

constexpr std::optional<int> kNever = std::nullopt;  // "-" in T-3

struct Row {
  TroopType type;
  CombatFactors normal;      // mounted form for dismountables; the only form otherwise
  CombatFactors dismounted;  // dismountables only; a copy of `normal` otherwise
};

using T = TroopType;

constexpr Row same(TroopType type, CombatFactors f) { return {type, f, f}; }

// clang-format off
constexpr std::array<Row, kTroopTypeCount> kRows{{
  same(T::ArmyHQ,           {2, 2, 2}),
  same(T::CommandParty,     {1, 2, 3}),   // B-42
  same(T::NativePotentate,  {4, 2, 2}),
  same(T::Pistols,          {3, 3, 2}),
  same(T::Cuirassiers,      {4, 3, 2}),
  same(T::HeavyCavalry,     {4, 2, 2}),
  {T::Dragoons,             {2, 2, 2}, {1, 2, 2}},  // "Dragoons if dismounted"
  same(T::LightCavalry,     {2, 2, 2}),
  {T::Repeaters,            {2, 2, 2}, {4, 4, 2}},  // "all dismounted except Dragoons"
  {T::MountedRifles,        {1, 2, 2}, {4, 4, 2}},
  {T::RifleCavalry,         {4, 2, 2}, {4, 4, 2}},
  same(T::LightHorse,       {1, 1, 2}),
  same(T::Sipahis,          {3, 2, 2}),
  same(T::Firelocks,        {3, 2, 2}),
  same(T::Muskets,          {4, 3, 2}),
  same(T::Bayonets,         {4, 3, 2}),
  same(T::LightInfantry,    {4, 3, 2}),
  same(T::StoicFoot,        {4, 2, 2}),
  same(T::Minie,            {4, 3, 2}),
  same(T::BL,               {4, 4, 2}),
  same(T::Rifles,           {4, 4, 2}),
  same(T::Marksmen,         {1, 2, 3}),
  same(T::Spearmen,         {2, 2, 1}),
  same(T::Smoothbore,       {3, 3, 3}),   // "Other Artillery"; Heavy grade: kHeavyArtillery
  same(T::Mixed,            {3, 3, 3}),
  same(T::Rifled,           {3, 3, 3}),
  same(T::Portable,         {3, 3, 3}),
  same(T::Pontooneers,      {1, 1, 3}),
  same(T::SupplyBase,       {3, 1, 2}),
  same(T::Laager,           {5, 4, 2}),
  same(T::Aeronauts,        {1, 1, 3}),
  same(T::Flotilla,         {1, 1, 2}),
  same(T::Sail,             {2, 3, 4}),
  same(T::Steamer,          {2, 3, 4}),
  same(T::Ironclad,         {1, 2, 5}),
  same(T::Submarine,        {kNever, kNever, 4}),
}};
// clang-format on

constexpr CombatFactors kHeavyArtillery{2, 4, 4};

constexpr bool rowsInDeclarationOrder() {
  for (std::size_t i = 0; i < kRows.size(); ++i)
    if (static_cast<std::size_t>(kRows[i].type) != i) return false;
  return true;
}
static_assert(rowsInDeclarationOrder(), "kRows must list every TroopType in declaration order");

}  // namespace

std::optional<int> CombatFactors::against(OpponentClass opponent) const {
  switch (opponent) {
    case OpponentClass::StaffOrMounted:
      return vsStaffOrMounted;
    case OpponentClass::FootOrDismounted:
      return vsFootOrDismounted;
    case OpponentClass::Other:
      return vsOther;
  }
  return std::nullopt;
}

CombatFactors combatFactors(TroopType type, Grade grade, bool dismounted) {
  if (categoryOf(type) == TroopCategory::Artillery && grade == Grade::Heavy) return kHeavyArtillery;
  const Row& row = kRows[static_cast<std::size_t>(type)];
  return dismounted && isDismountable(type) ? row.dismounted : row.normal;
}

CombatFactors combatFactors(FixedCombatant combatant) {
  switch (combatant) {
    case FixedCombatant::BUA:
      return {kNever, kNever, 5};
    case FixedCombatant::StrongPoint:
      return {4, 3, 3};
    case FixedCombatant::TemporaryBridge:
      return {kNever, 2, 3};
    case FixedCombatant::PermanentBridge:
      return {kNever, 3, 4};
  }
  return {};
}

OpponentClass opponentClassOf(TroopType type, bool dismounted) {
  switch (categoryOf(type)) {
    case TroopCategory::Staff:
      return OpponentClass::StaffOrMounted;
    case TroopCategory::Mounted:
      return dismounted && isDismountable(type) ? OpponentClass::FootOrDismounted
                                                : OpponentClass::StaffOrMounted;
    case TroopCategory::Foot:
      return OpponentClass::FootOrDismounted;
    default:
      return OpponentClass::Other;
  }
}

}  // namespace hfg
