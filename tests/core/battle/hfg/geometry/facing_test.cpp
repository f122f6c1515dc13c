// G-7, G-13, G-14, G-15: facing relations (Fig 1.4), freeze zone, flank-attack start, facing edges.
#include <doctest/doctest.h>

#include "core/battle/hfg/geometry/facing.h"
#include "tests/core/battle/hfg/geometry/footprint_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using hfg::battle::test::fpAt;

TEST_CASE("G-7 same and opposite direction within the heading eps") {
  CHECK(sameDirection(fpAt(0, 0, 90), fpAt(500, 0, 90.4)));
  CHECK_FALSE(sameDirection(fpAt(0, 0, 90), fpAt(500, 0, 91)));
  CHECK(sameDirection(fpAt(0, 0, 359.8), fpAt(500, 0, 0.2)));
  CHECK(oppositeDirection(fpAt(0, 0, 90), fpAt(0, 0, 270)));
  CHECK_FALSE(oppositeDirection(fpAt(0, 0, 90), fpAt(0, 300, 90)));
}

TEST_CASE("G-7 Fig 1.4: C is to A's rear, B is not") {
  const Footprint a = fpAt(0, 0);           // rear edge on y = -300
  const Footprint c = fpAt(300, -800, 90);  // spans x 100..500: part directly behind A
  const Footprint b = fpAt(650, -800, 90);  // spans x 450..850: nothing behind A
  CHECK(isToRear(c, a));
  CHECK_FALSE(isToRear(b, a));
  CHECK_FALSE(isToFront(c, a));
}

TEST_CASE("G-7 to the front: an open strip, a body touching its side line is not to the front") {
  const Footprint a = fpAt(0, 0);
  CHECK(isToFront(fpAt(0, 1000, 270), a));
  CHECK(isToFront(fpAt(390, 1000, 270), a));        // spans x 190..590, 10 p into the strip
  CHECK_FALSE(isToFront(fpAt(400, 1000, 270), a));  // its edge exactly on x = 200
  CHECK_FALSE(isToFront(fpAt(0, -500, 90), a));     // behind
  // Directly behind a: not to its front.
  CHECK_FALSE(isToFront(fpAt(0, -300, 90), a));
}

TEST_CASE("G-7 directly to the front within N paces") {
  const Footprint a = fpAt(0, 0);
  CHECK(directlyToFrontWithin(fpAt(0, 600, 270), a, 600));  // 600 p away
  CHECK_FALSE(directlyToFrontWithin(fpAt(0, 601, 270), a, 600));
  CHECK_FALSE(directlyToFrontWithin(fpAt(900, 300, 270), a, 600));
}

TEST_CASE("G-13 freeze zone: visible, to the front, within 400 p") {
  const Footprint a = fpAt(0, 0);
  CHECK(freezes(fpAt(100, 400, 270), true, a));         // 400 p ahead
  CHECK_FALSE(freezes(fpAt(100, 400, 270), false, a));  // not visible
  CHECK_FALSE(freezes(fpAt(100, 401, 270), true, a));
  CHECK_FALSE(freezes(fpAt(500, 100, 180), true, a));  // to the side, 300 p away
  const Ring sp{{-100, 200}, {100, 200}, {100, 400}, {-100, 400}};
  CHECK(freezes(sp, true, a));  // an enemy-held SP 200 p ahead
}

TEST_CASE("G-14 B-23 a flank attack must start beyond the flank line or behind both lines") {
  const Footprint e = fpAt(0, 0);  // left flank line x = -200, rear line y = -300
  // Entirely west of the left flank line: allowed.
  CHECK(flankOrRearAttackStartAllowed(fpAt(-800, 0, 0), e, EdgeId::Left));
  // Straddling the flank line in front of e: not allowed.
  CHECK_FALSE(flankOrRearAttackStartAllowed(fpAt(-100, 800, 270), e, EdgeId::Left));
  // Partly beyond the left flank line and partly behind the rear line: allowed.
  CHECK(flankOrRearAttackStartAllowed(fpAt(-150, -500, 90), e, EdgeId::Left));
  // Behind the rear line but only beyond the right flank line: not for the left flank.
  CHECK_FALSE(flankOrRearAttackStartAllowed(fpAt(150, -500, 90), e, EdgeId::Left));
  // The overlap exception.
  CHECK(flankOrRearAttackStartAllowed(fpAt(-100, 800, 270), e, EdgeId::Left, true));
}

TEST_CASE("G-14 a rear attack must start behind the rear line or partly behind flank and rear") {
  const Footprint e = fpAt(0, 0);
  CHECK(flankOrRearAttackStartAllowed(fpAt(0, -900, 90), e, EdgeId::Rear));
  CHECK_FALSE(flankOrRearAttackStartAllowed(fpAt(0, 900, 270), e, EdgeId::Rear));
  CHECK(flankOrRearAttackStartAllowed(fpAt(500, -200, 180), e, EdgeId::Rear));
  CHECK_FALSE(flankOrRearAttackStartAllowed(fpAt(500, 200, 180), e, EdgeId::Rear));
}

TEST_CASE("G-15 an edge faces a point on its outer side") {
  const Footprint t = fpAt(0, 0);
  CHECK(edgeFaces(t, EdgeId::Front, {0, 500}));
  CHECK_FALSE(edgeFaces(t, EdgeId::Rear, {0, 500}));
  CHECK(edgeFaces(t, EdgeId::Left, {-500, 500}));
  CHECK(edgeFaces(t, EdgeId::Front, {-500, 500}));
  CHECK_FALSE(edgeFaces(t, EdgeId::Right, {-500, 500}));
}
