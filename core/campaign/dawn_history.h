// A past dawn of the campaign rebuilt from the log and the position history (past dispatches).
#pragma once

#include "core/model/campaign_state.h"

namespace hfg {

/// The campaign as it stood at dawn of `day` (1 .. state.day), before that day's orders, for a
/// past day's dispatch (C-6, C-27): the clock at that dawn; the log and the position history up
/// to it; each force where and as it was recorded when the day's morning began (with that
/// dawn's splits, merges and rail arrivals undone); the weather from the C-9 throws; the battles
/// then waiting (from the pending and resolved set-ups); the works built and bridges changed
/// before it. The state's own dawn is returned as it is.
///
/// Not rebuilt: element states (losses, spent and off-table elements are today's) and the
/// commands in each force (today's, or none for a force since gone), so element counts worked
/// out from rosters are today's; a bridge changed twice shows only its last
/// change; a force merged away at that dawn keeps its last recorded status. Saves older than
/// these records (no record status, work or bridge days) give what they hold.
/// Throws std::invalid_argument naming the days there are when `day` is out of range.
CampaignState stateAtDawn(const CampaignState& state, int day);

}  // namespace hfg
