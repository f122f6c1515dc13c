// C-19: where a force marching to a battle comes onto the table: the point its road crosses the table edge.
#pragma once

#include <optional>
#include <string>

#include "core/model/battlefield.h"
#include "core/model/stage_map.h"
#include "maps/table/table_window.h"

namespace hfg::maps {

/// A road's entry onto the table: the point on the edge, the edge's name and the unit vector
/// pointing into the table (perpendicular to that edge).
struct MapRoadEntry {
  Vec2 position;     ///< table paces, on the edge
  std::string edge;  ///< "north", "east", "south" or "west"
  Vec2 inward;
};

/// The entry of a force coming from `fromNode` along `link` to the battlefield at `fieldLocal`
/// (local metres; the table's centre): the road is followed from the point of the link nearest
/// the field towards `fromNode` (and on beyond it in the same direction) until it leaves the
/// table. With no link (or an unknown one), the straight line from the field to `fromNode`.
/// When `fromNode` is the battlefield itself (a force that turned back along its road), the road
/// towards the link's other end is taken. Nothing when neither the link nor the node is on the
/// map, or they lie at the field itself.
std::optional<MapRoadEntry> roadEntry(const StageMap& map, const TableWindow& window,
                                      Vec2 fieldLocal, const std::string& link,
                                      const std::string& fromNode);

/// The point where the segment a (inside the table) -> b leaves the table, if it does.
std::optional<Vec2> exitPoint(const TableExtent& extent, Vec2 a, Vec2 b);

}  // namespace hfg::maps
