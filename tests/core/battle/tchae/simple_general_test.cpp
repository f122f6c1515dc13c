// The first computer general's choices, by CG id, on hand-built side views.
#include <doctest/doctest.h>

#include "core/battle/tchae/simple_general.h"
#include "tests/core/battle/tchae/tchae_test_support.h"

using namespace hfg;
using namespace hfg::tchae;
using namespace hfg::tchae::test;

namespace {

/// The Union C-in-C "uc" with two brigades on Attack: "ub1" at y 10-20, "ub2" at y 30-40, and
/// one Confederate regiment at the far side.
BattleState twoBrigades() {
  BattleState s = twoSides();
  for (const char* id : {"ub1", "ub2"}) {
    Commander b = commander(id, Belligerent::Union, Ability::Gifted, 36, 6);
    b.superiorId = "uc";
    b.order = Order::Attack;
    s.commanders.push_back(b);
  }
  for (int i = 0; i < 2; ++i) {
    s.units.push_back(
        infantry("a" + std::to_string(i), Belligerent::Union, 4, 20 + 10 * i, 12, 90, "ub1"));
    s.units.push_back(
        infantry("b" + std::to_string(i), Belligerent::Union, 4, 20 + 10 * i, 30, 90, "ub2"));
  }
  s.units.push_back(infantry("e", Belligerent::Confederate, 4, 25, 40, 270));
  return s;
}

}  // namespace

TEST_CASE("CG-3 an Attack stalled with its units Fightin' or worse is ordered to Hold") {
  BattleState s = twoBrigades();
  SimpleGeneral g;
  CHECK(g.grandTactical(s, *s.commander("uc"), 3).orders.empty());  // nobody stalled
  s.unit("b0")->status = Status::Fightin;                           // half of ub2's units: stalled
  s.unit("a0")->status = Status::Normal;
  const GrandTacticalPlan plan = g.grandTactical(s, *s.commander("uc"), 3);
  REQUIRE(plan.orders.size() == 1);
  CHECK(plan.orders[0].commanderId == "ub2");
  CHECK(plan.orders[0].order == Order::Hold);
  CHECK(plan.orders[0].objective.y == doctest::Approx(30).epsilon(0.1));  // where it stands
  CHECK(g.grandTactical(s, *s.commander("uc"), 0).orders.empty());        // no PIPs, no order
  s.commander("ub2")->pendingOrder = Order::Hold;  // already ordered: not again (E-33)
  CHECK(g.grandTactical(s, *s.commander("uc"), 3).orders.empty());
}

TEST_CASE("CG-3 a formation already on Hold, or one of a third stalled, keeps its order") {
  BattleState s = twoBrigades();
  s.commander("ub2")->order = Order::Hold;
  s.unit("b0")->status = Status::Defeated;
  s.unit("b1")->status = Status::Routed;
  SimpleGeneral g;
  CHECK(g.grandTactical(s, *s.commander("uc"), 3).orders.empty());
  s.commander("ub2")->order = Order::Attack;
  s.unit("b1")->status = Status::Normal;
  s.units.push_back(infantry("b2", Belligerent::Union, 4, 40, 30, 90, "ub2"));
  s.unit("b0")->status = Status::Normal;
  s.unit("b2")->status = Status::Fightin;  // 1 of 3
  CHECK(g.grandTactical(s, *s.commander("uc"), 3).orders.empty());
}

TEST_CASE("CG-4 the Gifted card goes to the formation nearest the enemy") {
  BattleState s = twoBrigades();
  SimpleGeneral g;
  // ub2's regiments are 10 in from the enemy, ub1's 28 in: ub2 needs it most, listed second.
  CHECK(g.giftedOrBold(s, {"ub1", "ub2"}, {}) == "ub2");
  s.unit("e")->frontMidIn = {25, 4};  // now the enemy is behind ub1
  s.unit("e")->headingDeg = 90;
  CHECK(g.giftedOrBold(s, {"ub1", "ub2"}, {}) == "ub1");
  CHECK(g.giftedOrBold(s, {}, {"ub2"}) == "ub2");  // a Bold one acts
  CHECK(g.giftedOrBold(s, {}, {}).empty());
}
