// Case 26 (M-30, MB-23, MB-24): a zone stops and binds the mover, which turns to face if it can.
#include <doctest/doctest.h>

#include <cmath>
#include <numbers>

#include "core/battle/howlin_mobs/advance.h"
#include "core/battle/howlin_mobs/scale.h"

using namespace hfg;
using namespace hfg::howlin_mobs;

namespace {
const HowlinMobsSettings kS;

Unit line(int id, HmSide side, double x, double y, double heading) {
  Unit u;
  u.id = id;
  u.side = side;
  u.footprint.frontMid = {pacesOf(x, kS), pacesOf(y, kS)};
  u.footprint.headingDeg = heading;
  u.footprint.frontagePaces = pacesOf(9, kS);
  u.footprint.depthPaces = pacesOf(1.5, kS);
  return u;
}
}  // namespace

TEST_CASE("Case 26 a zone binds the mover: M-30 MB-23 MB-24") {
  // The enemy line faces south from the origin; its frontal zone runs 12" south, 9" wide.
  // The mover, an infantry line facing east, passes 10" in front of it.
  std::vector<Unit> units{line(1, HmSide::Union, -10.2, -10, 0),
                          line(2, HmSide::Confederate, 0, 0, 270)};
  const AdvanceResult r = advanceStraight(units, 1, {1, 0}, 9, kS);
  REQUIRE(r.boundTo);
  CHECK(*r.boundTo == 2);
  CHECK(r.movedIn == doctest::Approx(6.0));  // the sample at 5.5" is 0.2" short of the zone
  // The pivot to face the enemy's centre: centre (-4.95, -10) to (0, 0.75), 65.3 degrees,
  // each corner 4.562" from the centre: 5.20" of arc, more than the 3" left: it ends unpivoted.
  const FacingPivot p = pivotToFace(units[0], units[1], kS);
  CHECK(p.angleDeg ==
        doctest::Approx(std::atan2(10.75, 4.95) * 180 / std::numbers::pi).epsilon(1e-6));
  CHECK(p.costIn == doctest::Approx(5.20).epsilon(0.01));
  Unit mover = units[0];
  CHECK_FALSE(turnToFace(mover, units[1], 9 - r.movedIn, kS));
  CHECK(mover.footprint.headingDeg == 0);
  CHECK(turnToFace(mover, units[1], 6, kS));
  CHECK(pivotToFace(mover, units[1], kS).angleDeg == doctest::Approx(0).epsilon(1e-9));
}

TEST_CASE("M-23 MB-21 a straight move stops short of another unit") {
  std::vector<Unit> units{line(1, HmSide::Union, 0, 0, 90), line(3, HmSide::Union, 0, 5.2, 90)};
  const AdvanceResult r = advanceStraight(units, 1, {0, 1}, 9, kS);
  CHECK(r.blocked);
  CHECK_FALSE(r.boundTo);
  CHECK(r.movedIn == doctest::Approx(3.5));  // unit 3's rear edge is at 3.7"
}
