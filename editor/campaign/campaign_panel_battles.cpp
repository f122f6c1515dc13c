// The campaign runner's battles: the meetings waiting for a result, the ways to fight them, the result form.
#include <filesystem>
#include <string>

#include "editor/campaign/campaign_panel.h"
#include "editor/campaign/campaign_table_print.h"

namespace hfg {
namespace {

const char* kStatusNames[] = {"present", "spent", "off table", "destroyed"};

/// "IR 27 (musketeers)" for an element id; a general's element (by command id) is "general of X".
std::string elementLabel(const Scenario& scenario, const std::string& id) {
  for (const ScenarioSide& side : scenario.sides)
    for (const Army& army : side.orbat.armies)
      for (const Command& command : army.commands) {
        if (command.id == id) return "general of " + command.name;
        for (const Element& element : command.elements)
          if (element.id == id) return element.name.empty() ? id : element.name;
      }
  return id;
}

}  // namespace

void CampaignPanel::drawBattles() {
  // C-20: a battle whose result is in and waits for its last period is not asked for again.
  const auto battles = battlesAwaitingResult(m_session->state());
  if (battles.empty()) return;
  ImGui::TextUnformatted("A meeting: battle waiting for its result (C-28)");
  for (const BattleMeeting* waiting : battles) {
    const BattleMeeting& battle = *waiting;
    const StageNode* node = m_session->scenario().map.findNode(battle.node);
    ImGui::BulletText("%s at %s, day %d: %s defends, %s attacks", battle.id.c_str(),
                      node ? node->name.c_str() : "a road", battle.day,
                      m_session->sideName(battle.defenderSide).c_str(),
                      m_session->sideName(battle.attackerSide).c_str());
  }
  const BattleMeeting& battle = *battles.front();
  if (m_formBattle != battle.id) {
    m_formBattle = battle.id;
    m_elementStatus.clear();
    m_resultErrors.clear();
    m_formNote.clear();
  }
  // Auto-resolve with the computer generals: watch the replay, or go straight to the result form.
  const bool canAuto = m_autoFactory && m_autoResolve;
  if (button("Auto-resolve: watch it", canAuto, "needs computer generals"))
    m_autoResolve(m_session->scenario(), battle, m_autoFactory, AutoResolveMode::Watch);
  ImGui::SameLine();
  if (button("Auto-resolve: result only", canAuto, "needs computer generals"))
    m_autoResolve(m_session->scenario(), battle, m_autoFactory, AutoResolveMode::ResultOnly);
  ImGui::SameLine();
  if (m_playHere) {
    if (button("Play it here")) m_playHere(m_session->scenario(), battle);
    ImGui::SameLine();
  }
  if (button("Fight on the table: print the plan")) {
    const auto folder =
        m_documentPath.empty() ? std::filesystem::current_path() : m_documentPath.parent_path();
    m_printMessage = printBattleTable(m_session->scenario(), battle, folder);
  }
  if (!m_printMessage.empty()) ImGui::TextWrapped("%s", m_printMessage.c_str());
  ImGui::Separator();
  drawResultForm(battle);
}

void CampaignPanel::drawResultForm(const BattleMeeting& battle) {
  ImGui::TextUnformatted("Result of the battle (typed in from the table, or filled in above)");
  if (!m_formNote.empty()) ImGui::TextColored({0.5f, 1, 0.5f, 1}, "%s", m_formNote.c_str());
  std::vector<const BattleForce*> forces;
  for (const BattleForce& force : battle.present) forces.push_back(&force);
  for (const BattleArrival& arrival : battle.arrivals) forces.push_back(&arrival.force);
  ImGui::BeginChild("result-elements", {0, ImGui::GetContentRegionAvail().y * 0.6f}, true);
  for (const BattleForce* force : forces) {
    const Force* campaignForce = m_session->state().findForce(force->force);
    ImGui::TextColored({0.6f, 0.8f, 1, 1}, "%s (%s)",
                       campaignForce ? campaignForce->name.c_str() : force->force.c_str(),
                       m_session->sideName(force->side).c_str());
    for (const std::string& element : force->elements) {
      ImGui::PushID((force->force + "/" + element).c_str());
      int& status = m_elementStatus[element];
      ImGui::SetNextItemWidth(130);
      ImGui::Combo("##status", &status, kStatusNames, 4);
      ImGui::SameLine();
      ImGui::TextUnformatted(elementLabel(m_session->scenario(), element).c_str());
      ImGui::PopID();
    }
  }
  ImGui::EndChild();
  const std::vector<std::string> sides = {battle.defenderSide, battle.attackerSide};
  const std::string winnerNames[] = {"undecided (nightfall)", m_session->sideName(sides[0]),
                                     m_session->sideName(sides[1])};
  const char* winnerItems[] = {winnerNames[0].c_str(), winnerNames[1].c_str(),
                               winnerNames[2].c_str()};
  ImGui::SetNextItemWidth(220);
  ImGui::Combo("winner", &m_winner, winnerItems, 3);
  ImGui::SetNextItemWidth(120);
  ImGui::InputInt("bounds fought", &m_bounds);
  ImGui::TextUnformatted("loser's rout (C-21):");
  ImGui::SameLine();
  ImGui::RadioButton("1 stage", &m_routStages, 1);
  ImGui::SameLine();
  ImGui::RadioButton("2 stages", &m_routStages, 2);
  if (button("Apply result")) {
    BattleResult result;
    result.battle = battle.id;
    for (const auto& [element, status] : m_elementStatus)
      if (status != 0) result.elements.push_back({element, static_cast<ElementStatus>(status)});
    result.winner = m_winner == 0 ? std::string() : sides[static_cast<std::size_t>(m_winner - 1)];
    result.boundsFought = m_bounds;
    result.routStages = m_routStages;
    const BattleMeeting fought = battle;  // `battle` lives in the state, which the result changes
    m_resultErrors = m_session->applyResult(result);
    if (m_resultErrors.empty()) {
      m_formBattle.clear();
      // C-21: the loser's forces still on the map are shown routing from the field.
      if (!result.winner.empty()) {
        const StageNode* node = m_session->scenario().map.findNode(fought.node);
        const Vec2 field = node ? node->position : fought.position;
        auto mark = [&](const BattleForce& force) {
          if (force.side != result.winner && m_session->state().findForce(force.force))
            m_map.addRout({force.force, field, fought.day});
        };
        for (const BattleForce& force : fought.present) mark(force);
        for (const BattleArrival& arrival : fought.arrivals) mark(arrival.force);
      }
    }
  }
  for (const std::string& error : m_resultErrors)
    ImGui::TextColored({0.8f, 0.1f, 0.1f, 1}, "%s", error.c_str());
}

}  // namespace hfg
