// The battle log as a list with each combat's full record (dice, factors with reasons, outcomes, rule) on hover or click.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg {

/// What the log list reported this frame.
struct BattleLogEvents {
  std::optional<std::size_t> hovered;  ///< index into the entries of the hovered line
  std::optional<std::size_t> clicked;
};

/// Lists entries [first, last) of `entries` in a child of height `heightPixels` (0: the rest).
/// `pinned` is drawn selected. Hovering a combat line shows its record as a tooltip.
BattleLogEvents drawBattleLog(const std::vector<battle::LogEntry>& entries, std::size_t first,
                              std::size_t last, std::optional<std::size_t> pinned,
                              float heightPixels);

/// A combat record in full: per side the die, each factor (rule id, value, reason), the totals
/// before and after grading, the outcome row, result, distance and reason; the table's rule.
void drawCombatRecord(const battle::CombatRecord& record);

/// The same as lines of text (tests and the tooltip share it).
std::vector<std::string> combatRecordLines(const battle::CombatRecord& record);

}  // namespace hfg
