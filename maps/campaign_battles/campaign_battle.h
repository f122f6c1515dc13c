// C-28: a campaign meeting turned into the battle engine's set-up: table, forces, arrivals, works, weather.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/battle/hfg/battle_setup.h"
#include "core/model/battle_handoff.h"
#include "core/model/battlefield.h"
#include "core/model/campaign_state.h"
#include "core/model/scenario.h"

namespace hfg::maps {

/// C-20: one map period is 12 bounds by each side.
inline constexpr int kSideBoundsPerPeriod = 12;

/// A campaign battle that cannot be set up; the message names the battle and what is missing.
class CampaignBattleError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// A campaign battle ready for the engine.
struct CampaignBattle {
  std::string id;                  ///< the campaign's battle id (hfg::BattleMeeting::id)
  TableSetup table;                ///< the table cut from the map with the forces present deployed
  battle::BattleSetup setup;       ///< the engine's set-up; arrivals wait off the table
  std::vector<std::string> notes;  ///< the table's departures and the converter's decisions
};

/// A force arriving by road during the battle (C-19, C-20), ready to join the engine's battle.
struct JoiningForce {
  std::string force;
  int side = 0;                                      ///< index into setup.sides
  std::vector<battle::BattleCommandSetup> commands;  ///< its commands not yet in the battle
  /// Commands already in the battle whose elements it brings: a detachment marching to its
  /// command (C-20); its elements carry that command's id (Battle::addElements).
  std::vector<std::string> joined;
  /// Of `joined`: the commands whose general comes with it to lead them (C-13, C-28); his
  /// element, "<command>-general", is among `elements`.
  std::vector<std::string> joinedGenerals;
  std::vector<battle::PlacedElement> elements;  ///< off the table, with arrivesAtBound
  std::string edge;                             ///< the table edge its road enters by
  int bound = 1;                                ///< the first bound it may enter in
  std::vector<std::string> notes;               ///< what could not be brought on
};

/// C-20: the first bound (1-based over both sides) in which an arrival reaching the field at
/// `fraction` (0..1) of the map period `periodsAfterStart` after the battle's first one may
/// enter: the side's bound matching the time, 12 a period, the attacker moving first.
int arrivalBound(int periodsAfterStart, double fraction, bool attacker);

/// The engine's set-up for a campaign meeting (C-28, C-16..C-22):
/// - the table (the scenario's table size) is cut from the scenario's map centred on the
///   meeting point, the defender's base edge (south) turned away from the attacker's approach
///   (the node the attacker's first force came from); the parts the map does not cover are
///   filled by the book with `seed`, drawn from the campaign's dice (C-26);
/// - the forces present are deployed by deployForces (T-15), only their commands and present
///   elements; a detached element fights with the first command of its force; a side whose
///   C-in-C is not present is led by the first command present of his army (or side);
/// - arrivals (C-19) wait off the table by the road they come along, entering from
///   arrivalBound on by the engine's T-15 rule; an arrival that reached the field before the
///   fighting began (a night meeting fought from dawn) is deployed as present;
/// - works (C-22) become the defender's T-14 preparations (placeWorks);
/// - campaign rain is the battle's rain, a fine period fair weather (C-9 is not thrown twice);
/// - the year is the scenario's; night falls after the bounds left in the day (C-20).
/// Throws CampaignBattleError naming the battle and what is missing.
CampaignBattle campaignBattleSetup(const Scenario& scenario, const CampaignState& state,
                                   const BattleMeeting& meeting, std::uint64_t seed);

/// A force joining the battle `converted` (from campaignBattleSetup; `current` is its engine
/// set-up now, with any earlier joins): its commands, its elements off the table at its road's
/// entry, and the bound it may enter. The column waits in rows across its road (2,400 p wide,
/// narrower or moved along the edge, nearest the road first, when `occupied` footprints are in
/// the way). Commands already in the battle are not added again: their arriving elements (a
/// detachment of a command fighting there) join that command at the arrival's bound, its
/// general with them when he comes and the command fights without him. A force with no road
/// at all (no link, no node: a reinforcement appearing at the field) comes by its side's base
/// edge. Throws CampaignBattleError when the arrival's road or node is not on the map.
JoiningForce joiningForce(const Scenario& scenario, const CampaignBattle& converted,
                          const battle::BattleSetup& current, const BattleMeeting& meeting,
                          const BattleArrival& arrival,
                          const std::vector<battle::Footprint>& occupied = {});

}  // namespace hfg::maps
