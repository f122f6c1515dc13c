// Scenario settings and placements, edited through core/edit; problems from scenario validation.
#include "editor/orbat/scenario_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include "core/edit/locate.h"
#include "core/edit/scenario_edits.h"
#include "core/rules/scenario_validation.h"
#include "editor/shell/document.h"
#include "editor/map/map_query.h"

namespace hfg {
namespace {

const ImVec4 kProblemColour{1.0f, 0.62f, 0.3f, 1.0f};

void tooltip(const char* text) {
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

std::string nodeName(const NodeIndex& nodes, const std::string& id) {
  const StageNode* node = nodes.find(id);
  return node ? (node->name.empty() ? node->id : node->name) : id + " (missing)";
}

/// A combo of map nodes; returns true and sets `nodeId` when the user picks another.
bool nodeCombo(const char* label, const StageMap& map, const NodeIndex& nodes,
               std::string& nodeId) {
  bool changed = false;
  if (ImGui::BeginCombo(label, nodeName(nodes, nodeId).c_str())) {
    for (const auto& node : map.nodes) {
      const std::string text = (node.name.empty() ? node.id : node.name) + "##" + node.id;
      if (ImGui::Selectable(text.c_str(), node.id == nodeId) && node.id != nodeId) {
        nodeId = node.id;
        changed = true;
      }
    }
    ImGui::EndCombo();
  }
  return changed;
}

bool sideCombo(const char* label, const Scenario& scenario, std::string& sideId, bool allowNone) {
  bool changed = false;
  const Side* current = scenario.findSide(sideId);
  const std::string preview = current ? current->name : (sideId.empty() ? "(none)" : sideId);
  if (ImGui::BeginCombo(label, preview.c_str())) {
    if (allowNone && ImGui::Selectable("(none)", sideId.empty()) && !sideId.empty()) {
      sideId.clear();
      changed = true;
    }
    for (const auto& s : scenario.sides)
      if (ImGui::Selectable(s.orbat.name.c_str(), s.orbat.id == sideId) && s.orbat.id != sideId) {
        sideId = s.orbat.id;
        changed = true;
      }
    ImGui::EndCombo();
  }
  return changed;
}

std::string commandNames(const Scenario& scenario, const std::vector<std::string>& ids) {
  std::string out;
  for (const auto& id : ids) {
    const Side* side = scenario.sideOfCommand(id);
    const Command* c = side ? side->findCommand(id) : nullptr;
    out += (out.empty() ? "" : ", ") + (c ? c->name : id + " (missing)");
  }
  return out;
}

bool placed(const Scenario& scenario, const std::string& commandId) {
  for (const auto& f : scenario.startPositions)
    for (const auto& c : f.commands)
      if (c == commandId) return true;
  for (const auto& r : scenario.reinforcements)
    for (const auto& c : r.force.commands)
      if (c == commandId) return true;
  return false;
}

}  // namespace

ScenarioPanel::ScenarioPanel() : Panel("scenario", "Scenario") {}

void ScenarioPanel::drawContent(Document& document) {
  // Fields take what is left after room for their labels.
  ImGui::PushItemWidth(-ImGui::GetFontSize() * 8);
  if (ImGui::CollapsingHeader("Settings", ImGuiTreeNodeFlags_DefaultOpen)) drawSettings(document);
  if (ImGui::CollapsingHeader("Forces at the start (C-7)", ImGuiTreeNodeFlags_DefaultOpen))
    drawForces(document);
  if (ImGui::CollapsingHeader("Reinforcements", ImGuiTreeNodeFlags_DefaultOpen))
    drawReinforcements(document);
  if (ImGui::CollapsingHeader("Objectives", ImGuiTreeNodeFlags_DefaultOpen))
    drawObjectives(document);
  if (!document.lastError().empty())
    ImGui::TextColored(kProblemColour, "%s", document.lastError().c_str());
  const auto& problems =
      m_problems.get(document, [](const Scenario& s) { return validateScenario(s, "scenario"); });
  if (ImGui::CollapsingHeader(
          ("Problems (" + std::to_string(problems.size()) + ")###problems").c_str())) {
    for (const auto& p : problems) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextColored(kProblemColour, "%s", formatProblem(p).c_str());
      ImGui::PopTextWrapPos();
    }
    if (problems.empty()) ImGui::TextDisabled("None.");
  }
  ImGui::PopItemWidth();
}

void ScenarioPanel::drawSettings(Document& document) {
  const Scenario& scenario = document.scenario();
  ScenarioSettings settings = scenario.settings;
  bool changed = false;
  if (!m_dateEditing) m_dateEdit = formatDate(settings.startDate);
  ImGui::InputText("Start date", &m_dateEdit);
  m_dateEditing = ImGui::IsItemActive();
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    if (auto date = parseDate(m_dateEdit)) {
      settings.startDate = *date;
      changed = true;
    } else {
      m_dateEdit = formatDate(settings.startDate);
    }
  }
  tooltip("Day 1 of the campaign, YYYY-MM-DD; its year decides which troop types are allowed");
  changed |= ImGui::InputScalar("Seed", ImGuiDataType_U64, &settings.seed);
  tooltip("The dice seed: the same seed replays the same campaign");
  changed |= ImGui::InputInt("Intel lag (periods)", &settings.intelLagPeriods);
  tooltip("C-6: how many periods old the enemy positions a side sees are");
  changed |= ImGui::InputInt("Last day", &settings.lastDay);
  tooltip("The campaign ends after this day");
  changed |= sideCombo("Colonial side", scenario, settings.colonialSide, true);
  tooltip("C-15: the 'native' side of a colonial campaign, if any");
  constexpr const char* kTables[] = {"Standard 6x3", "Wide 9x3", "Paired 9x6"};
  int table = static_cast<int>(settings.tableSize);
  if (ImGui::Combo("Table size", &table, kTables, IM_ARRAYSIZE(kTables))) {
    settings.tableSize = static_cast<TableSize>(table);
    changed = true;
  }
  tooltip("hfg-battle.md 1.2: the battle table layout");
  if (settings.intelLagPeriods < 0) settings.intelLagPeriods = 0;
  if (settings.lastDay < 1) settings.lastDay = 1;
  if (changed) {
    document.edit(setSettings(settings));
    // Typing in a number field merges into one step; leaving the field ends it.
  }
  if (ImGui::IsItemDeactivated()) document.endDrag();
}

void ScenarioPanel::drawForces(Document& document) {
  const Scenario& scenario = document.scenario();
  const NodeIndex& nodes =
      m_nodes.get(document, [](const Scenario& s) { return NodeIndex(s.map); });
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("Drag a command from the Order of battle onto a node on the Map to place it.");
  ImGui::PopStyleColor();
  std::string remove;
  // Only the rows in view are laid out: a large scenario has a thousand forces. A row is a line
  // of text and a combo.
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(scenario.startPositions.size()),
                ImGui::GetTextLineHeightWithSpacing() + ImGui::GetFrameHeightWithSpacing());
  while (clipper.Step()) {
    for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
      const ForcePlacement& force = scenario.startPositions[static_cast<std::size_t>(row)];
      ImGui::PushID(force.id.c_str());
      const Side* side = scenario.findSide(force.side);
      ImGui::Text("%s (%s): %s", force.name.c_str(), side ? side->name.c_str() : force.side.c_str(),
                  commandNames(scenario, force.commands).c_str());
      std::string node = force.node;
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
      if (nodeCombo("At", scenario.map, nodes, node))
        document.edit(moveForce(scenario, force.id, node));
      tooltip("The node the force starts at");
      ImGui::SameLine();
      if (ImGui::SmallButton("Remove")) remove = force.id;
      tooltip("Take this force off the map");
      ImGui::PopID();
    }
  }
  if (scenario.startPositions.empty()) ImGui::TextDisabled("No forces placed yet.");
  if (!remove.empty()) document.edit(removeForce(scenario, remove));
}

void ScenarioPanel::drawReinforcements(Document& document) {
  const Scenario& scenario = document.scenario();
  const NodeIndex& nodes =
      m_nodes.get(document, [](const Scenario& s) { return NodeIndex(s.map); });
  std::optional<std::size_t> remove;
  for (std::size_t i = 0; i < scenario.reinforcements.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    Reinforcement r = scenario.reinforcements[i];
    ImGui::Text("%s: %s", r.force.name.c_str(), commandNames(scenario, r.force.commands).c_str());
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
    bool changed = ImGui::InputInt("Day", &r.day);
    tooltip("The day it enters the map, at dawn");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
    changed |= nodeCombo("Node", scenario.map, nodes, r.force.node);
    if (changed && r.day >= 1) document.edit(setReinforcement(scenario, i, r));
    ImGui::SameLine();
    if (ImGui::SmallButton("Remove")) remove = i;
    ImGui::PopID();
  }
  if (remove) document.edit(removeReinforcement(scenario, *remove));

  // A new reinforcement: any command not yet placed.
  const Command* chosen = nullptr;
  const Side* chosenSide = nullptr;
  for (const auto& s : scenario.sides)
    if (const Command* c = s.orbat.findCommand(m_newReinforcementCommand)) {
      chosen = c;
      chosenSide = &s.orbat;
    }
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 14);
  if (ImGui::BeginCombo("##newcommand", chosen ? chosen->name.c_str() : "(choose a command)")) {
    for (const auto& s : scenario.sides)
      for (const auto& army : s.orbat.armies)
        for (const auto& c : army.commands)
          if (!placed(scenario, c.id) &&
              ImGui::Selectable((c.name + "##" + c.id).c_str(), c.id == m_newReinforcementCommand))
            m_newReinforcementCommand = c.id;
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(!chosen || scenario.map.nodes.empty());
  if (ImGui::Button("Add reinforcement") && chosen) {
    Reinforcement r;
    r.day = 2;
    r.force.id = freshPlacementId(scenario);
    r.force.name = chosen->name;
    r.force.side = chosenSide->id;
    r.force.commands = {chosen->id};
    r.force.node = scenario.map.nodes.front().id;
    document.edit(addReinforcement(std::move(r)));
    m_newReinforcementCommand.clear();
  }
  ImGui::EndDisabled();
  tooltip("The command enters the map at a node at dawn of a day; set both above");
}

void ScenarioPanel::drawObjectives(Document& document) {
  const Scenario& scenario = document.scenario();
  const NodeIndex& nodes =
      m_nodes.get(document, [](const Scenario& s) { return NodeIndex(s.map); });
  std::optional<std::size_t> remove;
  for (std::size_t i = 0; i < scenario.objectives.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    Objective o = scenario.objectives[i];
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
    bool changed = nodeCombo("##node", scenario.map, nodes, o.node);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
    changed |= sideCombo("##side", scenario, o.side, false);
    tooltip("The side that scores for holding it");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5);
    changed |= ImGui::InputInt("pts", &o.points, 0);
    if (changed && o.points >= 0) document.edit(setObjective(scenario, i, o));
    ImGui::SameLine();
    if (ImGui::SmallButton("Remove")) remove = i;
    ImGui::PopID();
  }
  if (remove) document.edit(removeObjective(scenario, *remove));
  ImGui::BeginDisabled(scenario.map.nodes.empty() || scenario.sides.empty());
  if (ImGui::Button("Add objective")) {
    document.edit(
        addObjective({scenario.map.nodes.front().id, scenario.sides.front().orbat.id, 1}));
  }
  ImGui::EndDisabled();
  tooltip("A node a side scores points for holding (victory conditions)");
}

}  // namespace hfg
