// One side's order of battle as a spreadsheet: one row per element, RFC 4180 CSV.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/orbat.h"

namespace hfg {

/// The header row, in this order. A command without elements has one row with the element
/// columns empty. `army_commander` and `allied` are "yes" or empty; keys are the file-format
/// keys (troop types "light_cavalry", grades "elite", qualities "brilliant").
const std::vector<std::string>& orbatCsvColumns();

/// The side's armies, commands and elements as CSV text (CRLF line ends, a header row).
std::string orbatToCsv(const Side& side);

/// Reads CSV written by orbatToCsv (or typed into a spreadsheet with the same header; columns
/// may come in any order, unknown columns are refused). The side's id, name, colour and
/// commanderInChiefArmy are taken from `base`; its armies are replaced by the rows' armies in
/// order of first appearance. A missing commander makes the army's first command its
/// commander. Throws LoadError naming `file`, the line and column, and what was expected.
Side orbatFromCsv(std::string_view text, const Side& base,
                  const std::filesystem::path& file = "orbat.csv");

/// File versions: read (size-bounded) and write (atomic, with a .bak). Throw LoadError and
/// SaveError.
Side loadOrbatCsv(const std::filesystem::path& file, const Side& base);
void saveOrbatCsv(const Side& side, const std::filesystem::path& file);

}  // namespace hfg
