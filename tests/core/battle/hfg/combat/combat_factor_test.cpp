// T-3 combat factors and the B-41 column choice, B-42 Command Party.
#include <doctest/doctest.h>

#include <array>
#include <stdexcept>

#include "core/battle/hfg/combat/combat_evaluator.h"
#include "core/battle/hfg/combat/combat_factor.h"
#include "tests/core/battle/hfg/combat/combat_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::test;

namespace {
constexpr auto kSM = FactorColumn::StaffOrMounted;
constexpr auto kFD = FactorColumn::FootOrDismounted;
constexpr auto kO = FactorColumn::Other;
int cf(TroopType t, FactorColumn col, Grade g = Grade::Basic, bool mounted = true) {
  return combatFactor(Combatant::element(t, g, mounted), col).value();
}
}  // namespace

TEST_CASE("T-3 combat factors of mounted and staff") {
  CHECK(cf(TroopType::ArmyHQ, kSM) == 2);
  CHECK(cf(TroopType::CommandParty, kO) == 3);
  CHECK(cf(TroopType::NativePotentate, kSM) == 4);
  CHECK(cf(TroopType::Cuirassiers, kFD) == 3);
  CHECK(cf(TroopType::HeavyCavalry, kSM) == 4);
  CHECK(cf(TroopType::RifleCavalry, kSM) == 4);
  CHECK(cf(TroopType::Pistols, kFD) == 3);
  CHECK(cf(TroopType::LightCavalry, kSM) == 2);
  CHECK(cf(TroopType::Dragoons, kSM) == 2);
  CHECK(cf(TroopType::MountedRifles, kSM) == 1);
  CHECK(cf(TroopType::Sipahis, kSM) == 3);
  CHECK(cf(TroopType::LightHorse, kO) == 2);
}

TEST_CASE("T-3 dismounted types: +4 +4 +2 except Dragoons +1 +2 +2") {
  CHECK(cf(TroopType::Repeaters, kSM, Grade::Basic, false) == 4);
  CHECK(cf(TroopType::MountedRifles, kFD, Grade::Basic, false) == 4);
  CHECK(cf(TroopType::RifleCavalry, kO, Grade::Basic, false) == 2);
  CHECK(cf(TroopType::Dragoons, kSM, Grade::Basic, false) == 1);
  CHECK(cf(TroopType::Dragoons, kFD, Grade::Basic, false) == 2);
}

TEST_CASE("T-3 foot, artillery, naval, train and fixed combatants") {
  CHECK(cf(TroopType::Rifles, kFD) == 4);
  CHECK(cf(TroopType::Bayonets, kFD) == 3);
  CHECK(cf(TroopType::StoicFoot, kSM) == 4);
  CHECK(cf(TroopType::Firelocks, kSM) == 3);
  CHECK(cf(TroopType::Marksmen, kO) == 3);
  CHECK(cf(TroopType::Spearmen, kO) == 1);
  CHECK(cf(TroopType::Smoothbore, kSM, Grade::Heavy) == 2);
  CHECK(cf(TroopType::Rifled, kO, Grade::Heavy) == 4);
  CHECK(cf(TroopType::Mixed, kSM, Grade::Horse) == 3);
  CHECK(cf(TroopType::Ironclad, kO) == 5);
  CHECK(cf(TroopType::Sail, kFD) == 3);
  CHECK_FALSE(combatFactor(Combatant::element(TroopType::Submarine), kSM));
  CHECK(cf(TroopType::Laager, kSM) == 5);
  CHECK(cf(TroopType::SupplyBase, kFD) == 1);
  CHECK(combatFactor(Combatant::work(FixedCombatant::BUA), kO) == 5);
  CHECK_FALSE(combatFactor(Combatant::work(FixedCombatant::BUA), kFD));
  CHECK(combatFactor(Combatant::work(FixedCombatant::StrongPoint), kSM) == 4);
  CHECK(combatFactor(Combatant::work(FixedCombatant::PermanentBridge), kO) == 4);
  CHECK_FALSE(combatFactor(Combatant::work(FixedCombatant::TemporaryBridge), kSM));
}

TEST_CASE(
    "B-41 the column is chosen by the opponent's class; an SP is Other only to guns and ships "
    "shooting") {
  const auto sp = Combatant::work(FixedCombatant::StrongPoint);
  const auto guns = Combatant::element(TroopType::Smoothbore);
  const auto foot = Combatant::element(TroopType::Muskets);
  CHECK(columnAgainst(guns, sp, CombatKind::Distant) == kO);
  CHECK(columnAgainst(foot, sp, CombatKind::Distant) == kFD);
  CHECK(columnAgainst(guns, sp, CombatKind::Close) == kFD);
  CHECK(columnAgainst(foot, Combatant::element(TroopType::Dragoons, Grade::Basic, false),
                      CombatKind::Close) == kFD);
  CHECK(columnAgainst(foot, Combatant::element(TroopType::Dragoons), CombatKind::Close) == kSM);
  CHECK(columnAgainst(foot, Combatant::element(TroopType::ArmyHQ), CombatKind::Close) == kSM);
  CHECK(columnAgainst(foot, Combatant::element(TroopType::Laager), CombatKind::Close) == kO);
  CHECK(columnAgainst(guns, Combatant::work(FixedCombatant::BUA), CombatKind::Distant) == kO);
}

TEST_CASE(
    "B-42 a Command Party uses the factor of the element behind it, plus its own in close combat") {
  auto cp = side(TroopType::CommandParty);
  cp.commandPartyRearElement = Combatant::element(TroopType::Cuirassiers);
  const auto foot = side(TroopType::Muskets);
  CHECK(combatFactorEntry(cp, foot, CombatKind::Close).value == 3 + 2);
  CHECK(combatFactorEntry(cp, foot, CombatKind::Distant).value == 3);
  const auto alone = side(TroopType::CommandParty);
  CHECK(combatFactorEntry(alone, foot, CombatKind::Close).value == 2);
}

TEST_CASE("T-3 a pairing the table marks '-' is refused with a clear error") {
  const auto sub = side(TroopType::Submarine);
  CHECK_THROWS_AS(combatFactorEntry(sub, side(TroopType::Muskets), CombatKind::Close),
                  std::invalid_argument);
  CHECK_THROWS_AS(evaluateCombat(CombatSituation{CombatKind::Close, 1800, side(TroopType::Muskets),
                                                 side(TroopType::Muskets)},
                                 7, 1),
                  std::invalid_argument);
}

namespace {
/// One T-3 row read through the live table: {vs staff or mounted, vs foot or dismounted, vs other}.
std::array<std::optional<int>, 3> row(const Combatant& c) {
  return {combatFactor(c, kSM), combatFactor(c, kFD), combatFactor(c, kO)};
}
std::array<std::optional<int>, 3> row(TroopType t, Grade g = Grade::Basic, bool mounted = true) {
  return row(Combatant::element(t, g, mounted));
}
using Row = std::array<std::optional<int>, 3>;
}  // namespace

TEST_CASE(
    "T-3 every printed row, hand-read from the table (the one T-3 table; core/rules had a dead "
    "copy)") {
  CHECK(row(TroopType::ArmyHQ) == Row{2, 2, 2});
  CHECK(row(TroopType::CommandParty) == Row{1, 2, 3});
  CHECK(row(TroopType::NativePotentate) == Row{4, 2, 2});
  CHECK(row(TroopType::Cuirassiers) == Row{4, 3, 2});
  CHECK(row(TroopType::HeavyCavalry) == Row{4, 2, 2});
  CHECK(row(TroopType::Pistols) == Row{3, 3, 2});
  CHECK(row(TroopType::LightCavalry) == Row{2, 2, 2});
  CHECK(row(TroopType::Sipahis) == Row{3, 2, 2});
  CHECK(row(TroopType::LightHorse) == Row{1, 1, 2});
  CHECK(row(TroopType::Dragoons, Grade::Basic, true) == Row{2, 2, 2});
  CHECK(row(TroopType::Dragoons, Grade::Basic, false) == Row{1, 2, 2});
  CHECK(row(TroopType::Repeaters, Grade::Basic, true) == Row{2, 2, 2});
  CHECK(row(TroopType::Repeaters, Grade::Basic, false) == Row{4, 4, 2});
  CHECK(row(TroopType::MountedRifles, Grade::Basic, true) == Row{1, 2, 2});
  CHECK(row(TroopType::MountedRifles, Grade::Basic, false) == Row{4, 4, 2});
  CHECK(row(TroopType::RifleCavalry, Grade::Basic, true) == Row{4, 2, 2});
  CHECK(row(TroopType::RifleCavalry, Grade::Basic, false) == Row{4, 4, 2});
  CHECK(row(TroopType::BL) == Row{4, 4, 2});
  CHECK(row(TroopType::Rifles) == Row{4, 4, 2});
  for (auto type :
       {TroopType::Muskets, TroopType::Minie, TroopType::Bayonets, TroopType::LightInfantry})
    CHECK(row(type) == Row{4, 3, 2});
  CHECK(row(TroopType::StoicFoot) == Row{4, 2, 2});
  CHECK(row(TroopType::Firelocks) == Row{3, 2, 2});
  CHECK(row(TroopType::Marksmen) == Row{1, 2, 3});
  CHECK(row(TroopType::Spearmen, Grade::Elite) == Row{2, 2, 1});
  CHECK(row(TroopType::Smoothbore, Grade::Heavy) == Row{2, 4, 4});
  CHECK(row(TroopType::Rifled, Grade::Heavy) == Row{2, 4, 4});
  CHECK(row(TroopType::Smoothbore, Grade::Horse) == Row{3, 3, 3});
  CHECK(row(TroopType::Portable) == Row{3, 3, 3});
  CHECK(row(TroopType::Sail) == Row{2, 3, 4});
  CHECK(row(TroopType::Steamer) == Row{2, 3, 4});
  CHECK(row(TroopType::Flotilla) == Row{1, 1, 2});
  CHECK(row(TroopType::Ironclad) == Row{1, 2, 5});
  CHECK(row(TroopType::Submarine, Grade::Inferior) == Row{std::nullopt, std::nullopt, 4});
  CHECK(row(TroopType::Pontooneers) == Row{1, 1, 3});
  CHECK(row(TroopType::Aeronauts) == Row{1, 1, 3});
  CHECK(row(TroopType::Laager) == Row{5, 4, 2});
  CHECK(row(TroopType::SupplyBase) == Row{3, 1, 2});
  CHECK(row(Combatant::work(FixedCombatant::BUA)) == Row{std::nullopt, std::nullopt, 5});
  CHECK(row(Combatant::work(FixedCombatant::StrongPoint)) == Row{4, 3, 3});
  CHECK(row(Combatant::work(FixedCombatant::TemporaryBridge)) == Row{std::nullopt, 2, 3});
  CHECK(row(Combatant::work(FixedCombatant::PermanentBridge))[2] == 4);
  // Marksmen (+1 against mounted) against Cuirassiers use the first column (B-41).
  CHECK(columnAgainst(Combatant::element(TroopType::Marksmen),
                      Combatant::element(TroopType::Cuirassiers), CombatKind::Close) == kSM);
}
