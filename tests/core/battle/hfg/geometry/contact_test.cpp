// G-1, G-2, G-3, G-5 and G-6: overlap, contact, distance, frontal contact, lining up (Figs 3.1-3.3).
#include <doctest/doctest.h>

#include "core/battle/hfg/geometry/contact.h"
#include "tests/core/battle/hfg/geometry/footprint_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using hfg::battle::test::fpAt;

TEST_CASE("G-1 two bases sharing an edge do not overlap; penetration beyond eps does") {
  const Footprint a = fpAt(0, 0);
  CHECK_FALSE(overlaps(a, fpAt(400, 0)));     // side by side, flank to flank
  CHECK_FALSE(overlaps(a, fpAt(399.5, 0)));   // 0.5 p penetration is within eps
  CHECK(overlaps(a, fpAt(398, 0)));           // 2 p penetration
  CHECK_FALSE(overlaps(a, fpAt(0, 0, 270)));  // front to front
  CHECK(overlaps(a, fpAt(0, -50, 270)));
}

TEST_CASE("G-1 a rotated base overlapping only at a corner region still overlaps") {
  const Footprint a = fpAt(0, 0);
  const Footprint b = fpAt(250, 50, 45);
  CHECK(overlaps(a, b));
  CHECK_FALSE(overlaps(a, fpAt(1000, 1000, 45)));
}

TEST_CASE("G-2 contact at an edge or a corner, not across a gap") {
  const Footprint a = fpAt(0, 0);
  CHECK(inContact(a, fpAt(400, 0)));
  CHECK(inContact(a, fpAt(400.8, 0)));
  CHECK_FALSE(inContact(a, fpAt(402, 0)));
  CHECK(inContact(a, fpAt(400, 300)));      // corner to corner
  CHECK_FALSE(inContact(a, fpAt(200, 0)));  // overlapping is not contact
}

TEST_CASE("G-2 edge contact needs opposite normals, close lines and overlap beyond eps") {
  const Footprint a = fpAt(0, 0);
  const Footprint b = fpAt(100, 0, 270);  // facing south, front edges on y = 0
  const auto len = edgeContactLength(a, EdgeId::Front, b, EdgeId::Front);
  REQUIRE(len);
  CHECK(*len == doctest::Approx(300));
  CHECK_FALSE(edgeContactLength(a, EdgeId::Front, b, EdgeId::Rear));
  // Projections overlap by only 0.5 p: not edge contact.
  CHECK_FALSE(edgeContactLength(a, EdgeId::Front, fpAt(399.5, 0, 270), EdgeId::Front));
  // Turned by 2 degrees: normals no longer opposite within 0.5 degrees.
  CHECK_FALSE(edgeContactLength(a, EdgeId::Front, fpAt(0, 0, 272), EdgeId::Front));
}

TEST_CASE("G-2 corner contact and side edge-to-side edge") {
  BattleSettings s;
  CHECK(cornerContact({0, 0}, {0.7, 0.7}, s));
  CHECK_FALSE(cornerContact({0, 0}, {1.0, 1.0}, s));
  CHECK(sideEdgeToSideEdge(fpAt(0, 0), fpAt(400, 100)));
  CHECK(sideEdgeToSideEdge(fpAt(0, 0), fpAt(400, -300, 270)));  // facing opposite ways
  CHECK_FALSE(sideEdgeToSideEdge(fpAt(0, 0), fpAt(0, 0, 270)));
}

TEST_CASE("G-3 distance between footprints, points and segments") {
  const Footprint a = fpAt(0, 0);
  CHECK(footprintDistance(a, fpAt(0, 800)) == doctest::Approx(500));
  CHECK(footprintDistance(a, fpAt(700, 0)) == doctest::Approx(300));
  CHECK(footprintDistance(a, fpAt(700, 700)) == doctest::Approx(500));  // corner to corner 3-4-5
  CHECK(footprintDistance(a, fpAt(100, 100)) == 0);
  CHECK(footprintDistance(a, Vec2{0, -1000}) == doctest::Approx(700));
  CHECK(footprintDistance(a, Segment{{-1000, 200}, {1000, 200}}) == doctest::Approx(200));
}

TEST_CASE("G-5 frontal contact: front edge against any edge, and the angled touch") {
  const Footprint a = fpAt(0, 0);
  auto t = frontalContact(a, fpAt(0, 0, 270));
  REQUIRE(t);
  CHECK(t->touchedEdge == EdgeId::Front);
  CHECK_FALSE(t->angled);
  // a's front edge against b's right flank: b faces east, north of a, its right flank on y = 0.
  t = frontalContact(a, fpAt(150, 200, 0, 300));
  REQUIRE(t);
  CHECK(t->touchedEdge == EdgeId::Right);
  // Angled touch: b's front-right corner rests on the middle of a's front edge.
  // b faces south-west with its front-left corner on (100, 0).
  const Footprint b =
      Footprint{{100 - 200 * 0.7071067811865476, 200 * 0.7071067811865476}, 225, 400, 300};
  t = frontalContact(a, b);
  REQUIRE(t);
  CHECK(t->angled);
  // Rear edge contact is not frontal.
  CHECK_FALSE(frontalContact(a, fpAt(0, -300, 90)));
}

TEST_CASE("G-5 enemy front edge on a's flank or rear") {
  const Footprint a = fpAt(0, 0);
  const Footprint flanker = fpAt(-200, -150, 0, 300);  // facing east, front edge on a's left flank
  CHECK(enemyFrontOnFlank(flanker, a));
  CHECK_FALSE(enemyFrontOnRear(flanker, a));
  const Footprint rearAttacker = fpAt(0, -300, 90);  // facing north into a's rear edge
  CHECK(enemyFrontOnRear(rearAttacker, a));
  CHECK_FALSE(enemyFrontOnFlank(rearAttacker, a));
  CHECK_FALSE(enemyFrontOnFlank(fpAt(0, 0, 270), a));
}

TEST_CASE("G-6 Fig 3.11: conformed front to front is lined up, a frontal fight") {
  const Footprint a = fpAt(0, 0);
  const Footprint b = fpAt(0, 0, 270);
  CHECK(linedUpOn(b, a) == EdgeId::Front);
  CHECK(closeCombatAspect(b, a) == CloseCombatAspect::Frontal);
  CHECK(fullFrontToFront(a, b));
}

TEST_CASE("G-6 Fig 3.3: front edge touching without a front corner on an end is not close combat") {
  const Footprint a = fpAt(0, 0);
  const Footprint b = fpAt(100, 0, 270);  // shifted 100 p: edges touch, no corners coincide
  CHECK(frontalContact(b, a));
  CHECK_FALSE(linedUpOn(b, a));
  CHECK_FALSE(closeCombatAspect(b, a));
  CHECK_FALSE(fullFrontToFront(a, b));
  // Fig 3.1 before conforming: an angled touch is contact but not lined up.
  // Turned 10 degrees off south, its front-left corner resting on a's front edge.
  const Footprint angled{{0, 34.7296355}, 260, 400, 300};
  CHECK(frontalContact(a, angled));  // a corner of it on a's front edge
  CHECK_FALSE(linedUpOn(angled, a));
}

TEST_CASE("G-6 flank and rear attacks by lined-up elements") {
  const Footprint a = fpAt(0, 0);
  // Facing east, front edge on a's left flank with its front-left corner on a's front-left corner.
  const Footprint flanker = fpAt(-200, -200, 0, 300);
  CHECK(closeCombatAspect(flanker, a) == CloseCombatAspect::Flank);
  const Footprint rear = fpAt(0, -300, 90);
  CHECK(closeCombatAspect(rear, a) == CloseCombatAspect::Rear);
}

TEST_CASE("G-6 assaulting a BUA edge needs edge contact only") {
  const Ring bua{{-250, 0}, {250, 0}, {250, 500}, {-250, 500}};
  const Footprint a = fpAt(100, 0, 90, 300);  // front edge on y = 0, below the BUA
  const auto edge = assaultedEdge(a, bua);
  REQUIRE(edge);
  CHECK(*edge == 0);
  CHECK_FALSE(assaultedEdge(fpAt(100, -10), bua));
}
