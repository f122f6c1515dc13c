// Loading and saving campaign states with their scenario, and the battle files beside them.
#include "app/cli/campaign_files.h"

#include <iostream>

#include "core/io/battle_files_io.h"
#include "core/io/campaign_io.h"
#include "core/io/scenario_io.h"

namespace hfg::cli {
namespace fs = std::filesystem;

namespace {

fs::path folderOfFile(const fs::path& file) {
  fs::path folder = fs::absolute(file).parent_path();
  return folder.lexically_normal();
}

/// `path` relative to `folder` when it lies inside it, else empty.
fs::path insideRelative(const fs::path& path, const fs::path& folder) {
  fs::path relative = fs::weakly_canonical(path).lexically_relative(fs::weakly_canonical(folder));
  if (relative.empty() || *relative.begin() == "..") return {};
  return relative;
}

}  // namespace

LoadedCampaign loadCampaign(const fs::path& stateFile) {
  LoadedCampaign loaded;
  loaded.state = loadCampaignState(stateFile);
  loaded.scenarioPath = (folderOfFile(stateFile) / loaded.state.scenarioFile).lexically_normal();
  loaded.scenario = loadScenario(loaded.scenarioPath);
  return loaded;
}

std::vector<fs::path> saveCampaign(CampaignState& state, const Scenario& scenario,
                                   const fs::path& scenarioPath, const fs::path& out) {
  const fs::path folder = folderOfFile(out);
  fs::create_directories(folder);
  fs::path relative = insideRelative(scenarioPath, folder);
  if (relative.empty()) {
    // The state may only name a scenario inside its folder: keep a copy beside it.
    relative = fs::path("scenario") / "scenario.json";
    if (fs::weakly_canonical(folder / relative) != fs::weakly_canonical(scenarioPath))
      saveScenario(scenario, folder / relative);
  }
  state.scenarioFile = relative.generic_string();
  saveCampaignState(state, out);
  std::vector<fs::path> written;
  for (const auto& battle : state.pendingBattles) {
    fs::path file = folder / (battle.id + ".json");
    saveBattleSetupFile(battle, file);
    written.push_back(file);
  }
  return written;
}

void printOrderErrors(const std::vector<OrderError>& errors, const std::string& file) {
  for (const auto& error : errors)
    std::cerr << (file.empty() ? "" : file + ": ") << describe(error) << '\n';
}

std::string nodeLabel(const Scenario& scenario, const std::string& nodeId) {
  const StageNode* node = scenario.map.findNode(nodeId);
  return node && !node->name.empty() ? node->name : nodeId;
}

bool checkSide(const Scenario& scenario, const std::string& side) {
  if (scenario.findSide(side)) return true;
  std::cerr << "no side \"" << side << "\" in scenario; its sides are:";
  for (const auto& entry : scenario.sides) std::cerr << ' ' << entry.orbat.id;
  std::cerr << '\n';
  return false;
}

}  // namespace hfg::cli
