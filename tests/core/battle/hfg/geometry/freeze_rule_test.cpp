// B-22 the moves allowed to an element frozen by enemy to its front (G-13).
#include <doctest/doctest.h>

#include "core/battle/hfg/geometry/freeze_rule.h"
#include "tests/core/battle/hfg/geometry/footprint_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using hfg::battle::test::fpAt;

TEST_CASE("B-22 (a) a straight advance that ends no further from the enemy") {
  const Footprint a = fpAt(0, 0);
  const Ring x = ringOf(fpAt(0, 300, 270));  // 300 p ahead, facing A
  CHECK(frozenMoveKind(a, fpAt(0, 100), x, false) == FrozenMove::AdvanceTowards);
  CHECK(frozenMoveKind(a, fpAt(0, 299), x, false) == FrozenMove::AdvanceTowards);
  CHECK(frozenMoveKind(a, fpAt(100, 100), x, false) == FrozenMove::Forbidden);  // oblique
}

TEST_CASE("B-22 (b) a line-up shift under 400 p or a pivot to face the enemy's nearest edge") {
  const Footprint a = fpAt(0, 0);
  const Ring x = ringOf(fpAt(150, 300, 270));
  CHECK(frozenMoveKind(a, fpAt(150, 0), x, false) == FrozenMove::LineUp);
  CHECK(frozenMoveKind(a, fpAt(400, 0), x, false) == FrozenMove::Forbidden);  // 400 p is not under
  // An enemy angled at 30 degrees: pivot to face its front edge squarely.
  const Ring angled = ringOf(Footprint{{0, 400}, 240, 400, 300});
  CHECK(frozenMoveKind(a, Footprint{{0, 0}, 60, 400, 300}, angled, false) == FrozenMove::LineUp);
  CHECK(frozenMoveKind(a, Footprint{{0, 0}, 75, 400, 300}, angled, false) == FrozenMove::Forbidden);
}

TEST_CASE("B-22 (c) any move ending in legal contact, (d) straight back without turning") {
  const Footprint a = fpAt(0, 0);
  const Ring x = ringOf(fpAt(0, 300, 270));
  CHECK(frozenMoveKind(a, fpAt(500, 0, 45), x, true) == FrozenMove::IntoContact);
  CHECK(frozenMoveKind(a, fpAt(0, -400), x, false) == FrozenMove::StraightBack);
  CHECK(frozenMoveKind(a, fpAt(0, -400, 270), x, false) == FrozenMove::Forbidden);  // turned about
}
