// The stage network panel: the selected node or link's properties and the network warnings.
#pragma once

#include <string>

#include "editor/cached_problems.h"
#include "editor/panel.h"

namespace hfg {

class MapEditor;

class StageNetworkPanel : public Panel {
 public:
  explicit StageNetworkPanel(MapEditor& editor);

 protected:
  void drawContent(Document& document) override;
  PanelPlacement defaultPlacement() const override { return {0.82f, 0.0f, 0.18f, 0.35f}; }

 private:
  void drawNode(Document& document);
  void drawLink(Document& document);
  void drawWarnings(Document& document);

  MapEditor& m_editor;
  std::string m_nameEdit;     ///< the name field's text while it is being typed
  std::string m_nameEditFor;  ///< the node the text belongs to
  std::string m_mergeWith;
  CachedProblems m_warnings;
};

}  // namespace hfg
