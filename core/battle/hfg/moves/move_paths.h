// The poses each element of a move passes through, and the move's length per element (B-6, B-9, G-23 sampling).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/battle/common/footprint.h"
#include "core/battle/hfg/moves/move_order.h"

namespace hfg::battle {

/// One element's sampled path: every pose from start to end (samples every 50 p of straight
/// travel and every 5 degrees of turning) and the B-6 length of its furthest front corner.
struct ElementPath {
  std::vector<Footprint> poses;
  double lengthPaces = 0;
  const Footprint& start() const { return poses.front(); }
  const Footprint& end() const { return poses.back(); }
};

/// How a group moves (B-8, B-9).
enum class GroupShape { Single, Line, Column };

/// The paths of every mover for an order (starts in the order's element order). `shape` is the
/// group's shape; `columnOrder` the head-first order for a column. Nothing plus `why` when the
/// order's geometry is malformed (no waypoints, a line group not moving straight ahead ...).
struct PathsResult {
  std::vector<ElementPath> paths;
  bool lineUpShift = false;   ///< B-9 item 4: not deducted from the move
  bool columnFollow = false;  ///< B-9 item 2: lengths are the track distance
  std::string rule;           ///< when refused
  std::string why;
};
PathsResult movePaths(const MoveOrder& order, const std::vector<Footprint>& starts,
                      GroupShape shape, const std::vector<std::size_t>& columnOrder);

/// B-6: the furthest distance any front corner travels along the given poses.
double furthestFrontCornerPaces(const std::vector<Footprint>& poses);

/// A footprint turned about its own centre to a new heading.
Footprint turnedAboutCentre(const Footprint& fp, double headingDeg);

}  // namespace hfg::battle
