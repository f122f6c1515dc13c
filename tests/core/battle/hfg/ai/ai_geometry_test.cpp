// The computer generals' table geometry: lanes ahead, contact poses, waypoints that end at a wanted pose (B-6, B-10, G-5).
#include <doctest/doctest.h>

#include "core/battle/hfg/ai/ai_geometry.h"
#include "core/battle/hfg/geometry/contact.h"

using namespace hfg;
using namespace hfg::battle;

namespace {
Footprint fp(Vec2 at, double heading, double depth = 300) {
  return Footprint{at, heading, 400, depth};
}
}  // namespace

TEST_CASE("laneDistancePaces: an enemy squarely or partly ahead is met at its nearest edge") {
  const Footprint mover = fp({0, 0}, 90);
  // Facing each other 600 p apart: the front edges meet after 600 p.
  CHECK(laneDistancePaces(mover, fp({0, 600}, 270)) == doctest::Approx(600));
  // Offset by 300 p: one front corner (x = 100) lies in the lane.
  CHECK(laneDistancePaces(mover, fp({300, 600}, 270)) == doctest::Approx(600));
  // A corner-to-corner neighbour's lane is not ours, nor is anything behind.
  CHECK_FALSE(laneDistancePaces(mover, fp({400, 600}, 270)).has_value());
  CHECK_FALSE(laneDistancePaces(mover, fp({0, -600}, 270)).has_value());
  // Sideways on, facing west with its front edge at x = 100 (y 800..1200): its corner (100, 800)
  // is in the lane and met first.
  CHECK(laneDistancePaces(mover, fp({100, 1000}, 180, 400)).value() == doctest::Approx(800));
}

TEST_CASE("contactPose: front edge on the target's edge, facing it, within B-5 contact eps (G-5)") {
  const Footprint target = fp({0, 600}, 270);
  const Footprint front = contactPose(target, EdgeId::Front, 400, 300);
  CHECK(front.frontMid.x == doctest::Approx(0));
  CHECK(front.frontMid.y == doctest::Approx(599.7));
  CHECK(front.headingDeg == doctest::Approx(90));
  const auto touch = frontalContact(front, target);
  REQUIRE(touch.has_value());
  CHECK(touch->touchedEdge == EdgeId::Front);
  CHECK_FALSE(overlaps(front, target));
  const Footprint flank = contactPose(target, EdgeId::Left, 400, 300);
  const auto side = frontalContact(flank, target);
  REQUIRE(side.has_value());
  CHECK(side->touchedEdge == EdgeId::Left);
}

TEST_CASE(
    "waypointForPose: a move then a turn about the centre ends exactly at the wanted pose (B-6)") {
  const Footprint start = fp({0, 0}, 90);
  const Footprint wanted = fp({1000, 500}, 0);
  // Q = P - f_new d/2 + f_old d/2 = (1000, 500) - (150, 0) + (0, 150).
  const Vec2 q = waypointForPose(start, wanted);
  CHECK(q.x == doctest::Approx(850));
  CHECK(q.y == doctest::Approx(650));
  CHECK(headingTowards({0, 0}, {0, 10}, 5) == doctest::Approx(90));
  CHECK(headingTowards({0, 0}, {0, 0}, 5) == doctest::Approx(5));
}
