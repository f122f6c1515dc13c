// C-6: what one side knows when it writes its orders; never the other side's hidden moves.
#pragma once

#include <string>
#include <vector>

#include "core/model/campaign_state.h"
#include "core/model/scenario.h"

namespace hfg {

/// An enemy force as a side last knew it.
struct KnownEnemyForce {
  std::string force;
  std::string name;
  Location location;
  int elementCount = 0;
  int asOfDay = 1;  ///< when it was there
  Period asOfPeriod = Period::Morning;
  bool inOrAfterBattle = false;  ///< known from a battle, newer than the lag (C-6 Interpretation)
};

/// One side's picture of the campaign (C-6).
struct SideView {
  std::string side;
  int day = 1;
  Period period = Period::Morning;
  Weather weather;                     ///< the weather is seen by all
  std::vector<Force> own;              ///< own forces as they are now
  std::vector<KnownEnemyForce> enemy;  ///< enemy forces as last known
  std::vector<BattleMeeting> battles;  ///< battles waiting for a result: known to both
  std::vector<BuiltWork> ownWorks;     ///< works this side built (C-22)
  std::vector<BuiltWork> enemyWorks;   ///< enemy works finished before the lag (C-6, C-22)
  /// Bridge changes this side knows: its own at once, the enemy's once the lag has passed; the
  /// last known change of each link, in the order made (C-6, C-22).
  std::vector<BridgeChange> bridges;
  std::vector<CampaignEvent> log;  ///< events this side may read
};

/// Builds `side`'s view (C-6): own forces, works and bridge changes now; each enemy force as
/// the position records show it at the start of the period `intelLagPeriods` ago (the latest
/// recorded period at or before then, taken before that dawn's splits and merges): forces
/// created later are not shown, forces merged away later still are, element counts are as then;
/// none on a railway. A public battle fact newer than that (a meeting, arrival, result, rout or
/// retreat) shows the force where that fact put it, and no later: known-after-battle ends
/// where the battle's knowledge does. Enemy works and bridge changes are known once finished
/// before the lag. Log events private to the other side are left out.
SideView buildSideView(const Scenario& scenario, const CampaignState& state,
                       const std::string& side);

}  // namespace hfg
