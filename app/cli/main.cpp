// `hfg`: the command line. Each subcommand lives in its own file and registers itself here.
#include <CLI/CLI.hpp>

#include <iostream>

#include "app/cli/commands.h"

int main(int argc, char** argv) {
  CLI::App app{"hfg: Horse, Foot and Guns campaign and scenario tool"};
  app.set_version_flag("--version", std::string("hfg ") + HFG_VERSION);
  app.require_subcommand(1);
  hfg::cli::registerCommands(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // CLI11 returns 0 for --help and --version; usage errors become exit 2 (docs/cli.md).
    int code = app.exit(e);
    return code == 0 ? 0 : 2;
  }
  return hfg::cli::exitCode();
}
