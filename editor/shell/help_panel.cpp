// Help text drawn from the same tables as the toolbar and menus, so it cannot drift from them.
#include "editor/shell/help_panel.h"

#include <imgui.h>

#include "editor/shell/key_map.h"
#include "editor/map/map_tools.h"

namespace hfg {
namespace {

void row(const char* keys, const char* what) {
  ImGui::TableNextRow();
  ImGui::TableSetColumnIndex(0);
  ImGui::TextUnformatted(keys);
  ImGui::TableSetColumnIndex(1);
  ImGui::TextWrapped("%s", what);
}

void heading(const char* text) {
  ImGui::Spacing();
  ImGui::TextColored(ImGui::GetStyleColorVec4(ImGuiCol_PlotLinesHovered), "%s", text);
  ImGui::Separator();
}

void drawHelp() {
  ImGui::TextWrapped(
      "Build a campaign: draw the stage network on the Map (nodes and links, C-1..C-3), add "
      "terrain, fill each side's Order of battle, then place forces, reinforcements and "
      "objectives in the Scenario panel. Every edit can be undone; the Undo history panel "
      "lists them.");
  ImGui::Spacing();
  heading("Map tools");
  if (ImGui::BeginTable("##tools", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
    ImGui::TableSetupColumn("Key", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 9);
    ImGui::TableSetupColumn("Tool");
    for (const MapToolInfo& info : mapTools()) {
      const char key[2] = {info.key, 0};
      row(key, info.tooltip);
    }
    row("Right drag", "Pan the map (also middle drag or the arrow keys).");
    row("Wheel", "Zoom towards the cursor.");
    ImGui::EndTable();
  }
  heading("Shortcuts");
  if (ImGui::BeginTable("##keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
    ImGui::TableSetupColumn("Key", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 9);
    ImGui::TableSetupColumn("Does");
    row(shortcutText(Shortcut::New), "New, empty scenario");
    row(shortcutText(Shortcut::Open), "Open a scenario with the file browser");
    row(shortcutText(Shortcut::Save), "Save (asks for a file the first time)");
    row(shortcutText(Shortcut::SaveAs), "Save under another name");
    row(shortcutText(Shortcut::Undo), "Undo the last edit");
    row(shortcutText(Shortcut::Redo), "Redo (also Ctrl+Shift+Z)");
    row(shortcutText(Shortcut::Delete), "Delete the selected node, link, feature or vertex");
    row(shortcutText(Shortcut::Escape), "Cancel the link or feature being drawn, or deselect");
    row("Enter", "Finish the terrain feature being drawn");
    row(shortcutText(Shortcut::Help), "Show or hide this help");
    row(shortcutText(Shortcut::CampaignNew), "New campaign from the open scenario");
    row(shortcutText(Shortcut::CampaignOpen), "Open a saved campaign");
    row(shortcutText(Shortcut::CampaignContinue), "Continue the last campaign");
    row(shortcutText(Shortcut::CampaignSave), "Save the campaign (Shift+F5: save as)");
    row(shortcutText(Shortcut::CampaignExport), "Export a side's view for email");
    row(shortcutText(Shortcut::CampaignImport), "Import signed orders");
    row(shortcutText(Shortcut::CampaignResult), "Apply a battle result");
    ImGui::EndTable();
  }
  heading("Saving");
  ImGui::TextWrapped(
      "Unsaved changes are autosaved every few minutes to a <file>.autosave folder beside it; "
      "after a crash, "
      "opening the file offers to recover them. Window layout, recent files and the UI scale "
      "are kept in <file>.editor beside the scenario, never inside it.");
}

}  // namespace

HelpPanel::HelpPanel() : Panel("help", "Help") { setOpen(false); }

void HelpPanel::drawContent(Document& document) {
  (void)document;
  drawHelp();
}

void HelpPanel::drawEmpty() { drawHelp(); }

}  // namespace hfg
