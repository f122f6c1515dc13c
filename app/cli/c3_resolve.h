// `hfg battle resolve SETUP --rules c3`: an HFG battle set-up fought as a C3 battle by the
// computer generals (section 6 of the C3 spec, KB-56): the set-up read as a campaign meeting.
#pragma once

#include <cstdint>
#include <string>

#include "core/battle/hfg/battle_setup.h"
#include "core/model/battle_handoff.h"
#include "core/model/battlefield.h"
#include "core/model/scenario.h"

namespace hfg::cli {

/// An HFG set-up as the campaign would hand it over (C-28): two orbats of its commands and
/// elements, one meeting with every element on the table present, and the table with its T-15
/// deployment (elements still to arrive are left out: KB-57 is not built).
struct SetupAsMeeting {
  Scenario scenario;
  hfg::BattleMeeting meeting;
  TableSetup ground;
};
SetupAsMeeting setupAsMeeting(const battle::BattleSetup& setup, const std::string& battleId);

/// One battle: the log's records and the result on stdout. Sets the exit code on a refused
/// set-up.
void resolveC3Battle(const std::string& setupFile, std::uint64_t seed);

}  // namespace hfg::cli
