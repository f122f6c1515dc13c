// O-S1 and O-S4 of hfg-battle.md T-9 ("Effects that follow outcomes").
#include "core/battle/hfg/combat/outcome_effects.h"

#include "core/battle/hfg/geometry/formation.h"

namespace hfg::battle {

bool friendRoutsWithRouters(const RoutContagionFacts& f) {
  if (f.friendDefendsBuaSpOrRedoubt || f.routersAreMarksmenOrNaval) return false;
  return !(f.routersInferior && !f.friendInferior);
}

OutcomeRecord commandPartyOutcome(const OutcomeRecord& rear) {
  if (rear.result == ResultKind::Spent) {
    OutcomeRecord r;
    r.rowId = "O-S4";
    r.result = ResultKind::Repulsed;
    r.minPaces = 600;
    r.maxPaces = 1200;
    r.reason = "the element behind the Command Party is spent";
    return r;
  }
  OutcomeRecord r = rear;
  r.alsoRows.push_back("O-S4");
  r.reason = "Command Party obeys the outcome of the element behind it: " + rear.reason;
  return r;
}

bool flankersRecoil(ResultKind r) {
  return r == ResultKind::Recoil || r == ResultKind::Repulsed || r == ResultKind::Routed ||
         r == ResultKind::Destroyed;
}

bool flankersMoveWith(ResultKind r) {
  return r == ResultKind::PressForward || r == ResultKind::Pursue;
}

std::optional<Footprint> turnToFacePose(const Footprint& element, const Footprint& attacker,
                                        const std::vector<Footprint>& others,
                                        const BattleSettings& s) {
  return conformingPose(element, attacker, EdgeId::Front, others, s);
}

Footprint secondTurnerPose(const Footprint& firstTurned, const Footprint& second) {
  Footprint out = second;
  out.headingDeg = firstTurned.headingDeg;
  out.frontMid = firstTurned.edge(EdgeId::Rear).midpoint();
  return out;
}

OutcomeRecord silencedShooterTargetOutcome(const CombatSideFacts& target) {
  OutcomeRecord r;
  if (classOf(target.who) == CombatClass::Mounted && target.ownBound) {
    r.rowId = "O-A1";
    r.result = target.chargeTargetInGoodGoingWithin600 ? ResultKind::Charge : ResultKind::None;
    r.reason = "O-S6: the shooter that would have fired at it is silenced (B-58)";
  } else if (isFootOrDismounted(target.who)) {
    r.rowId = "O-A5";
    r.result = ResultKind::PressForward;
    r.minPaces = r.maxPaces = 200;
    r.optionalMove = true;
    r.reason = "O-S6: the shooter that would have fired at it is silenced (B-58)";
  } else {
    r.reason = "O-S6: no band A move for this element";
  }
  return r;
}

}  // namespace hfg::battle
