// The undo history panel: every operation by label; click one to go back (or forward) to it.
#pragma once

#include "editor/shell/panel.h"

namespace hfg {

class UndoHistoryPanel : public Panel {
 public:
  UndoHistoryPanel();

 protected:
  void drawContent(Document& document) override;
  PanelPlacement defaultPlacement() const override { return {0.82f, 0.65f, 0.18f, 0.35f}; }
};

}  // namespace hfg
