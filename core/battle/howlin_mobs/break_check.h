// MB-45 the army break check at the end of every round (M-56): the units on the table counted
// into campaign_tables' SideLosses, judged by its breakingSide.
#pragma once

#include <optional>
#include <vector>

#include "core/battle/howlin_mobs/campaign_tables.h"
#include "core/battle/howlin_mobs/unit.h"

namespace hfg::howlin_mobs {

/// T-11 as MB-45 counts it from the unit: 2 for each gun of a battery (one HFG artillery element
/// a gun, MB-48), 2 for a Crack unit (HFG Elite, MT-12), 1 for every other unit. (A Supply Base
/// wagon counts 1: T-11's 3 per 200 AP needs the army's points, which the unit does not carry.)
int elementEquivalents(const Unit& u);

/// The EE of the unit lost (MB-45): all of it when destroyed, routing, off the table, or
/// infantry with 2 casualties; for a battery, 2 for each gun lost (MB-46).
int lostEquivalents(const Unit& u);

/// A side's start and lost EE of the units on the table (units still to arrive, MB-44, are not
/// in `units` and do not count).
SideLosses lossesOf(const std::vector<Unit>& units, HmSide side);

/// The side that breaks now, if any.
std::optional<HmSide> brokenSide(const std::vector<Unit>& units, const HowlinMobsSettings& s);

}  // namespace hfg::howlin_mobs
