// The tool table shown in the map toolbar, its tooltips and the F1 help.
#include "editor/map/map_tools.h"

namespace hfg {

const std::vector<MapToolInfo>& mapTools() {
  static const std::vector<MapToolInfo> kTools{
      {MapTool::Select, "Select", 'S',
       "Select (S): click a node, link or terrain feature to select it; drag a node to move it "
       "(one undo step); drag a force marker onto another node to start the force there (C-7). "
       "Delete removes the selection."},
      {MapTool::AddNode, "Add node", 'N',
       "Add node (N): click empty map to add a stage node there; it is selected so you can name "
       "it in the Stage network panel."},
      {MapTool::AddLink, "Add link", 'L',
       "Add link (L): click one node, then another, to join them with a good road; its length "
       "in stages is the distance over 12 km, rounded (C-1). Escape cancels."},
      {MapTool::DrawTerrain, "Draw terrain", 'D',
       "Draw terrain (D): click to add points of a feature of the class chosen in the Terrain "
       "panel; points snap to existing vertices. Double-click or Enter finishes, Escape "
       "cancels."},
      {MapTool::EditTerrain, "Edit vertices", 'V',
       "Edit vertices (V): click a feature to select it; drag a vertex to move it, drag an edge "
       "to insert a vertex there; Delete removes the selected vertex."},
  };
  return kTools;
}

const MapToolInfo& mapToolInfo(MapTool tool) {
  for (const auto& info : mapTools())
    if (info.tool == tool) return info;
  return mapTools().front();
}

}  // namespace hfg
