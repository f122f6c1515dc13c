// The welcome panel: a heading, then one button and one sentence for each way in.
#include "editor/shell/welcome_panel.h"

#include <imgui.h>

#include "editor/shell/ui_targets.h"

namespace hfg {

WelcomePanel::WelcomePanel() : Panel("welcome", "Welcome to hfg") { setOpen(false); }

void WelcomePanel::drawContent(Document&) { drawChoices(); }
void WelcomePanel::drawEmpty() { drawChoices(); }

void WelcomePanel::drawChoices() {
  m_wasOpen = true;
  ImGui::TextWrapped(
      "Horse, Foot and Guns campaigns on real maps: build a scenario, play its campaign "
      "day by day (hot seat or by email), and fight its battles here or on the table.");
  ImGui::Spacing();
  std::function<void()> chosen;
  const float width = ImGui::GetFontSize() * 16;
  for (const Choice& choice : m_choices) {
    ImGui::Separator();
    ImGui::Spacing();
    if (ImGui::Button(choice.label.c_str(), {width, 0})) chosen = choice.choose;
    UiTargets::instance().recordLastItem(choice.label);
    ImGui::SameLine();
    ImGui::TextWrapped("%s", choice.sentence.c_str());
    ImGui::Spacing();
  }
  ImGui::Separator();
  ImGui::TextDisabled("Help > Welcome shows this again.");
  if (chosen) {
    setOpen(false);
    chosen();
  }
  if (!isOpen() && m_onClosed) m_onClosed();
}

}  // namespace hfg
