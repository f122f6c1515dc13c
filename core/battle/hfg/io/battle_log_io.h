// A battle's log as JSON lines: one event a line with its bound, kind, text and combat record fields.
#pragma once

#include <ostream>
#include <string>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::io {

/// One log entry as one line of compact JSON (no newline): {"bound", "kind", "text"} and, for a
/// combat, "combat": {"kind", "rule", "sides": [{"who", "die", "factors": [{"id", "value",
/// "reason"}], "total_before_grading", "total", "outcome": {"row", "result", "min_paces",
/// "max_paces", "optional", "reason", "also_rows"}}]}.
std::string logEntryToJson(const battle::LogEntry& entry);

/// Every entry of the battle's log, one a line.
void writeBattleLogJsonLines(const battle::Battle& battle, std::ostream& out);

}  // namespace hfg::io
