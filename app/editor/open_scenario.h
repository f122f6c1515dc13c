// How the editor app turns a scenario path into a Scenario.
#pragma once

#include <filesystem>

#include "core/model/scenario.h"

namespace hfg {

/// Loads the scenario file at `path` with its map and orbats. Throws std::runtime_error naming
/// the file and the problem.
Scenario openScenario(const std::filesystem::path& path);

}  // namespace hfg
