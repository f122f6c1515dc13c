// `hfg rules combat CASE.json`: evaluates one distant or close combat with the battle's own code and prints its record.
#include <iostream>

#include "app/cli/commands.h"
#include "core/battle/hfg/combat/combat_evaluator.h"
#include "core/battle/hfg/io/battle_io.h"
#include "core/io/load_error.h"

namespace hfg::cli {
namespace {

void runCombat(const std::string& file) {
  io::CombatCase c;
  try {
    c = io::loadCombatCase(file);
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
    return;
  }
  const battle::CombatRecord record = battle::evaluateCombat(c.situation, c.dieA, c.dieB);
  std::cout << record.explain();
  if (!record.explain().ends_with('\n')) std::cout << '\n';
  setExitCode(kOk);
}

}  // namespace

void registerRules(CLI::App& app) {
  auto* rules = app.add_subcommand("rules", "Look up and evaluate the book's rules");
  rules->require_subcommand(1);
  auto file = std::make_shared<std::string>();
  auto* combat =
      rules->add_subcommand("combat", "Evaluate one combat described in JSON (hfg-combat-case)");
  combat->add_option("CASE", *file, "combat case file")->required();
  combat->footer("Exit status: 0 evaluated, 1 case refused, 2 usage error.");
  combat->callback([file] { runCombat(*file); });
  registerRulesTchae(*rules);
}

}  // namespace hfg::cli
