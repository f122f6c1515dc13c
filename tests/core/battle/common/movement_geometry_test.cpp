// G-23 swept areas and passing through; G-24 gaps narrower than a frontage.
#include <doctest/doctest.h>

#include <stdexcept>

#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/common/movement_geometry.h"
#include "tests/core/battle/hfg/geometry/footprint_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using hfg::battle::test::fpAt;

TEST_CASE("G-23 a straight move sweeps the hull of its start and end") {
  const Ring swept = sweptStraight(fpAt(0, 0), fpAt(0, 1000));
  CHECK(ringArea(swept) == doctest::Approx(400 * 1300));
  CHECK(passesThrough(swept, ringOf(fpAt(0, 600, 270))));
  CHECK_FALSE(passesThrough(swept, ringOf(fpAt(800, 600, 270))));  // spans x 600..1000
  CHECK_FALSE(passesThrough(swept, ringOf(fpAt(400, 600, 90))));   // x 200..600: touches the side
}

TEST_CASE("G-23 a wheel is sampled every 5 degrees about its pivot") {
  const Footprint start = fpAt(0, 0);
  const Vec2 pivot = start.corner(CornerId::FrontLeft);
  const auto swept = sweptWheel(start, pivot, 90);  // wheel left about the left front corner
  CHECK(swept.size() == 19);
  const Footprint end = rotatedAbout(start, pivot, 90);
  CHECK(end.headingDeg == doctest::Approx(180));
  CHECK(distance(end.corner(CornerId::FrontLeft), pivot) < 1e-9);
  // Something in the arc the outer corner swings through is passed through.
  CHECK(passesThrough(swept, ringOf(fpAt(100, 275, 90, 50, 50))));
  CHECK_FALSE(passesThrough(swept, ringOf(fpAt(-600, 0))));
}

TEST_CASE("G-23 a multi-segment path is swept piece by piece") {
  const auto swept = sweptPath(fpAt(0, 0), {{0, 500}, {500, 500}});
  CHECK(passesThrough(swept, ringOf(fpAt(350, 500, 90, 100, 100))));
  CHECK_FALSE(passesThrough(swept, ringOf(fpAt(0, 2000))));
}

TEST_CASE("G-24 a 400 p element cannot pass a 399 p gap, but passes a 402 p one") {
  const Footprint mover = fpAt(0, 0);
  const Ring swept = sweptStraight(mover, fpAt(0, 1500));
  // Two blockers either side of x = 0, their inner flanks 399 p apart.
  const Ring left = ringOf(fpAt(-399.5, 900, 90));  // spans x -599.5..-199.5
  const Ring right = ringOf(fpAt(399.5, 900, 90));  // spans x 199.5..599.5
  CHECK((passesThrough(swept, left) || passesThrough(swept, right)));
  const Ring left2 = ringOf(fpAt(-401, 900, 90));
  const Ring right2 = ringOf(fpAt(401, 900, 90));
  CHECK_FALSE(passesThrough(swept, left2));
  CHECK_FALSE(passesThrough(swept, right2));
}

TEST_CASE(
    "G-24 exception: through a narrow gap between works the move ends once the rear edge is "
    "clear") {
  const Vec2 a{-150, 500}, b{150, 500};
  CHECK(gapNarrowerThanFrontage(a, b, 400));
  CHECK_FALSE(gapNarrowerThanFrontage({-200, 500}, {200, 500}, 400));
  CHECK(advanceToClearGapPaces(fpAt(0, 0), a, b) == doctest::Approx(800));
  CHECK(advanceToClearGapPaces(fpAt(0, 900), a, b) == doctest::Approx(0));
  // Heading 45 degrees: the rear-right corner (-70.7, -353.6) is 853.6 p short of the line, so
  // 853.6 / cos 45 = 1,207.1 p along the heading.
  const double d = advanceToClearGapPaces(Footprint{{0, 0}, 45, 400, 300}, a, b);
  CHECK(d == doctest::Approx(1207.1).epsilon(1e-4));
  CHECK_THROWS_AS(advanceToClearGapPaces(fpAt(0, 0, 0), a, b), std::invalid_argument);
  CHECK_THROWS_AS(advanceToClearGapPaces(fpAt(0, 0), a, a), std::invalid_argument);
}
