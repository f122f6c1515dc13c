// Effects that follow outcomes: O-S1 routing friends, O-S2 flankers, O-S3/O-S5 turning to face, O-S4 the Command Party, O-S6 silenced shooters.
#pragma once

#include <optional>
#include <vector>

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/hfg/combat/combat_record.h"
#include "core/battle/hfg/combat/combat_situation.h"
#include "core/battle/common/footprint.h"

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

/// O-S2: when friends fighting an enemy's front are recoiled, repulsed, routed or destroyed,
/// elements touching that enemy's flank or rear recoil.
bool flankersRecoil(ResultKind frontalFriendResult);
/// O-S2: when those friends press forward or pursue, the flankers move with them.
bool flankersMoveWith(ResultKind frontalFriendResult);

/// O-S3, B-55: the pose of an element contacted only on a flank or rear that turns to face its
/// attacker: its front edge against the attacker's front edge, corners coinciding (the mirror of
/// conforming, G-25). Nothing when the pose is blocked by `others` (it then fights from its flank).
std::optional<Footprint> turnToFacePose(const Footprint& element, const Footprint& attacker,
                                        const std::vector<Footprint>& others = {},
                                        const BattleSettings& s = {});
/// O-S5, B-55: when one attacker touched two elements and both turned, the second is placed
/// directly behind the first, same heading.
Footprint secondTurnerPose(const Footprint& firstTurned, const Footprint& second);

/// O-S6, B-58: the target a silenced element would have shot at may take its band A result
/// without dice: O-A1 charge if mounted in its own bound, O-A5 press forward if foot or dismounted.
OutcomeRecord silencedShooterTargetOutcome(const CombatSideFacts& target);

}  // namespace hfg::battle
