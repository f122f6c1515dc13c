// The status bar along the bottom of the window: cursor position in map metres and what is hovered.
#pragma once

#include <optional>
#include <string>

#include "core/model/geometry.h"

namespace hfg {

struct StatusInfo {
  std::optional<Vec2> cursorMetres;  ///< unset when the cursor is off the map
  std::string hoveredName;           ///< node under the cursor
  double metresPerPixel = 0;
  std::string documentName;
  std::string toolHint;     ///< the active map tool
  std::string mapPosition;  ///< the cursor in the map CRS and lon/lat (MapPositionFormatter)
};

/// "x 12345 m   y -6789 m", or "-" when the cursor is off the map.
std::string formatCursor(const std::optional<Vec2>& cursorMetres);

/// Draws the bar docked to the bottom of the main viewport (call before the panels so the work
/// area excludes it).
void drawStatusBar(const StatusInfo& info);

}  // namespace hfg
