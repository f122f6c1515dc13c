// Loading and saving scenarios: a folder holding scenario.json, its map and one orbat per side.
#pragma once

#include <filesystem>

#include "core/model/orbat.h"
#include "core/model/scenario.h"
#include "core/model/stage_map.h"

namespace hfg {

/// Loads a scenario file and the map and orbat files it names (paths relative to the scenario
/// file, which must stay inside its folder). Throws LoadError naming the file and field.
Scenario loadScenario(const std::filesystem::path& file);

/// Saves the scenario to `file` and writes the map and orbats beside it under the names in
/// `mapFile` and each side's `orbatFile` ("map.json" and "orbat_<side id>.json" when empty).
/// Each file is replaced atomically with a .bak backup; the scenario file is written last.
/// Throws SaveError.
void saveScenario(const Scenario& scenario, const std::filesystem::path& file);

/// Loads a map file ("format": "hfg-map"). Throws LoadError.
StageMap loadMap(const std::filesystem::path& file);
/// Loads an orbat file ("format": "hfg-orbat"). Throws LoadError.
Side loadOrbat(const std::filesystem::path& file);

/// Saves one map or orbat file atomically. Throws SaveError.
void saveMap(const StageMap& map, const std::filesystem::path& file);
void saveOrbat(const Side& side, const std::filesystem::path& file);

}  // namespace hfg
