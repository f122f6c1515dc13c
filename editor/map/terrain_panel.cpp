// Terrain classes by colour (T-13 classes) and the selected feature's edits via core/edit.
#include "editor/map/terrain_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <string>

#include "core/edit/map_edits.h"
#include "editor/shell/document.h"
#include "editor/map/map_editor.h"
#include "editor/map/map_style.h"

namespace hfg {
namespace {

void swatch(TerrainClass terrain) {
  const ImVec4 colour =
      ImGui::ColorConvertU32ToFloat4(terrainColour(terrain) | IM_COL32(0, 0, 0, 255));
  const float size = ImGui::GetTextLineHeight();
  ImGui::ColorButton("##swatch", colour,
                     ImGuiColorEditFlags_NoTooltip | ImGuiColorEditFlags_NoPicker, {size, size});
  ImGui::SameLine();
}

/// A combo of every class with its colour; true when another was picked.
bool classCombo(const char* label, TerrainClass& terrain) {
  bool changed = false;
  const std::string current(displayNameOf(terrain));
  if (ImGui::BeginCombo(label, current.c_str())) {
    for (int i = 0; i < kTerrainClassCount; ++i) {
      const auto c = static_cast<TerrainClass>(i);
      ImGui::PushID(i);
      swatch(c);
      const std::string name(displayNameOf(c));
      const std::string text =
          name + (naturalShapeOf(c) == FeatureShape::Area ? "  (area)" : "  (line)");
      if (ImGui::Selectable(text.c_str(), c == terrain) && c != terrain) {
        terrain = c;
        changed = true;
      }
      ImGui::PopID();
    }
    ImGui::EndCombo();
  }
  return changed;
}

}  // namespace

TerrainPanel::TerrainPanel(MapEditor& editor) : Panel("terrain", "Terrain"), m_editor(editor) {}

void TerrainPanel::drawContent(Document& document) {
  const StageMap& map = document.scenario().map;
  ImGui::PushItemWidth(-ImGui::GetFontSize() * 4);
  TerrainClass drawClass = m_editor.drawClass();
  if (classCombo("Draw as", drawClass)) m_editor.setDrawClass(drawClass);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("The class the Draw terrain tool (D) draws: areas close, lines stay open");
  if (ImGui::Button("Draw terrain")) m_editor.setTool(MapTool::DrawTerrain);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", mapToolInfo(MapTool::DrawTerrain).tooltip);
  ImGui::SameLine();
  if (ImGui::Button("Edit vertices")) m_editor.setTool(MapTool::EditTerrain);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", mapToolInfo(MapTool::EditTerrain).tooltip);
  ImGui::Separator();

  const TerrainFeature* selected = nullptr;
  // Only searched when something is selected: a large map has tens of thousands of features.
  if (!m_editor.selection().feature.empty())
    for (const auto& f : map.terrain)
      if (f.id == m_editor.selection().feature) selected = &f;
  if (selected) {
    ImGui::Text("%s %s, %zu points", selected->id.c_str(),
                selected->name.empty() ? "" : ("\"" + selected->name + "\"").c_str(),
                selected->points.size());
    if (m_nameEditFor != selected->id || !ImGui::IsAnyItemActive()) {
      m_nameEdit = selected->name;
      m_nameEditFor = selected->id;
    }
    ImGui::InputText("Name", &m_nameEdit);
    // One undo step per rename, when the field is left.
    if (ImGui::IsItemDeactivatedAfterEdit() && m_nameEdit != selected->name)
      document.edit(renameFeature(map, selected->id, m_nameEdit));
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip(
          "The place name shown on the map (a named town becomes a node when the network is "
          "built)");
    TerrainClass terrain = selected->terrain;
    if (classCombo("Class", terrain)) document.edit(reclassifyFeature(map, selected->id, terrain));
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Reclassify this feature");
    if (ImGui::Button("Delete feature")) {
      MapSelection only;
      only.feature = selected->id;  // not a vertex: the whole feature
      m_editor.select(only);
      m_editor.deleteSelection(document);
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Delete this terrain feature");
  } else {
    ImGui::TextDisabled("%zu features. Click one with Select (S)", map.terrain.size());
    ImGui::TextDisabled("or Edit vertices (V) to edit it.");
  }
  ImGui::PopItemWidth();
  ImGui::Separator();
  ImGui::TextUnformatted("Legend");
  for (int i = 0; i < kTerrainClassCount; ++i) {
    const auto c = static_cast<TerrainClass>(i);
    ImGui::PushID(i);
    swatch(c);
    const std::string name(displayNameOf(c));
    ImGui::TextUnformatted(name.c_str());
    ImGui::PopID();
  }
}

}  // namespace hfg
