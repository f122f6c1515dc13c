// The choices a side makes when a campaign battle ends: the loser's rout (C-21) and a retreat by night (C-20).
#pragma once

#include <optional>
#include <string>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::maps {

/// C-21: the loser routs 1 or 2 stages, its own choice. Decision (stated rule): 2 stages when the
/// winner has more mounted elements still present than the loser (a cavalry pursuit is to be
/// feared), else 1 (the army stays near its objectives). `losingSide` is 0 or 1.
int routStagesChosen(const battle::Battle& battle, int losingSide);

/// C-20: after an undecided day the night can be used to retreat, or the battle resumes next
/// morning. Decision (stated rule): the side that lost the larger share of its element
/// equivalents (T-11) retreats by night; with equal shares the battle resumes the next morning
/// the first time (`periodsFoughtBefore` 0), and the attacker withdraws after a second day.
/// Returns the side id that retreats, or nothing to resume.
std::optional<std::string> nightRetreatChosen(const battle::Battle& battle,
                                              int periodsFoughtBefore);

}  // namespace hfg::maps
