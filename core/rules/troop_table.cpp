// The per-type rows of T-5, the troop-type dates, base depths and C-10 march classes as data.
#include "core/rules/troop_table.h"

#include <algorithm>
#include <array>
#include <cstddef>

namespace hfg {
namespace {

constexpr int kNo = -1;          // T-5 prints "-": the grade is not allowed
constexpr int kUnreadable = -2;  // B-18: Submarine Basic is printed "0", a digit lost

constexpr std::optional<int> kAny = std::nullopt;

struct TypeRow {
  TroopType type;
  // T-5 by grade; staff rows are all kNo (their cost is in kStaffCosts).
  int basic, elite, inferior, heavy, horse;
  // TROOP DEFINITIONS dates read with B-14 (hfg-battle.md 1.6).
  std::optional<int> firstYear, lastYear;
  int depthPaces;  // 1.3, 40 mm column; naval rows are 0 (B-3 sizes are by model scale)
  MarchClass march;
};

using T = TroopType;
using M = MarchClass;

// clang-format off
constexpr std::array<TypeRow, kTroopTypeCount> kRows{{
  //  type              basic elite inf  heavy horse  first  last   depth march
  {T::ArmyHQ,           kNo, kNo, kNo, kNo, kNo,      kAny,  kAny,  800, M::Steady},
  {T::CommandParty,     kNo, kNo, kNo, kNo, kNo,      kAny,  kAny,  300, M::Fast},
  // C-10 Interpretation: a Native Potentate marches as "steady".
  {T::NativePotentate,  kNo, kNo, kNo, kNo, kNo,      kAny,  kAny,  400, M::Steady},
  {T::Pistols,          5,   7,   3,   kNo, kNo,      kAny,  kAny,  300, M::Steady},
  {T::Cuirassiers,      6,   8,   4,   kNo, kNo,      kAny,  kAny,  300, M::Steady},
  {T::HeavyCavalry,     5,   7,   3,   kNo, kNo,      kAny,  kAny,  300, M::Steady},
  {T::Dragoons,         4,   5,   2,   kNo, kNo,      kAny,  kAny,  400, M::Fast},
  {T::LightCavalry,     5,   6,   3,   kNo, kNo,      1748,  kAny,  300, M::Fast},   // (1747>)
  {T::Repeaters,        6,   kNo, 4,   kNo, kNo,      1863,  1905,  400, M::Fast},
  {T::MountedRifles,    8,   10,  5,   kNo, kNo,      1881,  kAny,  400, M::Fast},   // (1880>)
  {T::RifleCavalry,     10,  kNo, 7,   kNo, kNo,      1906,  kAny,  400, M::Fast},   // (1905>)
  {T::LightHorse,       2,   3,   1,   kNo, kNo,      kAny,  kAny,  300, M::Fast},
  {T::Sipahis,          3,   5,   2,   kNo, kNo,      kAny,  kAny,  300, M::Steady},
  {T::Firelocks,        2,   4,   1,   kNo, kNo,      1701,  1749,  200, M::SlowFoot},
  {T::Muskets,          3,   5,   2,   kNo, kNo,      1701,  1860,  200, M::SlowFoot},
  {T::Bayonets,         4,   5,   3,   kNo, kNo,      1701,  1885,  200, M::Steady},
  {T::LightInfantry,    5,   6,   4,   kNo, kNo,      1700,  1867,  200, M::Fast},
  {T::StoicFoot,        3,   5,   2,   kNo, kNo,      1700,  1915,  200, M::SlowFoot},
  {T::Minie,            4,   5,   3,   kNo, kNo,      1851,  1867,  200, M::Steady},
  {T::BL,               6,   7,   4,   kNo, kNo,      1848,  1870,  300, M::Steady},
  {T::Rifles,           7,   8,   5,   kNo, kNo,      1868,  kAny,  300, M::Steady},  // (1867>)
  {T::Marksmen,         2,   3,   1,   kNo, kNo,      kAny,  kAny,  200, M::Fast},
  {T::Spearmen,         1,   3,   kNo, kNo, kNo,      kAny,  kAny,  300, M::Fast},
  // Artillery: T-5 has an Inferior column, all "-".
  {T::Smoothbore,       8,   kNo, kNo, 12,  16,       1700,  1868,  400, M::GunsAndTrain},
  {T::Mixed,            10,  kNo, kNo, 15,  20,       1857,  1879,  400, M::GunsAndTrain},
  {T::Rifled,           12,  kNo, kNo, 18,  24,       1867,  kAny,  400, M::GunsAndTrain},  // (1866>)
  {T::Portable,         5,   kNo, kNo, kNo, kNo,      kAny,  kAny,  400, M::HorseGuns},
  {T::Pontooneers,      5,   kNo, kNo, kNo, kNo,      kAny,  kAny,  800, M::GunsAndTrain},
  // C-10 Interpretation: a Supply Base does not march (rail or water only).
  {T::SupplyBase,       8,   kNo, kNo, kNo, kNo,      kAny,  kAny,  800, M::Immobile},
  {T::Laager,           4,   kNo, kNo, kNo, kNo,      kAny,  kAny,  800, M::GunsAndTrain},
  {T::Aeronauts,        25,  kNo, kNo, kNo, kNo,      1795,  kAny,  800, M::GunsAndTrain},  // (1794>)
  // Naval: the lost header is read as Basic / - / - / Inferior (T-5 note).
  {T::Flotilla,         3,   kNo, kNo, kNo, kNo,      kAny,  kAny,  0,   M::Naval},
  {T::Sail,             6,   kNo, 4,   kNo, kNo,      kAny,  1869,  0,   M::Naval},  // (>1869)
  {T::Steamer,          8,   kNo, 6,   kNo, kNo,      1825,  kAny,  0,   M::Naval},  // (1824>)
  {T::Ironclad,         20,  kNo, 15,  kNo, kNo,      1856,  kAny,  0,   M::Naval},  // (1855>)
  {T::Submarine,        kUnreadable, kNo, 10, kNo, kNo, 1862, kAny, 0,   M::Naval},  // (1861>)
}};
// clang-format on

struct QualityCosts {
  int basic, brilliant, inert;  // T-5, by general quality
};

struct StaffRow {
  TroopType type;
  QualityCosts costs;
};

constexpr std::array<StaffRow, 3> kStaffCosts{{
    {T::ArmyHQ, {20, 40, 10}},
    {T::CommandParty, {15, 30, 10}},
    {T::NativePotentate, {10, 20, 5}},
}};

// T-5 "Admiral in Flagship. 10 20 5".
constexpr QualityCosts kAdmiral{10, 20, 5};

constexpr bool rowsInDeclarationOrder() {
  for (std::size_t i = 0; i < kRows.size(); ++i)
    if (static_cast<std::size_t>(kRows[i].type) != i) return false;
  return true;
}
static_assert(rowsInDeclarationOrder(), "kRows must list every TroopType in declaration order");

const TypeRow& rowOf(TroopType type) { return kRows[static_cast<std::size_t>(type)]; }

int rawCost(TroopType type, Grade grade) {
  const TypeRow& row = rowOf(type);
  switch (grade) {
    case Grade::Basic: return row.basic;
    case Grade::Elite: return row.elite;
    case Grade::Inferior: return row.inferior;
    case Grade::Heavy: return row.heavy;
    case Grade::Horse: return row.horse;
  }
  return kNo;
}

int byQuality(const QualityCosts& row, GeneralQuality quality) {
  switch (quality) {
    case GeneralQuality::Ordinary: return row.basic;
    case GeneralQuality::Brilliant: return row.brilliant;
    case GeneralQuality::Inert: return row.inert;
  }
  return row.basic;
}

struct MarchRow {
  MarchClass marchClass;
  std::string_view key;
  MarchRate rate;
};

// C-10 table: stages in one period / stages in total per day.
constexpr std::array<MarchRow, 7> kMarchRates{{
    {M::Fast, "fast", {3, 3}},
    {M::Steady, "steady", {2, 3}},
    {M::SlowFoot, "slow_foot", {2, 2}},
    {M::HorseGuns, "horse_guns", {3, 3}},
    {M::GunsAndTrain, "guns_and_train", {1, 2}},
    {M::Immobile, "immobile", {0, 0}},
    {M::Naval, "naval", {0, 0}},
}};

struct NavalBase {
  NavalBaseScale scale;
  int frontagePaces, depthPaces;
};

// B-3: 30 x 150 mm (1/1200), 20 x 100 mm (1/2400, 1/3000), 20 x 50 mm (1/6000); 10 mm = 100 p.
constexpr std::array<NavalBase, 3> kNavalBases{{
    {NavalBaseScale::Scale1200, 300, 1500},
    {NavalBaseScale::Scale2400, 200, 1000},
    {NavalBaseScale::Scale6000, 200, 500},
}};

const NavalBase& navalBaseOf(NavalBaseScale scale) {
  for (const auto& base : kNavalBases)
    if (base.scale == scale) return base;
  return kNavalBases[1];
}

}  // namespace

std::optional<int> armyPointCost(TroopType type, Grade grade) {
  const int cost = rawCost(type, grade);
  if (cost < 0) return std::nullopt;
  return cost;
}

bool isCostUnreadable(TroopType type, Grade grade) { return rawCost(type, grade) == kUnreadable; }

std::optional<int> staffCost(TroopType staffType, GeneralQuality quality) {
  for (const auto& row : kStaffCosts)
    if (row.type == staffType) return byQuality(row.costs, quality);
  return std::nullopt;
}

int admiralCost(GeneralQuality quality) { return byQuality(kAdmiral, quality); }

bool bookAllowsGrade(TroopType type, Grade grade) { return rawCost(type, grade) != kNo; }

YearLimits yearLimitsOf(TroopType type) {
  const TypeRow& row = rowOf(type);
  return {row.firstYear, row.lastYear};
}

bool allowedInYear(TroopType type, int year) {
  const YearLimits limits = yearLimitsOf(type);
  if (limits.firstYear && year < *limits.firstYear) return false;
  if (limits.lastYear && year > *limits.lastYear) return false;
  return true;
}

double elementEquivalents(TroopType type, Grade grade, int armyPoints) {
  // B-50: ceil(AP / 200) blocks; the army holds this element, so it has at least 1 block.
  const int blocks = std::max(1, (armyPoints + kPointsPerTrainBlock - 1) / kPointsPerTrainBlock);
  switch (type) {
    case T::Laager: return 2.0 * blocks;
    case T::SupplyBase: return 3.0 * blocks;
    case T::Flotilla:
    case T::Submarine: return kMinorNavalEquivalents;
    default: break;
  }
  const TroopCategory category = categoryOf(type);
  if (category == TroopCategory::Naval && grade == Grade::Inferior) return kMinorNavalEquivalents;
  if (category == TroopCategory::Artillery || grade == Grade::Elite) return 2.0;
  return 1.0;
}

int baseFrontagePaces(TroopType type, NavalBaseScale naval) {
  if (categoryOf(type) == TroopCategory::Naval) return navalBaseOf(naval).frontagePaces;
  return 400;
}

int baseDepthPaces(TroopType type, NavalBaseScale naval) {
  if (categoryOf(type) == TroopCategory::Naval) return navalBaseOf(naval).depthPaces;
  return rowOf(type).depthPaces;
}

MarchClass marchClassOf(TroopType type, Grade grade) {
  // C-10: "horse guns" are Horse artillery and Portable; "other artillery" (Basic, Heavy) is slow.
  if (categoryOf(type) == TroopCategory::Artillery && grade == Grade::Horse)
    return MarchClass::HorseGuns;
  return rowOf(type).march;
}

MarchRate marchRateOf(MarchClass marchClass) {
  for (const auto& row : kMarchRates)
    if (row.marchClass == marchClass) return row.rate;
  return {};
}

std::string_view keyOf(MarchClass marchClass) {
  for (const auto& row : kMarchRates)
    if (row.marchClass == marchClass) return row.key;
  return "?";
}

}  // namespace hfg
