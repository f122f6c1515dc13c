// The list of `hfg` subcommands.
#include "app/cli/commands.h"

namespace hfg::cli {
namespace {
int g_exitCode = kOk;
}  // namespace

int exitCode() { return g_exitCode; }
void setExitCode(int code) { g_exitCode = code; }

void registerCommands(CLI::App& app) {
  registerValidate(app);
  registerInfo(app);
  registerMap(app);
  registerTable(app);
  registerBattle(app);
  registerRules(app);
  registerCampaign(app);
}

}  // namespace hfg::cli
