// Names of the HFG terrain classes.
#include "core/model/terrain.h"

#include "core/model/enum_names.h"

namespace hfg {
namespace {

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

std::string_view displayNameOf(TerrainClass terrain) { return kDisplay.key(terrain); }

}  // namespace hfg
