// The table's ground: areas and lines with their TCHAE classes and effects (ET-23, E-25..E-32).
#pragma once

#include <string>
#include <vector>

#include "core/battle/common/shapes.h"
#include "core/model/geometry.h"

namespace hfg::tchae {

/// ET-23 terrain features.
enum class TerrainKind {
  Open,
  Crops,
  LightWood,
  SturdyFence,
  StoneWall,
  SunkenRoad,
  ThickWood,
  RockyOutcrop,
  SteepHill,
  GentleHill,
  WoodenBuildings,
  BrickBuildings,
  Redoubt,
  Trench,
  FordableStream,
  Unfordable,
};
/// ET-23 movement / spotting class.
enum class TerrainGrade { Open, Light, Difficult };

TerrainGrade movementClassOf(TerrainKind kind);
TerrainGrade spottingClassOf(TerrainKind kind);
bool isSoftCover(TerrainKind kind);
bool isHardCover(TerrainKind kind);  ///< not walls or sunken roads: they depend on height (E-27)
bool blocksSight(TerrainKind kind);  ///< EB-55 woods, BUAs, rocky outcrops

/// One area of the table (polygon in inches), with a height for higher ground (EB-55, EB-62).
struct TerrainArea {
  std::string name;
  TerrainKind kind = TerrainKind::Open;
  battle::Ring ringIn;
  double heightIn = 0;  ///< height above the table for "higher ground"
};

struct Road {
  std::string name;
  Polyline pointsIn;
};

/// The whole table: size, areas and roads.
struct TchaeTerrain {
  double widthIn = 72;
  double depthIn = 48;
  std::vector<TerrainArea> areas;
  std::vector<Road> roads;

  /// The area whose class dominates at a point (difficult over light over open); nullptr = open.
  const TerrainArea* areaAt(Vec2 p) const;
  TerrainKind kindAt(Vec2 p) const;
  TerrainGrade movementClassAt(Vec2 p) const;
  double heightAt(Vec2 p) const;
  bool onTable(Vec2 p) const;
  /// EB-60: every sampled point of the segment lies on one road.
  bool followsRoad(Vec2 a, Vec2 b, double halfWidthIn) const;
  /// True if the segment crosses any area of `kind`.
  bool crosses(Vec2 a, Vec2 b, TerrainKind kind) const;
  /// EB-55: line of sight blocked by a sight-blocking area containing neither end for more than
  /// `depthIn`.
  bool sightBlocked(Vec2 a, Vec2 b, double depthIn) const;
};

}  // namespace hfg::tchae
