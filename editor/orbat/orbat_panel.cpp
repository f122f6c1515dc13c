// Draws each side's orbat as an editable tree, read from the document every frame; every change
// is a core/edit operation; totals from core/rules/army_points, problems from orbat validation.
#include "editor/orbat/orbat_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <cctype>
#include <iterator>
#include <optional>

#include "core/edit/locate.h"
#include "core/edit/orbat_edits.h"
#include "core/io/orbat_csv.h"
#include "core/rules/army_points.h"
#include "core/rules/orbat_validation.h"
#include "core/rules/troop_table.h"
#include "editor/shell/document.h"
#include "editor/shell/drag_payloads.h"
#include "editor/map/map_style.h"
#include "editor/orbat/orbat_choices.h"
#include "editor/orbat/orbat_labels.h"

namespace hfg {
namespace {

constexpr const char* kElementPayload = "HFG_ELEMENT";
const ImVec4 kProblemColour{1.0f, 0.62f, 0.3f, 1.0f};
const ImVec4 kTotalsColour{0.6f, 0.75f, 0.95f, 1.0f};

ImVec4 toColour(PackedColour c) { return ImGui::ColorConvertU32ToFloat4(c); }

void tooltip(const char* text) {
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

// Expand all / Collapse all: applied to every tree node drawn this frame.
void applyExpand(const std::optional<bool>& expand) {
  if (expand) ImGui::SetNextItemOpen(*expand);
}

void totalsAfter(const std::string& text) {
  ImGui::SameLine();
  ImGui::TextColored(kTotalsColour, "[%s]", text.c_str());
}

const Command* findCommand(const Scenario& scenario, const std::string& id) {
  const Side* side = scenario.sideOfCommand(id);
  return side ? side->findCommand(id) : nullptr;
}

const Element* findElement(const Scenario& scenario, const OrbatSelection& sel) {
  const Command* command = findCommand(scenario, sel.command);
  if (!command) return nullptr;
  for (const auto& e : command->elements)
    if (e.id == sel.element) return &e;
  return nullptr;
}

void recordRow(std::map<std::string, std::pair<ImVec2Pair, ImVec2Pair>>& rows,
               const std::string& id) {
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  rows[id] = {{min.x, min.y}, {max.x, max.y}};
}

std::string gradeName(Grade grade) {
  std::string s(keyOf(grade));
  if (!s.empty()) s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

}  // namespace

OrbatPanel::OrbatPanel() : Panel("orbat", "Order of battle") {}

int OrbatPanel::windowFlags() const { return ImGuiWindowFlags_HorizontalScrollbar; }

std::optional<std::pair<ImVec2Pair, ImVec2Pair>> OrbatPanel::rowRect(const std::string& id) const {
  const auto it = m_rowRects.find(id);
  if (it == m_rowRects.end()) return std::nullopt;
  return it->second;
}

void OrbatPanel::documentChanged(Document* document) {
  (void)document;
  m_selection = {};
  m_dragCommand.clear();
  m_dragElement.clear();
}

bool OrbatPanel::addElementTo(Document& document, const std::string& commandId) {
  const Scenario& scenario = document.scenario();
  const Side* side = scenario.sideOfCommand(commandId);
  if (!side) return false;
  Element element = defaultElement(scenario.year());
  element.id = freshElementId(*side);
  const std::string id = element.id;
  if (!document.edit(addElement(commandId, std::move(element)))) return false;
  m_selection = {commandId, id};
  return true;
}

bool OrbatPanel::duplicateSelected(Document& document) {
  if (m_selection.element.empty()) return false;
  const Command* before = findCommand(document.scenario(), m_selection.command);
  if (!before) return false;
  std::size_t index = 0;
  while (index < before->elements.size() && before->elements[index].id != m_selection.element)
    ++index;
  if (!document.edit(
          duplicateElement(document.scenario(), m_selection.command, m_selection.element)))
    return false;
  m_selection.element =
      findCommand(document.scenario(), m_selection.command)->elements[index + 1].id;
  return true;
}

bool OrbatPanel::deleteSelected(Document& document) {
  bool done = false;
  if (!m_selection.element.empty())
    done =
        document.edit(deleteElement(document.scenario(), m_selection.command, m_selection.element));
  else if (!m_selection.command.empty())
    done = document.edit(deleteCommand(document.scenario(), m_selection.command));
  if (done) m_selection = {};
  return done;
}

bool OrbatPanel::dropElement(Document& document, const std::string& fromCommand,
                             const std::string& elementId, const std::string& commandId,
                             const std::string& beforeElement) {
  const Command* target = findCommand(document.scenario(), commandId);
  if (!target || elementId == beforeElement) return false;
  // The destination index counts elements after the dragged one has left its place.
  std::size_t index = 0;
  bool found = false;
  for (const auto& e : target->elements) {
    if (e.id == beforeElement) {
      found = true;
      break;
    }
    if (e.id != elementId) ++index;
  }
  if (!found) index = target->elements.size();
  if (!document.edit(moveElement(document.scenario(), fromCommand, elementId, commandId, index)))
    return false;
  m_selection = {commandId, elementId};
  return true;
}

bool OrbatPanel::addCommandTo(Document& document, const std::string& sideId,
                              const std::string& armyId) {
  Command command;
  command.id = freshCommandId(document.scenario());
  command.name = "New command";
  command.general.name = "General";
  const std::string id = command.id;
  if (!document.edit(addCommand(document.scenario(), sideId, armyId, std::move(command))))
    return false;
  m_selection = {id, {}};
  return true;
}

std::string OrbatPanel::addSide(Document& document, const std::string& name) {
  const Scenario& scenario = document.scenario();
  // Base-edge colours (ELEMENT COLOUR CODING) for the first sides; later ones repeat.
  static const char* const kColours[] = {"#1f4e9c", "#b22222", "#2e7d32", "#6a1b9a", "#ef6c00"};
  std::string base;
  for (char c : name) {
    if (std::isalnum(static_cast<unsigned char>(c)))
      base += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    else if (!base.empty() && base.back() != '-')
      base += '-';
  }
  while (!base.empty() && base.back() == '-') base.pop_back();
  if (base.empty()) base = "side";
  std::string id = base;
  for (int n = 2; scenario.findSide(id); ++n) id = base + "-" + std::to_string(n);
  Side side;
  side.id = id;
  side.name = name;
  side.colour = kColours[scenario.sides.size() % std::size(kColours)];
  side.armies.push_back({id + "-army", name + " army", 0, "", {}});
  side.commanderInChiefArmy = side.armies[0].id;
  if (!document.edit(hfg::addSide(scenario, std::move(side), id + ".orbat.json"))) return {};
  return id;
}

bool OrbatPanel::exportCsv(Document& document, const std::string& sideId,
                           const std::filesystem::path& file) {
  const Side* side = document.scenario().findSide(sideId);
  if (!side) return false;
  try {
    saveOrbatCsv(*side, file);
    m_csvMessage = "Wrote " + file.string();
    return true;
  } catch (const std::exception& e) {
    m_csvMessage = e.what();
    return false;
  }
}

bool OrbatPanel::importCsv(Document& document, const std::string& sideId,
                           const std::filesystem::path& file) {
  const Side* side = document.scenario().findSide(sideId);
  if (!side) return false;
  try {
    Side imported = loadOrbatCsv(file, *side);
    if (!document.edit(replaceSideOrbat(document.scenario(), sideId, std::move(imported)))) {
      m_csvMessage = document.lastError();
      return false;
    }
    m_selection = {};
    m_csvMessage = "Imported " + file.string();
    return true;
  } catch (const std::exception& e) {
    m_csvMessage = e.what();
    return false;
  }
}

void OrbatPanel::drawContent(Document& document) {
  m_expand.reset();
  if (ImGui::SmallButton("Expand all")) m_expand = true;
  tooltip("Open every side, army and command");
  ImGui::SameLine();
  if (ImGui::SmallButton("Collapse all")) m_expand = false;
  tooltip("Close every command");
  ImGui::SameLine();
  if (ImGui::SmallButton("Copy as text")) m_copyPending = true;
  tooltip("Copy the whole order of battle to the clipboard as indented text");
  if (!m_csvMessage.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled("%s", m_csvMessage.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::Separator();
  // Delete removes the selected element (or command) while this panel has the keyboard.
  if (ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) &&
      !ImGui::GetIO().WantTextInput &&
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Delete), false))
    deleteSelected(document);
  if (auto file = m_browser.draw()) {
    if (m_csvImport)
      importCsv(document, m_csvSide, *file);
    else
      exportCsv(document, m_csvSide, *file);
  }

  // The tree scrolls; the selected element or command's properties stay below it.
  const bool hasSelection = findCommand(document.scenario(), m_selection.command) != nullptr;
  const float propertiesHeight = hasSelection ? ImGui::GetFrameHeightWithSpacing() * 7.5f : 0.0f;
  if (ImGui::BeginChild("##tree", {0, -propertiesHeight}, false,
                        ImGuiWindowFlags_HorizontalScrollbar)) {
    if (m_copyPending) {
      // ImGui's logger captures the text of every widget until the child ends and opens tree
      // nodes down to this depth: side, army, command, element.
      constexpr int kTreeLevels = 4;
      ImGui::LogToClipboard(kTreeLevels);
      m_copyPending = false;
    }
    drawTree(document);
    ImGui::LogFinish();
  }
  ImGui::EndChild();
  if (!hasSelection) return;
  ImGui::Separator();
  if (findElement(document.scenario(), m_selection))
    drawElementProperties(document);
  else
    drawCommandProperties(document);
}

void OrbatPanel::drawTree(Document& document) {
  const Scenario& scenario = document.scenario();
  m_rowRects.clear();
  if (ImGui::SmallButton("+ Side"))
    addSide(document, "Side " + std::to_string(scenario.sides.size() + 1));
  tooltip(
      "Add a side (\"Side N\") with one army to fill with commands, or import its orbat from CSV");
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
    applyExpand(m_expand);
    const bool sideOpen =
        ImGui::TreeNodeEx("##side", ImGuiTreeNodeFlags_DefaultOpen, "%s", sideLabel(side).c_str());
    totalsAfter(totalsText(sidePoints(side), sideEquivalents(side)));
    if (sideOpen) {
      const std::filesystem::path folder =
          document.path().empty() ? std::filesystem::path{} : document.path().parent_path();
      if (ImGui::SmallButton("Export CSV...")) {
        m_csvSide = side.id;
        m_csvImport = false;
        m_browser.begin(FileBrowser::Mode::Save, "Export orbat as CSV", folder, {".csv"},
                        "orbat-" + side.id + ".csv");
      }
      tooltip("Write this side's orbat as a spreadsheet (one row per element)");
      ImGui::SameLine();
      if (ImGui::SmallButton("Import CSV...")) {
        m_csvSide = side.id;
        m_csvImport = true;
        m_browser.begin(FileBrowser::Mode::Open, "Import orbat from CSV", folder, {".csv"});
      }
      tooltip("Replace this side's orbat with a spreadsheet's (same columns as Export); undoable");
      const auto& problems = m_sideProblems[side.id].get(document, [&](const Scenario& s) {
        const Side* current = s.findSide(side.id);
        return current ? validateSide(*current, s.year(), scenarioSide.orbatFile)
                       : std::vector<Problem>{};
      });
      if (!problems.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, kProblemColour);
        const bool open = ImGui::TreeNodeEx("##problems", 0, "%zu problem(s) for %d",
                                            problems.size(), scenario.year());
        ImGui::PopStyleColor();
        if (open) {
          for (const auto& p : problems) {
            ImGui::PushTextWrapPos(0);
            ImGui::TextColored(kProblemColour, "%s", formatProblem(p).c_str());
            ImGui::PopTextWrapPos();
          }
          ImGui::TreePop();
        }
      }
      for (const auto& army : side.armies) {
        ImGui::PushID(army.id.c_str());
        applyExpand(m_expand);
        const bool armyOpen = ImGui::TreeNodeEx("##army", ImGuiTreeNodeFlags_DefaultOpen, "%s",
                                                armyLabel(army).c_str());
        const PointTotal armyTotal = armyPoints(army);
        totalsAfter(totalsText(armyTotal, armyEquivalents(army)));
        if (armyOpen) {
          for (const auto& command : army.commands)
            drawCommand(document, command.id, armyTotal.points);
          if (ImGui::SmallButton("+ Command")) addCommandTo(document, side.id, army.id);
          tooltip("Add a command to this army");
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

void OrbatPanel::drawCommand(Document& document, const std::string& commandId, int armyPoints) {
  const Command* command = findCommand(document.scenario(), commandId);
  if (!command) return;
  // Ids keep tree state stable when two commands share a display name.
  ImGui::PushID(commandId.c_str());
  applyExpand(m_expand);
  const bool selected = m_selection.command == commandId && m_selection.element.empty();
  const bool open =
      ImGui::TreeNodeEx("##command",
                        ImGuiTreeNodeFlags_SpanAvailWidth | ImGuiTreeNodeFlags_OpenOnArrow |
                            (selected ? ImGuiTreeNodeFlags_Selected : 0),
                        "%s", commandLabel(*command).c_str());
  recordRow(m_rowRects, commandId);
  if (ImGui::IsItemClicked() && !ImGui::IsItemToggledOpen()) m_selection = {commandId, {}};
  if (ImGui::BeginDragDropSource()) {
    ImGui::SetDragDropPayload(kCommandPayload, commandId.data(), commandId.size());
    ImGui::Text("Place %s: drop it on a map node", command->name.c_str());
    ImGui::EndDragDropSource();
  }
  if (ImGui::BeginDragDropTarget()) {
    if (ImGui::AcceptDragDropPayload(kElementPayload))
      dropElement(document, m_dragCommand, m_dragElement, commandId, {});
    ImGui::EndDragDropTarget();
  }
  totalsAfter(totalsText(commandPoints(*command), commandEquivalents(*command, armyPoints)));
  if (open) {
    // Copy the ids: an edit below may reallocate the command's elements.
    std::vector<std::pair<std::string, std::string>> rows;
    for (const auto& element : command->elements)
      rows.emplace_back(element.id, elementLabel(element));
    for (const auto& [elementId, text] : rows) {
      ImGui::PushID(elementId.c_str());
      const bool isSelected = m_selection.command == commandId && m_selection.element == elementId;
      ImGui::TreeNodeEx("##element",
                        ImGuiTreeNodeFlags_Leaf | ImGuiTreeNodeFlags_NoTreePushOnOpen |
                            ImGuiTreeNodeFlags_Bullet | ImGuiTreeNodeFlags_SpanAvailWidth |
                            (isSelected ? ImGuiTreeNodeFlags_Selected : 0),
                        "%s", text.c_str());
      recordRow(m_rowRects, elementId);
      if (ImGui::IsItemClicked()) m_selection = {commandId, elementId};
      if (ImGui::BeginDragDropSource()) {
        m_dragCommand = commandId;
        m_dragElement = elementId;
        ImGui::SetDragDropPayload(kElementPayload, "e", 1);
        ImGui::TextUnformatted(text.c_str());
        ImGui::EndDragDropSource();
      }
      if (ImGui::BeginDragDropTarget()) {
        if (ImGui::AcceptDragDropPayload(kElementPayload))
          dropElement(document, m_dragCommand, m_dragElement, commandId, elementId);
        ImGui::EndDragDropTarget();
      }
      ImGui::PopID();
    }
    if (ImGui::SmallButton("+ Element")) addElementTo(document, commandId);
    recordRow(m_rowRects, "+element:" + commandId);
    tooltip(
        "Add an element allowed in the scenario year; drag elements to reorder them or move "
        "them to another command");
    ImGui::TreePop();
  }
  ImGui::PopID();
}

void OrbatPanel::drawElementProperties(Document& document) {
  const Scenario& scenario = document.scenario();
  const Element& element = *findElement(scenario, m_selection);
  const std::string key = m_selection.command + "/" + element.id;
  if (m_editFor != key || !ImGui::IsAnyItemActive()) {
    m_nameEdit = element.name;
    m_editFor = key;
  }
  ImGui::Text("Element %s", element.id.c_str());
  ImGui::InputText("Name", &m_nameEdit);
  if (ImGui::IsItemDeactivatedAfterEdit() && m_nameEdit != element.name)
    document.edit(setElementName(scenario, m_selection.command, element.id, m_nameEdit));
  tooltip("The historical unit, e.g. \"IR 27 Konig der Belgier\"");

  const std::string typeName(displayNameOf(element.type));
  if (ImGui::BeginCombo("Type", typeName.c_str())) {
    for (TroopType type : choosableTypes(scenario.year())) {
      const std::string name(displayNameOf(type));
      if (ImGui::Selectable(name.c_str(), type == element.type) && type != element.type) {
        document.edit(setElementType(scenario, m_selection.command, element.id, type));
        // Keep the grade legal: fall back to Basic when the new type cannot have it.
        if (!bookAllowsGrade(type, element.grade))
          document.edit(
              setElementGrade(document.scenario(), m_selection.command, element.id, Grade::Basic));
      }
    }
    ImGui::EndCombo();
  }
  tooltip("Only types in use in the scenario year are offered (TROOP DEFINITIONS dates)");
  if (ImGui::BeginCombo("Grade", gradeName(element.grade).c_str())) {
    for (Grade grade : choosableGrades(element.type))
      if (ImGui::Selectable(gradeName(grade).c_str(), grade == element.grade) &&
          grade != element.grade)
        document.edit(setElementGrade(scenario, m_selection.command, element.id, grade));
    ImGui::EndCombo();
  }
  tooltip("Only grades the book allows for this type (T-5)");
  const Element& now = *findElement(document.scenario(), m_selection);
  if (const auto cost = elementPoints(now))
    ImGui::Text("Cost: %d AP (T-5)", *cost);
  else
    ImGui::TextColored(kProblemColour, "No T-5 cost for this type and grade");
  if (ImGui::Button("Duplicate")) duplicateSelected(document);
  tooltip("Add a copy of this element after it");
  ImGui::SameLine();
  if (ImGui::Button("Delete")) deleteSelected(document);
  tooltip("Delete this element");
  if (!document.lastError().empty())
    ImGui::TextColored(kProblemColour, "%s", document.lastError().c_str());
}

void OrbatPanel::drawCommandProperties(Document& document) {
  const Scenario& scenario = document.scenario();
  const Command& command = *findCommand(scenario, m_selection.command);
  if (m_editFor != command.id || !ImGui::IsAnyItemActive()) {
    m_nameEdit = command.name;
    m_generalEdit = command.general.name;
    m_editFor = command.id;
  }
  ImGui::Text("Command %s", command.id.c_str());
  ImGui::InputText("Name", &m_nameEdit);
  if (ImGui::IsItemDeactivatedAfterEdit() && m_nameEdit != command.name)
    document.edit(setCommandName(scenario, command.id, m_nameEdit));
  ImGui::InputText("General", &m_generalEdit);
  if (ImGui::IsItemDeactivatedAfterEdit() && m_generalEdit != command.general.name)
    document.edit(setGeneralName(scenario, command.id, m_generalEdit));
  constexpr const char* kQualities[] = {"Ordinary", "Brilliant", "Inert"};
  int quality = static_cast<int>(command.general.quality);
  if (ImGui::Combo("Quality", &quality, kQualities, IM_ARRAYSIZE(kQualities)))
    document.edit(setGeneralQuality(scenario, command.id, static_cast<GeneralQuality>(quality)));
  tooltip("The general's quality sets his staff element's cost (T-5)");
  if (ImGui::Button("Add element")) addElementTo(document, command.id);
  ImGui::SameLine();
  if (ImGui::Button("Delete command")) deleteSelected(document);
  tooltip("Delete this command and its elements");
  if (!document.lastError().empty())
    ImGui::TextColored(kProblemColour, "%s", document.lastError().c_str());
}

}  // namespace hfg
