// MB-45 the army break check at the end of every round (M-56): the units on the table counted
// into campaign_tables' SideLosses, judged by its breakingSide.
#pragma once

#include <optional>
#include <vector>

#include "core/battle/howlin_mobs/campaign_tables.h"
#include "core/battle/howlin_mobs/unit.h"

namespace hfg::howlin_mobs {

/// T-11 as MB-45 counts it from the unit: artillery 2, every other unit 1. (Elite elements count
/// 2 in T-11; the unit does not carry the HFG grade yet, so they count 1.)
int elementEquivalents(const Unit& u);

/// A side's start and lost EE on the table (every unit is taken as arrived: MB-44 not yet).
SideLosses lossesOf(const std::vector<Unit>& units, HmSide side);

/// The side that breaks now, if any.
std::optional<HmSide> brokenSide(const std::vector<Unit>& units, const HowlinMobsSettings& s);

}  // namespace hfg::howlin_mobs
