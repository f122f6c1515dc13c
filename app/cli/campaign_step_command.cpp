// `hfg campaign step STATE --orders A.json --orders B.json --out NEXT`: one day, by the umpire.
#include <iostream>

#include "app/cli/campaign_day.h"
#include "app/cli/campaign_files.h"
#include "app/cli/commands.h"
#include "core/io/load_error.h"

namespace hfg::cli {
namespace {

struct StepOptions {
  std::string state;
  std::vector<std::string> orders;
  std::string out;
  bool allowUnsigned = false;
};

void runStep(const StepOptions& options) {
  try {
    LoadedCampaign campaign = loadCampaign(options.state);
    std::vector<DayOrders> orders;
    for (const auto& file : options.orders) orders.push_back({file, loadOrdersFile(file)});
    const int day = campaign.state.day;
    if (!runDayWithOrders(campaign.scenario, campaign.state, orders, !options.allowUnsigned)) {
      std::cerr << "orders refused: nothing was run and no file was written\n";
      setExitCode(kInvalid);
      return;
    }
    saveCampaign(campaign.state, campaign.scenario, campaign.scenarioPath, options.out);
    std::cout << "day " << day << " done; dawn of day " << campaign.state.day << ": " << options.out
              << '\n';
    for (const auto& line : pendingBattleLines(campaign.scenario, campaign.state))
      std::cout << "  " << line << '\n';
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
  } catch (const SaveError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kFailure);
  }
}

}  // namespace

void registerCampaignStep(CLI::App& campaign) {
  auto options = std::make_shared<StepOptions>();
  auto* cmd = campaign.add_subcommand(
      "step", "Run one day from each side's orders file (a side with no file holds)");
  cmd->add_option("STATE", options->state, "campaign state at dawn")->required();
  cmd->add_option("--orders", options->orders, "one side's orders file (hfg-orders); repeat");
  cmd->add_option("--out", options->out, "campaign state file to write")->required();
  cmd->add_flag("--allow-unsigned", options->allowUnsigned,
                "accept orders without a signature (the umpire's own files)");
  cmd->callback([options] { runStep(*options); });
}

}  // namespace hfg::cli
