// The order-of-battle panel: side → army → command (general, quality) → element.
#pragma once

#include "editor/panel.h"

namespace hfg {

class OrbatPanel : public Panel {
 public:
  OrbatPanel();

  /// Copies the whole tree, every level expanded, to the clipboard as indented text at the next
  /// frame (what the panel's "Copy as text" button does).
  void requestCopyAsText() { m_copyPending = true; }

 protected:
  void drawContent(Document& document) override;
  PanelPlacement defaultPlacement() const override { return {0.6f, 0.0f, 0.22f, 1.0f}; }
  int windowFlags() const override;

 private:
  bool m_copyPending = false;
};

}  // namespace hfg
