// The automatic character generator (ET-27, E-106, EB-70).
#pragma once

#include "core/battle/tchae/tchae_settings.h"
#include "core/battle/tchae/tchae_types.h"

namespace hfg::tchae {

enum class WarPeriod { Early1861to1863, Late1864to1865 };

/// A rating as the generator gives it.
struct CommanderRating {
  Ability ability = Ability::Inexperienced;
  bool bold = false;
  bool cautious = false;
  friend bool operator==(const CommanderRating&, const CommanderRating&) = default;
};

/// ET-27: the rating for one D10 (1..10) by side and period.
CommanderRating generatedRating(Belligerent side, WarPeriod period, int d10,
                                const TchaeSettings& s = {});

}  // namespace hfg::tchae
