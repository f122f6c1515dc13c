// Loading and saving battle table set-ups ("format": "hfg-table").
#pragma once

#include <filesystem>
#include <string>

#include "core/model/battlefield.h"

namespace hfg {

/// Loads a table set-up file. Throws LoadError naming the file and field.
TableSetup loadTableSetup(const std::filesystem::path& file);

/// Saves atomically, keeping the previous file as NAME.bak. Throws SaveError.
void saveTableSetup(const TableSetup& setup, const std::filesystem::path& file);

/// The JSON text that saveTableSetup writes.
std::string tableSetupJson(const TableSetup& setup);

}  // namespace hfg
