// The campaign runner panel: start, open and save, the top strip, the hand-over cover, the tabs.
#include "editor/campaign/campaign_panel.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <string>

#include "core/io/campaign_io.h"
#include "editor/campaign/campaign_files.h"
#include "editor/campaign/campaign_mail.h"
#include "editor/shell/document.h"
#include "editor/shell/ui_targets.h"
#include "editor/shell/user_data.h"

namespace hfg {

CampaignPanel::CampaignPanel() : Panel("campaign", "Campaign") {
  setOpen(false);
  m_map.setOnNodeClicked([this](const std::string& node) { orderDestination(node); });
}

void CampaignPanel::start(const Scenario& scenario) {
  m_session = std::make_unique<CampaignSession>(scenario);
  m_messages.clear();
  m_statePath.clear();
  m_savedDay = 0;
  forgetPlay();
}

void CampaignPanel::openState(const Scenario& scenario, const std::filesystem::path& file) {
  try {
    m_session = std::make_unique<CampaignSession>(scenario, loadCampaignState(file));
    m_messages.clear();
    m_statePath = file.string();
    m_savedDay = m_session->state().day;
    forgetPlay();
    if (m_onSaved) m_onSaved(file);
    if (m_reopenBattle)
      if (std::string said = m_reopenBattle(scenario, file); !said.empty())
        m_messages.push_back(std::move(said));
  } catch (const std::exception& error) {
    m_messages = {error.what()};
  }
}

std::filesystem::path CampaignPanel::saveTarget() const {
  if (!m_statePath.empty()) return m_statePath;
  return newCampaignStatePath(m_documentPath);
}

std::string CampaignPanel::saveState(const std::filesystem::path& file) {
  if (!m_session) return "No campaign is running.";
  if (!m_session->canSave())
    return "Save at dawn: the day's orders are being carried out and are not in the state.";
  try {
    CampaignState state = m_session->state();
    std::filesystem::create_directories(file.parent_path().empty() ? "." : file.parent_path());
    // A state names its scenario below its own folder: the original when it is there, else the
    // campaign's own copy beside the state (a new campaign in the user's data folder).
    std::string note;
    state.scenarioFile = scenarioFileForState(m_session->scenario(), m_documentPath, file, note);
    saveCampaignState(state, file);
    m_statePath = file.string();
    m_savedDay = state.day;
    if (m_onSaved) m_onSaved(file);
    const std::string battle = m_keepBattle ? m_keepBattle(file) : std::string();
    return "Saved " + file.string() + (note.empty() ? "" : "; " + note) +
           (battle.empty() ? "" : "; " + battle);
  } catch (const std::exception& error) {
    return std::string("Could not save: ") + error.what();
  }
}

void CampaignPanel::autosaveAtDawn() {
  // A day run to its end is saved at the new dawn (the only time a state can be saved), to the
  // campaign's file or a new one in the user's data folder, never beside the scenario.
  if (!m_autosave || !m_session || !m_session->canSave()) return;
  if (m_session->state().day <= m_savedDay || m_session->state().day <= 1) return;
  m_messages = {"Autosave: " + saveState(saveTarget())};
}

std::optional<ImVec2> CampaignPanel::buttonCentre(const std::string& label) const {
  auto it = m_buttons.find(label);
  if (it == m_buttons.end()) return std::nullopt;
  return ImVec2{(it->second.first.x + it->second.second.x) / 2,
                (it->second.first.y + it->second.second.y) / 2};
}

void CampaignPanel::setElementStatus(const std::string& element, ElementStatus status) {
  m_elementStatus[element] = static_cast<int>(status);
}

void CampaignPanel::fillResultForm(const BattleResult& result, std::string note) {
  m_formBattle = result.battle;
  m_elementStatus.clear();
  m_resultErrors.clear();
  for (const BattleElementResult& e : result.elements)
    m_elementStatus[e.element] = static_cast<int>(e.status);
  setWinner(result.winner);
  m_bounds = result.boundsFought;
  m_formNote = std::move(note);
}

void CampaignPanel::setWinner(const std::string& side) {
  m_winner = 0;
  if (!m_session) return;
  const auto awaiting = battlesAwaitingResult(m_session->state());
  if (awaiting.empty()) return;
  const BattleMeeting& battle = *awaiting.front();
  if (side == battle.defenderSide) m_winner = 1;
  if (side == battle.attackerSide) m_winner = 2;
}

std::string CampaignPanel::formWinner() const {
  if (m_winner == 0 || !m_session || m_session->state().pendingBattles.empty()) return {};
  const BattleMeeting& battle = m_session->state().pendingBattles.front();
  return m_winner == 1 ? battle.defenderSide : battle.attackerSide;
}

bool CampaignPanel::button(const char* label, bool enabled, const char* disabledTip) {
  if (!enabled) ImGui::BeginDisabled();
  const bool pressed = ImGui::Button(label);
  if (!enabled) ImGui::EndDisabled();
  m_buttons[label] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
  UiTargets::instance().recordLastItem(label);
  if (!enabled && disabledTip && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", disabledTip);
  return pressed && enabled;
}

void CampaignPanel::drawContent(Document& document) {
  m_documentPath = document.path();
  m_buttons.clear();
  if (!m_session) {
    drawStart(document);
    return;
  }
  autosaveAtDawn();
  drawStrip();
  if (m_session->phase() != SeatPhase::HandOver) drawSaveRow();
  switch (m_session->phase()) {
    case SeatPhase::HandOver: drawHandOver(); return;  // nothing of either side shows
    case SeatPhase::Battles: drawBattles(); return;
    case SeatPhase::Finished:
      ImGui::TextUnformatted("The campaign has ended (last day passed).");
      return;
    case SeatPhase::Orders: break;
  }
  // The day just run is animated once per side when its screen opens (its own forces only).
  m_map.animateYesterdayOnce();
  drawMapControls();
  drawTabs(m_session->view());
}

void CampaignPanel::drawTabs(const SideView& view) {
  if (!ImGui::BeginTabBar("campaign-tabs")) return;
  if (ImGui::BeginTabItem("Orders")) {
    drawOrders(view);
    ImGui::EndTabItem();
  }
  if (ImGui::BeginTabItem("Dispatch")) {
    drawDispatch();
    ImGui::EndTabItem();
  }
  if (ImGui::BeginTabItem("Log")) {
    drawLog(view);
    ImGui::EndTabItem();
  }
  const bool mail =
      ImGui::BeginTabItem("Mail", nullptr, m_showMail ? ImGuiTabItemFlags_SetSelected : 0);
  m_showMail = false;
  m_buttons["tab:Mail"] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};  // for tests' clicks
  if (mail) {
    drawMail();
    ImGui::EndTabItem();
  }
  ImGui::EndTabBar();
}

void CampaignPanel::drawMapControls() {
  ImGui::TextDisabled("Your map is the Map panel: click a filled marker, then a node.");
  // The period slider: yesterday's movement, period by period, for the side's own forces.
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
  const char* names[] = {"yesterday morning", "yesterday afternoon", "yesterday night"};
  int value = m_map.replayPeriod() + 1;
  if (ImGui::SliderInt("##replay", &value, 0, m_session->state().day > 1 ? 3 : 0,
                       value == 0 ? "now" : names[value - 1]))
    m_map.setReplayPeriod(value - 1);
  ImGui::SameLine();
  ImGui::TextUnformatted("replay");
  CampaignAnimation& animation = m_map.animation();
  if (animation.empty()) return;
  ImGui::SameLine();
  if (!animation.finished()) {
    if (button("Skip animation")) animation.skip();
  } else if (button("Animate yesterday")) {
    animation.setProgressPeriods(0);
    m_map.setReplayPeriod(-1);
  }
}

void CampaignPanel::drawStart(Document& document) {
  ImGui::TextWrapped(
      "Play the campaign of the open scenario, two players at one screen. The "
      "Campaign menu has the same: New campaign (Ctrl+Shift+N), Open, Continue.");
  if (button("Start campaign")) start(document.scenario());
  ImGui::Separator();
  char path[512];
  std::snprintf(path, sizeof path, "%s", m_statePath.c_str());
  if (ImGui::InputText("Campaign state file", path, sizeof path)) m_statePath = path;
  if (button("Open campaign state", !m_statePath.empty()))
    openState(document.scenario(), m_statePath);
  for (const std::string& message : m_messages) ImGui::TextWrapped("%s", message.c_str());
}

void CampaignPanel::drawStrip() {
  const CampaignState& state = m_session->state();
  const Weather& weather = state.weather;
  const std::string text = "Day " + std::to_string(state.day) + "  |  " +
                           std::string(periodName(state.period)) + "  |  " +
                           (weather.raining ? "Rain" : "Fair") +
                           (weather.roadsAffected ? ", roads muddy" : "") + "  |  " +
                           (m_session->phase() == SeatPhase::Battles
                                ? std::string("Battles to settle")
                                : "Orders: " + m_session->sideName(m_session->seatSide()));
  const ImVec2 start = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float height = ImGui::GetTextLineHeight() + 8;
  ImGui::GetWindowDrawList()->AddRectFilled(start, {start.x + width, start.y + height},
                                            IM_COL32(50, 60, 80, 255), 3.0f);
  ImGui::SetCursorScreenPos({start.x + 6, start.y + 4});
  ImGui::TextUnformatted(text.c_str());
  ImGui::SetCursorScreenPos({start.x, start.y + height + 4});
}

void CampaignPanel::drawSaveRow() {
  // Saved to the campaign's file, or a new one in the user's data folder (Campaign > Save as to
  // choose another place).
  if (button("Save campaign", m_session->canSave(),
             "save at dawn: the day's orders are being carried out"))
    m_messages = {saveState(saveTarget())};
  ImGui::SameLine();
  const std::string target = saveTarget().string();
  ImGui::TextDisabled("%s", target.c_str());
  for (const std::string& message : m_messages) ImGui::TextWrapped("%s", message.c_str());
}

void CampaignPanel::drawHandOver() {
  // A cover over the whole work area, above every other window, so the next player sees
  // nothing of the last. The menu bar stays usable (Campaign > Save at the hand-over); it shows
  // nothing of either side.
  const auto* viewport = static_cast<ImGuiViewportP*>(ImGui::GetMainViewport());
  const ImRect work = viewport->GetBuildWorkRect();
  ImGui::SetNextWindowPos(work.Min);
  ImGui::SetNextWindowSize(work.GetSize());
  if (!ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
    ImGui::SetNextWindowFocus();  // not while a menu is open: focusing would close it
  ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(20, 24, 32, 255));
  ImGui::Begin(
      "##handover", nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  const std::string text =
      "Pass to " + m_session->sideName(m_session->seatSide()) + " - click when ready";
  const ImVec2 size = ImGui::GetWindowSize();
  const ImVec2 textSize = ImGui::CalcTextSize(text.c_str());
  ImGui::SetCursorPos({(size.x - textSize.x) / 2 - 20, size.y / 2 - 30});
  ImGui::SetWindowFontScale(1.0f);
  if (ImGui::Button(text.c_str(), {textSize.x + 40, 60})) m_session->reveal();
  m_buttons["handover"] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
  UiTargets::instance().recordLastItem("handover");
  const std::string sub =
      "Day " + std::to_string(m_session->state().day) + ": the other side's orders are hidden.";
  ImGui::SetCursorPos({(size.x - ImGui::CalcTextSize(sub.c_str()).x) / 2, size.y / 2 + 40});
  ImGui::TextUnformatted(sub.c_str());
  ImGui::End();
  ImGui::PopStyleColor();
}

}  // namespace hfg
