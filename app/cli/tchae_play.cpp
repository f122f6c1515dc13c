// `hfg battle play SETUP --rules tchae --script S`: a TCHAE battle replayed from its dice and decks, turn by turn.
#include <fstream>
#include <iostream>
#include <sstream>

#include "app/cli/commands.h"
#include "core/battle/tchae/auto_battle.h"
#include "core/battle/tchae/battle_script.h"
#include "core/battle/tchae/setup_loader.h"
#include "core/io/load_error.h"

namespace hfg::cli {
namespace {

constexpr std::uintmax_t kMaxScriptBytes = 16u << 20;

std::string scriptText(const std::string& file) {
  std::error_code ec;
  const std::uintmax_t size = std::filesystem::file_size(file, ec);
  if (ec) throw LoadError(file, "", "cannot be read (" + ec.message() + ")");
  if (size > kMaxScriptBytes) throw LoadError(file, "", "larger than 16 MiB");
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void printTchaeEnd(const tchae::BattleState& end) {
  std::cout << "== final state after " << tchae::turnsOf(end) << " turns ==\n";
  for (const tchae::Unit& u : end.units) {
    std::cout << u.id << " (" << tchae::keyOf(u.side) << ", " << tchae::keyOf(u.arm) << "): "
              << (u.eliminated ? "eliminated"
                  : u.offTable ? "off the table"
                               : std::string(tchae::keyOf(u.status)))
              << ", " << u.casualties << " SP lost";
    if (u.active())
      std::cout << " at (" << static_cast<int>(u.frontMidIn.x) << ", "
                << static_cast<int>(u.frontMidIn.y) << ") facing " << static_cast<int>(u.headingDeg)
                << " deg";
    else if (!u.onTable && !u.eliminated && !u.offTable)
      std::cout << " (on blind " << u.blindId << ")";
    std::cout << '\n';
  }
}

}  // namespace

void runTchaePlay(const std::string& setupFile, const std::string& scriptFile) {
  tchae::BattleState setup;
  tchae::TurnScript script;
  try {
    setup = tchae::loadBattleSetup(setupFile);
    script = tchae::parseBattleScript(scriptText(scriptFile), scriptFile, setup);
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
    return;
  }
  const tchae::ScriptedReplay replay = tchae::playScript(setup, script);
  for (const tchae::TurnLogEntry& e : replay.end.log)
    std::cout << "[" << e.turn << "] " << e.ruleId << ": " << e.text << '\n';
  printTchaeEnd(replay.end);
  std::cout
      << tchae::narrativeOf(replay.end).substr(tchae::narrativeOf(replay.end).rfind("result: "));
  if (replay.diceRanOutInTurn) {
    std::cerr << scriptFile << ": dice: the script's dice ran out in turn "
              << *replay.diceRanOutInTurn << '\n';
    setExitCode(kInvalid);
    return;
  }
  setExitCode(kOk);
}

}  // namespace hfg::cli
