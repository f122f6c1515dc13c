// T-3 combat factors and the B-41 opponent columns.
#include "core/rules/combat_factors.h"

#include <doctest/doctest.h>

using namespace hfg;
using T = TroopType;
using G = Grade;

namespace {
CombatFactors cf(TroopType type, Grade grade = G::Basic, bool dismounted = false) {
  return combatFactors(type, grade, dismounted);
}
}  // namespace

TEST_CASE("T-3 staff: Army HQ +2/+2/+2, CP +1/+2/+3, NP +4/+2/+2") {
  CHECK(cf(T::ArmyHQ) == CombatFactors{2, 2, 2});
  CHECK(cf(T::CommandParty) == CombatFactors{1, 2, 3});
  CHECK(cf(T::NativePotentate) == CombatFactors{4, 2, 2});
}

TEST_CASE("T-3 mounted: Cuirassiers +4/+3/+2, Pistols +3/+3/+2, Light Horse +1/+1/+2") {
  CHECK(cf(T::Cuirassiers) == CombatFactors{4, 3, 2});
  CHECK(cf(T::HeavyCavalry) == CombatFactors{4, 2, 2});
  CHECK(cf(T::Pistols) == CombatFactors{3, 3, 2});
  CHECK(cf(T::LightCavalry) == CombatFactors{2, 2, 2});
  CHECK(cf(T::Sipahis) == CombatFactors{3, 2, 2});
  CHECK(cf(T::LightHorse) == CombatFactors{1, 1, 2});
}

TEST_CASE("T-3 dismountables: each type mounted and dismounted") {
  CHECK(cf(T::Dragoons, G::Basic, false) == CombatFactors{2, 2, 2});
  CHECK(cf(T::Dragoons, G::Basic, true) == CombatFactors{1, 2, 2});
  CHECK(cf(T::Repeaters, G::Basic, false) == CombatFactors{2, 2, 2});
  CHECK(cf(T::Repeaters, G::Basic, true) == CombatFactors{4, 4, 2});
  CHECK(cf(T::MountedRifles, G::Basic, false) == CombatFactors{1, 2, 2});
  CHECK(cf(T::MountedRifles, G::Basic, true) == CombatFactors{4, 4, 2});
  CHECK(cf(T::RifleCavalry, G::Basic, false) == CombatFactors{4, 2, 2});
  CHECK(cf(T::RifleCavalry, G::Basic, true) == CombatFactors{4, 4, 2});
  // The flag means nothing to a type that cannot dismount.
  CHECK(cf(T::Cuirassiers, G::Basic, true) == CombatFactors{4, 3, 2});
}

TEST_CASE("T-3 foot: BL and Rifles +4/+4/+2, Muskets +4/+3/+2, Stoic Foot +4/+2/+2") {
  CHECK(cf(T::BL) == CombatFactors{4, 4, 2});
  CHECK(cf(T::Rifles) == CombatFactors{4, 4, 2});
  for (auto type : {T::Muskets, T::Minie, T::Bayonets, T::LightInfantry})
    CHECK(cf(type) == CombatFactors{4, 3, 2});
  CHECK(cf(T::StoicFoot) == CombatFactors{4, 2, 2});
  CHECK(cf(T::Firelocks) == CombatFactors{3, 2, 2});
  CHECK(cf(T::Marksmen) == CombatFactors{1, 2, 3});
  CHECK(cf(T::Spearmen, G::Elite) == CombatFactors{2, 2, 1});
}

TEST_CASE("T-3 artillery: Heavy +2/+4/+4, other +3/+3/+3") {
  CHECK(cf(T::Smoothbore, G::Heavy) == CombatFactors{2, 4, 4});
  CHECK(cf(T::Rifled, G::Heavy) == CombatFactors{2, 4, 4});
  CHECK(cf(T::Smoothbore, G::Horse) == CombatFactors{3, 3, 3});
  CHECK(cf(T::Portable) == CombatFactors{3, 3, 3});
}

TEST_CASE("T-3 naval and train rows; Submarine fights only 'other'") {
  CHECK(cf(T::Sail) == CombatFactors{2, 3, 4});
  CHECK(cf(T::Steamer) == CombatFactors{2, 3, 4});
  CHECK(cf(T::Flotilla) == CombatFactors{1, 1, 2});
  CHECK(cf(T::Ironclad) == CombatFactors{1, 2, 5});
  const auto sub = cf(T::Submarine, G::Inferior);
  CHECK_FALSE(sub.against(OpponentClass::StaffOrMounted));
  CHECK_FALSE(sub.against(OpponentClass::FootOrDismounted));
  CHECK(sub.against(OpponentClass::Other) == 4);
  CHECK(cf(T::Pontooneers) == CombatFactors{1, 1, 3});
  CHECK(cf(T::Aeronauts) == CombatFactors{1, 1, 3});
  CHECK(cf(T::Laager) == CombatFactors{5, 4, 2});
  CHECK(cf(T::SupplyBase) == CombatFactors{3, 1, 2});
}

TEST_CASE("T-3 fixed combatants: BUA, SP, temporary and permanent bridges") {
  const auto bua = combatFactors(FixedCombatant::BUA);
  CHECK_FALSE(bua.vsStaffOrMounted);
  CHECK_FALSE(bua.vsFootOrDismounted);
  CHECK(bua.vsOther == 5);
  CHECK(combatFactors(FixedCombatant::StrongPoint) == CombatFactors{4, 3, 3});
  const auto temporary = combatFactors(FixedCombatant::TemporaryBridge);
  CHECK_FALSE(temporary.vsStaffOrMounted);
  CHECK(temporary.vsFootOrDismounted == 2);
  CHECK(temporary.vsOther == 3);
  CHECK(combatFactors(FixedCombatant::PermanentBridge).against(OpponentClass::Other) == 4);
}

TEST_CASE("B-41 opponent column by category and mount state") {
  CHECK(opponentClassOf(T::CommandParty, false) == OpponentClass::StaffOrMounted);
  CHECK(opponentClassOf(T::Cuirassiers, false) == OpponentClass::StaffOrMounted);
  CHECK(opponentClassOf(T::Dragoons, false) == OpponentClass::StaffOrMounted);
  CHECK(opponentClassOf(T::Dragoons, true) == OpponentClass::FootOrDismounted);
  CHECK(opponentClassOf(T::Bayonets, false) == OpponentClass::FootOrDismounted);
  CHECK(opponentClassOf(T::Smoothbore, false) == OpponentClass::Other);
  CHECK(opponentClassOf(T::Laager, false) == OpponentClass::Other);
  CHECK(opponentClassOf(T::Ironclad, false) == OpponentClass::Other);
  // Marksmen (+1 vs mounted) against Cuirassiers use the first column.
  CHECK(cf(T::Marksmen).against(opponentClassOf(T::Cuirassiers, false)) == 1);
}
