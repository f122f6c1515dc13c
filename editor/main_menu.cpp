// The menu bar and the small "open a scenario by path" dialog.
#include "editor/main_menu.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include "editor/panel.h"

namespace hfg {
namespace {
constexpr const char* kOpenDialog = "Open scenario";
}

MenuRequest MainMenu::draw(const std::vector<Panel*>& panels) {
  MenuRequest request;
  if (ImGui::BeginMainMenuBar()) {
    if (ImGui::BeginMenu("File")) {
      if (ImGui::MenuItem("Open...")) m_showOpenDialog = true;
      if (ImGui::MenuItem("Open demo scenario")) request.openDemo = true;
      ImGui::Separator();
      if (ImGui::MenuItem("Quit")) request.quit = true;
      ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("View")) {
      for (Panel* panel : panels)
        ImGui::MenuItem(panel->title().c_str(), nullptr, &panel->openFlag());
      ImGui::Separator();
      if (ImGui::MenuItem("Fit map")) request.fitMap = true;
      ImGui::EndMenu();
    }
    ImGui::EndMainMenuBar();
  }
  drawOpenDialog(request);
  return request;
}

void MainMenu::drawOpenDialog(MenuRequest& request) {
  if (m_showOpenDialog) {
    ImGui::OpenPopup(kOpenDialog);
    m_showOpenDialog = false;
  }
  if (!ImGui::BeginPopupModal(kOpenDialog, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  ImGui::TextUnformatted("Scenario file:");
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 30);
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  const bool entered =
      ImGui::InputText("##path", &m_pathInput, ImGuiInputTextFlags_EnterReturnsTrue);
  const bool open = ImGui::Button("Open") || entered;
  ImGui::SameLine();
  if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
    ImGui::CloseCurrentPopup();
  if (open && !m_pathInput.empty()) {
    request.openPath = m_pathInput;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace hfg
