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
  bool inOrAfterBattle = false;  ///< known now because it fought (C-6 Interpretation)
};

/// One side's picture of the campaign (C-6).
struct SideView {
  std::string side;
  int day = 1;
  Period period = Period::Morning;
  Weather weather;                     ///< the weather is seen by all
  std::vector<Force> own;              ///< own forces as they are now
  std::vector<KnownEnemyForce> enemy;  ///< enemy forces as last known
  std::vector<BattleSetup> battles;    ///< battles waiting for a result: known to both
  std::vector<BuiltWork> ownWorks;     ///< works this side built (C-22)
  std::vector<BridgeChange> bridges;   ///< bridges broken, repaired or built: seen by all
  std::vector<CampaignEvent> log;      ///< events this side may read
};

/// Builds `side`'s view: own forces now; each enemy force where it was `intelLagPeriods`
/// periods ago (the last record at or before then; none if it was not yet on the map or was
/// on a railway); enemy forces in a battle, or in one that ended within the lag, where they
/// are now. Log events private to the other side are left out.
SideView buildSideView(const Scenario& scenario, const CampaignState& state,
                       const std::string& side);

}  // namespace hfg
