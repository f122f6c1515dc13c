// The F1 help panel: tools, shortcuts and the editing workflow in a few lines.
#pragma once

#include "editor/shell/panel.h"

namespace hfg {

class HelpPanel : public Panel {
 public:
  HelpPanel();

 protected:
  void drawContent(Document& document) override;
  void drawEmpty() override;
  PanelPlacement defaultPlacement() const override { return {0.25f, 0.1f, 0.5f, 0.75f}; }
};

}  // namespace hfg
