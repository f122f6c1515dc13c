// `hfg campaign apply-result STATE --battle ID --result RESULT.json --out NEXT` (C-28, C-20, C-21).
#include <algorithm>
#include <iostream>

#include "app/cli/campaign_files.h"
#include "app/cli/commands.h"
#include "core/campaign/campaign_engine.h"
#include "core/io/battle_files_io.h"
#include "core/io/load_error.h"

namespace hfg::cli {
namespace {

struct ApplyOptions {
  std::string state;
  std::string battle;
  std::string result;
  std::string out;
};

void runApply(const ApplyOptions& options) {
  try {
    LoadedCampaign campaign = loadCampaign(options.state);
    BattleResult result = loadBattleResultFile(options.result);
    if (result.battle != options.battle) {
      std::cerr << options.result << ": battle: the result is for \"" << result.battle
                << "\", not \"" << options.battle << "\"\n";
      setExitCode(kInvalid);
      return;
    }
    CampaignState next = campaign.state;
    Dice dice(next.rngState);
    CampaignEngine engine(campaign.scenario, next, dice);
    auto errors = engine.applyBattleResult(result);
    if (!errors.empty()) {
      for (const auto& error : errors) std::cerr << options.result << ": " << error << '\n';
      std::cerr << "result refused: no file was written\n";
      setExitCode(kInvalid);
      return;
    }
    saveCampaign(next, campaign.scenario, campaign.scenarioPath, options.out);
    const bool waits =
        std::any_of(next.resultsWaiting.begin(), next.resultsWaiting.end(),
                    [&](const BattleResult& r) { return r.battle == options.battle; });
    if (waits)  // C-20: the battle's bounds reach past the periods run so far
      std::cout << "result of " << options.battle
                << " kept: the fighting goes on until its last period has run, then the "
                   "result is applied (C-20): "
                << options.out << '\n';
    else
      std::cout << "result of " << options.battle << " applied: " << options.out << '\n';
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
  } catch (const SaveError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kFailure);
  }
}

}  // namespace

void registerCampaignApplyResult(CLI::App& campaign) {
  auto options = std::make_shared<ApplyOptions>();
  auto* cmd = campaign.add_subcommand(
      "apply-result", "Apply a battle's result (hfg-battle-result), e.g. typed in by hand");
  cmd->add_option("STATE", options->state, "campaign state file")->required();
  cmd->add_option("--battle", options->battle, "battle id (battle-1, ...)")->required();
  cmd->add_option("--result", options->result, "result file (hfg-battle-result)")->required();
  cmd->add_option("--out", options->out, "campaign state file to write")->required();
  cmd->callback([options] { runApply(*options); });
}

}  // namespace hfg::cli
