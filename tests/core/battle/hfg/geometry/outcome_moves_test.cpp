// T-10 straight outcome moves: recoil, repulse (B-38), rout, press forward; blocking and B-40.
#include <doctest/doctest.h>

#include <stdexcept>

#include "core/battle/hfg/geometry/outcome_moves.h"
#include "tests/core/battle/hfg/geometry/footprint_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using hfg::battle::test::fpAt;

namespace {
const TableDimensions kTable{12000, 6000};
bool near(Vec2 a, Vec2 b) { return distance(a, b) < 1e-6; }
}  // namespace

TEST_CASE("T-10 recoil: straight back by its own depth, keeping its facing") {
  const Footprint r = recoilPose(fpAt(1000, 1000, 90, 300));
  CHECK(near(r.frontMid, {1000, 700}));
  CHECK(r.headingDeg == 90);
  const Footprint foot = recoilPose(fpAt(1000, 1000, 0, 200));
  CHECK(near(foot.frontMid, {800, 1000}));
}

TEST_CASE("T-10 turning about: the same rectangle facing the other way") {
  const Footprint t = turnedAbout(fpAt(1000, 1000, 90, 300));
  CHECK(near(t.frontMid, {1000, 700}));
  CHECK(t.headingDeg == doctest::Approx(270));
  CHECK(near(t.centre(), {1000, 850}));
}

TEST_CASE(
    "T-10 B-38 repulsed 600 p: the recoil counts towards the distance; it ends facing its rear") {
  const Footprint start = fpAt(1000, 1000, 90, 300);
  const Footprint r = repulsePose(start, 600);
  CHECK(r.headingDeg == doctest::Approx(270));
  // Its former front edge moved 600 p back: the new rear edge is at y = 400.
  CHECK(r.edge(EdgeId::Rear).midpoint().y == doctest::Approx(400));
  CHECK(r.frontMid.y == doctest::Approx(100));
}

TEST_CASE("T-10 routed 800 p: turn about and go straight back") {
  const Footprint r = routPose(fpAt(1000, 2000, 90, 200), 800);
  CHECK(r.headingDeg == doctest::Approx(270));
  CHECK(near(r.frontMid, {1000, 1000}));
}

TEST_CASE("T-10 press forward 200 p and pursue go straight ahead") {
  CHECK(near(advancePose(fpAt(1000, 1000, 90), 200).frontMid, {1000, 1200}));
  CHECK(near(advancePose(fpAt(1000, 1000, 180), 400).frontMid, {600, 1000}));
}

TEST_CASE("T-10 B-39 a recoil stopped by an element behind reports what blocked it") {
  const Footprint start = fpAt(1000, 1000, 90, 300);  // rear edge y = 700
  const Footprint behind = fpAt(1000, 500, 90, 300);  // front edge y = 500: 200 p gap
  const auto r = moveStraight(start, start.forward() * -1.0, 300, {behind}, {}, kTable);
  CHECK_FALSE(r.completed);
  REQUIRE(r.blockedByElement);
  CHECK(*r.blockedByElement == 0);
  CHECK(r.movedPaces == doctest::Approx(200).epsilon(0.01));
  const auto free = moveStraight(start, start.forward() * -1.0, 300, {fpAt(3000, 500)}, {}, kTable);
  CHECK(free.completed);
  CHECK(free.movedPaces == 300);
}

TEST_CASE("T-10 a move stopped by impassable ground") {
  const Footprint start = fpAt(1000, 1000, 90, 300);
  const Ring river{{0, 1300}, {3000, 1300}, {3000, 1700}, {0, 1700}};
  const auto r = moveStraight(start, start.forward(), 1200, {}, {river}, kTable);
  REQUIRE(r.blockedByArea);
  CHECK(r.movedPaces == doctest::Approx(300).epsilon(0.01));
}

TEST_CASE("B-40 an outcome move across the table edge leaves the table") {
  const Footprint start = fpAt(1000, 400, 90, 300);  // rear edge y = 100
  const auto r = moveStraight(start, start.forward() * -1.0, 300, {}, {}, kTable);
  CHECK(r.leftTable);
  CHECK_FALSE(crossesTableEdge(start, kTable));
  CHECK(crossesTableEdge(fpAt(12100, 3000, 0), kTable));  // front edge 100 p beyond the east edge
}

TEST_CASE("T-10 a straight move needs a direction") {
  CHECK_THROWS_AS(moveStraight(fpAt(1000, 1000), {0, 0}, 300, {}, {}, kTable),
                  std::invalid_argument);
}
