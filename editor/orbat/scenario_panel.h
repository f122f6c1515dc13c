// The scenario panel: settings, forces at their start nodes, reinforcements and objectives.
#pragma once

#include <string>

#include "editor/shell/cached_problems.h"
#include "editor/map/map_query.h"
#include "editor/shell/revision_cache.h"
#include "editor/shell/panel.h"

namespace hfg {

class ScenarioPanel : public Panel {
 public:
  ScenarioPanel();

 protected:
  void drawContent(Document& document) override;
  PanelPlacement defaultPlacement() const override { return {0.6f, 0.58f, 0.22f, 0.42f}; }

 private:
  void drawSettings(Document& document);
  void drawForces(Document& document);
  void drawReinforcements(Document& document);
  void drawObjectives(Document& document);

  std::string m_dateEdit;
  bool m_dateEditing = false;
  std::string m_newReinforcementCommand;
  CachedProblems m_problems;
  RevisionCache<NodeIndex> m_nodes;  ///< node lookups, rebuilt only when the document changes
};

}  // namespace hfg
