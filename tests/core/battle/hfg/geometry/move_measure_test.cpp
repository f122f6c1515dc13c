// B-6 move lengths and B-7 move columns.
#include <doctest/doctest.h>

#include <numbers>

#include "core/battle/hfg/geometry/move_measure.h"
#include "core/battle/common/movement_geometry.h"
#include "tests/core/battle/hfg/geometry/footprint_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using hfg::battle::test::fpAt;

namespace {
BattleTerrainFeature road(Polyline line) {
  BattleTerrainFeature f;
  f.terrain = TerrainClass::RoadGood;
  f.line = std::move(line);
  f.widthPaces = 200;
  return f;
}
BattleTerrainFeature area(TerrainClass t, Ring outline) {
  BattleTerrainFeature f;
  f.terrain = t;
  f.outline = std::move(outline);
  return f;
}
}  // namespace

TEST_CASE("B-6 a straight move is measured on the front corner that moves furthest") {
  CHECK(straightMoveLengthPaces(fpAt(0, 0), fpAt(0, 600)) == doctest::Approx(600));
  CHECK(straightMoveLengthPaces(fpAt(0, 0), fpAt(300, 400)) == doctest::Approx(500));
}

TEST_CASE("B-6 a wheel is measured along the outer front corner's arc") {
  const Footprint start = fpAt(0, 0);
  const Vec2 pivot = start.corner(CornerId::FrontLeft);
  CHECK(wheelLengthPaces(start, pivot, 90) == doctest::Approx(400 * std::numbers::pi / 2));
  CHECK(wheelLengthPaces(start, pivot, -45) == doctest::Approx(400 * std::numbers::pi / 4));
  const Footprint end = rotatedAbout(start, pivot, 90);
  CHECK(straightMoveLengthPaces(start, end) < wheelLengthPaces(start, pivot, 90));  // chord < arc
}

TEST_CASE("B-7 samples every 50 p along the path") {
  const auto samples = samplePath(fpAt(0, 0), {{0, 500}});
  CHECK(samples.size() == 11);
  CHECK(samples.back().frontMid.y == doctest::Approx(500));
  CHECK(samplePath(fpAt(0, 0), {{0, 520}}).size() == 12);
}

TEST_CASE("B-7 a move wholly on a road uses the road column even through a wood") {
  const auto wood =
      area(TerrainClass::Woods, {{-1000, 1000}, {1000, 1000}, {1000, 2000}, {-1000, 2000}});
  const auto r = road({{0, -1000}, {0, 5000}});
  const auto samples = samplePath(fpAt(0, 500), {{0, 2500}});
  CHECK(moveColumn(samples, {wood, r}) == MoveColumn::RoadOrGood);
  CHECK(moveColumn(samples, {wood}) == MoveColumn::Difficult);
  // Partly off the road: the wood counts for the off-road samples.
  const auto offRoad = samplePath(fpAt(300, 500), {{300, 2500}});
  CHECK(moveColumn(offRoad, {wood, r}) == MoveColumn::Difficult);
}

TEST_CASE("B-7 the worst going crossed off-road decides; rivers cannot be crossed") {
  const auto slow =
      area(TerrainClass::SlowGoing, {{-500, 1000}, {500, 1000}, {500, 1500}, {-500, 1500}});
  CHECK(moveColumn(samplePath(fpAt(0, 0), {{0, 2000}}), {slow}) == MoveColumn::Slow);
  CHECK(moveColumn(samplePath(fpAt(2000, 0), {{2000, 2000}}), {slow}) == MoveColumn::RoadOrGood);
  BattleTerrainFeature river;
  river.terrain = TerrainClass::River;
  river.line = {{-3000, 1200}, {3000, 1200}};
  river.widthPaces = 400;
  CHECK(moveColumn(samplePath(fpAt(0, 0), {{0, 2000}}), {river}) == MoveColumn::Impassable);
}
