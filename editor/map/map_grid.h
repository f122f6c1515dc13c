// The map grid layer: round grid lines in the map frame's CRS units, labelled at the view's edges.
#pragma once

#include <string>
#include <vector>

#include "core/model/geometry.h"

struct ImDrawList;

namespace hfg {

class Camera;

/// One grid line: where it lies in local metres (x for a vertical line, y for a horizontal
/// one) and its label in CRS units ("306 km").
struct GridLine {
  double localMetres = 0;
  std::string label;
};

struct GridLines {
  double spacingMetres = 0;          ///< 1, 2 or 5 x 10^n metres
  std::vector<GridLine> vertical;    ///< eastings, west to east
  std::vector<GridLine> horizontal;  ///< northings, south to north
};

/// The grid for the camera's view: the smallest 1-2-5 x 10^n spacing whose lines are at least
/// `minPixels` apart, lines where the CRS coordinate (local + `frameOrigin`) is a multiple of it,
/// so they fall on the same round values as the frame's map grid (a UTM kilometre grid).
GridLines chooseGridLines(const Camera& camera, Vec2 frameOrigin, double minPixels = 90);

/// Draws the lines thin and grey over the map and their labels along the top and left edges.
void paintGrid(ImDrawList& drawList, const Camera& camera, Vec2 frameOrigin);

/// The lines alone, across the camera's viewport (part of the static map picture).
void paintGridLines(ImDrawList& drawList, const Camera& camera, Vec2 frameOrigin);
/// The labels alone, along the top and left edges of the camera's viewport (they stay at the
/// edges while the view pans, so they are drawn over the picture each frame).
void paintGridLabels(ImDrawList& drawList, const Camera& camera, Vec2 frameOrigin);

}  // namespace hfg
