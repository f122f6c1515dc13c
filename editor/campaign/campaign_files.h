// Where a campaign state's scenario lives when the state is saved away from it (the user's data folder).
#pragma once

#include <filesystem>
#include <string>

#include "core/model/scenario.h"

namespace hfg {

/// The copy of the scenario a state saved away from it names: "<state stem>.scenario/scenario.json"
/// beside the state. A state file may only name a file below its own folder (core/io path rules).
std::filesystem::path scenarioCopyFor(const std::filesystem::path& stateFile);

/// The scenario_file a state saved to `stateFile` gives for `scenario`, opened from
/// `scenarioFile`: the original, relative, when it lies below the state's folder; else the copy
/// (scenarioCopyFor), written now with its map and orbats, its scan hard-linked (or copied when
/// small) beside it. `note` says what was left out (a scan that could not be linked). Throws
/// with the file named when the copy cannot be written.
std::string scenarioFileForState(const Scenario& scenario,
                                 const std::filesystem::path& scenarioFile,
                                 const std::filesystem::path& stateFile, std::string& note);

}  // namespace hfg
