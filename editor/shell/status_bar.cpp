// Bottom status bar using Dear ImGui's viewport side bar.
#include "editor/shell/status_bar.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <cmath>
#include <cstdio>

namespace hfg {

std::string formatCursor(const std::optional<Vec2>& cursorMetres) {
  if (!cursorMetres) return "-";
  char text[64];
  std::snprintf(text, sizeof text, "x %.0f m   y %.0f m", std::round(cursorMetres->x),
                std::round(cursorMetres->y));
  return text;
}

void drawStatusBar(const StatusInfo& info) {
  const float height = ImGui::GetFrameHeight();
  const ImGuiWindowFlags flags =
      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_MenuBar;
  if (ImGui::BeginViewportSideBar("##status", ImGui::GetMainViewport(), ImGuiDir_Down, height,
                                  flags)) {
    if (ImGui::BeginMenuBar()) {
      ImGui::TextUnformatted(info.documentName.empty() ? "No scenario" : info.documentName.c_str());
      ImGui::Separator();
      ImGui::Text("Cursor: %s", formatCursor(info.cursorMetres).c_str());
      if (!info.mapPosition.empty()) {
        ImGui::Separator();
        ImGui::TextUnformatted(info.mapPosition.c_str());
      }
      if (!info.hoveredName.empty()) {
        ImGui::Separator();
        ImGui::TextUnformatted(info.hoveredName.c_str());
      }
      if (!info.toolHint.empty()) {
        ImGui::Separator();
        ImGui::Text("Tool: %s (F1 for help)", info.toolHint.c_str());
      }
      if (info.metresPerPixel > 0) {
        ImGui::Separator();
        ImGui::Text("1 px = %.0f m", info.metresPerPixel);
      }
      ImGui::EndMenuBar();
    }
  }
  ImGui::End();
}

}  // namespace hfg
