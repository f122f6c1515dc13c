// Prints the table plan for a campaign battle: the ground at the meeting point, cut by maps/table.
#include "editor/campaign/campaign_table_print.h"

#include <exception>

#include "maps/table/map_table.h"
#include "maps/table/table_export.h"

namespace hfg {

std::string printBattleTable(const Scenario& scenario, const BattleMeeting& battle,
                             const std::filesystem::path& folder) {
  try {
    maps::TableSources sources;
    sources.map = scenario.map;
    sources.mapPath = scenario.mapFile;
    maps::MapTableRequest request;
    request.name = scenario.name + ": " + battle.id;
    request.centreLocal = battle.position;
    request.size = scenario.settings.tableSize;
    request.fillByTheBook = true;  // the scenario map rarely covers the whole table
    request.seed = scenario.settings.seed + static_cast<std::uint64_t>(battle.day);
    request.book.year = scenario.year();
    const TableSetup table = maps::buildTableFromMap(sources, request);
    const auto png = folder / (battle.id + "-table.png");
    const auto pdf = folder / (battle.id + "-table.pdf");
    maps::writeTablePng(table, png.string(), {});
    maps::writeTablePdf(table, pdf.string(), {});
    return "Table plan written: " + png.string() + " and " + pdf.string();
  } catch (const std::exception& error) {
    return std::string("Could not print the table plan: ") + error.what();
  }
}

}  // namespace hfg
