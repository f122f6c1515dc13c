// The PIP throw at the start of a side's bound: one die per command, dilatory allies, Brilliant and Inert generals, disabled staff, weather (T-6, T-12, B-49, B-53).
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/bound/battle_weather.h"
#include "core/battle/hfg/bound/pips.h"
#include "core/dice/dice.h"

namespace hfg::battle {

/// What the PIP phase remembers about one command over the battle.
struct CommandPipState {
  std::string commandId;
  GeneralQuality quality = GeneralQuality::Ordinary;
  bool commanderInChief = false;
  bool allied = false;
  int aggression = 0;       ///< allies: their own factor (dilatory allies)
  bool hasElements = true;  ///< on the table or still to arrive (T-6)
  int doublingsUsed = 0;    ///< T-6 Brilliant doublings so far
  bool disabled = false;    ///< T-10: until its next unadjusted 6
};

struct SidePipResult {
  std::map<std::string, PipScore> scores;  ///< commands that threw
  std::optional<int> commanderInChiefRaw;  ///< for T-12 and B-49
  std::vector<std::string> recovered;      ///< disabled generals who threw a 6
};

/// The choices a side's controller makes in the PIP phase (B-35).
struct PipChoices {
  /// A Brilliant general may double this raw die (asked only when he still can).
  std::function<bool(const std::string& commandId, int rawDie)> wantsToDouble;
  /// T-6: is this general within an Inert C-in-C's easy command distance?
  std::function<bool(const std::string& commandId)> withinInertCommanderInChief;
};

/// Throws one die per command of the moving side in order, applying T-6 and B-53 (a disabled
/// Brilliant general loses his gift for the battle; a disabled one recovers on a raw 6).
/// `completedBounds` is the side's completed bounds and `armyCommanderAggression` the aggression
/// its allies are compared with.
SidePipResult throwSidePips(std::vector<CommandPipState>& commands, int completedBounds,
                            int armyCommanderAggression, DieSource& dice,
                            const PipChoices& choices = {}, const BattleSettings& settings = {});

/// T-10 disabled staff with B-53: the general is disabled until his next unadjusted 6; a Brilliant
/// general loses his gift for the rest of the battle, an Inert one stays Inert.
void disableGeneral(CommandPipState& command);

/// T-12, B-49: feed a bound's C-in-C die to the weather. The attacker's first-bound die sets it
/// unless the scenario already fixed the weather; later dice may end mist or rain.
void updateWeather(std::optional<BattleWeather>& weather, bool attackerMoving, int boundNumber,
                   int commanderInChiefRaw);

}  // namespace hfg::battle
