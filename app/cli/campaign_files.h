// What the `hfg campaign` subcommands share: loading a state with its scenario, saving it
// beside a copy of its scenario, battle set-up files, and printing order errors.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "core/model/orders.h"
#include "core/model/campaign_state.h"
#include "core/model/scenario.h"

namespace hfg::cli {

/// A campaign state and the scenario it names, loaded together.
struct LoadedCampaign {
  CampaignState state;
  Scenario scenario;
  std::filesystem::path scenarioPath;  ///< absolute
};

/// Loads STATE and its scenario. Throws LoadError.
LoadedCampaign loadCampaign(const std::filesystem::path& stateFile);

/// Saves `state` to `out`. Its scenario_file must be relative and inside the state's folder,
/// so when the scenario lies elsewhere a copy is saved in OUT's folder under "scenario/"
/// (docs/cli.md). Then writes the set-up of each battle waiting for a result beside the state
/// as BATTLE-ID.json ("hfg-battle-setup-campaign") and returns those paths. Throws SaveError.
std::vector<std::filesystem::path> saveCampaign(CampaignState& state, const Scenario& scenario,
                                                const std::filesystem::path& scenarioPath,
                                                const std::filesystem::path& out);

/// Prints each error on stderr, one line each, after `file: ` when given.
void printOrderErrors(const std::vector<OrderError>& errors, const std::string& file = "");

/// The name of a node (its id when it has none).
std::string nodeLabel(const Scenario& scenario, const std::string& nodeId);

/// Checks that `side` is in the scenario; prints the known sides and returns false if not.
bool checkSide(const Scenario& scenario, const std::string& side);

}  // namespace hfg::cli
