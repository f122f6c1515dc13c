// `hfg campaign new SCENARIO --out STATE`: the state at dawn of day 1 (C-4), with a fresh key.
#include <iostream>

#include "app/cli/campaign_files.h"
#include "app/cli/commands.h"
#include "core/campaign/campaign_engine.h"
#include "core/crypto/digest.h"
#include "core/io/load_error.h"
#include "core/io/scenario_io.h"

namespace hfg::cli {
namespace {

struct NewOptions {
  std::string scenario;
  std::string out;
  std::optional<std::uint64_t> seed;
  std::string key;
};

void runNew(const NewOptions& options) {
  try {
    Scenario scenario = loadScenario(options.scenario);
    Scenario seeded = scenario;
    if (options.seed) seeded.settings.seed = *options.seed;
    CampaignState state = makeInitialState(seeded);
    state.campaignKey = options.key.empty() ? randomSecretHex() : options.key;
    saveCampaign(state, scenario, std::filesystem::absolute(options.scenario), options.out);
    std::cout << "new campaign \"" << scenario.name << "\" at dawn of day 1: " << options.out
              << '\n';
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
  } catch (const SaveError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kFailure);
  }
}

}  // namespace

void registerCampaignNew(CLI::App& campaign) {
  auto options = std::make_shared<NewOptions>();
  auto* cmd = campaign.add_subcommand("new", "Start a campaign: the state at dawn of day 1");
  cmd->add_option("SCENARIO", options->scenario, "scenario file (scenario.json)")->required();
  cmd->add_option("--out", options->out, "campaign state file to write")->required();
  cmd->add_option("--seed", options->seed, "dice seed (default: the scenario's)");
  cmd->add_option("--key", options->key,
                  "the campaign's secret key in hex (default: fresh from the OS random source); "
                  "give one only for reproducible test runs");
  cmd->callback([options] { runNew(*options); });
}

}  // namespace hfg::cli
