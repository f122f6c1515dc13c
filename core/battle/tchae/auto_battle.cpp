// Automatic TCHAE battles and their narrative.
#include "core/battle/tchae/auto_battle.h"

#include <algorithm>
#include <cstdio>
#include <set>

#include "core/battle/tchae/end_of_game.h"
#include "core/battle/tchae/simple_general.h"
#include "core/battle/tchae/tchae_battle.h"

namespace hfg::tchae {

BattleState fightAutomatically(const BattleState& setup, std::uint64_t seed, std::uint64_t run) {
  Dice dice = Dice::forStream(seed, run);
  SimpleGeneral unionGeneral, confederateGeneral;
  TchaeBattle battle(setup, dice, unionGeneral, confederateGeneral);
  battle.play(setup.endRules.maxTurns + 1);  // E-111 ends it at the limit; one more as a guard
  return battle.state();
}

int turnsOf(const BattleState& end) { return end.ended ? end.turn : end.turn - 1; }

std::map<std::string, double> brokenWeightByArm(const BattleState& end, Belligerent side) {
  std::map<std::string, double> out;
  for (const Unit& u : end.units)
    if (u.side == side && isBroken(u, end.settings))
      out[std::string(keyOf(u.arm))] += unitWeight(u);
  return out;
}

std::string narrativeOf(const BattleState& end) {
  // The rules whose lines tell the battle's story (the whole log is the --log file).
  static const std::set<std::string> kTurningPoints{"E-81", "E-88", "E-94", "E-95",
                                                    "E-97", "E-15", "7.2",  "E-111"};
  std::string out;
  for (const TurnLogEntry& e : end.log) {
    if (e.privateTo || !kTurningPoints.count(e.ruleId)) continue;
    if (e.ruleId == "E-15" && e.text.find("leaves the table") == std::string::npos) continue;
    out += "turn " + std::to_string(e.turn) + ", " + e.ruleId + ": " + e.text + "\n";
  }
  char line[200];
  for (Belligerent side : {Belligerent::Union, Belligerent::Confederate}) {
    int lost = 0, start = 0;
    for (const Unit& u : end.units)
      if (u.side == side) lost += u.casualties, start += u.startSp();
    std::snprintf(line, sizeof line, "%s lost %d of %d SP, broken share %.2f (7.2)\n",
                  std::string(keyOf(side)).c_str(), lost, start, brokenShare(end, side));
    out += line;
  }
  const std::string turns = std::to_string(turnsOf(end)) + " turns";
  if (end.winner)
    out += "result: " + std::string(keyOf(*end.winner)) + " wins after " + turns + "\n";
  else
    out += "result: the battle ends after " + turns + ", undecided\n";
  return out;
}

}  // namespace hfg::tchae
