// The terrain panel: the class to draw, the selected feature (reclassify, delete) and the legend.
#pragma once

#include <string>

#include "editor/shell/panel.h"

namespace hfg {

class MapEditor;

class TerrainPanel : public Panel {
 public:
  explicit TerrainPanel(MapEditor& editor);

 protected:
  void drawContent(Document& document) override;
  PanelPlacement defaultPlacement() const override { return {0.82f, 0.35f, 0.18f, 0.3f}; }

 private:
  MapEditor& m_editor;
  std::string m_nameEdit;     ///< the name field's text while it is being typed
  std::string m_nameEditFor;  ///< the feature the text belongs to
};

}  // namespace hfg
