// The legal move area: sampled destinations checked by planMove, worked by hand for T-1, T-6, B-6 and B-9 item 1.
#include <doctest/doctest.h>

#include <cmath>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/moves/move_reach.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using namespace hfg::battle::test;

namespace {

/// Blue's general at `general`; red's far away to the north.
BattleSetup setupWith(Vec2 general, std::vector<PlacedElement> movers) {
  BattleSetup s;
  s.year = 1810;
  s.sides[0].id = "blue";
  s.sides[0].attacker = true;
  s.sides[0].baseEdge = BaseEdge::South;
  s.sides[0].commands = {{"b1", "", GeneralQuality::Ordinary, false, true, "b-cp", std::nullopt}};
  s.sides[1].id = "red";
  s.sides[1].baseEdge = BaseEdge::North;
  s.sides[1].commands = {{"r1", "", GeneralQuality::Ordinary, false, true, "r-cp", std::nullopt}};
  s.elements = {el400("b-cp", "blue", "b1", TroopType::CommandParty, general, 90),
                el400("r-cp", "red", "r1", TroopType::CommandParty, {6000, 5500}, 270)};
  for (auto& m : movers) s.elements.push_back(std::move(m));
  s.weather = TableWeather::Fair;
  return s;
}

const ReachSample* straightTo(const MoveReach& reach, Vec2 at) {
  for (const auto& s : reach.samples)
    if (distance(s.leadEnd, at) < 0.01 && s.order.action == MoveAction::Advance) return &s;
  return nullptr;
}

const ReachSample* wheel(const MoveReach& reach, double deg, double forward) {
  for (const auto& s : reach.samples)
    if (std::abs(s.order.wheelDeg - deg) < 1e-6 && std::abs(s.order.forwardPaces - forward) < 1e-6)
      return &s;
  return nullptr;
}

}  // namespace

TEST_CASE("T-1 B-6 reach of a lone heavy cavalry: 1,200 p any way in good going, then refused") {
  // The general stands 200 p behind it: within his easy command distance, so 1 PIP (T-6).
  Battle b(setupWith({6000, 1000},
                     {el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {6000, 1500}, 90)}));
  b.pipsLeft("b1") = 6;
  const MoveReach reach = moveReach(b, {{"b-h"}});
  REQUIRE_FALSE(reach.refusal);
  CHECK_FALSE(reach.wheels);
  CHECK(reach.complete);
  // A quarter of the 400 p frontage; 1,200 p plus two steps.
  CHECK(reach.stepPaces == doctest::Approx(100));
  CHECK(reach.radiusPaces == doctest::Approx(1400));
  // Straight ahead 1,200 p: legal, 1 PIP. 1,300 p: beyond T-1.
  const auto* ahead = straightTo(reach, {6000, 2700});
  REQUIRE(ahead);
  REQUIRE(ahead->check.legal());
  CHECK(ahead->check.plan->cost.total == 1);
  const auto* beyond = straightTo(reach, {6000, 2800});
  REQUIRE(beyond);
  REQUIRE(beyond->check.refusal);
  CHECK(beyond->check.refusal->rule == "T-1");
  // A single element may sidestep (MOVING SINGLE ELEMENTS): 1,000 p to the right is legal.
  const auto* side = straightTo(reach, {7000, 1500});
  REQUIRE(side);
  CHECK(side->check.legal());
  // B-6: a straight move is measured on its corners' chord: 800 right, 900 ahead is 1,204 p.
  const auto* oblique = straightTo(reach, {6800, 2400});
  REQUIRE(oblique);
  REQUIRE(oblique->check.refusal);
  CHECK(oblique->check.refusal->rule == "T-1");
  // 300 p back it would end on its own general (G-1).
  const auto* back = straightTo(reach, {6000, 1200});
  REQUIRE(back);
  REQUIRE(back->check.refusal);
  CHECK(back->check.refusal->rule == "G-1");
  // Every sample is the engine's own verdict on its order.
  for (const auto& s : reach.samples) CHECK(planMove(b, s.order).legal() == s.check.legal());
  // The cell of a sample holds points round it; nothing outside the sampled disc has one.
  CHECK(reach.sampleAt({6010, 2690}) == ahead);
  CHECK(reach.sampleAt({6000, 3100}) == nullptr);
}

TEST_CASE("B-6 a turn at the end of the move counts: the reach ending facing east is shorter") {
  Battle b(setupWith({6000, 1000},
                     {el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {6000, 1500}, 90)}));
  b.pipsLeft("b1") = 6;
  ReachOptions options{{"b-h"}};
  options.finalHeadingDeg = 0;
  const MoveReach reach = moveReach(b, options);
  // Turning 90 degrees about its centre, each front corner (250 p from the centre of a 400 x 300
  // base) travels 393 p: 800 p ahead then the turn is 1,193 p (legal); 900 p is 1,293 p.
  const auto* eight = straightTo(reach, {6000, 2300});
  REQUIRE(eight);
  REQUIRE(eight->order.finalHeadingDeg);
  CHECK(eight->check.legal());
  const auto* nine = straightTo(reach, {6000, 2400});
  REQUIRE(nine);
  REQUIRE(nine->check.refusal);
  CHECK(nine->check.refusal->rule == "T-1");
}

TEST_CASE(
    "T-6 (a) every spot of the reach costs 2 PIPs beyond the general's easy command distance") {
  Battle b(setupWith({2000, 1000},
                     {el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {6000, 1500}, 90)}));
  b.pipsLeft("b1") = 6;
  const MoveReach reach = moveReach(b, {{"b-h"}});
  int legal = 0;
  for (const auto& s : reach.samples)
    if (s.check.legal()) {
      ++legal;
      CHECK(s.check.plan->cost.total == 2);
    }
  CHECK(legal > 100);
  // With 1 PIP left nothing is legal: each spot says why (T-6).
  b.pipsLeft("b1") = 1;
  const MoveReach poor = moveReach(b, {{"b-h"}});
  const auto* ahead = straightTo(poor, {6000, 2000});
  REQUIRE(ahead);
  REQUIRE(ahead->check.refusal);
  CHECK(ahead->check.refusal->rule == "T-6");
}

TEST_CASE(
    "B-9 item 1 a line group's reach is its wheels: the outer corner's arc counts against T-1") {
  // Two heavy cavalry side by side (a line group, B-8), 800 p frontage; general behind them.
  Battle b(setupWith({6200, 1000},
                     {el400("b-h1", "blue", "b1", TroopType::HeavyCavalry, {6000, 1500}, 90),
                      el400("b-h2", "blue", "b1", TroopType::HeavyCavalry, {6400, 1500}, 90)}));
  b.pipsLeft("b1") = 6;
  const MoveReach reach = moveReach(b, {{"b-h1", "b-h2"}});
  REQUIRE(reach.wheels);
  // Straight ahead (a wheel of 0): 1,200 p legal, 1,300 p not.
  REQUIRE(wheel(reach, 0, 1200));
  CHECK(wheel(reach, 0, 1200)->check.legal());
  REQUIRE(wheel(reach, 0, 1300));
  CHECK(wheel(reach, 0, 1300)->check.refusal->rule == "T-1");
  // 30 degrees left about the inner front corner: the outer corner, 800 p out, goes 419 p round,
  // so 700 p straight on after it is 1,119 p (legal) and 800 p is 1,219 p (too far).
  REQUIRE(wheel(reach, 30, 700));
  CHECK(wheel(reach, 30, 700)->check.legal());
  REQUIRE(wheel(reach, 30, 800));
  REQUIRE(wheel(reach, 30, 800)->check.refusal);
  CHECK(wheel(reach, 30, 800)->check.refusal->rule == "T-1");
  // The same to the right.
  CHECK(wheel(reach, -30, 700)->check.legal());
  CHECK_FALSE(wheel(reach, -30, 800)->check.legal());
  // A full 90 degree wheel is 1,257 p of arc: refused; 60 degrees (838 p) is legal.
  CHECK(wheel(reach, 90, 0)->check.refusal->rule == "T-1");
  CHECK(wheel(reach, 60, 0)->check.legal());
  // The lead's end after a 90 degree left wheel: its front-right corner swings about (5800, 1500).
  const auto* quarter = wheel(reach, 90, 0);
  CHECK(quarter->leadEnd.x == doctest::Approx(5800).epsilon(0.001));
  CHECK(quarter->leadEnd.y == doctest::Approx(1700).epsilon(0.001));
}

TEST_CASE("move reach: stops when asked, and explains a selection that cannot be sampled") {
  Battle b(setupWith({6000, 1000},
                     {el400("b-h", "blue", "b1", TroopType::HeavyCavalry, {6000, 1500}, 90)}));
  b.pipsLeft("b1") = 6;
  int calls = 0;
  const MoveReach stopped = moveReach(b, {{"b-h"}}, [&](double) { return ++calls < 3; });
  CHECK_FALSE(stopped.complete);
  CHECK(stopped.samples.size() == 3);
  const MoveReach unknown = moveReach(b, {{"nobody"}});
  REQUIRE(unknown.refusal);
  CHECK(unknown.refusal->message.find("nobody") != std::string::npos);
  CHECK(unknown.samples.empty());
}
