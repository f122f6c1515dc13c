// Limits on what a response, an Order or an automatic response lets troops do: KT-6 A and KB-15
// (a third of the force), K-25 (support distance), K-17 and KB-55 (automatic charge reach), K-61
// and KB-37 (prolonges), of shared/spec/c3.md.
#pragma once

#include <vector>

#include "core/battle/c3/c3_settings.h"

namespace hfg::c3 {

/// KB-15: response A may turn at most floor(1/3 of the command's CEs) on the threat.
int responseALimitCes(const std::vector<int>& unitCes);
/// KB-15: may the Commander detach the Units `chosen` (indices into unitCes)? Whole Units whose
/// CEs stay within the limit; a single Unit over the limit only when no Unit fits within it.
bool mayDetachForResponseA(const std::vector<int>& unitCes, const std::vector<int>& chosen);

/// K-25: troops under a Support Order stay within 10 minutes at their normal rate.
double supportRadiusM(double normalRateMPerMin);
/// KB-55: cavalry's reach for an automatic charge: 13 minutes at normal rate and the last
/// charge_max_m at charge rate (15 minutes in all).
double automaticChargeReachM(double normalRateMPerMin, const C3Settings& s);

/// KB-37: artillery may prolong while its fatigue plus the SP it has lost is below ten.
bool mayProlong(int fatigue, int spLost, const C3Settings& s);

}  // namespace hfg::c3
