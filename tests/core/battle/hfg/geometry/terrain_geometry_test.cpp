// G-4, G-19, G-20, G-21: terrain membership and going, hill heights and sight, uphill, roads.
#include <doctest/doctest.h>

#include "core/battle/hfg/geometry/terrain_geometry.h"
#include "tests/core/battle/hfg/geometry/footprint_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using hfg::battle::test::fpAt;

namespace {

Ring box(double x0, double y0, double x1, double y1) {
  return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
}

BattleTerrainFeature area(TerrainClass t, Ring outline) {
  BattleTerrainFeature f;
  f.terrain = t;
  f.outline = std::move(outline);
  return f;
}

BattleTerrainFeature line(TerrainClass t, Polyline pts, double width = 0) {
  BattleTerrainFeature f;
  f.terrain = t;
  f.line = std::move(pts);
  f.widthPaces = width;
  return f;
}

// A difficult hill 2,000 p square with an east-west ridge through its middle.
BattleTerrainFeature ridgeHill() {
  auto h = area(TerrainClass::HillDifficult, box(0, 0, 2000, 2000));
  h.crest = {{500, 1000}, {1500, 1000}};
  return h;
}

// A gentle hill 3,000 p square: plateau 500..2500.
BattleTerrainFeature plateauHill() { return area(TerrainClass::HillGentle, box(0, 0, 3000, 3000)); }

}  // namespace

TEST_CASE("G-4 partly in needs more than 1 square pace; touching is not in") {
  const Ring wood = box(0, 0, 1000, 1000);
  CHECK(partlyIn(fpAt(0, 100), wood));
  CHECK_FALSE(partlyIn(fpAt(-200, 500), wood));  // right flank on x = 0
  CHECK_FALSE(partlyIn(fpAt(0, 2000), wood));
}

TEST_CASE("G-4 entirely in allows eps outside") {
  const Ring wood = box(0, 0, 1000, 1000);
  CHECK(entirelyIn(fpAt(500, 500), wood));
  CHECK(entirelyIn(fpAt(500, 1000.5), wood));
  CHECK_FALSE(entirelyIn(fpAt(500, 1002), wood));
  CHECK_FALSE(entirelyIn(fpAt(0, 500), wood));
}

TEST_CASE("G-4 in or astride a stream: the footprint meets its 200 p band (B-2)") {
  const Polyline stream{{-1000, 2000}, {3000, 2000}};
  CHECK(inOrAstride(fpAt(0, 1900), stream, 200));
  CHECK_FALSE(inOrAstride(fpAt(0, 1890), stream, 200));
  CHECK(inOrAstride(fpAt(0, 2200), stream, 200));  // astride
}

TEST_CASE("G-4 on a hill: the centre inside the outline") {
  const Ring hill = box(0, 0, 2000, 2000);
  CHECK_FALSE(onHill(fpAt(100, 100), hill));  // centre (100, -50) is outside
  CHECK(onHill(fpAt(100, 200), hill));        // centre (100, 50) is inside, though part is not
}

TEST_CASE("G-4 T-13 the going is the worst among the features the element is partly in") {
  const std::vector<BattleTerrainFeature> terrain{
      area(TerrainClass::Woods, box(0, 0, 1000, 1000)),
      area(TerrainClass::SlowGoing, box(2000, 0, 3000, 1000)),
      area(TerrainClass::HillGentle, box(4000, 0, 5000, 1000)),
      line(TerrainClass::Stream, {{6000, -1000}, {6000, 3000}}, 200),
      line(TerrainClass::River, {{8000, -1000}, {8000, 3000}}, 400),
  };
  CHECK(goingOf(fpAt(500, 500), terrain) == TerrainGoing::Difficult);
  CHECK(goingOf(fpAt(2500, 500), terrain) == TerrainGoing::Slow);
  CHECK(goingOf(fpAt(4500, 500), terrain) == TerrainGoing::Good);
  CHECK(goingOf(fpAt(6000, 500), terrain) == TerrainGoing::Slow);
  CHECK(goingOf(fpAt(8000, 500), terrain) == TerrainGoing::Impassable);
  CHECK(goingOf(fpAt(1000, 500), terrain) == TerrainGoing::Difficult);  // half in the wood
  // Straddling slow going and the wood: the worst.
  const std::vector<BattleTerrainFeature> both{
      area(TerrainClass::Woods, box(0, 0, 1000, 1000)),
      area(TerrainClass::SlowGoing, box(-1000, 0, 0, 1000))};
  CHECK(goingOf(fpAt(0, 500), both) == TerrainGoing::Difficult);
  auto bua = area(TerrainClass::BUA, box(0, 0, 500, 500));
  CHECK(goingOf(fpAt(250, 400), {bua}) == TerrainGoing::Good);
  bua.burning = true;
  CHECK(goingOf(fpAt(250, 400), {bua}) == TerrainGoing::Difficult);
}

TEST_CASE("G-19 relative height: 1 on a ridge, 0 at the foot, d_o / (d_o + d_c) between") {
  const auto h = ridgeHill();
  CHECK(relativeHeight({1000, 1000}, h) == doctest::Approx(1));
  CHECK(relativeHeight({1000, 0}, h) == doctest::Approx(0));
  CHECK(relativeHeight({1000, 500}, h) == doctest::Approx(0.5));
  CHECK(relativeHeight({1000, 250}, h) == doctest::Approx(0.25));
  CHECK(relativeHeight({-100, 500}, h) == 0);
}

TEST_CASE("G-19 relative height on a wide gentle hill's plateau") {
  const auto h = plateauHill();
  CHECK(relativeHeight({1500, 1500}, h) == doctest::Approx(1));
  CHECK(relativeHeight({1500, 250}, h) == doctest::Approx(0.5));
  CHECK(relativeHeight({1500, 400}, h) == doctest::Approx(0.8));
  CHECK(absoluteHeight({1500, 250}, {h}) == doctest::Approx(0.5));
}

TEST_CASE("G-19 step 2: a difficult crest blocks sight unless the target is on it") {
  const std::vector<BattleTerrainFeature> terrain{ridgeHill()};
  SightQuery q;
  q.from = {1000, -500};
  q.to = {1000, 2500};
  CHECK_FALSE(clearLine(q, terrain));
  q.to = {1000, 1000};
  CHECK(clearLine(q, terrain));
  q.to = {2500, -300};  // not across the ridge
  CHECK(clearLine(q, terrain));
}

TEST_CASE("G-19 step 2: over a gentle crest only targets within 400 p of it are seen") {
  const std::vector<BattleTerrainFeature> terrain{plateauHill()};
  SightQuery q;
  q.from = {1500, -500};
  q.to = {1500, 3200};  // 700 p beyond the far crest line
  CHECK_FALSE(clearLine(q, terrain));
  q.to = {1500, 2800};  // 300 p beyond it
  CHECK(clearLine(q, terrain));
}

TEST_CASE("G-19 step 3: a wood in between blocks, unless the observer is on a hill's upper half") {
  const auto wood = area(TerrainClass::Woods, box(-200, 400, 200, 600));
  SightQuery q;
  q.from = {0, 0};
  q.to = {0, 1000};
  CHECK_FALSE(clearLine(q, {wood}));
  q.from = {500, 0};
  q.to = {500, 1000};
  CHECK(clearLine(q, {wood}));
  // The observer on a hill's upper half sees over it.
  auto hill = area(TerrainClass::HillGentle, box(-1000, -1000, 1000, 200));
  hill.crest = {{-500, -400}, {500, -400}};
  q.from = {0, -400};
  q.to = {0, 1000};
  CHECK(clearLine(q, {wood, hill}));
  // In shooting mode both ends must be on upper halves.
  q.shooting = true;
  CHECK_FALSE(clearLine(q, {wood, hill}));
}

TEST_CASE("G-19 step 4 B-66: troops within 100 p of a wood's edge see and are seen; deeper not") {
  const auto wood = area(TerrainClass::Woods, box(0, 0, 1000, 1000));
  SightQuery q;
  q.from = {500, 950};  // 50 p inside the north edge
  q.to = {500, 2000};
  CHECK(clearLine(q, {wood}));
  q.from = {500, 700};  // 300 p inside
  CHECK_FALSE(clearLine(q, {wood}));
  q.inContact = true;
  CHECK(clearLine(q, {wood}));
  CHECK(deepInWood({500, 700}, {500, 2000}, wood.outline));
  CHECK_FALSE(deepInWood({500, 950}, {500, 2000}, wood.outline));
}

TEST_CASE("G-19 step 1: the weather limits sight") {
  SightQuery q;
  q.from = {0, 0};
  q.to = {0, 1300};
  q.weatherLimitPaces = 1200;
  CHECK_FALSE(clearLine(q, {}));
  q.to = {0, 1200};
  CHECK(clearLine(q, {}));
}

TEST_CASE("G-19 shooting mode: a crest crossing blocks unless an over-crest case allows it") {
  const std::vector<BattleTerrainFeature> terrain{plateauHill()};
  SightQuery q;
  q.from = {1500, -500};
  q.to = {1500, 2800};
  q.shooting = true;
  CHECK_FALSE(clearLine(q, terrain));
  q.overCrestAllowed = [](const BattleTerrainFeature&, Vec2) { return true; };
  CHECK(clearLine(q, terrain));
}

TEST_CASE("G-19 visible: any corner or centre pair clear; hidden troops are never visible") {
  const auto wood = area(TerrainClass::Woods, box(-150, 400, 150, 600));
  const Footprint a = fpAt(0, 0);
  const Footprint b = fpAt(0, 1000, 270);
  CHECK(visible(a, b, {wood}));  // the corners see past the 300 p wide wood
  const auto bigWood = area(TerrainClass::Woods, box(-1000, 400, 1000, 600));
  CHECK_FALSE(visible(a, b, {bigWood}));
  VisibilityOptions hidden;
  hidden.hidden = true;
  CHECK_FALSE(visible(a, b, {}, hidden));
  VisibilityOptions mist;
  mist.weatherLimitPaces = 200;
  CHECK_FALSE(visible(a, b, {}, mist));
  VisibilityOptions interior;
  interior.bInBuaInterior = true;
  CHECK_FALSE(visible(a, b, {}, interior));
  interior.inContact = true;
  CHECK(visible(a, b, {}, interior));
}

TEST_CASE("G-19 operating Aeronauts ignore crests and woods and see 8,000 p (balloon)") {
  const auto bigWood = area(TerrainClass::Woods, box(-1000, 400, 1000, 600));
  VisibilityOptions balloon;
  balloon.aeronautSightPaces = 8000;
  CHECK(visible(fpAt(0, 0), fpAt(0, 1000, 270), {bigWood, ridgeHill()}, balloon));
  CHECK_FALSE(visible(fpAt(0, 0), fpAt(0, 9000, 270), {}, balloon));
}

TEST_CASE("G-20 uphill: lowest of a's front edge above the highest of b, on b's nearest edge") {
  const std::vector<BattleTerrainFeature> terrain{plateauHill()};
  const Footprint aStart = fpAt(1500, 700, 270);  // on the plateau, facing south
  const Footprint bStart = fpAt(1500, 400, 90);   // on the slope below, facing north
  CHECK(startedUphill(aStart, bStart, EdgeId::Front, terrain));
  CHECK_FALSE(startedUphill(aStart, bStart, EdgeId::Rear, terrain));
  CHECK_FALSE(startedUphill(bStart, aStart, EdgeId::Front, terrain));
  CHECK_FALSE(startedUphill(fpAt(6000, 700, 270), fpAt(6000, 400, 90), EdgeId::Front, terrain));
}

TEST_CASE("G-21 on a road: front and rear midpoints within 100 p of it (B-7)") {
  const Polyline road{{-5000, 0}, {5000, 0}};
  CHECK(onRoad(fpAt(0, 0, 0), road));
  CHECK(onRoad(fpAt(0, 99, 0), road));
  CHECK_FALSE(onRoad(fpAt(0, 101, 0), road));
  CHECK_FALSE(onRoad(fpAt(0, 150, 90), road));  // across the road
}
