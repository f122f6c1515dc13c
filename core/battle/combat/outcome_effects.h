// Effects that follow outcomes and need no geometry: O-S1 routing friends, O-S4 the Command Party.
#pragma once

#include "core/battle/combat/combat_record.h"

namespace hfg::battle {

/// O-S1: when mounted are destroyed in close combat, or any element routs, do the friends touching
/// its rear edge (as it was before moving) rout a full tactical move with it?
struct RoutContagionFacts {
  bool friendDefendsBuaSpOrRedoubt = false;
  bool routersAreMarksmenOrNaval = false;
  bool routersInferior = false;
  bool friendInferior = false;
};
bool friendRoutsWithRouters(const RoutContagionFacts& facts);

/// O-S4: a CP that fought with the factor of the element behind it is repulsed 600-1,200 p if
/// that element is spent; otherwise both obey that element's outcome.
OutcomeRecord commandPartyOutcome(const OutcomeRecord& rearElementOutcome);

}  // namespace hfg::battle
