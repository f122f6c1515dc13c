// How the editor app reads and writes scenario files.
#pragma once

#include <filesystem>

#include "core/model/scenario.h"

namespace hfg {

/// Loads the scenario file at `path` with its map and orbats. Throws std::runtime_error naming
/// the file and the problem.
Scenario openScenario(const std::filesystem::path& path);
/// Writes `scenario` to `path` (with its map and orbat files beside it). Throws
/// std::runtime_error naming the file and the problem.
void saveScenarioFile(const Scenario& scenario, const std::filesystem::path& path);

}  // namespace hfg
