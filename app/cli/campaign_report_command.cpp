// `hfg campaign report STATE --side S [--day D]`: the side's markdown dispatch at dawn.
#include <iostream>

#include "app/cli/campaign_files.h"
#include "app/cli/commands.h"
#include "core/campaign/dispatch_report.h"
#include "core/io/load_error.h"

namespace hfg::cli {
namespace {

struct ReportOptions {
  std::string state;
  std::string side;
  std::optional<int> day;
};

void runReport(const ReportOptions& options) {
  try {
    LoadedCampaign campaign = loadCampaign(options.state);
    if (!checkSide(campaign.scenario, options.side)) {
      setExitCode(kInvalid);
      return;
    }
    if (options.day && *options.day != campaign.state.day) {
      // The dispatch is made from the state at that dawn (positions, last-seen enemy).
      std::cerr << options.state << " is at dawn of day " << campaign.state.day
                << "; the dispatch for day " << *options.day
                << " comes from the state saved at that dawn (each `hfg campaign step` "
                   "writes one)\n";
      setExitCode(kInvalid);
      return;
    }
    std::cout << dawnDispatch(campaign.scenario, campaign.state, options.side);
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
  }
}

}  // namespace

void registerCampaignReport(CLI::App& campaign) {
  auto options = std::make_shared<ReportOptions>();
  auto* cmd = campaign.add_subcommand("report", "Print a side's dawn dispatch (markdown)");
  cmd->add_option("STATE", options->state, "campaign state file")->required();
  cmd->add_option("--side", options->side, "side id")->required();
  cmd->add_option("--day", options->day, "the dawn of this day (must be the state's day)");
  cmd->callback([options] { runReport(*options); });
}

}  // namespace hfg::cli
