// G-16 valid targets and the B-28 target edge (Figs 1.2 and 1.21).
#include <doctest/doctest.h>

#include "core/battle/hfg/geometry/target_selection.h"
#include "tests/core/battle/hfg/geometry/footprint_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using hfg::battle::test::fpAt;

namespace {

BattleTerrainFeature wood(double x0, double y0, double x1, double y1) {
  BattleTerrainFeature f;
  f.terrain = TerrainClass::Woods;
  f.outline = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
  return f;
}

ShotGeometry shot(const Footprint& shooter, const Footprint& target, double range) {
  ShotGeometry g;
  g.shooter = shooter;
  g.target = target;
  g.maxRangePaces = range;
  return g;
}

}  // namespace

TEST_CASE("G-16 a clear target in arc and range is valid on the edge facing the shooter") {
  const auto g = shot(fpAt(0, 0), fpAt(0, 600, 270), 1200);
  CHECK(validTargetEdge(g, {}) == EdgeId::Front);
}

TEST_CASE(
    "G-16 Fig 1.2: Wood 2 across one side line leaves no valid target; without it, a mutual shot") {
  const Footprint a = fpAt(0, 0);
  const Footprint b = fpAt(0, 1000, 270);
  // Wood 1 hides nothing between the lines; Wood 2 straddles the left side line x = -200.
  const std::vector<BattleTerrainFeature> woods{wood(-600, 400, -260, 600),
                                                wood(-260, 450, -150, 550)};
  CHECK_FALSE(validTargetEdge(shot(a, b, 1200), woods));
  CHECK_FALSE(validTargetEdge(shot(b, a, 1200), woods));
  const std::vector<BattleTerrainFeature> wood1Only{woods[0]};
  CHECK(validTargetEdge(shot(a, b, 1200), wood1Only) == EdgeId::Front);
  CHECK(validTargetEdge(shot(b, a, 1200), wood1Only) == EdgeId::Front);
}

TEST_CASE(
    "G-16 Fig 1.21: B between A's shooting edge and C makes C no valid target, and vice versa") {
  const Footprint a = fpAt(0, 0);
  const Footprint c = fpAt(200, 1000, 270);
  const Footprint b = fpAt(0, 500, 90, 200);
  auto g = shot(a, c, 1200);
  g.blockers = {ringOf(b)};
  CHECK_FALSE(validTargetEdge(g, {}));
  auto back = shot(c, a, 1200);
  back.blockers = {ringOf(b)};
  CHECK_FALSE(validTargetEdge(back, {}));
  g.blockers = {ringOf(fpAt(900, 500, 90, 200))};  // moved aside
  CHECK(validTargetEdge(g, {}) == EdgeId::Front);
}

TEST_CASE("G-16 out of range, out of arc, in frontal contact or unseen: no valid target") {
  CHECK_FALSE(validTargetEdge(shot(fpAt(0, 0), fpAt(0, 1300, 270), 1200), {}));
  CHECK_FALSE(validTargetEdge(shot(fpAt(0, 0), fpAt(1500, 300, 180), 3200), {}));
  auto busy = shot(fpAt(0, 0), fpAt(0, 600, 270), 1200);
  busy.targetInFrontalContact = true;
  CHECK_FALSE(validTargetEdge(busy, {}));
  auto misty = shot(fpAt(0, 0), fpAt(0, 600, 270), 1200);
  misty.mist = true;
  misty.weatherLimitPaces = 200;
  CHECK_FALSE(validTargetEdge(misty, {}));
  CHECK_FALSE(
      validTargetEdge(shot(fpAt(0, 0), fpAt(0, 600, 270), 1200), {wood(-2000, 300, 2000, 400)}));
}

TEST_CASE("B-28 the target edge is the facing edge nearest the shooting edge's midpoint") {
  // Target side-on, facing west: its left flank is the south edge (y = 600), towards the shooter.
  const Footprint t = fpAt(-150, 800, 180);
  CHECK(validTargetEdge(shot(fpAt(0, 0), t, 1200), {}) == EdgeId::Left);
  // Target facing away: its rear edge faces the shooter.
  CHECK(validTargetEdge(shot(fpAt(0, 0), fpAt(0, 900, 90), 1200), {}) == EdgeId::Rear);
}

TEST_CASE("G-16 all-round shooters use the G-10 arc") {
  auto g = shot(fpAt(0, 0, 0, 1000, 200), fpAt(1500, 1500, 270), 3000);  // ship facing east
  g.shootingEdge = EdgeId::Left;
  g.allRoundArc = true;
  CHECK(validTargetEdge(g, {}).has_value());
  g.allRoundArc = false;  // an ordinary arc from the same edge is only a strip: not in it
  CHECK_FALSE(validTargetEdge(g, {}).has_value());
  g.shootingEdge = EdgeId::Front;
  g.allRoundArc = true;
  CHECK_FALSE(validTargetEdge(g, {}).has_value());
}
