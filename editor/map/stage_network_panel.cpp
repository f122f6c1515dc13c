// Node and link properties edited through core/edit operations; warnings from core/rules.
#include "editor/map/stage_network_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <cstdio>

#include "core/edit/map_edits.h"
#include "core/rules/stage_network_check.h"
#include "editor/shell/document.h"
#include "editor/map/map_editor.h"
#include "editor/map/network_build.h"

namespace hfg {
namespace {

constexpr const char* kLinkKindNames[] = {"Good road", "Bad road", "Railway", "Water"};
constexpr const char* kBridgeNames[] = {"No bridge", "Bridge intact", "Bridge broken"};

void tooltip(const char* text) {
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

std::string nodeLabel(const StageMap& map, const std::string& id) {
  const StageNode* node = map.findNode(id);
  return node && !node->name.empty() ? node->name : id;
}

}  // namespace

StageNetworkPanel::StageNetworkPanel(MapEditor& editor)
    : Panel("network", "Stage network"), m_editor(editor) {}

void StageNetworkPanel::drawContent(Document& document) {
  const StageMap& map = document.scenario().map;
  ImGui::Text("%zu nodes, %zu links", map.nodes.size(), map.links.size());
  ImGui::Separator();
  // Looked up only when selected: a large map has thousands of nodes and links.
  if (!m_editor.selection().node.empty() && map.findNode(m_editor.selection().node))
    drawNode(document);
  else if (!m_editor.selection().link.empty() && map.findLink(m_editor.selection().link))
    drawLink(document);
  else {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped(
        "Select a node or link on the map (Select tool, S), or add nodes and links with the map "
        "tools.");
    ImGui::PopStyleColor();
  }
  if (!document.lastError().empty()) {
    ImGui::TextColored({1, 0.45f, 0.35f, 1}, "%s", document.lastError().c_str());
  }
  ImGui::Separator();
  drawWarnings(document);
  ImGui::Separator();
  drawBuild(document);
}

void StageNetworkPanel::startBuild(const Document& document) {
  m_buildMessage.clear();
  m_buildFailed = false;
  m_buildSerial = document.serial();
  // The worker gets its own copy: the document may change while it runs.
  m_buildJob.start("Network build", [map = document.scenario().map,
                                     settings = m_buildSettings](const maps::ProgressFn& progress) {
    return buildNetworkFromRoads(map, settings, progress);
  });
}

bool StageNetworkPanel::pollBuild(Document& document) {
  if (!m_buildJob.finished()) return false;
  std::optional<StageMap> built = m_buildJob.takeResult();
  if (!built) {
    m_buildMessage = m_buildJob.error();
    m_buildFailed = true;
    return false;
  }
  if (document.serial() != m_buildSerial) {
    m_buildMessage = "The build finished after another scenario was opened; it was not applied.";
    m_buildFailed = true;
    return false;
  }
  if (!document.edit(replaceNetworkOperation(document.scenario(), *built))) {
    m_buildMessage = document.lastError();
    m_buildFailed = true;
    return false;
  }
  m_editor.clearSelection();
  m_buildMessage = "Built " + std::to_string(built->nodes.size()) + " nodes and " +
                   std::to_string(built->links.size()) + " links (Ctrl+Z undoes it).";
  m_buildFailed = false;
  return true;
}

void StageNetworkPanel::drawBuild(Document& document) {
  pollBuild(document);
  if (!ImGui::CollapsingHeader("Build from roads")) return;
  ImGui::TextWrapped(
      "Nodes at named places and road junctions, links along the roads between them (C-1..C-3). "
      "Replaces the current nodes and links; forces at a removed node move to the nearest new "
      "one.");
  float stageKm = static_cast<float>(m_buildSettings.targetStageMetres / 1000.0);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  if (ImGui::InputFloat("Stage length (km)", &stageKm, 0.5f, 2.0f, "%.1f") && stageKm >= 0.1f)
    m_buildSettings.targetStageMetres = stageKm * 1000.0;
  tooltip("C-1: one stage is notionally 12 km; a small region may use less");
  float mergeKm = static_cast<float>(m_buildSettings.mergeFraction *
                                     m_buildSettings.targetStageMetres / 1000.0);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  if (ImGui::InputFloat("Merge places within (km)", &mergeKm, 0.1f, 1.0f, "%.1f") && mergeKm >= 0)
    m_buildSettings.mergeFraction = mergeKm * 1000.0 / m_buildSettings.targetStageMetres;
  tooltip("Places and junctions closer than this become one node (a town outranks a village)");
  float step = static_cast<float>(m_buildSettings.stageStep);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  if (ImGui::InputFloat("Round stages to", &step, 0.5f, 0.5f, "%.1f") && step >= 0.1f)
    m_buildSettings.stageStep = step;
  tooltip("Link lengths in stages are rounded to this step, and are at least one step");
  if (m_buildJob.running()) {
    ImGui::ProgressBar(static_cast<float>(m_buildJob.fraction()), {-ImGui::GetFontSize() * 5, 0},
                       m_buildJob.stage().c_str());
    ImGui::SameLine();
    if (ImGui::Button("Cancel##build")) m_buildJob.cancel();
  } else if (ImGui::Button("Build from roads")) {
    startBuild(document);
  }
  if (!m_buildMessage.empty()) {
    if (m_buildFailed)
      ImGui::TextColored({1, 0.45f, 0.35f, 1}, "%s", m_buildMessage.c_str());
    else
      ImGui::TextWrapped("%s", m_buildMessage.c_str());
  }
}

void StageNetworkPanel::drawNode(Document& document) {
  const StageMap& map = document.scenario().map;
  const StageNode& node = *map.findNode(m_editor.selection().node);
  ImGui::Text("Node %s", node.id.c_str());
  if (m_nameEditFor != node.id || !ImGui::IsAnyItemActive()) {
    m_nameEdit = node.name;
    m_nameEditFor = node.id;
  }
  ImGui::InputText("Name", &m_nameEdit);
  // One undo step per rename, when the field is left, not one per keystroke.
  if (ImGui::IsItemDeactivatedAfterEdit() && m_nameEdit != node.name)
    document.edit(renameNode(map, node.id, m_nameEdit));
  tooltip("The place name shown on the map and in reports");
  ImGui::Text("Position: %.0f, %.0f m", node.position.x, node.position.y);
  ImGui::TextDisabled("Drag the node on the map to move it.");

  const auto links = map.linksAt(node.id);
  ImGui::Text("%zu link(s):", links.size());
  for (const StageLink* link : links) {
    ImGui::PushID(link->id.c_str());
    char stages[32];
    std::snprintf(stages, sizeof stages, "%g", link->stages);
    const std::string text = nodeLabel(map, link->otherEnd(node.id)) + " (" +
                             kLinkKindNames[static_cast<int>(link->kind)] + ", " + stages +
                             " stages)";
    if (ImGui::Selectable(text.c_str())) {
      MapSelection sel;
      sel.link = link->id;
      m_editor.select(sel);
    }
    tooltip("Select this link");
    ImGui::PopID();
  }

  ImGui::Spacing();
  const std::string preview = m_mergeWith.empty() ? "(choose a node)" : nodeLabel(map, m_mergeWith);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
  if (ImGui::BeginCombo("##merge", preview.c_str())) {
    for (const auto& other : map.nodes) {
      if (other.id == node.id) continue;
      if (ImGui::Selectable((nodeLabel(map, other.id) + "##" + other.id).c_str(),
                            other.id == m_mergeWith))
        m_mergeWith = other.id;
    }
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(m_mergeWith.empty() || !map.findNode(m_mergeWith));
  if (ImGui::Button("Merge into this node")) {
    document.edit(mergeNodes(document.scenario(), node.id, m_mergeWith));
    m_mergeWith.clear();
  }
  ImGui::EndDisabled();
  tooltip("Fold the chosen node into this one: its links, forces and objectives move here");
  if (ImGui::Button("Delete node")) m_editor.deleteSelection(document);
  tooltip("Delete this node and its links (Delete)");
}

void StageNetworkPanel::drawLink(Document& document) {
  const StageMap& map = document.scenario().map;
  const StageLink& link = *map.findLink(m_editor.selection().link);
  ImGui::Text("Link %s: %s - %s", link.id.c_str(), nodeLabel(map, link.from).c_str(),
              nodeLabel(map, link.to).c_str());
  int kind = static_cast<int>(link.kind);
  if (ImGui::Combo("Kind", &kind, kLinkKindNames, IM_ARRAYSIZE(kLinkKindNames)))
    document.edit(setLinkKind(map, link.id, static_cast<LinkKind>(kind)));
  tooltip("C-2: good or bad road, railway (stations at both ends) or water (ports)");
  double stages = link.stages;
  if (ImGui::InputDouble("Stages", &stages, 0.5, 1.0, "%.1f",
                         ImGuiInputTextFlags_EnterReturnsTrue) &&
      stages > 0)
    document.edit(setLinkStages(map, link.id, stages));
  tooltip("C-1: length in stages (one stage is about 12 km of road)");
  int bridge = static_cast<int>(link.bridge);
  if (ImGui::Combo("Bridge", &bridge, kBridgeNames, IM_ARRAYSIZE(kBridgeNames)))
    document.edit(setLinkBridge(map, link.id, static_cast<BridgeState>(bridge)));
  tooltip("C-3: a road crossing a major river by a bridge, intact or broken");
  if (ImGui::Button("Delete link")) m_editor.deleteSelection(document);
  tooltip("Delete this link (Delete)");
}

void StageNetworkPanel::drawWarnings(Document& document) {
  const StageMap& map = document.scenario().map;
  const auto& warnings = m_warnings.get(
      document, [](const Scenario& s) { return stageNetworkWarnings(s.map, "map"); });
  if (warnings.empty()) {
    ImGui::TextColored({0.5f, 0.85f, 0.5f, 1}, "No network warnings.");
    return;
  }
  ImGui::Text("%zu warning(s):", warnings.size());
  for (std::size_t i = 0; i < warnings.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    const Problem& p = warnings[i];
    const std::string text = p.where.substr(p.where.find(": ") + 2) + ": " + p.message;
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4{1.0f, 0.8f, 0.35f, 1});
    ImGui::TextWrapped("%s", text.c_str());
    const bool clicked = ImGui::IsItemClicked();
    ImGui::PopStyleColor();
    tooltip("Click to select it on the map");
    if (clicked) {
      // "map: nodes[3] ..." or "map: links[2] ...": select what the warning names.
      const auto open = p.where.find('['), close = p.where.find(']');
      const std::size_t index = std::stoul(p.where.substr(open + 1, close - open - 1));
      MapSelection sel;
      if (p.where.find("nodes[") != std::string::npos && index < map.nodes.size())
        sel.node = map.nodes[index].id;
      else if (index < map.links.size())
        sel.link = map.links[index].id;
      m_editor.select(sel);
    }
    ImGui::PopID();
  }
}

}  // namespace hfg
