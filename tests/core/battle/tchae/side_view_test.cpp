// Hidden information: a side's view (and its written file) holds nothing the side has not spotted (issue 20, CG-1, E-38, E-42).
#include <doctest/doctest.h>

#include "core/battle/tchae/side_view.h"
#include "core/battle/tchae/simple_general.h"
#include "core/battle/tchae/spotting.h"
#include "core/battle/tchae/tchae_battle.h"
#include "tests/core/battle/tchae/tchae_test_support.h"

using namespace hfg;
using namespace hfg::tchae;
using namespace hfg::tchae::test;

namespace {

/// A Confederate formation hidden on a blind and a dummy blind, a Union unit on the table.
BattleState hiddenTable(bool realBlind) {
  BattleState s = twoSides();
  s.units.push_back(infantry("union-line", Belligerent::Union, 5, 36, 8, 90));
  Commander hidden =
      commander("csa-secret-colonel", Belligerent::Confederate, Ability::Gifted, 0, 0);
  hidden.onTable = false;
  hidden.cardInDeck = false;
  hidden.order = Order::Attack;
  s.commanders.push_back(hidden);
  Blind b;
  b.id = "blind-7";
  b.side = Belligerent::Confederate;
  b.frontMidIn = {36, 40};
  b.headingDeg = 270;
  if (realBlind) {
    b.commanderId = hidden.id;
    b.unitIds = {"csa-secret-regiment"};
    Unit u = infantry("csa-secret-regiment", Belligerent::Confederate, 4, 0, 0, 0, hidden.id);
    u.onTable = false;
    u.blindId = b.id;
    s.units.push_back(u);
  } else {
    b.dummy = true;
  }
  s.blinds.push_back(b);
  Blind dummy;
  dummy.id = "blind-8";
  dummy.side = Belligerent::Confederate;
  dummy.dummy = true;
  dummy.frontMidIn = {60, 40};
  dummy.headingDeg = 270;
  s.blinds.push_back(dummy);
  s.notePrivate(Belligerent::Confederate, "E-99", "blind-7 carries csa-secret-regiment");
  return s;
}

}  // namespace

TEST_CASE("E-38 E-42 CG-1 the other side's file holds no unspotted ids, formations or dummies") {
  const BattleState s = hiddenTable(true);
  const std::string unionFile = describeView(sideView(s, Belligerent::Union), Belligerent::Union);
  CHECK(unionFile.find("csa-secret") == std::string::npos);
  CHECK(unionFile.find("dummy") == std::string::npos);
  CHECK(unionFile.find("blind-7") != std::string::npos);  // the rectangle itself is seen
  CHECK(unionFile.find("union-line") != std::string::npos);
  const std::string confFile =
      describeView(sideView(s, Belligerent::Confederate), Belligerent::Confederate);
  CHECK(confFile.find("csa-secret-regiment") != std::string::npos);
  CHECK(confFile.find("dummy") != std::string::npos);
}

TEST_CASE(
    "CG-1 two states that differ only in hidden facts give the same view and the same choices") {
  const BattleState real = hiddenTable(true), dummy = hiddenTable(false);
  const BattleState a = sideView(real, Belligerent::Union), b = sideView(dummy, Belligerent::Union);
  CHECK(describeView(a, Belligerent::Union) == describeView(b, Belligerent::Union));
  SimpleGeneral g;
  const Commander& uc = *a.commander("uc");
  CHECK(g.spotTarget(a, uc) == g.spotTarget(b, uc));
  const auto ma = g.moves(a, uc, 5), mb = g.moves(b, uc, 5);
  REQUIRE(ma.size() == mb.size());
  for (std::size_t i = 0; i < ma.size(); ++i) {
    CHECK(ma[i].unitId == mb[i].unitId);
    CHECK(ma[i].headingDeg == mb[i].headingDeg);
    CHECK(ma[i].distanceIn == mb[i].distanceIn);
  }
}

TEST_CASE("E-55 once spotted, the formation's units are in the other side's view") {
  BattleState s = hiddenTable(true);
  GivenDice none({});
  TchaeDice td(none);
  RulesContext ctx{s, td};
  revealBlind(ctx, *s.blind("blind-7"), "test");
  const std::string unionFile = describeView(sideView(s, Belligerent::Union), Belligerent::Union);
  CHECK(unionFile.find("csa-secret-regiment") != std::string::npos);
  CHECK(unionFile.find("blind blind-7") == std::string::npos);  // the blind is gone
}

TEST_CASE("CG-1 a whole battle: the Union's view never shows a unit before it is on the table") {
  BattleState s = hiddenTable(true);
  s.endRules.maxTurns = 6;
  s.commander("csa-secret-colonel")->objective = {36, 8};
  Dice dice(11);
  SimpleGeneral u, c;
  TchaeBattle battle(s, dice, u, c);
  for (int t = 0; t < 6 && !battle.state().ended; ++t) {
    const BattleState& st = battle.state();
    const std::string unionFile =
        describeView(sideView(st, Belligerent::Union), Belligerent::Union);
    const bool onTable = st.unit("csa-secret-regiment")->onTable;
    CHECK((unionFile.find("csa-secret-regiment") != std::string::npos) == onTable);
    battle.playTurn();
  }
}
