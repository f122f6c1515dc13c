// The map canvas's editing tools: one table of names, keys and tooltips for toolbar and help.
#pragma once

#include <vector>

namespace hfg {

enum class MapTool { Select, AddNode, AddLink, DrawTerrain, EditTerrain };

struct MapToolInfo {
  MapTool tool;
  const char* name;
  char key;             ///< single-letter shortcut on the canvas ('S', 'N', ...)
  const char* tooltip;  ///< what a click and a drag do
};

/// Every tool in toolbar order.
const std::vector<MapToolInfo>& mapTools();
const MapToolInfo& mapToolInfo(MapTool tool);

}  // namespace hfg
