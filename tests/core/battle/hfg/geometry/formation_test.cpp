// G-11 overlaps (Figs 4.1-4.3), G-22 lines, columns and groups (B-8), G-25 conforming (Figs 3.1-3.12).
#include <doctest/doctest.h>

#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/formation.h"
#include "tests/core/battle/hfg/geometry/footprint_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using hfg::battle::test::fpAt;

TEST_CASE("G-11 Fig 4.1: C is overlapped by B") {
  const Footprint c = fpAt(0, 0, 90);     // faces north, fighting A
  const Footprint a = fpAt(0, 0, 270);    // lined up on C's front
  const Footprint b = fpAt(400, 0, 270);  // A's neighbour, its front-right on C's front-right
  CHECK(overlapsByCorner(b, c, {c}));
  CHECK(overlapsInCloseCombat(b, c, {c}));
  CHECK_FALSE(overlapsByCorner(a, c, {c}));  // A fights C frontally: corners meet crosswise
}

TEST_CASE(
    "G-11 Fig 4.2: no overlaps when the neighbour is engaged, offset or facing the same way") {
  const Footprint c = fpAt(0, 0, 90);
  const Footprint b = fpAt(400, 0, 270);
  const Footprint c2 = fpAt(400, 0, 90);  // C's neighbour fighting B frontally
  CHECK_FALSE(overlapsByCorner(b, c, {c, c2}));
  CHECK_FALSE(overlapsByCorner(fpAt(450, 0, 270), c, {c}));    // corners do not meet
  CHECK_FALSE(overlapsByCorner(fpAt(400, -300, 90), c, {c}));  // same facing
}

TEST_CASE("G-11 Fig 4.3: B overlaps D and F, while both D and F overlap B") {
  const Footprint b = fpAt(0, 0, 90);
  const Footprint d = fpAt(-400, -300, 270);  // flank to flank on B's left, facing south
  const Footprint f = fpAt(400, -300, 270);   // flank to flank on B's right
  CHECK(overlapsFlankToFlank(b, d));
  CHECK(overlapsFlankToFlank(b, f));
  CHECK(overlapsFlankToFlank(d, b));
  CHECK(overlapsFlankToFlank(f, b));
  OverlapFilters guns;
  guns.overlappedIsArtillery = true;
  CHECK_FALSE(overlapsFlankToFlank(b, d, guns));  // never with artillery
}

TEST_CASE("G-11 filters: foot in the enemy bound, staff as staff, works, edges already taken") {
  const Footprint c = fpAt(0, 0, 90);
  const Footprint b = fpAt(400, 0, 270);
  OverlapFilters f;
  f.overlapperIsFoot = true;
  f.enemyBoundForOverlapper = true;
  CHECK_FALSE(overlapsByCorner(b, c, {c}, f));
  f.overlappedFightingFriendlyArtillery = true;
  CHECK(overlapsByCorner(b, c, {c}, f));
  OverlapFilters staff;
  staff.overlapperIsStaffFightingAsStaff = true;
  CHECK_FALSE(overlapsByCorner(b, c, {c}, staff));
  OverlapFilters laager;
  laager.overlappedCannotBeOverlapped = true;
  CHECK_FALSE(overlapsByCorner(b, c, {c}, laager));
  OverlapFilters taken;
  taken.edgeAlreadyOverlappedOrContacted = true;
  CHECK_FALSE(overlapsByCorner(b, c, {c}, taken));
}

TEST_CASE("G-22 a line: front corner to front corner, same heading, one deep") {
  CHECK(isLine({fpAt(0, 0), fpAt(400, 0), fpAt(800, 0)}));
  CHECK(isLine({fpAt(800, 0), fpAt(0, 0), fpAt(400, 0)}));  // any order
  CHECK(isLine({fpAt(0, 0)}));
  CHECK_FALSE(isLine({fpAt(0, 0), fpAt(450, 0)}));      // gap
  CHECK_FALSE(isLine({fpAt(0, 0), fpAt(400, 100)}));    // stepped
  CHECK_FALSE(isLine({fpAt(0, 0), fpAt(400, 0, 91)}));  // not the same heading
  CHECK_FALSE(isLine({fpAt(0, 0), fpAt(0, -300)}));     // two deep
}

TEST_CASE("G-22 B-8 a column: each front-edge midpoint on the rear-edge midpoint ahead") {
  const auto order = columnOrder({fpAt(0, -600), fpAt(0, 0), fpAt(0, -300)});
  REQUIRE(order);
  CHECK(*order == std::vector<std::size_t>{1, 2, 0});
  // At a road bend the follower's heading differs.
  CHECK(columnOrder({fpAt(0, 0), Footprint{{0, -300}, 60, 400, 300}}));
  CHECK_FALSE(columnOrder({fpAt(0, 0), fpAt(100, -300)}));
  CHECK_FALSE(columnOrder({fpAt(0, 0), fpAt(400, 0)}));
}

TEST_CASE("G-22 B-8 a line-type group: connected by contact; supporting guns do not join groups") {
  CHECK(isLineGroup({fpAt(0, 0), fpAt(400, 0), fpAt(400, -300)}));  // ragged but touching
  CHECK(isLineGroup({fpAt(0, 0), fpAt(400, 300)}));                 // corner touch
  CHECK_FALSE(isLineGroup({fpAt(0, 0), fpAt(500, 0)}));
  CHECK_FALSE(isLineGroup({fpAt(0, 0), fpAt(400, 0, 270)}));
  // E1 ahead of the guns, E2 behind them: joined only through the supporting guns.
  const std::vector<Footprint> chain{fpAt(0, 0), fpAt(0, -300, 90, 400), fpAt(0, -700)};
  CHECK(isLineGroup(chain));
  CHECK_FALSE(isLineGroup(chain, {false, true, false}));
}

TEST_CASE("G-25 Figs 3.1 and 3.11: the mover pivots and slides to line up on the edge it touched") {
  const Footprint a = fpAt(0, 0);
  const Footprint b{{0, 34.7296355}, 260, 400, 300};  // touching A's front edge at an angle
  const auto pose = conformingPose(b, a, EdgeId::Front);
  REQUIRE(pose);
  CHECK(pose->headingDeg == doctest::Approx(270));
  CHECK(distance(pose->frontMid, {0, 0}) < 1e-6);
  CHECK(linedUpOn(*pose, a) == EdgeId::Front);
}

TEST_CASE("G-25 no legal pose when the place is taken; a shift over 400 p is refused") {
  const Footprint a = fpAt(0, 0);
  const Footprint b{{0, 34.7296355}, 260, 400, 300};
  CHECK_FALSE(conformingPose(b, a, EdgeId::Front, {fpAt(0, 0, 270)}));
  const Footprint far = fpAt(900, 10, 270);
  CHECK_FALSE(conformingPose(far, a, EdgeId::Front));
  const Footprint nearEnough = fpAt(350, 10, 270);
  CHECK(conformingPose(nearEnough, a, EdgeId::Front));
}

TEST_CASE("G-25 narrower movers take the nearer corner; flank edges too") {
  const Footprint a = fpAt(0, 0);
  // A 200 p wide mover north of A's front, towards its east end.
  const Footprint m = fpAt(150, 20, 270, 300, 200);
  const auto pose = conformingPose(m, a, EdgeId::Front);
  REQUIRE(pose);
  CHECK(pose->frontMid.x == doctest::Approx(100));  // its front-left corner on A's FR (200, 0)
  // Conforming to A's left flank: facing east, front edge on x = -200.
  const auto flank = conformingPose(fpAt(-250, -100, 10), a, EdgeId::Left);
  REQUIRE(flank);
  CHECK(flank->headingDeg == doctest::Approx(0));
  CHECK(closeCombatAspect(*flank, a) == CloseCombatAspect::Flank);
}

TEST_CASE("G-25 Fig 3.12: a lone CP that is contacted conforms to its attacker instead") {
  const Footprint cp = fpAt(0, 0);
  const Footprint attacker{{0, 34.7296355}, 260, 400, 300};
  const auto pose = conformingPose(cp, attacker, EdgeId::Front);
  REQUIRE(pose);
  CHECK(linedUpOn(*pose, attacker) == EdgeId::Front);
}

TEST_CASE("G-11 B-56 a Laager, SP, Supply Base or garrisoned BUA overlaps by its corner and edge") {
  const Footprint e = fpAt(0, 0);  // front edge y = 0, x -200..200
  const Ring laager{{200, 0}, {600, 0}, {600, 800}, {200, 800}};
  CHECK(objectOverlaps(laager, e));
  const Ring leftSide{{-600, 0}, {-200, 0}, {-200, 800}, {-600, 800}};
  CHECK(objectOverlaps(leftSide, e));
  const Ring raised{{200, 100}, {600, 100}, {600, 900}, {200, 900}};
  CHECK_FALSE(objectOverlaps(raised, e));
  const Ring shifted{{250, 0}, {650, 0}, {650, 800}, {250, 800}};
  CHECK_FALSE(objectOverlaps(shifted, e));
  // Beside e, flank to flank, its north edge on e's front line: it overlaps too.
  const Ring beside{{200, 0}, {200, -800}, {600, -800}, {600, 0}};
  CHECK(objectOverlaps(beside, e));
  const Ring diamond{{200, 0}, {400, -200}, {600, 0}, {400, 200}};
  CHECK_FALSE(objectOverlaps(diamond, e));
}
