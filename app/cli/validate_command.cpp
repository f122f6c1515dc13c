// `hfg validate FILE`: load a scenario and check it against the book's army rules.
#include <iostream>

#include "app/cli/commands.h"

namespace hfg::cli {

void registerValidate(CLI::App& app) {
  auto* cmd = app.add_subcommand("validate", "Check a scenario file and everything it refers to");
  static std::string file;
  cmd->add_option("FILE", file, "scenario JSON file")->required();
  cmd->callback([] {
    std::cerr << "validate: not built yet\n";
    setExitCode(kFailure);
  });
}

void registerInfo(CLI::App& app) {
  auto* cmd = app.add_subcommand("info", "Summarise a scenario: sides, armies, points, map");
  static std::string file;
  cmd->add_option("FILE", file, "scenario JSON file")->required();
  cmd->callback([] {
    std::cerr << "info: not built yet\n";
    setExitCode(kFailure);
  });
}

}  // namespace hfg::cli
