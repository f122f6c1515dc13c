// A digest of everything a bound can change in a battle, to tell that a replayed battle is the one that was saved.
#pragma once

#include <string>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// The canonical text the digest covers: the clock, weather, losses, PIPs left, every element's
/// pose and state (poses to 1/1000 pace), strong points, crossings and the whole log, one fact a
/// line. Two battles with the same text are the same battle for play.
std::string battleStateText(const Battle& battle);

/// SHA-256 of battleStateText, 64 lower-case hex digits.
std::string battleStateDigest(const Battle& battle);

}  // namespace hfg::battle
