// Fights a battle with computer generals and tells its turning points from the log.
#include "core/battle/hfg/ai/auto_resolve.h"

#include <cstdio>

#include "core/battle/hfg/ai/computer_generals.h"
#include "core/battle/hfg/hfg_resolver.h"

namespace hfg::battle {

AutoBattle fightWithComputerGenerals(const BattleSetup& setup, const AiSettings& ai,
                                     std::uint64_t seed, std::uint64_t run,
                                     const BattleSettings& settings) {
  AutoBattle out;
  out.battle = std::make_unique<Battle>(setup, settings);
  ComputerGenerals generals(ai);
  Dice dice = Dice::forStream(seed, run);
  SeededDieSource source(dice);
  playBattle(*out.battle, generals, source);
  out.ordersGiven = generals.ordersGiven();
  for (const auto& l : out.battle->logEntries())
    if (l.kind == LogKind::Refused) ++out.refusals;
  return out;
}

std::vector<TurningPoint> turningPoints(const Battle& battle) {
  std::vector<TurningPoint> out;
  bool blood = false;
  for (const auto& l : battle.logEntries()) {
    if (l.kind == LogKind::Loss && !blood) {
      blood = true;
      out.push_back({l.bound, "first blood", l.text});
    }
    if (l.kind != LogKind::End) continue;
    if (l.text.rfind("command ", 0) == 0)
      out.push_back({l.bound, "command defeated", l.text});
    else if (l.text.find("loses the battle") != std::string::npos)
      out.push_back({l.bound, "army broken", l.text});
    else if (l.text.find("night falls") != std::string::npos)
      out.push_back({l.bound, "nightfall", l.text});
  }
  return out;
}

std::string narrativeOf(const Battle& battle) {
  std::string out;
  for (const auto& t : turningPoints(battle))
    out += "bound " + std::to_string(t.bound) + ", " + t.kind + ": " + t.text + "\n";
  char line[160];
  for (int s = 0; s < 2; ++s) {
    const std::string& id = battle.side(s).id;
    std::snprintf(line, sizeof line, "%s lost %g of %g EE\n", id.c_str(),
                  battle.losses().lostEe(id), battle.losses().originalEe(id));
    out += line;
  }
  if (battle.losingSide)
    out += "result: " + battle.side(1 - *battle.losingSide).id + " wins after " +
           std::to_string(battle.clock().boundsPlayed()) + " bounds\n";
  else
    out += "result: night falls after " + std::to_string(battle.clock().boundsPlayed()) +
           " bounds, undecided\n";
  return out;
}

}  // namespace hfg::battle
