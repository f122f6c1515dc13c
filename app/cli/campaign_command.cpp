// `hfg campaign ...`: the parent of the campaign subcommands (docs/cli.md, "hfg campaign").
#include "app/cli/commands.h"

namespace hfg::cli {

void registerCampaign(CLI::App& app) {
  auto* campaign = app.add_subcommand("campaign", "Run the HFG map campaign day by day");
  campaign->require_subcommand(1);
  registerCampaignNew(*campaign);
  registerCampaignStep(*campaign);
  registerCampaignRun(*campaign);
  registerCampaignView(*campaign);
  registerCampaignReport(*campaign);
  registerCampaignLog(*campaign);
  registerCampaignExportSide(*campaign);
  registerCampaignSignOrders(*campaign);
  registerCampaignApplyResult(*campaign);
  registerCampaignBalance(*campaign);
}

}  // namespace hfg::cli
