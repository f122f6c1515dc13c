// `hfg battle play SETUP --script S`: replays a scripted battle and prints the bound-by-bound log and the final state.
#include <iostream>
#include <map>

#include "app/cli/commands.h"
#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/io/battle_io.h"
#include "core/io/load_error.h"

namespace hfg::cli {
namespace {

struct PlayOptions {
  std::string setup;
  std::string script;
  std::string rules = "hfg";
};

void printFinalState(const battle::Battle& b) {
  std::cout << "== final state after " << b.clock().boundsPlayed() << " bounds ==\n";
  for (const auto& e : b.elements()) {
    std::cout << e.id() << " (" << b.side(e.side).id << ", " << displayNameOf(e.type())
              << "): " << battle::keyOf(e.condition);
    if (e.present())
      std::cout << " at (" << static_cast<int>(e.footprint.frontMid.x) << ", "
                << static_cast<int>(e.footprint.frontMid.y) << ") facing "
                << static_cast<int>(e.footprint.headingDeg) << " deg";
    std::cout << '\n';
  }
  for (int s = 0; s < 2; ++s)
    std::cout << b.side(s).id << " lost " << b.losses().lostEe(b.side(s).id) << " of "
              << b.losses().originalEe(b.side(s).id) << " EE\n";
  if (b.losingSide)
    std::cout << "result: " << b.side(1 - *b.losingSide).id << " wins\n";
  else if (b.clock().nightfall())
    std::cout << "result: night falls, undecided\n";
  else
    std::cout << "result: not finished\n";
}

void runPlay(const PlayOptions& options) {
  if (options.rules == "tchae") {
    runTchaePlay(options.setup, options.script);
    return;
  }
  if (options.rules != "hfg") {
    std::cerr << "--rules " << options.rules << ": expected hfg or tchae\n";
    setExitCode(kUsage);
    return;
  }
  battle::BattleSetup setup;
  io::BattleScript script;
  try {
    setup = io::loadBattleSetup(options.setup);
    script = io::loadBattleScript(options.script);
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
    return;
  }
  std::map<int, std::vector<battle::MoveOrder>> orders;
  std::map<int, std::string> exchanges;
  for (const auto& b : script.bounds) {
    orders[b.bound] = b.orders;
    if (b.exchangeWith) exchanges[b.bound] = *b.exchangeWith;
  }
  battle::Battle b(setup);
  battle::ScriptedMoves moves(orders, exchanges);
  battle::ScriptedDice dice(script.dice);
  int code = kOk;
  try {
    battle::playBattle(b, moves, dice, script.stopAfterBound);
  } catch (const battle::ScriptDiceExhausted& e) {
    std::cerr << options.script << ": dice: " << e.what() << '\n';
    code = kInvalid;
  }
  int refused = 0;
  for (const auto& l : b.logEntries()) {
    std::cout << "[" << l.bound << "] " << battle::keyOf(l.kind) << ": " << l.text << '\n';
    if (l.kind == battle::LogKind::Refused) ++refused;
  }
  printFinalState(b);
  if (refused > 0)
    std::cout << refused << " illegal order" << (refused == 1 ? "" : "s") << " refused\n";
  setExitCode(code);
}

}  // namespace

void registerBattle(CLI::App& app) {
  auto* battleCmd = app.add_subcommand("battle", "Fight HFG battles on the table");
  battleCmd->require_subcommand(1);
  auto options = std::make_shared<PlayOptions>();
  auto* play =
      battleCmd->add_subcommand("play", "Replay a battle set-up with a script of moves and dice");
  play->add_option("SETUP", options->setup, "battle set-up (hfg-battle-setup)")->required();
  play->add_option(
          "--script", options->script,
          "script of moves and dice (hfg-battle-script; hfg-tchae-script with --rules tchae)")
      ->required();
  play->add_option("--rules", options->rules,
                   "hfg (default) or tchae (an hfg-tchae-battle set-up, docs/tchae.md)");
  play->footer(
      "Exit status: 0 played, 1 set-up or script refused (or its dice ran out), 2 usage error.");
  play->callback([options] { runPlay(*options); });
  registerBattleResolve(*battleCmd);
  registerBattleStudies(*battleCmd);
}

}  // namespace hfg::cli
