// `hfg campaign view STATE --side S`: what one side knows now (C-6), as text or JSON.
#include <iostream>

#include "app/cli/campaign_files.h"
#include "app/cli/commands.h"
#include "core/campaign/side_view.h"
#include "core/io/load_error.h"
#include "core/mail/side_view_io.h"

namespace hfg::cli {
namespace {

struct ViewOptions {
  std::string state;
  std::string side;
  bool json = false;
};

std::string whereIs(const Scenario& scenario, const Location& location) {
  if (location.atNode()) return "at " + nodeLabel(scenario, location.node);
  return "on the road to " + nodeLabel(scenario, location.towards) + " (link " + location.link +
         ")";
}

void printText(const Scenario& scenario, const SideView& view) {
  std::cout << "side " << view.side << ", day " << view.day << ", " << keyOf(view.period) << ", "
            << (view.weather.raining ? "raining" : "fine")
            << (view.weather.roadsAffected ? ", bad roads are mud" : "") << "\n";
  std::cout << "own forces:\n";
  for (const auto& force : view.own)
    std::cout << "  " << force.id << " \"" << force.name << "\" "
              << whereIs(scenario, force.location) << (force.inBattle ? " (in battle)" : "")
              << "\n";
  std::cout << "enemy forces as last known:\n";
  if (view.enemy.empty()) std::cout << "  none seen\n";
  for (const auto& enemy : view.enemy)
    std::cout << "  " << enemy.force << " \"" << enemy.name << "\", " << enemy.elementCount
              << " elements, " << whereIs(scenario, enemy.location) << " on day " << enemy.asOfDay
              << " " << keyOf(enemy.asOfPeriod) << "\n";
  for (const auto& battle : view.battles)
    std::cout << "battle " << battle.id << " waits for its result at "
              << (battle.node.empty() ? battle.link : nodeLabel(scenario, battle.node)) << "\n";
}

void runView(const ViewOptions& options) {
  try {
    LoadedCampaign campaign = loadCampaign(options.state);
    if (!checkSide(campaign.scenario, options.side)) {
      setExitCode(kInvalid);
      return;
    }
    SideView view = buildSideView(campaign.scenario, campaign.state, options.side);
    if (options.json)
      std::cout << sideViewFileText(SideViewFile{view, sideViewDigest(view), ""});
    else
      printText(campaign.scenario, view);
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
  }
}

}  // namespace

void registerCampaignView(CLI::App& campaign) {
  auto options = std::make_shared<ViewOptions>();
  auto* cmd = campaign.add_subcommand("view", "Show what one side knows now (C-6)");
  cmd->add_option("STATE", options->state, "campaign state file")->required();
  cmd->add_option("--side", options->side, "side id")->required();
  cmd->add_flag("--json", options->json, "print the view as an hfg-side-view document");
  cmd->callback([options] { runView(*options); });
}

}  // namespace hfg::cli
