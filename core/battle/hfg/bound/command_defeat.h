// Which commands T-11 can defeat and when all of a command's original elements are gone (T-11, B-52).
#pragma once

#include <string>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// T-11 "A command (not a naval contingent)": every original element of the command that is not
/// staff is naval (NAVAL CONTINGENTS), and it has at least one. Such a command is never defeated.
bool isNavalContingent(const Battle& battle, const std::string& commandId);

/// B-52: every element the command started with (the set-up's, or the C-20 join's) is lost or
/// spent: destroyed, spent, gone off the table, still routing, or transferred away (T-11 "adjusted
/// for transfers"). Elements still to arrive are not lost; Pontooneers exchanged for a bridge
/// (T-13) are neither lost nor spent. False for a command with no elements.
bool allOriginalLostOrSpent(const Battle& battle, const std::string& commandId);

/// End of a bound, before T-11 is applied: tells the loss ledger of every command whose original
/// elements are all lost or spent (B-52), naval contingents excepted.
void markCommandsWithoutOriginals(Battle& battle);

}  // namespace hfg::battle
