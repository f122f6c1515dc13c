// Writes the seed files that the bundled campaigns and fixtures cannot give as they stand:
// campaign states (JSON and binary), orders (signed and unsigned), a side view, an orbat as CSV,
// a saved battle, a table set-up and a campaign battle's files. Usage: fuzz_seeds OUT_FOLDER.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "core/campaign/campaign_engine.h"
#include "core/mail/order_seal.h"
#include "core/io/battle_files_io.h"
#include "core/battle/hfg/io/battle_io.h"
#include "core/io/campaign_io.h"
#include "core/io/orbat_csv.h"
#include "core/io/orders_io.h"
#include "core/io/scenario_io.h"
#include "core/mail/side_view_io.h"
#include "core/io/table_io.h"
#include "tests/paths/test_paths.h"

namespace fs = std::filesystem;

namespace {

void writeText(const fs::path& file, const std::string& text) {
  fs::create_directories(file.parent_path());
  std::ofstream(file, std::ios::binary) << text;
}

/// Campaign states beside a copy of the default campaign, so that their scenario resolves.
void campaignSeeds(const fs::path& out, const hfg::Scenario& scenario, hfg::CampaignState state) {
  const fs::path source = hfg::testpaths::sourceDir() / "campaigns/default";
  const fs::path folder = out / "work";
  fs::create_directories(folder);
  for (const char* name : {"scenario.json", "map.json", "orbat-austria.json", "orbat-prussia.json"})
    fs::copy_file(source / name, folder / name, fs::copy_options::overwrite_existing);
  state.scenarioFile = "scenario.json";
  hfg::saveCampaignState(state, folder / "state.json");
  hfg::saveCampaignState(state, folder / "state.bin", hfg::SaveFormat::Binary);
  fs::create_directories(out / "campaign_state");
  fs::copy_file(folder / "state.json", out / "campaign_state/state.json",
                fs::copy_options::overwrite_existing);
  fs::copy_file(folder / "state.bin", out / "campaign_state/state.bin",
                fs::copy_options::overwrite_existing);
}

void ordersSeeds(const fs::path& out, const hfg::Scenario& scenario,
                 const hfg::CampaignState& state) {
  const std::string side = scenario.sides.front().orbat.id;
  const hfg::SideViewFile view = hfg::exportSideView(scenario, state, side);
  writeText(out / "side_view/view.json", hfg::sideViewFileText(view));
  hfg::OrdersFile orders;
  orders.orders.side = side;
  orders.orders.day = state.day;
  writeText(out / "orders/unsigned.json", hfg::ordersFileText(orders));
  hfg::sealOrders(orders, view);
  writeText(out / "orders/signed.json", hfg::ordersFileText(orders));
}

void battleSeeds(const fs::path& out) {
  const fs::path setupFile =
      hfg::testpaths::sourceDir() / "tests/fixtures/battles/cavalry_clash.setup.json";
  hfg::io::BattleSave save;
  save.title = "seed";
  save.seed = 1;
  save.setup = hfg::io::loadBattleSetup(setupFile);
  save.bounds.push_back({});
  writeText(out / "battle_save/save.json", hfg::io::battleSaveToJson(save));
  hfg::TableSetup table;
  table.name = "seed";
  writeText(out / "table_setup/table.json", hfg::tableSetupJson(table));
  fs::create_directories(out / "campaign_battle");
  hfg::saveBattleSetupFile(hfg::BattleMeeting{}, out / "campaign_battle/setup.json");
  hfg::saveBattleResultFile(hfg::BattleResult{}, out / "campaign_battle/result.json");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: fuzz_seeds OUT_FOLDER\n";
    return 2;
  }
  const fs::path out = argv[1];
  const fs::path source = hfg::testpaths::sourceDir() / "campaigns/default";
  const hfg::Scenario scenario = hfg::loadScenario(source / "scenario.json");
  hfg::CampaignState state = hfg::makeInitialState(scenario);
  state.campaignKey = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
  campaignSeeds(out, scenario, state);
  ordersSeeds(out, scenario, state);
  writeText(out / "orbat_csv/prussia.csv",
            hfg::orbatToCsv(hfg::loadOrbat(source / "orbat-prussia.json")));
  battleSeeds(out);
  return 0;
}
