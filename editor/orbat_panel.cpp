// Draws each side's orbat as a tree, read from the document every frame.
#include "editor/orbat_panel.h"

#include <imgui.h>

#include <optional>

#include "editor/document.h"
#include "editor/map_style.h"
#include "editor/orbat_labels.h"

namespace hfg {
namespace {

ImVec4 toColour(PackedColour c) { return ImGui::ColorConvertU32ToFloat4(c); }

// Expand all / Collapse all: applied to every tree node drawn this frame.
void applyExpand(const std::optional<bool>& expand) {
  if (expand) ImGui::SetNextItemOpen(*expand);
}

void drawCommand(const Command& command, const std::optional<bool>& expand) {
  // Ids keep tree state stable when two commands share a display name.
  ImGui::PushID(command.id.c_str());
  const std::string label = commandLabel(command);
  applyExpand(expand);
  if (ImGui::TreeNodeEx("##command", ImGuiTreeNodeFlags_SpanAvailWidth, "%s", label.c_str())) {
    for (const auto& element : command.elements) {
      ImGui::PushID(element.id.c_str());
      const std::string text = elementLabel(element);
      ImGui::TreeNodeEx("##element",
                        ImGuiTreeNodeFlags_Leaf | ImGuiTreeNodeFlags_NoTreePushOnOpen |
                            ImGuiTreeNodeFlags_Bullet | ImGuiTreeNodeFlags_SpanAvailWidth,
                        "%s", text.c_str());
      if (!element.notes.empty() && ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", element.notes.c_str());
      ImGui::PopID();
    }
    ImGui::TreePop();
  }
  ImGui::PopID();
}

}  // namespace

OrbatPanel::OrbatPanel() : Panel("orbat", "Order of battle") {}

int OrbatPanel::windowFlags() const { return ImGuiWindowFlags_HorizontalScrollbar; }

void OrbatPanel::drawContent(Document& document) {
  const Scenario& scenario = document.scenario();
  std::optional<bool> expand;
  if (ImGui::SmallButton("Expand all")) expand = true;
  ImGui::SameLine();
  if (ImGui::SmallButton("Collapse all")) expand = false;
  ImGui::SameLine();
  if (ImGui::SmallButton("Copy as text")) m_copyPending = true;
  ImGui::Separator();
  if (m_copyPending) {
    // ImGui's logger captures the text of every widget until End() and opens tree nodes down to
    // this depth: side, army, command, element.
    constexpr int kTreeLevels = 4;
    ImGui::LogToClipboard(kTreeLevels);
    m_copyPending = false;
  }
  if (scenario.sides.empty()) {
    ImGui::TextDisabled("This scenario has no sides.");
    return;
  }
  for (const auto& scenarioSide : scenario.sides) {
    const Side& side = scenarioSide.orbat;
    ImGui::PushID(side.id.c_str());
    // A swatch in the side's colour before its name.
    ImGui::ColorButton("##colour", toColour(parseHexColour(side.colour)),
                       ImGuiColorEditFlags_NoTooltip | ImGuiColorEditFlags_NoPicker,
                       {ImGui::GetTextLineHeight(), ImGui::GetTextLineHeight()});
    ImGui::SameLine();
    const std::string label = sideLabel(side);
    applyExpand(expand);
    if (ImGui::TreeNodeEx("##side", ImGuiTreeNodeFlags_DefaultOpen, "%s", label.c_str())) {
      for (const auto& army : side.armies) {
        ImGui::PushID(army.id.c_str());
        const std::string armyText = armyLabel(army);
        applyExpand(expand);
        if (ImGui::TreeNodeEx("##army", ImGuiTreeNodeFlags_DefaultOpen, "%s", armyText.c_str())) {
          for (const auto& command : army.commands) drawCommand(command, expand);
          ImGui::TreePop();
        }
        ImGui::PopID();
      }
      ImGui::TreePop();
    }
    ImGui::PopID();
    ImGui::Spacing();
  }
}

}  // namespace hfg
