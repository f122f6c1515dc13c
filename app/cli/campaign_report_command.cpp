// `hfg campaign report STATE --side S [--day D]`: the side's markdown dispatch at a dawn.
#include <iostream>
#include <stdexcept>

#include "app/cli/campaign_files.h"
#include "app/cli/commands.h"
#include "core/campaign/dawn_history.h"
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
    // A past day's dispatch is rebuilt from the log and the position history up to its dawn.
    const int day = options.day.value_or(campaign.state.day);
    CampaignState atDawn;
    try {
      atDawn = stateAtDawn(campaign.state, day);
    } catch (const std::invalid_argument& e) {
      std::cerr << options.state << ": " << e.what() << '\n';
      setExitCode(kInvalid);
      return;
    }
    std::cout << dawnDispatch(campaign.scenario, atDawn, options.side);
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
  cmd->add_option("--day", options->day,
                  "the dawn of this day, from 1 to the state's day (default: the state's)");
  cmd->callback([options] { runReport(*options); });
}

}  // namespace hfg::cli
