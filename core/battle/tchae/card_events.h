// Resolving the non-commander cards: Blinds, Gifted or Bold, Cautious or Political, Inspirational, Grand Tactical (E-46 ... E-50).
#pragma once

#include "core/battle/tchae/general.h"
#include "core/battle/tchae/rules_context.h"

namespace hfg::tchae {

/// 2.4 / E-46 / EB-52.
void blindsCard(RulesContext& ctx, Belligerent side, TchaeGeneral& general);
/// E-47 / EB-49.
void giftedOrBoldCard(RulesContext& ctx, Belligerent side, TchaeGeneral& general);
/// E-48 / EB-50: arms the side's flag.
void cautiousOrPoliticalCard(RulesContext& ctx, Belligerent side);
/// E-49 / EB-51: a rally to Normal, or (if the general declines it) a led charge.
void inspirationalCard(RulesContext& ctx, Belligerent side, TchaeGeneral& general);
/// E-50 / EB-95.
void grandTacticalCard(RulesContext& ctx, Belligerent side, TchaeGeneral& general);

}  // namespace hfg::tchae
