// The menu bar; every item says its shortcut, so the menus double as a reference.
#include "editor/shell/main_menu.h"

#include <imgui.h>

#include "editor/shell/document.h"
#include "editor/shell/key_map.h"
#include "editor/shell/panel.h"
#include "editor/shell/ui_targets.h"

namespace hfg {
namespace {

void tooltip(const char* text) {
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

/// A menu item that a UI script can find by its label.
bool item(const char* label, const char* shortcut = nullptr, bool enabled = true) {
  const bool chosen = ImGui::MenuItem(label, shortcut, false, enabled);
  UiTargets::instance().recordLastItem(label);
  return chosen;
}

bool menu(const char* label, bool enabled = true) {
  const bool open = ImGui::BeginMenu(label, enabled);
  UiTargets::instance().recordLastItem(std::string("menu:") + label);
  return open;
}

}  // namespace

void MainMenu::drawCampaignMenu(const Document* document, const CampaignMenuState& campaign,
                                MenuRequest& request) {
  if (!menu("Campaign")) return;
  if (item("New campaign", shortcutText(Shortcut::CampaignNew), document != nullptr))
    request.campaignNew = true;
  tooltip(
      "Start the open scenario's campaign at the dawn of day 1 (C-4), hot seat; saved in your data "
      "folder");
  if (item("Open campaign...", shortcutText(Shortcut::CampaignOpen))) request.campaignOpen = true;
  tooltip("Go on from a saved campaign state");
  if (item("Continue", shortcutText(Shortcut::CampaignContinue), !campaign.recentCampaigns.empty()))
    request.campaignContinue = true;
  tooltip("Open the campaign saved last, with its scenario");
  ImGui::Separator();
  if (item("Save campaign", shortcutText(Shortcut::CampaignSave),
           campaign.running && campaign.canSave))
    request.campaignSave = true;
  tooltip("Save at dawn (the day's orders are not part of the state)");
  if (item("Save campaign as...", shortcutText(Shortcut::CampaignSaveAs),
           campaign.running && campaign.canSave))
    request.campaignSaveAs = true;
  ImGui::Separator();
  if (menu("Export a side for email", campaign.running)) {
    for (const auto& [id, name] : campaign.sides)
      if (item(("Export " + name + "'s view").c_str())) request.campaignExportSide = id;
    ImGui::EndMenu();
  }
  if (item("Import signed orders...", shortcutText(Shortcut::CampaignImport), campaign.running))
    request.campaignImport = true;
  if (item("Apply a battle result", shortcutText(Shortcut::CampaignResult), campaign.battleWaiting))
    request.campaignResult = true;
  tooltip("The result form of the battle waiting (C-28)");
  ImGui::EndMenu();
}

MenuRequest MainMenu::draw(const std::vector<Panel*>& panels, const Document* document,
                           const std::vector<std::string>& recentFiles, double uiScale,
                           bool hotSeatBattle, const CampaignMenuState& campaign) {
  MenuRequest request;
  if (!ImGui::BeginMainMenuBar()) return request;
  if (menu("File")) {
    if (ImGui::MenuItem("New", shortcutText(Shortcut::New))) request.newDocument = true;
    tooltip("Start an empty scenario");
    if (ImGui::MenuItem("Open...", shortcutText(Shortcut::Open))) request.open = true;
    tooltip("Choose a scenario file with the file browser");
    if (ImGui::BeginMenu("Open recent", !recentFiles.empty())) {
      for (const auto& path : recentFiles)
        if (ImGui::MenuItem(path.c_str())) request.openPath = path;
      ImGui::EndMenu();
    }
    if (menu("Recent campaigns", !campaign.recentCampaigns.empty())) {
      for (const auto& path : campaign.recentCampaigns)
        if (item(path.c_str())) request.campaignOpenPath = path;
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
    if (item("Quit")) request.quit = true;
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
  drawCampaignMenu(document, campaign, request);
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
  if (menu("Help")) {
    if (item("Welcome")) request.welcome = true;
    tooltip("The first-run panel: the tutorial campaign, the default campaign, the walkthrough");
    for (Panel* panel : panels)
      if (panel->key() == "help" && item("Help", shortcutText(Shortcut::Help)))
        panel->setOpen(true);
    ImGui::EndMenu();
  }
  ImGui::EndMainMenuBar();
  return request;
}

}  // namespace hfg
