// The end of a Howlin' Mobs battle as the campaign will read it (section 6.2, MB-45, MT-14,
// MT-15): the winner or nightfall, the side that retreats in the night, the loser's rout
// stages, the bounds fought and each unit's fate.
#pragma once

#include <optional>
#include <vector>

#include "core/battle/howlin_mobs/battle_state.h"

namespace hfg::howlin_mobs {

struct HmUnitFate {
  int unitId = 0;
  Fate fate = Fate::Present;
  int gunsLost = 0;  ///< a battery still present that lost a gun: that gun's element (MB-46)
};

struct HmBattleResult {
  std::optional<HmSide> winner;        ///< the side that did not break (MB-45)
  int routStages = 0;                  ///< the loser's, when decided (C-21)
  std::optional<HmSide> nightRetreat;  ///< undecided: who retreats in the night (MB-45)
  int boundsFought = 0;                ///< MT-15
  std::vector<HmUnitFate> units;       ///< every unit of the set-up, arrivals included (MT-14)
  std::vector<int> staffLost;          ///< commands whose General was killed (MB-12, MT-14)
};

/// MB-45 (2): the side holding the field alone: exactly one side has a formed unit with some
/// part within hm_field_radius_in of the table's centre.
std::optional<HmSide> holdsTheField(const BattleState& state);

/// The result of a battle that is over (throws when it is not).
HmBattleResult battleResult(const BattleState& state);

}  // namespace hfg::howlin_mobs
