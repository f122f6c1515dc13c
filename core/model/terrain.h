// Terrain features of the campaign map, tagged with the HFG terrain classes.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/enum_names.h"
#include "core/model/geometry.h"

namespace hfg {

/// The book's terrain classes (BATTLEFIELD TERRAIN; T-13).
enum class TerrainClass {
  Woods,
  HillGentle,
  HillDifficult,
  BUA,
  Marsh,
  SlowGoing,
  RoadGood,
  RoadBad,
  Railway,
  River,
  Stream,
  Gully,
  Waterway,
};

inline constexpr int kTerrainClassCount = static_cast<int>(TerrainClass::Waterway) + 1;

/// Areas are closed polygons; roads, railways and watercourses are polylines.
enum class FeatureShape { Area, Line };

FeatureShape naturalShapeOf(TerrainClass terrain);
template <>
struct EnumKeys<TerrainClass> {
  static constexpr std::string_view what = "terrain class";
  static constexpr EnumNames<TerrainClass, kTerrainClassCount> names{
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
};
std::string_view displayNameOf(TerrainClass terrain);

struct TerrainFeature {
  std::string id;
  TerrainClass terrain = TerrainClass::Woods;
  std::string name;        ///< real place name where known ("Big Round Top")
  Polyline points;         ///< outline (polygon, implicitly closed) or centre line, metres
  Polyline crest;          ///< hills only: the crest line
  double widthMetres = 0;  ///< rivers and waterways: typical width, 0 when unknown

  FeatureShape shape() const { return naturalShapeOf(terrain); }
  friend bool operator==(const TerrainFeature&, const TerrainFeature&) = default;
};

}  // namespace hfg
