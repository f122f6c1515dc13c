// The EB decisions tested through their TchaeSettings: another reading gives the other result.
#include <doctest/doctest.h>

#include "core/battle/tchae/combat.h"
#include "core/battle/tchae/combat_results.h"
#include "core/battle/tchae/combat_tables.h"
#include "core/battle/tchae/commander_generator.h"
#include "core/battle/tchae/end_of_game.h"
#include "core/battle/tchae/fire_tables.h"
#include "core/battle/tchae/ground_tables.h"
#include "core/battle/tchae/morale_tables.h"
#include "core/battle/tchae/pip_costs.h"
#include "tests/core/battle/tchae/tchae_test_support.h"

using namespace hfg;
using namespace hfg::tchae;
using namespace hfg::tchae::test;

namespace {
Contact contactOf(const std::string& a, const std::string& d) {
  Contact c;
  c.attackerId = a;
  c.defenderId = d;
  c.chargerStartGapIn = 4;
  return c;
}
}  // namespace

TEST_CASE("EB-1 heavy_loss_fraction and light_loss_fraction") {
  Unit u = infantry("u", Belligerent::Union, 5, 0, 0, 90);
  u.advancedThisTurn = true;
  u.casualties = 2;  // 10%
  TchaeSettings s;
  CHECK(statusModifier(u, {}, s) == 0);
  s.lightLossFraction = 0.05;
  CHECK(statusModifier(u, {}, s) == -1);
  s.heavyLossFraction = 0.1;
  CHECK(statusModifier(u, {}, s) == -2);
}

TEST_CASE("EB-3 defeat_retire_infantry_in: the body's 6 in or the play sheet's 4 in") {
  for (double retire : {6.0, 4.0}) {
    BattleState s = twoSides();
    s.settings.defeatRetireInfantryIn = retire;
    Unit a = infantry("A", Belligerent::Confederate, 5, 36, 24, 270);
    a.experience = Experience::Veteran;
    a.aggressive = true;
    s.units.push_back(a);
    s.units.push_back(infantry("D", Belligerent::Union, 5, 36, 24, 90));
    GivenDice dice({3, 3});
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    resolveContact(ctx, contactOf("A", "D"));
    CHECK(s.unit("D")->frontMidIn.y == doctest::Approx(24 - retire));
  }
}

TEST_CASE("EB-8 cav_b_both_break_off") {
  for (bool both : {true, false}) {
    BattleState s = twoSides();
    s.settings.cavBBothBreakOff = both;
    s.units.push_back(cavalry("A", Belligerent::Confederate, 3, 36, 24, 270));
    s.units.push_back(cavalry("D", Belligerent::Union, 3, 36, 24, 90));
    GivenDice dice({3, 3});  // equal values 4 and 4: index 6, B
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    const CombatOutcome o = resolveContact(ctx, contactOf("A", "D"));
    CHECK(o.code == CombatCode::BreakOff);
    CHECK(s.unit("A")->frontMidIn.y == doctest::Approx(32));
    CHECK(s.unit("D")->frontMidIn.y == doctest::Approx(both ? 16 : 24));
  }
}

TEST_CASE("EB-11 halvings_stack") {
  Unit u = infantry("u", Belligerent::Union, 5, 0, 0, 90);
  u.status = Status::Defeated;
  CombatSideInput in;
  in.disorderedInGoodTerrain = true;
  TchaeSettings s;
  CHECK(combatValue(u, CombatArm::Infantry, in, GameLevel::Regimental, s) == doctest::Approx(1));
  s.halvingsStack = false;
  CHECK(combatValue(u, CombatArm::Infantry, in, GameLevel::Regimental, s) == doctest::Approx(2));
}

TEST_CASE("EB-12 overlap_full and overlap_half") {
  Unit u = infantry("u", Belligerent::Union, 5, 0, 0, 90);
  CombatSideInput in;
  in.overlap = 0.6;
  TchaeSettings s;
  CHECK(combatValue(u, CombatArm::Infantry, in, GameLevel::Regimental, s) == 5);
  s.overlapFull = 0.6;
  CHECK(combatValue(u, CombatArm::Infantry, in, GameLevel::Regimental, s) == 6);
}

TEST_CASE("EB-21 skirmish_half_dice_always") {
  Unit sk = infantry("s", Belligerent::Union, 4, 0, 0, 90);
  sk.formation = Formation::Skirmish;
  TchaeSettings s;
  CHECK(fireDice(sk, GameLevel::Regimental, false, s) == 2);
  s.skirmishHalfDiceAlways = true;
  CHECK(fireDice(sk, GameLevel::Regimental, false, s) == 1);
}

TEST_CASE("EB-27 pip_band_in and two_pip_actions_banded") {
  TchaeSettings s;
  CHECK(actionCost(ActionPrice::TwoPip, 10, false, s) == 4);
  s.twoPipActionsBanded = false;
  CHECK(actionCost(ActionPrice::TwoPip, 10, false, s) == 2);
  s.pipBandIn = 12;
  CHECK(actionCost(ActionPrice::OnePip, 10, false, s) == 1);
}

TEST_CASE("EB-30 multi_move_clear_in, multi_move_cover_in, multi_move_blind_in") {
  TchaeSettings s;
  CHECK_FALSE(multipleMoveAllowed(15, 1e9, 1e9, s));
  s.multiMoveClearIn = 12;
  CHECK(multipleMoveAllowed(15, 1e9, 1e9, s));
  s.multiMoveBlindIn = 2;
  CHECK(multipleMoveAllowed(15, 1e9, 3.5, s));
  s.multiMoveCoverIn = 11;
  CHECK_FALSE(multipleMoveAllowed(15, 10, 1e9, s));
}

TEST_CASE("EB-35 risk_counts_total_casualties") {
  BattleState s = twoSides();
  Unit u = infantry("U", Belligerent::Union, 5, 36, 24, 90);
  u.casualties = 6;
  s.units.push_back(u);
  s.commander("uc")->attachedUnitId = "U";
  s.settings.riskCountsTotalCasualties = true;
  GivenDice dice({4});
  TchaeDice td(dice);
  RulesContext ctx{s, td};
  riskToGeneral(ctx, *s.unit("U"), 1, true, "");
  CHECK(s.commander("uc")->horsDeCombat);  // 4 does not beat 6 in all
}

TEST_CASE("EB-43 routers_die_to_any_contact") {
  for (bool any : {true, false}) {
    BattleState s = twoSides();
    s.settings.routersDieToAnyContact = any;
    s.units.push_back(infantry("A", Belligerent::Confederate, 5, 36, 24, 270));
    s.units.push_back(infantry("R", Belligerent::Union, 5, 36, 24, 90));
    s.unit("R")->status = Status::Routed;
    GivenDice dice({1, 1, 1, 1, 1, 1});
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    const CombatOutcome o = resolveContact(ctx, contactOf("A", "R"));
    CHECK(o.quickResult == any);
  }
}

TEST_CASE("EB-48 zoc_open_in, zoc_difficult_in and the corps depths") {
  const Unit u = infantry("u", Belligerent::Union, 5, 0, 0, 90);
  TchaeSettings s;
  s.zocOpenIn = 3;
  s.zocCorpsDifficultIn = 0.5;
  CHECK(zocDepthIn(u, GameLevel::Regimental, false, s) == 3);
  CHECK(zocDepthIn(u, GameLevel::Corps, true, s) == 0.5);
}

TEST_CASE("EB-70 union_1864_d10_10") {
  TchaeSettings s;
  CHECK(generatedRating(Belligerent::Union, WarPeriod::Late1864to1865, 10, s).ability ==
        Ability::Professional);
  s.unionD10Ten1864 = "gifted";
  CHECK(generatedRating(Belligerent::Union, WarPeriod::Late1864to1865, 10, s).ability ==
        Ability::Gifted);
}

TEST_CASE("EX-40 7.2 side_break_share: the broken side loses, equal shares play on") {
  TchaeSettings s;
  CHECK(sideBreakLoser(0.40, 0.20, false, false, s) == Belligerent::Union);
  CHECK_FALSE(sideBreakLoser(0.40, 0.40, false, false, s).has_value());
  CHECK_FALSE(sideBreakLoser(0.30, 0.20, false, false, s).has_value());
  CHECK(sideBreakLoser(0.0, 0.0, false, true, s) == Belligerent::Confederate);
  s.sideBreakShare = 0.25;
  CHECK(sideBreakLoser(0.30, 0.20, false, false, s) == Belligerent::Union);
  // EX-40's weights: 6 units of weight 1 and 2 batteries of weight 2 = 10; 4 broken = 0.40.
  BattleState st = twoSides();
  for (int i = 0; i < 6; ++i)
    st.units.push_back(
        infantry("u" + std::to_string(i), Belligerent::Union, 5, 10.0 + 6 * i, 10, 90));
  st.units.push_back(battery("g1", Belligerent::Union, 4, Calibre::LightRifled, 50, 10, 90));
  st.units.push_back(battery("g2", Belligerent::Union, 4, Calibre::LightRifled, 60, 10, 90));
  st.unit("u0")->status = Status::Routed;
  st.unit("u1")->offTable = true;
  st.unit("g1")->gunsAbandoned = true;
  CHECK(brokenShare(st, Belligerent::Union) == doctest::Approx(0.4));
}
