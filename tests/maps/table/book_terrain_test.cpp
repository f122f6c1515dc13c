// The book's terrain procedure over many seeds: minima, maxima, sizes, spacing, reproducibility.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "maps/table/book_limits.h"
#include "maps/table/book_terrain.h"
#include "maps/table/table_geometry.h"

using namespace hfg;
using namespace hfg::maps;

namespace {

std::string describe(const std::vector<Departure>& departures) {
  std::string text;
  for (const auto& d : departures) text += d.rule + ": " + d.text + "\n";
  return text;
}

}  // namespace

TEST_CASE("BATTLEFIELD TERRAIN number of features: 5-8 per 9 square miles from one die") {
  CHECK(featuresForBlock(1) == 5);
  CHECK(featuresForBlock(2) == 5);
  CHECK(featuresForBlock(3) == 6);
  CHECK(featuresForBlock(4) == 6);
  CHECK(featuresForBlock(5) == 7);
  CHECK(featuresForBlock(6) == 8);
}

TEST_CASE("BATTLEFIELD TERRAIN ROADS: the same score runs to the orthogonally opposite section") {
  CHECK(oppositeSection(1) == 4);
  CHECK(oppositeSection(4) == 1);
  CHECK(oppositeSection(2) == 6);
  CHECK(oppositeSection(3) == 5);
  CHECK(oppositeSection(5) == 3);
  CHECK(oppositeSection(6) == 2);
}

TEST_CASE("BATTLEFIELD TERRAIN the same seed gives the same table") {
  TableExtent e = extentOf(TableSize::Standard);
  Dice a(42), b(42), c(43);
  auto first = generateBookTerrain(e, a);
  auto second = generateBookTerrain(e, b);
  auto third = generateBookTerrain(e, c);
  CHECK(first.features == second.features);
  CHECK(first.log == second.log);
  CHECK_FALSE(first.features == third.features);
}

TEST_CASE("BATTLEFIELD TERRAIN minima, maxima, sizes and spacing hold over 200 seeds") {
  for (TableSize size : {TableSize::Standard, TableSize::Wide, TableSize::Paired}) {
    TableExtent e = extentOf(size);
    int clean = 0;
    int withDiscards = 0;
    const int seeds = size == TableSize::Standard ? 200 : 40;
    for (int seed = 1; seed <= seeds; ++seed) {
      Dice dice(static_cast<std::uint64_t>(seed) * 7919);
      BookTerrainSettings settings;
      settings.year = 1863;
      auto terrain = generateBookTerrain(e, dice, settings);
      auto departures = checkBookLimits(e, terrain.features);
      if (!terrain.discarded.empty()) ++withDiscards;
      // Sizes, spacing and maxima never break; a discard may leave a minimum short, as the book says.
      for (const auto& d : departures) {
        INFO("seed " << seed << " " << keyOf(size) << "\n"
                     << describe(departures) << describe(terrain.discarded));
        bool minimum = d.text.find("where the book asks at least") != std::string::npos ||
                       d.text.find("features where the book asks") != std::string::npos ||
                       d.text.find("where the book needs") != std::string::npos;
        CHECK((minimum && !terrain.discarded.empty()));
      }
      if (departures.empty()) ++clean;
      // Every feature is on the table, every area nearest its diced edge section.
      for (const auto& f : terrain.features) {
        for (Vec2 p : f.points) {
          CHECK(p.x >= -0.01);
          CHECK(p.y >= -0.01);
          CHECK(p.x <= e.widthPaces + 0.01);
          CHECK(p.y <= e.depthPaces + 0.01);
        }
        CHECK(f.edgeSection >= 1);
        CHECK(f.edgeSection <= 6);
        bool area = naturalShapeOf(f.terrain) == FeatureShape::Area;
        if (area && f.terrain != TerrainClass::Waterway)
          CHECK(nearestEdgeSection(e, centroidOf(f.points)) == f.edgeSection);
      }
      int attacker = 0;
      for (const auto& f : terrain.features) attacker += f.origin == FeatureOrigin::Attacker;
      CHECK(attacker <= 2);
    }
    INFO(keyOf(size) << ": " << clean << " clean of " << seeds << ", " << withDiscards
                     << " with discards");
    CHECK(clean >= seeds * 8 / 10);
  }
}

TEST_CASE("BATTLEFIELD TERRAIN HILLS: difficult hills and narrow gentle hills have a crest line") {
  TableExtent e = extentOf(TableSize::Standard);
  int hills = 0;
  for (int seed = 1; seed <= 40; ++seed) {
    Dice dice(static_cast<std::uint64_t>(seed));
    for (const auto& f : generateBookTerrain(e, dice).features) {
      if (f.terrain != TerrainClass::HillGentle && f.terrain != TerrainClass::HillDifficult)
        continue;
      ++hills;
      REQUIRE(f.crest.size() >= 2);
      bool plateau = f.crest.size() > 3;
      if (f.terrain == TerrainClass::HillDifficult || acrossOf(f.points).least < 1000)
        CHECK_FALSE(plateau);
      for (Vec2 p : f.crest) CHECK(pointInPolygon(f.points, p));
    }
  }
  CHECK(hills > 20);
}

TEST_CASE(
    "BATTLEFIELD TERRAIN GULLIES replace streams in a dry climate; railways only after 1859") {
  TableExtent e = extentOf(TableSize::Wide);
  for (int seed = 1; seed <= 30; ++seed) {
    Dice dice(static_cast<std::uint64_t>(seed));
    BookTerrainSettings settings;
    settings.dryClimate = true;
    settings.year = 1815;
    auto terrain = generateBookTerrain(e, dice, settings);
    CHECK(featureCount(terrain.features, TerrainClass::Stream) == 0);
    CHECK(featureCount(terrain.features, TerrainClass::Railway) == 0);
    CHECK(featureCount(terrain.features, TerrainClass::Gully) +
              featureCount(terrain.features, TerrainClass::River) >=
          1);
  }
}

TEST_CASE("BATTLEFIELD TERRAIN limits checker names each breach") {
  TableExtent e = extentOf(TableSize::Standard);
  std::vector<TableFeature> features;
  features.push_back({"woods-1",
                      TerrainClass::Woods,
                      "Big Wood",
                      {{1000, 1000}, {5000, 1000}, {5000, 2000}, {1000, 2000}},
                      {},
                      0,
                      FeatureOrigin::Map,
                      0});
  features.push_back({"hill-1",
                      TerrainClass::HillGentle,
                      "",
                      {{5200, 1000}, {6000, 1000}, {6000, 2000}, {5200, 2000}},
                      {},
                      0,
                      FeatureOrigin::Map,
                      0});
  features.push_back({"road-1",
                      TerrainClass::RoadGood,
                      "",
                      {{0, 100}, {3000, 100}},
                      {},
                      0,
                      FeatureOrigin::Map,
                      0});
  features.push_back({"road-2",
                      TerrainClass::RoadBad,
                      "",
                      {{0, 5000}, {3000, 5000}},
                      {},
                      0,
                      FeatureOrigin::Map,
                      0});
  auto departures = checkBookLimits(e, features);
  std::string all = describe(departures);
  CHECK(all.find("Woods \"Big Wood\" (woods-1) is 4,123 p across at its widest; the book allows "
                 "3,000 p") != std::string::npos);
  CHECK(
      all.find("the gap between Woods \"Big Wood\" (woods-1) and Gentle hill (hill-1) is 200 p") !=
      std::string::npos);
  CHECK(all.find("2 roads where the book asks at least 3") != std::string::npos);
  CHECK(all.find("0 BUA where the book asks at least 2") != std::string::npos);
  CHECK(all.find("the roads form 2 separate nets") != std::string::npos);
  CHECK(all.find("0 streams, rivers or gullies") != std::string::npos);
}
