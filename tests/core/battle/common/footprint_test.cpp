// Element pose (hfg-battle.md section 4) and base sizes (1.3, B-3, B-4).
#include <doctest/doctest.h>

#include "core/battle/hfg/geometry/base_size.h"
#include "core/battle/common/footprint.h"
#include "tests/core/battle/hfg/geometry/footprint_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using hfg::battle::test::fpAt;

namespace {
bool near(Vec2 a, Vec2 b) { return distance(a, b) < 1e-9; }
}  // namespace

TEST_CASE("Pose: corners and edges of a base facing north") {
  const Footprint a = fpAt(0, 0, 90, 300);
  CHECK(near(a.corner(CornerId::FrontLeft), {-200, 0}));
  CHECK(near(a.corner(CornerId::FrontRight), {200, 0}));
  CHECK(near(a.corner(CornerId::RearLeft), {-200, -300}));
  CHECK(near(a.corner(CornerId::RearRight), {200, -300}));
  CHECK(near(a.centre(), {0, -150}));
  CHECK(near(a.outwardNormal(EdgeId::Left), {-1, 0}));
  CHECK(near(a.outwardNormal(EdgeId::Rear), {0, -1}));
  CHECK(near(a.toLocal({100, 50}), {100, 50}));
}

TEST_CASE("Pose: a base facing east has its right hand to the south") {
  const Footprint a = fpAt(0, 0, 0, 200);
  CHECK(near(a.right(), {0, -1}));
  CHECK(near(a.corner(CornerId::FrontRight), {0, -200}));
  CHECK(near(a.corner(CornerId::RearLeft), {-200, 200}));
  CHECK(a.containsPoint({-100, 0}));
  CHECK_FALSE(a.containsPoint({10, 0}));
  const Footprint c = Footprint::fromCentre({0, 0}, 0, 400, 200);
  CHECK(near(c.frontMid, {100, 0}));
}

TEST_CASE("Headings: difference wraps round 360") {
  CHECK(headingDifferenceDeg(359, 1) == doctest::Approx(2));
  CHECK(headingDifferenceDeg(90, 270) == doctest::Approx(180));
  CHECK(headingOf({0, -1}) == doctest::Approx(270));
}

TEST_CASE("1.3 base depths in paces from the 40 mm column") {
  CHECK(baseDepthPaces(TroopType::ArmyHQ) == 800);
  CHECK(baseDepthPaces(TroopType::SupplyBase) == 800);
  CHECK(baseDepthPaces(TroopType::NativePotentate) == 400);
  CHECK(baseDepthPaces(TroopType::Rifled) == 400);
  CHECK(baseDepthPaces(TroopType::CommandParty) == 300);
  CHECK(baseDepthPaces(TroopType::Cuirassiers) == 300);
  CHECK(baseDepthPaces(TroopType::Rifles) == 300);
  CHECK(baseDepthPaces(TroopType::Spearmen) == 300);
  CHECK(baseDepthPaces(TroopType::Bayonets) == 200);
  CHECK(baseDepthPaces(TroopType::Marksmen) == 200);
  CHECK(baseFrontagePaces(TroopType::Muskets) == 400);
}

TEST_CASE("B-4 the four dismountable types keep one 400 p base") {
  for (TroopType t : {TroopType::Dragoons, TroopType::Repeaters, TroopType::MountedRifles,
                      TroopType::RifleCavalry})
    CHECK(baseDepthPaces(t) == 400);
  BattleSettings s;
  s.dismountableDepthPaces = 300;
  CHECK(baseDepthPaces(TroopType::Dragoons, s) == 300);
}

TEST_CASE("B-3 naval bases default to 200 p frontage and 1,000 p depth") {
  CHECK(baseFrontagePaces(TroopType::Ironclad) == 200);
  CHECK(baseDepthPaces(TroopType::Sail) == 1000);
  const Footprint ship = baseFootprint(TroopType::Steamer, {0, 0}, 0);
  CHECK(ship.frontagePaces == 200);
  CHECK(ship.depthPaces == 1000);
}
