// The PIP phase of a bound (T-6, T-12).
#include "core/battle/hfg/bound/pip_phase.h"

#include "core/battle/hfg/bound/setup_throws.h"

namespace hfg::battle {

SidePipResult throwSidePips(std::vector<CommandPipState>& commands, int completedBounds,
                            int armyCommanderAggression, DieSource& dice, const PipChoices& choices,
                            const BattleSettings& settings) {
  SidePipResult out;
  for (CommandPipState& c : commands) {
    if (!c.hasElements) continue;
    if (c.allied && !dilatoryAllyThrowsPips(completedBounds, armyCommanderAggression, c.aggression))
      continue;
    const int raw = dice.d6();
    if (c.disabled && raw == 6) {
      c.disabled = false;
      out.recovered.push_back(c.commandId);
    }
    PipThrow t;
    t.rawDie = raw;
    t.quality = c.quality;
    t.doublingsAlreadyUsed = c.doublingsUsed;
    t.withinInertCommanderInChiefDistance =
        choices.withinInertCommanderInChief && choices.withinInertCommanderInChief(c.commandId);
    const bool canDouble = c.quality == GeneralQuality::Brilliant &&
                           c.doublingsUsed < settings.brilliantDoublingsPerBattle &&
                           !t.withinInertCommanderInChiefDistance;
    t.wantsToDouble = canDouble && choices.wantsToDouble && choices.wantsToDouble(c.commandId, raw);
    const PipScore score = pipScore(t, settings);
    if (score.doubled) ++c.doublingsUsed;
    if (c.commanderInChief) out.commanderInChiefRaw = raw;
    out.scores[c.commandId] = score;
  }
  return out;
}

void disableGeneral(CommandPipState& command) {
  command.disabled = true;
  if (command.quality == GeneralQuality::Brilliant) command.quality = GeneralQuality::Ordinary;
}

void updateWeather(std::optional<BattleWeather>& weather, bool attackerMoving, int boundNumber,
                   int commanderInChiefRaw) {
  if (attackerMoving && boundNumber == 1) {
    if (!weather) weather = BattleWeather::fromAttackerFirstPip(commanderInChiefRaw);
    return;
  }
  if (!weather) return;
  if (attackerMoving)
    weather->onAttackerCommanderPip(commanderInChiefRaw);
  else
    weather->onDefenderCommanderPip(commanderInChiefRaw);
}

}  // namespace hfg::battle
