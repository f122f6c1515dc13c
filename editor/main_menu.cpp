// The menu bar; every item says its shortcut, so the menus double as a reference.
#include "editor/main_menu.h"

#include <imgui.h>

#include "editor/document.h"
#include "editor/key_map.h"
#include "editor/panel.h"

namespace hfg {
namespace {

void tooltip(const char* text) {
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

}  // namespace

MenuRequest MainMenu::draw(const std::vector<Panel*>& panels, const Document* document,
                           const std::vector<std::string>& recentFiles, double uiScale, bool hotSeatBattle) {
  MenuRequest request;
  if (!ImGui::BeginMainMenuBar()) return request;
  if (ImGui::BeginMenu("File")) {
    if (ImGui::MenuItem("New", shortcutText(Shortcut::New))) request.newDocument = true;
    tooltip("Start an empty scenario");
    if (ImGui::MenuItem("Open...", shortcutText(Shortcut::Open))) request.open = true;
    tooltip("Choose a scenario file with the file browser");
    if (ImGui::BeginMenu("Open recent", !recentFiles.empty())) {
      for (const auto& path : recentFiles)
        if (ImGui::MenuItem(path.c_str())) request.openPath = path;
      ImGui::EndMenu();
    }
    if (ImGui::MenuItem("Open demo scenario")) request.openDemo = true;
    tooltip("The built-in Bohemia 1866 example");
    ImGui::Separator();
    if (ImGui::MenuItem("Save", shortcutText(Shortcut::Save), false, document != nullptr))
      request.save = true;
    if (ImGui::MenuItem("Save As...", shortcutText(Shortcut::SaveAs), false, document != nullptr))
      request.saveAs = true;
    ImGui::Separator();
    if (ImGui::MenuItem("Quit")) request.quit = true;
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Edit")) {
    const bool canUndo = document && document->history().canUndo();
    const bool canRedo = document && document->history().canRedo();
    const std::string undo = canUndo ? "Undo " + document->history().undoLabel() : "Undo";
    const std::string redo = canRedo ? "Redo " + document->history().redoLabel() : "Redo";
    if (ImGui::MenuItem(undo.c_str(), shortcutText(Shortcut::Undo), false, canUndo))
      request.undo = true;
    if (ImGui::MenuItem(redo.c_str(), shortcutText(Shortcut::Redo), false, canRedo))
      request.redo = true;
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Battle")) {
    if (ImGui::MenuItem("Save battle...", nullptr, false, hotSeatBattle)) request.saveBattle = true;
    tooltip("Save the hot-seat battle half-way: its set-up, seed and every order so far");
    if (ImGui::MenuItem("Open battle...")) request.openBattle = true;
    tooltip("Reopen a saved hot-seat battle: replayed through the engine and checked");
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("View")) {
    for (Panel* panel : panels) {
      const bool help = panel->key() == "help";
      ImGui::MenuItem(panel->title().c_str(), help ? shortcutText(Shortcut::Help) : nullptr,
                      &panel->openFlag());
    }
    ImGui::Separator();
    if (ImGui::MenuItem("Fit map")) request.fitMap = true;
    float scale = static_cast<float>(uiScale);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
    if (ImGui::SliderFloat("UI scale", &scale, 0.5f, 3.0f, "%.2f"))
      request.uiScale = static_cast<double>(scale);
    tooltip("Make text and widgets larger or smaller (saved with the window layout)");
    ImGui::EndMenu();
  }
  ImGui::EndMainMenuBar();
  return request;
}

}  // namespace hfg
