// Finding the Events of KT-5 from the table every minute and offering each to each Commander
// once (K-14, K-15, KB-13, KB-23): what happened to his Units, enemy seen or starting to move,
// Orders and Messages received, Orders carried out, Orders that went nowhere.
#pragma once

#include <vector>

#include "core/battle/c3/battle_state.h"
#include "core/battle/c3/c3_player.h"
#include "core/battle/c3/dispatches.h"

namespace hfg::c3 {

/// KB-13 c: engagement starting or ending (KB-38) raises Event c for the Unit.
void noteEngagement(C3Battle& battle);

/// Section 2 step 2: the Events arisen since the last minute, each offered (EventBook) to every
/// Commander who sees it or is told of it; returns those offered for the first time.
std::vector<OfferedEvent> findEvents(C3Battle& battle, const std::vector<Delivery>& delivered,
                                     const std::vector<int>& lostNoticed);

}  // namespace hfg::c3
