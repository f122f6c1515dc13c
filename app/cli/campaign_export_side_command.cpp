// `hfg campaign export-side STATE --side S --out FILE`: a side's view for play by email (C-6).
#include <iostream>

#include "app/cli/campaign_files.h"
#include "app/cli/commands.h"
#include "core/mail/order_seal.h"
#include "core/io/load_error.h"

namespace hfg::cli {
namespace {

struct ExportOptions {
  std::string state;
  std::string side;
  std::string out;
};

void runExport(const ExportOptions& options) {
  try {
    LoadedCampaign campaign = loadCampaign(options.state);
    if (!checkSide(campaign.scenario, options.side)) {
      setExitCode(kInvalid);
      return;
    }
    if (campaign.state.campaignKey.empty())
      std::cerr << "warning: this campaign has no key, so the view carries no signing token\n";
    saveSideViewFile(exportSideView(campaign.scenario, campaign.state, options.side), options.out);
    std::cout << "side " << options.side << "'s view at dawn of day " << campaign.state.day << ": "
              << options.out << '\n';
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
  } catch (const SaveError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kFailure);
  }
}

}  // namespace

void registerCampaignExportSide(CLI::App& campaign) {
  auto options = std::make_shared<ExportOptions>();
  auto* cmd = campaign.add_subcommand(
      "export-side", "Write what one side knows, with its signing token, for play by email");
  cmd->add_option("STATE", options->state, "campaign state file")->required();
  cmd->add_option("--side", options->side, "side id")->required();
  cmd->add_option("--out", options->out, "side view file to write (hfg-side-view)")->required();
  cmd->callback([options] { runExport(*options); });
}

}  // namespace hfg::cli
