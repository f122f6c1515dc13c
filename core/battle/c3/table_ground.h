// The ground of a C3 table (K-53, KT-12, KB-9, KB-10): areas of terrain in paces, road strips,
// the table's edges and the heights of the ground (a grid cut from a DEM, sight.h), graded into
// slopes by their real gradient.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/battle/c3/c3_types.h"
#include "core/battle/c3/sight.h"
#include "core/battle/common/shapes.h"

namespace hfg::c3 {

/// One area of ground (K-53): a wood, forest, built-up area, rough ground, a linear obstacle as
/// a strip linear_obstacle_m wide (KB-9 b), a river, a bridge or ford, or impassable ground.
struct GroundArea {
  std::string name;
  Ground ground = Ground::Clear;
  battle::Ring ring;  ///< paces
};

struct C3Table {
  Vec2 sizePaces{5333.3, 4000};  ///< from (0, 0)
  std::vector<GroundArea> areas;
  std::vector<battle::Ring> roads;           ///< road strips, paces (KT-13 road rates)
  std::shared_ptr<const GridHeightField> heights;  ///< metres; null: a flat table
};

/// The grounds a footprint stands on: every area it meets and the slope under its centre (KB-10).
std::vector<Ground> groundsUnder(const C3Table& table, const battle::Ring& footprint,
                                 PointM centreM);
/// KB-9 (e): of several grounds at a place the one with the largest multiplier for the column
/// governs; one that is NA for it governs above all.
Ground governingGround(const std::vector<Ground>& grounds, TerrainColumn column);
/// True when the ground may not be entered in that column (KT-12 "NA", a river, K-53).
bool closedTo(Ground ground, TerrainColumn column);
/// The ground at one point (a messenger, a Commander).
Ground groundAtPoint(const C3Table& table, Vec2 paces, PointM metres, TerrainColumn column);
bool onRoad(const C3Table& table, Vec2 paces);
/// The area (wood, forest, built-up) with the point inside it, or nullptr (KB-52).
const GroundArea* coverAreaAt(const C3Table& table, Vec2 paces);
bool insideTable(const C3Table& table, const battle::Ring& ring);

}  // namespace hfg::c3
