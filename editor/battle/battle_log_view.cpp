// Draws the battle log and combat records with Dear ImGui.
#include "editor/battle/battle_log_view.h"

#include <imgui.h>

#include <algorithm>

namespace hfg {

std::vector<std::string> combatRecordLines(const battle::CombatRecord& record) {
  std::vector<std::string> out;
  out.push_back(
      std::string(record.kind == battle::CombatKind::Close ? "Close combat" : "Distant combat") +
      " (" + record.rule + ")");
  for (const auto& side : record.sides) {
    out.push_back(side.who + ": die " + std::to_string(side.die));
    for (const auto& f : side.factors)
      out.push_back("   " + std::string(f.value < 0 ? "" : "+") + std::to_string(f.value) + "  " +
                    f.id + "  " + f.reason);
    out.push_back("   total " + std::to_string(side.totalBeforeGrading) + " before grading, " +
                  std::to_string(side.total) + " after");
    std::string outcome =
        "   outcome: " + (side.outcome.rowId.empty() ? std::string("-") : side.outcome.rowId) +
        " " + std::string(battle::keyOf(side.outcome.result));
    if (side.outcome.maxPaces > 0) {
      outcome += " " + std::to_string(side.outcome.minPaces);
      if (side.outcome.maxPaces != side.outcome.minPaces)
        outcome += "-" + std::to_string(side.outcome.maxPaces);
      outcome += " p";
    }
    for (const auto& also : side.outcome.alsoRows) outcome += " +" + also;
    if (!side.outcome.reason.empty()) outcome += " (" + side.outcome.reason + ")";
    out.push_back(outcome);
  }
  return out;
}

void drawCombatRecord(const battle::CombatRecord& record) {
  const auto lines = combatRecordLines(record);
  for (const auto& line : lines) {
    if (line.rfind("   ", 0) == 0)
      ImGui::TextUnformatted(line.c_str());
    else
      ImGui::TextColored({1.0f, 0.85f, 0.4f, 1}, "%s", line.c_str());
  }
}

BattleLogEvents drawBattleLog(const std::vector<battle::LogEntry>& entries, std::size_t first,
                              std::size_t last, std::optional<std::size_t> pinned,
                              float heightPixels) {
  BattleLogEvents events;
  ImGui::BeginChild("battle-log", {0, heightPixels}, true);
  last = std::min(last, entries.size());
  for (std::size_t i = first; i < last; ++i) {
    const battle::LogEntry& e = entries[i];
    ImGui::PushID(static_cast<int>(i));
    // One line each: a combat's full explanation is in its record (tooltip, pinned view).
    const std::string text =
        "[" + std::to_string(e.bound) + "] " + e.text.substr(0, e.text.find('\n'));
    const bool isCombat = e.combat.has_value();
    if (e.kind == battle::LogKind::Refused)
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4{1, 0.45f, 0.45f, 1});
    else if (e.kind == battle::LogKind::Bound)
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4{0.6f, 0.8f, 1, 1});
    else if (isCombat)
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4{1, 0.85f, 0.4f, 1});
    else
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_Text));
    if (ImGui::Selectable(text.c_str(), pinned && *pinned == i)) events.clicked = i;
    ImGui::PopStyleColor();
    if (ImGui::IsItemHovered()) {
      events.hovered = i;
      if (isCombat) {
        ImGui::BeginTooltip();
        drawCombatRecord(*e.combat);
        ImGui::EndTooltip();
      }
    }
    ImGui::PopID();
  }
  ImGui::EndChild();
  return events;
}

}  // namespace hfg
