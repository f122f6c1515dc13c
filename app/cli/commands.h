// Registration of the `hfg` subcommands and the exit code they leave.
#pragma once

#include <CLI/CLI.hpp>

namespace hfg::cli {

/// Exit codes documented in docs/cli.md.
enum ExitCode { kOk = 0, kInvalid = 1, kUsage = 2, kFailure = 3 };

void registerCommands(CLI::App& app);
/// The exit code set by the subcommand that ran.
int exitCode();
void setExitCode(int code);

// One function per command file.
void registerValidate(CLI::App& app);
void registerInfo(CLI::App& app);
void registerMap(CLI::App& app);

// `hfg map ...` subcommands, each registered on the `map` group.
void registerMapImport(CLI::App& map);
void registerMapInfo(CLI::App& map);
void registerMapGeoref(CLI::App& map);
void registerMapClassify(CLI::App& map);
void registerMapDem(CLI::App& map);
void registerMapStages(CLI::App& map);
void registerMapExportGeoJson(CLI::App& map);
void registerTable(CLI::App& app);
void registerBattle(CLI::App& app);
/// `hfg battle resolve` on the `battle` group.
void registerBattleResolve(CLI::App& battle);
/// `hfg battle play SETUP --rules tchae --script S` (app/cli/tchae_play.cpp).
void runTchaePlay(const std::string& setupFile, const std::string& scriptFile);
/// `hfg battle audit` and `hfg battle duel` (issue #18, battle_study_command.cpp).
void registerBattleStudies(CLI::App& battle);
void registerRules(CLI::App& app);
/// `hfg rules tchae fire|status|combat CASE`, on the `rules` group.
void registerRulesTchae(CLI::App& rules);
void registerCampaign(CLI::App& app);

// `hfg campaign` subcommands, one file each; `campaign` is the parent subcommand.
void registerCampaignNew(CLI::App& campaign);
void registerCampaignStep(CLI::App& campaign);
void registerCampaignRun(CLI::App& campaign);
void registerCampaignView(CLI::App& campaign);
void registerCampaignReport(CLI::App& campaign);
void registerCampaignLog(CLI::App& campaign);
void registerCampaignExportSide(CLI::App& campaign);
void registerCampaignSignOrders(CLI::App& campaign);
void registerCampaignApplyResult(CLI::App& campaign);
void registerCampaignBalance(CLI::App& campaign);

}  // namespace hfg::cli
