// Section 7.1/7.3: a campaign meeting as a TCHAE corps-level battle: formations on blinds, dummies, orders, arrivals.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/battle/tchae/battle_state.h"
#include "core/model/battle_handoff.h"
#include "core/model/battlefield.h"
#include "core/model/scenario.h"

namespace hfg::tchae {

/// An HFG element the table does not show (staff is a figure; train and naval are not placed).
struct NotPlacedElement {
  std::string element;
  std::string side;
  TroopType type = TroopType::SupplyBase;
};

/// A meeting converted: the TCHAE state and what is needed to report back in HFG terms.
struct CampaignBattleState {
  BattleState state;
  std::array<std::string, 2> sideIds;  ///< campaign side id of Union (0) and Confederate (1)
  std::vector<NotPlacedElement> notPlaced;
  std::vector<std::string> notes;        ///< what the conversion departed from
  int startIndex = 0;                    ///< periodIndexOf the first period fought
  std::map<std::string, int> queueTurn;  ///< 7.3: last arrival turn used at each entry point
  std::uint64_t seed = 0;
  hfg::BattleMeeting meeting;  ///< the campaign's meeting as at the start

  Belligerent sideOf(const std::string& sideId) const {
    return sideId == sideIds[0] ? Belligerent::Union : Belligerent::Confederate;
  }
  const std::string& idOf(Belligerent side) const {
    return sideIds[side == Belligerent::Union ? 0 : 1];
  }
};

/// 7.1 and 7.3: the battle of `meeting` on `ground` (the HFG table cut from the map, with its
/// T-15 deployment): one blind per command placed in its side's 7.3 zone near where T-15 put the
/// command, dummies by campaign_dummy_ratio, the attacker on Attack, the defender on Hold, the
/// arrivals already in the meeting queued on their roads, the end after the daylight left (C-20).
/// Throws std::invalid_argument naming the battle when a side or command is unknown.
CampaignBattleState campaignBattleState(const Scenario& scenario, const hfg::BattleMeeting& meeting,
                                        const TableSetup& ground, std::uint64_t seed,
                                        const TchaeSettings& settings = {});

/// C-19, C-20, 7.3: an arrival's commands on a column blind at its road's table edge, entering on
/// the turn of 7.3 (queued behind earlier blinds of the same road), added to `live` (the
/// battle's state now; `battle.state` while setting up). Returns a line for the log.
std::string addCampaignArrival(CampaignBattleState& battle, BattleState& live,
                               const Scenario& scenario, const BattleArrival& arrival,
                               const TableSetup& ground);

}  // namespace hfg::tchae
