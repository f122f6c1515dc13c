// Field works hindering voluntary moves: entrenchments slow non-foot, undefended obstacles are difficult and removed once crossed, occupants of works cannot turn (T-13, T-14, B-13).
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/moves/move_check.h"
#include "core/battle/hfg/moves/move_execution.h"
#include "core/battle/hfg/moves/works_movement.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::test;

namespace {

// A simplified 400 p base: foot 200 p deep, everything else 300 p.

/// A linear work along y = 1800 from x 5400 to 6600, facing south (towards blue).
BattleWork linear(std::string id, BattleWorkKind kind, std::string side) {
  BattleWork w;
  w.id = std::move(id);
  w.kind = kind;
  w.sideId = std::move(side);
  w.a = {5400, 1800};
  w.b = {6600, 1800};
  w.enemySide = {0, -1};
  return w;
}

MoveOrder advance(std::vector<std::string> ids, Vec2 to) {
  MoveOrder o;
  o.elementIds = std::move(ids);
  o.path = {to};
  return o;
}

class NoDice final : public DieSource {
 public:
  int d6() override {
    FAIL("no die expected");
    return 1;
  }
};

}  // namespace

TEST_CASE(
    "T-13 mounted crossing an entrenchment are in slow going only while astride; foot are not "
    "slowed") {
  BattleSetup s = baseSetup({6000, 1000});
  s.works = {linear("e1", BattleWorkKind::Entrenchment, "red")};
  s.elements.push_back(el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {6000, 1500}, 90));
  s.elements.push_back(el400("b-i", "blue", "b1", TroopType::Bayonets, {5000, 1500}, 90));
  s.works.push_back(linear("e2", BattleWorkKind::Entrenchment, "red"));
  s.works.back().a = {4600, 1800};
  s.works.back().b = {5300, 1800};
  Battle b(s);
  b.pipsLeft("b1") = 6;
  // Heavy cavalry: 1,200 p in good going, 400 p in slow (T-1 row 2). The work is 300 p ahead.
  CHECK(planMove(b, advance({"b-h"}, {6000, 1900})).legal());
  // 500 p: 300 p clear (300 / 1,200 = 0.25 of the move) and 200 p astride (200 / 400 = 0.5):
  // 0.75 of the allowance (T-13 "in slow going until moved clear"). The whole move at the slow
  // figure would have been refused.
  const auto across = planMove(b, advance({"b-h"}, {6000, 2000}));
  INFO(std::string(across.refusal ? across.refusal->message : std::string()));
  CHECK(across.legal());
  // 900 p: at least 600 p clear (0.5) and 200 p or more astride (0.5 or more), with the 50 p
  // samples 300 p astride: 1.25 of the allowance.
  const auto tooFar = planMove(b, advance({"b-h"}, {6000, 2400}));
  REQUIRE(tooFar.refusal);
  CHECK(tooFar.refusal->rule == "T-1");
  CHECK(tooFar.refusal->message.find("astride an entrenchment") != std::string::npos);
  // The share itself, for a path crossing e1 in 50 p samples: astride from the front edge
  // touching y 1800 until the rear edge is clear of it.
  const std::size_t h = *b.find("b-h");
  ElementPath path;
  for (int y = 1500; y <= 2400; y += 50)
    path.poses.push_back(b.elements()[h].footprint.moved({0, static_cast<double>(y - 1500)}));
  path.lengthPaces = 900;
  const WorksOnPath works = worksOnPath(b, path);
  REQUIRE(works.entrenchments.size() == 1);
  const double depth = b.elements()[h].footprint.depthPaces;
  CHECK(entrenchmentAstrideShare(b, path, works) ==
        doctest::Approx((depth + 100) / 900).epsilon(0.01));
  CHECK(entrenchmentCrossingFits(500, 0.4, 1200, 400));
  CHECK_FALSE(entrenchmentCrossingFits(900, 1.0 / 3.0, 1200, 400));
  // Bayonets (T-1 row 8: 600 p) cross at the full figure.
  CHECK(planMove(b, advance({"b-i"}, {5000, 2100})).legal());
}

TEST_CASE("T-14 an undefended obstacle is difficult going and is removed once crossed") {
  BattleSetup s = baseSetup({6000, 1000});
  s.works = {linear("o1", BattleWorkKind::Obstacle, "red")};
  s.elements.push_back(el400("b-i", "blue", "b1", TroopType::Bayonets, {6000, 1600}, 90));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  // Bayonets: 400 p in difficult going (T-1 row 8).
  const auto tooFar = planMove(b, advance({"b-i"}, {6000, 2100}));
  REQUIRE(tooFar.refusal);
  CHECK(tooFar.refusal->rule == "T-1");
  const auto plan = planMove(b, advance({"b-i"}, {6000, 2000}));
  REQUIRE(plan.legal());
  REQUIRE(plan.plan->obstaclesCrossed.size() == 1);
  NoDice dice;
  executeOrder(b, advance({"b-i"}, {6000, 2000}), dice);
  CHECK(b.setup().works.empty());
}

TEST_CASE("T-14 an obstacle manned by its side is no difficult going to cross: it is fought") {
  BattleSetup s = baseSetup({6000, 1000});
  s.works = {linear("o1", BattleWorkKind::Obstacle, "red")};
  // Red foot manning it: front edge within 50 p behind the segment, facing across it (B-13).
  s.elements.push_back(el400("r-i", "red", "r1", TroopType::Bayonets, {6000, 1820}, 270));
  Battle b(s);
  ElementPath path;
  path.poses = {Footprint::fromCentre({5000, 1500}, 90, 400, 200),
                Footprint::fromCentre({6000, 2100}, 90, 400, 200)};
  CHECK(worksOnPath(b, path).undefendedObstacles.empty());
}

TEST_CASE("T-14 a redoubt's occupant cannot turn and moves only straight back") {
  BattleSetup s = baseSetup({6000, 1000});
  BattleWork r;
  r.id = "rd";
  r.kind = BattleWorkKind::Redoubt;
  r.sideId = "blue";
  r.outline = {{5800, 1300}, {6200, 1300}, {6200, 1700}, {5800, 1700}};
  s.works = {r};
  s.elements.push_back(el400("b-a", "blue", "b1", TroopType::Smoothbore, {6000, 1650}, 90));
  s.elements.back().footprint.depthPaces = 300;
  Battle b(s);
  b.pipsLeft("b1") = 6;
  const auto sideways = planMove(b, advance({"b-a"}, {6300, 1650}));
  REQUIRE(sideways.refusal);
  CHECK(sideways.refusal->rule == "T-14");
  MoveOrder back = advance({"b-a"}, {6000, 1450});
  CHECK(planMove(b, back).legal());
}

TEST_CASE("T-14 an entrenchment's occupant cannot turn but may slide sideways") {
  BattleSetup s = baseSetup({6000, 1000});
  s.works = {linear("e1", BattleWorkKind::Entrenchment, "blue")};
  s.works[0].enemySide = {0, 1};
  // Blue foot behind it facing north, front edge 20 p behind the segment.
  s.elements.push_back(el400("b-i", "blue", "b1", TroopType::Bayonets, {5800, 1780}, 90));
  Battle b(s);
  b.pipsLeft("b1") = 6;
  MoveOrder turn;
  turn.elementIds = {"b-i"};
  turn.action = MoveAction::Turn;
  turn.finalHeadingDeg = 0;
  const auto turned = planMove(b, turn);
  REQUIRE(turned.refusal);
  CHECK(turned.refusal->rule == "T-14");
  CHECK(planMove(b, advance({"b-i"}, {6200, 1780})).legal());
  const auto slide = planMove(b, advance({"b-i"}, {5300, 1780}));
  REQUIRE(slide.refusal);
  CHECK(slide.refusal->message.find("slides at most a base width") != std::string::npos);
}
