// Prints the table plan for a campaign battle: the ground at the meeting point, cut by maps/table.
#pragma once

#include <filesystem>
#include <string>

#include "core/model/battle_handoff.h"
#include "core/model/scenario.h"

namespace hfg {

/// Cuts a table centred on the battle's position from the scenario map's terrain (filling the
/// rest by the book, seeded by the scenario) and writes `<folder>/<battle id>-table.png` and
/// `.pdf`. Returns a plain message: the files written, or what went wrong (never throws).
std::string printBattleTable(const Scenario& scenario, const BattleMeeting& battle,
                             const std::filesystem::path& folder);

}  // namespace hfg
