// Group formation changes: a column into a block 2 deep (B-9 item 3) and re-forming (B-9 item 5), checked by planMove and played by executeOrder.
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/moves/move_check.h"
#include "core/battle/hfg/moves/move_execution.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::test;

namespace {

// A simplified 400 p base: foot 200 p deep, everything else 300 p.

class NoDice final : public DieSource {
 public:
  int d6() override {
    FAIL("no die expected");
    return 1;
  }
};

}  // namespace

TEST_CASE("B-9 item 3 a straight column of 4 turns right into a block 2 deep") {
  BattleSetup s = baseSetup({5000, 1500});
  for (int k = 0; k < 4; ++k)
    s.elements.push_back(el400("c" + std::to_string(k), "blue", "b1", TroopType::Bayonets,
                               {6000, 2000.0 - 200 * k}, 90));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  MoveOrder o;
  o.elementIds = {"c0", "c1", "c2", "c3"};
  o.action = MoveAction::ColumnToLine;
  o.wheelDeg = -90;
  o.ranks = 2;
  const auto check = planMove(b, o);
  REQUIRE(check.legal());
  // The head's front-right corner (6200, 2000) stays; the front rank faces east along x = 6200.
  const std::vector<Vec2> expected{{6200, 1800}, {6200, 1400}, {6000, 1800}, {6000, 1400}};
  for (std::size_t k = 0; k < 4; ++k) {
    CHECK(check.plan->paths[k].end().frontMid.x == doctest::Approx(expected[k].x));
    CHECK(check.plan->paths[k].end().frontMid.y == doctest::Approx(expected[k].y));
    CHECK(check.plan->paths[k].end().headingDeg == doctest::Approx(0));
  }
  o.ranks = 3;
  const auto three = planMove(b, o);
  REQUIRE(three.refusal);
  CHECK(three.refusal->rule == "B-9");
  o.ranks = 2;
  NoDice dice;
  executeOrder(b, o, dice);
  CHECK(b.elements()[*b.find("c3")].footprint.frontMid.x == doctest::Approx(6000));
}

TEST_CASE(
    "B-9 item 5 a line re-forms into a column; nobody ends further back, all face one member's "
    "heading") {
  BattleSetup s = baseSetup({5000, 1500});
  s.elements.push_back(el400("e1", "blue", "b1", TroopType::Bayonets, {5800, 2000}, 90));
  s.elements.push_back(el400("e2", "blue", "b1", TroopType::Bayonets, {6200, 2000}, 90));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  MoveOrder o;
  o.elementIds = {"e1", "e2"};
  o.reform = {{{5800, 2200}, 90}, {{5800, 2000}, 90}};
  const auto ok = planMove(b, o);
  REQUIRE(ok.legal());
  CHECK(ok.plan->paths[1].lengthPaces == doctest::Approx(400));

  MoveOrder back = o;
  back.reform = {{{5800, 2000}, 90}, {{5800, 1800}, 90}};
  const auto refusedBack = planMove(b, back);
  REQUIRE(refusedBack.refusal);
  CHECK(refusedBack.refusal->rule == "B-9");
  CHECK(refusedBack.refusal->message.find("further to the rear") != std::string::npos);

  MoveOrder turned = o;
  turned.reform = {{{5800, 2200}, 0}, {{5800, 2000}, 0}};
  const auto refusedTurn = planMove(b, turned);
  REQUIRE(refusedTurn.refusal);
  CHECK(refusedTurn.refusal->message.find("starting heading of one of its members") !=
        std::string::npos);

  MoveOrder apart = o;
  apart.reform = {{{5800, 2200}, 90}, {{6800, 2000}, 90}};
  const auto refusedApart = planMove(b, apart);
  REQUIRE(refusedApart.refusal);
  CHECK(refusedApart.refusal->message.find("one group") != std::string::npos);

  NoDice dice;
  executeOrder(b, o, dice);
  CHECK(b.elements()[*b.find("e2")].footprint.frontMid.x == doctest::Approx(5800));
}
