// Names of the HFG terrain classes.
#include "core/model/terrain.h"

#include "core/model/enum_names.h"

namespace hfg {
namespace {

constexpr EnumNames<TerrainClass, kTerrainClassCount> kKeys{
    {{{TerrainClass::Woods, "woods"},
      {TerrainClass::HillGentle, "hill_gentle"},
      {TerrainClass::HillDifficult, "hill_difficult"},
      {TerrainClass::BUA, "bua"},
      {TerrainClass::Marsh, "marsh"},
      {TerrainClass::SlowGoing, "slow_going"},
      {TerrainClass::RoadGood, "road_good"},
      {TerrainClass::RoadBad, "road_bad"},
      {TerrainClass::Railway, "railway"},
      {TerrainClass::River, "river"},
      {TerrainClass::Stream, "stream"},
      {TerrainClass::Gully, "gully"},
      {TerrainClass::Waterway, "waterway"}}}};

constexpr EnumNames<TerrainClass, kTerrainClassCount> kDisplay{
    {{{TerrainClass::Woods, "Woods"},
      {TerrainClass::HillGentle, "Gentle hill"},
      {TerrainClass::HillDifficult, "Difficult hill"},
      {TerrainClass::BUA, "Built-up area"},
      {TerrainClass::Marsh, "Marsh"},
      {TerrainClass::SlowGoing, "Slow going"},
      {TerrainClass::RoadGood, "Good road"},
      {TerrainClass::RoadBad, "Bad road"},
      {TerrainClass::Railway, "Railway"},
      {TerrainClass::River, "River"},
      {TerrainClass::Stream, "Stream"},
      {TerrainClass::Gully, "Gully"},
      {TerrainClass::Waterway, "Waterway"}}}};

}  // namespace

FeatureShape naturalShapeOf(TerrainClass terrain) {
  switch (terrain) {
    case TerrainClass::RoadGood:
    case TerrainClass::RoadBad:
    case TerrainClass::Railway:
    case TerrainClass::River:
    case TerrainClass::Stream:
    case TerrainClass::Gully: return FeatureShape::Line;
    default: return FeatureShape::Area;
  }
}

std::string_view keyOf(TerrainClass terrain) { return kKeys.key(terrain); }
std::string_view displayNameOf(TerrainClass terrain) { return kDisplay.key(terrain); }
std::optional<TerrainClass> terrainClassFromKey(std::string_view key) { return kKeys.find(key); }
std::string terrainClassKeys() { return kKeys.list(); }

}  // namespace hfg
