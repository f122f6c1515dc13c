// Lists the undo stack; the current position is highlighted and the redo tail greyed.
#include "editor/shell/undo_history_panel.h"

#include <imgui.h>

#include <string>

#include "editor/shell/document.h"

namespace hfg {

UndoHistoryPanel::UndoHistoryPanel() : Panel("history", "Undo history") {}

void UndoHistoryPanel::drawContent(Document& document) {
  UndoStack& history = document.history();
  ImGui::BeginDisabled(!history.canUndo());
  if (ImGui::SmallButton("Undo")) document.undo();
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("Undo the last edit (Ctrl+Z)");
  ImGui::SameLine();
  ImGui::BeginDisabled(!history.canRedo());
  if (ImGui::SmallButton("Redo")) document.redo();
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("Redo the edit undone last (Ctrl+Y)");
  ImGui::SameLine();
  ImGui::TextDisabled("%zu step(s)%s", history.size(), document.isModified() ? ", unsaved" : "");
  ImGui::Separator();

  // Row 0 is the state as opened; row i+1 is the state after operation i.
  std::size_t jump = history.index();
  const bool openedClean = history.size() == 0 || (history.index() == 0 && history.isClean());
  if (ImGui::Selectable(openedClean ? "(as opened)  [saved]" : "(as opened)", history.index() == 0))
    jump = 0;
  for (std::size_t i = 0; i < history.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    const bool undone = i >= history.index();
    std::string text = std::to_string(i + 1) + ". " + history.label(i);
    if (i + 1 == history.index() && history.isClean()) text += "  [saved]";
    if (undone)
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    if (ImGui::Selectable(text.c_str(), i + 1 == history.index())) jump = i + 1;
    if (undone) ImGui::PopStyleColor();
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip(undone ? "Click to redo up to here" : "Click to undo back to here");
    ImGui::PopID();
  }
  if (jump != history.index()) document.jumpTo(jump);
  if (history.size() == 0) ImGui::TextDisabled("No edits yet.");
}

}  // namespace hfg
