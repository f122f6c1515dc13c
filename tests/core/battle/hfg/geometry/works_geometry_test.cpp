// G-26 protection by works (B-13).
#include <doctest/doctest.h>

#include "core/battle/hfg/geometry/works_geometry.h"
#include "tests/core/battle/hfg/geometry/footprint_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using hfg::battle::test::fpAt;

TEST_CASE(
    "G-26 B-13 manning an entrenchment: front edge within 50 p behind it, parallel, inside its "
    "length") {
  const LinearWork trench{{{-600, 0}, {600, 0}},
                          {0, 1}};  // 1,200 p field entrenchment facing north
  CHECK(protectedByWork(fpAt(0, 0), trench));
  CHECK(protectedByWork(fpAt(0, -50), trench));
  CHECK_FALSE(protectedByWork(fpAt(0, -60), trench));
  CHECK_FALSE(protectedByWork(fpAt(0, 10), trench));      // in front of it
  CHECK(protectedByWork(fpAt(400, 0), trench));           // frontage 200..600
  CHECK_FALSE(protectedByWork(fpAt(450, 0), trench));     // overhangs its end
  CHECK_FALSE(protectedByWork(fpAt(0, 0, 95), trench));   // not parallel
  CHECK_FALSE(protectedByWork(fpAt(0, 0, 270), trench));  // facing the wrong way
}

TEST_CASE("G-26 protection is void against enfilade or a front edge on the flank or rear") {
  CHECK(workProtectsAgainst(true, false, false));
  CHECK_FALSE(workProtectsAgainst(true, true, false));
  CHECK_FALSE(workProtectsAgainst(true, false, true));
  CHECK_FALSE(workProtectsAgainst(false, false, false));
}

TEST_CASE("G-26 a redoubt protects its occupant against enemy not directly to its rear") {
  const Ring redoubt{{-200, -400}, {200, -400}, {200, 0}, {-200, 0}};
  const Footprint guns = fpAt(0, 0, 90, 400);
  CHECK(inRedoubt(guns, redoubt));
  CHECK_FALSE(inRedoubt(fpAt(0, 100, 90, 400), redoubt));
  CHECK(redoubtProtectsAgainst(guns, fpAt(0, 1000, 270)));
  CHECK(redoubtProtectsAgainst(guns, fpAt(800, -200, 180)));     // on its flank
  CHECK_FALSE(redoubtProtectsAgainst(guns, fpAt(0, -800, 90)));  // directly behind
}
