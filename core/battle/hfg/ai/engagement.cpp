// How eager the generals are to fight: charge thresholds, charges they refuse, and how close an advance comes to the enemy.
#include "core/battle/hfg/ai/engagement.h"

#include <algorithm>

namespace hfg::battle::ai {

bool suicidalCharge(const ElementInPlay& a, const ElementInPlay& d, EdgeId edge) {
  const bool mounted =
      categoryOf(a.type()) == TroopCategory::Mounted && (!isDismountable(a.type()) || a.mounted);
  const bool foot = categoryOf(d.type()) == TroopCategory::Foot;
  return mounted && foot && edge == EdgeId::Front && d.condition == ElementCondition::Ready;
}

double chargeThreshold(Doctrine doctrine, Difficulty difficulty, CommandRole role, double dayGone) {
  if (difficulty == Difficulty::Easy) return -0.3;
  // The main effort takes even fights (value 0: as much harm done as taken); the others want
  // an edge. Frontal foot on foot is about +0.1, flank attacks +0.4 or more (charge_odds).
  double t = doctrine == Doctrine::Aggressive ? -0.1 : doctrine == Doctrine::Balanced ? 0.0 : 0.1;
  // Pinning commands take fights a little better than even (issue #5: they must close too, or
  // a campaign battle of several corps ends undecided at nightfall).
  if (role == CommandRole::Pin) t += 0.05;
  if (role == CommandRole::Hold || role == CommandRole::Reserve) t += 0.15;
  // Hard generals take the even fights a pinning or holding command is offered too (issue #18:
  // won exchanges were never followed up).
  if (difficulty == Difficulty::Hard) t -= 0.05;
  // Tempo (issue #18): in the last third of the day an attack not made is a battle left
  // undecided at nightfall, so the commands that go forward take fights 0.1 worse.
  if (dayGone >= 2.0 / 3.0 && (role == CommandRole::MainEffort || role == CommandRole::Pin))
    t -= 0.1;
  return t;
}

double standOffPaces(const ElementInPlay& e, CommandRole role, Doctrine doctrine) {
  const bool mounted = categoryOf(e.type()) == TroopCategory::Mounted;
  // Foot attacking closes to 60 p: a shooting recoil (its own base depth, O-C3) still leaves
  // it within the 200 p T-1 contact limit, so it charges next bound (issue #5: lines stalled at
  // 150-350 p trading shots). Pinning commands close too, to 150 p.
  double d = mounted ? 450 : 60;
  if (role == CommandRole::Pin) d = mounted ? 600 : 150;
  if (role == CommandRole::Hold || role == CommandRole::Reserve) d = mounted ? 900 : 600;
  if (doctrine == Doctrine::Cautious) d += 150;
  if (doctrine == Doctrine::Aggressive) d = std::max(mounted ? 100.0 : 40.0, d - 50);
  return d;
}

}  // namespace hfg::battle::ai
