// T-6: any general may move or rally a non-staff friend of another command in front or rear edge contact with him, paid by his own command.
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/geometry/base_size.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/moves/move_check.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

using test::el;

// The blue C-in-C's element faces north at (3000, 1000); foot of the subordinate command b2 stand
// with their rear edge on his front edge; more b2 foot far off.
BattleSetup friends() {
  BattleSetup s;
  s.year = 1812;
  s.sides[0] = {"blue",
                "",
                true,
                BaseEdge::South,
                3,
                {{"b1", "", GeneralQuality::Ordinary, false, true, "b-cp", std::nullopt},
                 {"b2", "", GeneralQuality::Ordinary, false, false, "b2-cp", std::nullopt}}};
  s.sides[1] = {"red", "",
                false, BaseEdge::North,
                1,     {{"r1", "", GeneralQuality::Ordinary, false, true, "r-cp", std::nullopt}}};
  const double depth = baseDepthPaces(TroopType::Bayonets);
  s.elements = {el("b-cp", "blue", "b1", TroopType::CommandParty, {3000, 1000}, 90),
                el("b2-cp", "blue", "b2", TroopType::CommandParty, {9000, 1000}, 90),
                el("r-cp", "red", "r1", TroopType::CommandParty, {11000, 5600}, 270),
                el("x", "blue", "b2", TroopType::Bayonets, {3000, 1000 + depth}, 90),
                el("y", "blue", "b2", TroopType::Bayonets, {6000, 1500}, 90)};
  s.weather = TableWeather::Fair;
  return s;
}

MoveOrder advance(const std::string& id, Vec2 to, std::string byGeneral = "") {
  MoveOrder o;
  o.elementIds = {id};
  o.path = {to};
  o.byGeneral = std::move(byGeneral);
  return o;
}

}  // namespace

TEST_CASE(
    "T-6 a general moves a friend of another command touching his front edge, with his own PIPs") {
  Battle b(friends());
  const double depth = baseDepthPaces(TroopType::Bayonets);
  b.pipsLeft("b1") = 2;
  b.pipsLeft("b2") = 0;
  const Vec2 ahead{3000, 1000 + depth + 300};
  // Its own command has no PIPs.
  const auto own = planMove(b, advance("x", ahead));
  REQUIRE(own.refusal);
  CHECK(own.refusal->rule == "T-6");
  // Moved by the C-in-C, whose command pays.
  const auto byHim = planMove(b, advance("x", ahead, "b-cp"));
  INFO(std::string(byHim.refusal ? byHim.refusal->message : std::string()));
  REQUIRE(byHim.legal());
  CHECK(byHim.plan->commandId == "b1");
  // Not one that does not touch him, nor his own staff-type friend, nor by a non-general.
  const auto far = planMove(b, advance("y", {6000, 1800}, "b-cp"));
  REQUIRE(far.refusal);
  CHECK(far.refusal->message.find("not in front or rear edge contact with general 'b-cp'") !=
        std::string::npos);
  const auto notGeneral = planMove(b, advance("x", ahead, "y"));
  REQUIRE(notGeneral.refusal);
  CHECK(notGeneral.refusal->message.find("is not a general of the moving side") !=
        std::string::npos);
}

TEST_CASE("T-6 in the bound loop the friend moves and the general's command pays") {
  Battle b(friends());
  const double depth = baseDepthPaces(TroopType::Bayonets);
  ScriptedMoves moves({{1, {advance("x", {3000, 1000 + depth + 300}, "b-cp")}}});
  ScriptedDice dice({4, 1});  // b1 4, b2 1
  playBound(b, moves, dice);
  CHECK(b.elements()[*b.find("x")].footprint.frontMid.y == doctest::Approx(1000 + depth + 300));
  CHECK(b.pipsLeftOf("b2") == 1);
  CHECK(b.pipsLeftOf("b1") < 4);
}
