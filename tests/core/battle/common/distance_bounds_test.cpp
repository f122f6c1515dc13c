// ringsWithin and the box tests give the answers of the exact Boost.Geometry measures they stand in front of (G-3, G-23).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "core/battle/common/movement_geometry.h"
#include "core/battle/common/shapes.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

Footprint base(double x, double y, double heading, double w = 400, double d = 200) {
  return Footprint{{x, y}, heading, w, d};
}

/// The question every caller used to ask, answered the slow way.
bool exactlyWithin(const Ring& a, const Ring& b, double r) { return distanceBetween(a, b) <= r; }

}  // namespace

TEST_CASE("G-3 ringsWithin: lines drawn up exactly a range apart answer as the exact distance") {
  // The ties that the bounds cannot settle: fronts 600 p and 1,200 p apart, side by side, corners
  // touching, overlapping, one inside the other.
  const Ring a = ringOf(base(1000, 1000, 90));
  for (double gap : {0.0, 0.3, 1.0, 599.999999, 600.0, 600.000001, 1200.0}) {
    const Ring facing = ringOf(base(1000, 1000 + gap + 200, 270));
    const Ring beside = ringOf(base(1400 + gap, 1000, 90));
    const Ring corner = ringOf(base(1400 + gap, 1000 + gap + 200, 90));
    for (double r : {0.0, 1.0, 400.0, 600.0, 1200.0}) {
      CHECK(ringsWithin(a, facing, r) == exactlyWithin(a, facing, r));
      CHECK(ringsWithin(a, beside, r) == exactlyWithin(a, beside, r));
      CHECK(ringsWithin(a, corner, r) == exactlyWithin(a, corner, r));
      // Asked twice (the second answer comes from the kept pairs).
      CHECK(ringsWithin(a, facing, r) == exactlyWithin(a, facing, r));
    }
  }
  const Ring inside = ringOf(base(1000, 950, 90, 100, 50));
  CHECK(ringsWithin(a, inside, 0.0));
  const Ring crossing = ringOf(base(1000, 1000 + 300, 0, 600, 100));  // a bar across a's middle
  CHECK(ringsWithin(a, crossing, 0.0) == exactlyWithin(a, crossing, 0.0));
}

TEST_CASE("G-3 ringsWithin: random poses and radii give the exact answers") {
  std::mt19937 rng(24);
  std::uniform_real_distribution<double> at(0, 3000), heading(0, 360), radius(0, 1500);
  std::uniform_int_distribution<int> snap(0, 3);
  int near = 0;
  for (int i = 0; i < 3000; ++i) {
    // Some headings on the compass points, as lines stand, the rest anywhere.
    const double ha = snap(rng) == 0 ? heading(rng) : 90.0 * snap(rng);
    const double hb = snap(rng) == 0 ? heading(rng) : 90.0 * snap(rng);
    const Ring a = ringOf(base(std::round(at(rng)), std::round(at(rng)), ha));
    const Ring b = ringOf(base(std::round(at(rng)), std::round(at(rng)), hb, 300, 300));
    const double d = distanceBetween(a, b);
    // Half of the radii are the distance itself, or just either side of it.
    const double r = i % 2 ? radius(rng) : std::max(0.0, d + (i % 3 - 1) * 1e-9);
    near += std::abs(d - r) < 1e-6;
    CHECK(ringsWithin(a, b, r) == exactlyWithin(a, b, r));
  }
  CHECK(near > 100);
}

TEST_CASE("G-3 ringsWithin: a ring that is not convex goes to the exact measure") {
  const Ring ell{{0, 0}, {300, 0}, {300, 100}, {100, 100}, {100, 300}, {0, 300}};
  const Ring inNotch = ringOf(base(200, 250, 90, 100, 100));
  for (double r : {0.0, 1.0, 10.0, 50.0})
    CHECK(ringsWithin(ell, inNotch, r) == exactlyWithin(ell, inNotch, r));
}

TEST_CASE("G-23 boxes apart: no intersection, no pass through") {
  const Ring a = ringOf(base(1000, 1000, 90));
  const Ring touching = ringOf(base(1400, 1000, 90));  // shares the right edge
  const Ring apart = ringOf(base(1401, 1000, 90));
  CHECK(boxesApart(boxOf(a), boxOf(apart)));
  CHECK_FALSE(boxesApart(boxOf(a), boxOf(touching)));
  CHECK(intersectionArea(a, apart) == 0.0);
  CHECK_FALSE(ringsIntersect(a, apart));
  CHECK(ringsIntersect(a, touching));
  CHECK(boxOverlapArea(boxOf(a), boxOf(touching)) == 0.0);
  // A move straight ahead beside a friend in the line does not pass through it; one into it does.
  const Ring swept = sweptStraight(base(1000, 1000, 90), base(1000, 1300, 90));
  CHECK_FALSE(passesThrough(swept, touching));
  CHECK(passesThrough(swept, ringOf(base(1350, 1250, 90))));
}
