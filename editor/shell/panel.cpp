// The shared window frame of the editor's panels.
#include "editor/shell/panel.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <utility>

namespace hfg {

Panel::Panel(std::string key, std::string title)
    : m_key(std::move(key)), m_title(std::move(title)) {}

void Panel::draw(Document* document) {
  if (!m_open) return;
  // The work area as built so far this frame: it already excludes the menu and status bars
  // (WorkPos only catches up at the next frame, too late for a first placement).
  const auto* viewport = static_cast<ImGuiViewportP*>(ImGui::GetMainViewport());
  const ImRect work = viewport->GetBuildWorkRect();
  const PanelPlacement p = m_placement.value_or(defaultPlacement());
  ImGui::SetNextWindowPos({work.Min.x + p.x * work.GetWidth(), work.Min.y + p.y * work.GetHeight()},
                          ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize({p.width * work.GetWidth(), p.height * work.GetHeight()},
                           ImGuiCond_FirstUseEver);
  // "###key" keeps the window identity stable if the title ever shows more (a file name).
  const std::string id = m_title + "###" + m_key;
  if (m_focus) ImGui::SetNextWindowFocus();
  m_focus = false;
  if (ImGui::Begin(id.c_str(), &m_open, windowFlags())) {
    if (document)
      drawContent(*document);
    else
      drawEmpty();
  }
  ImGui::End();  // always paired with Begin, even when collapsed
}

void Panel::drawEmpty() { ImGui::TextDisabled("No scenario open. Use File > Open."); }

}  // namespace hfg
