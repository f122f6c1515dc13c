// The first-run panel: where to begin (the tutorial campaign, the default campaign, the walkthrough, the help).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "editor/shell/panel.h"

namespace hfg {

/// Shown at the first start (welcomeSeen() false) and from Help > Welcome: a few ways in, one
/// sentence each. Closing it marks it seen.
class WelcomePanel : public Panel {
 public:
  struct Choice {
    std::string label;     ///< the button (and the UI script's target name)
    std::string sentence;  ///< what it gives, in one sentence
    std::function<void()> choose;
  };

  WelcomePanel();
  void setChoices(std::vector<Choice> choices) { m_choices = std::move(choices); }
  const std::vector<Choice>& choices() const { return m_choices; }
  /// Called once when the panel is closed (by a choice or its close button).
  void setOnClosed(std::function<void()> closed) { m_onClosed = std::move(closed); }

 protected:
  void drawContent(Document& document) override;
  void drawEmpty() override;
  PanelPlacement defaultPlacement() const override { return {0.2f, 0.12f, 0.6f, 0.66f}; }

 private:
  void drawChoices();

  std::vector<Choice> m_choices;
  std::function<void()> m_onClosed;
  bool m_wasOpen = false;
};

}  // namespace hfg
