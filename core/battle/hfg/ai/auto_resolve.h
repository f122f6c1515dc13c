// Auto-resolve: a battle fought to nightfall or decision by computer generals, and its turning points for a short narrative.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/battle/hfg/ai/ai_settings.h"
#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// A battle fought by computer generals.
struct AutoBattle {
  std::unique_ptr<Battle> battle;  ///< the final state with its full log
  long ordersGiven = 0;
  int refusals = 0;  ///< orders the engine refused (the generals pre-check: 0)
};

/// Fights `setup` to nightfall or decision (B-51, B-62) with ComputerGenerals for both sides
/// and the dice of run `run` of `seed` (Dice::forStream, C-26), so run i of an odds study can
/// be replayed alone. Throws std::invalid_argument for an unusable set-up.
AutoBattle fightWithComputerGenerals(const BattleSetup& setup, const AiSettings& ai,
                                     std::uint64_t seed, std::uint64_t run = 0,
                                     const BattleSettings& settings = {});

/// One turning point of a battle, read from its log.
struct TurningPoint {
  int bound = 0;
  std::string kind;  ///< "first blood", "command defeated", "army broken", "nightfall"
  std::string text;
};
/// The turning points in order: the first loss, each command defeated (T-11, B-52), the army
/// that loses (B-51) or nightfall (B-62).
std::vector<TurningPoint> turningPoints(const Battle& battle);
/// A few lines for a player: the turning points and the result.
std::string narrativeOf(const Battle& battle);

}  // namespace hfg::battle
