// Straight outcome moves through or up to friends, leaving the table and recording losses (T-10, T-11, B-40).
#include "core/battle/hfg/bound/outcome_support.h"

#include <cstdio>

#include "core/battle/hfg/bound/outcome_obstacles.h"
#include "core/battle/hfg/geometry/contact.h"

namespace hfg::battle {

void recordLoss(Battle& battle, std::size_t i, const std::string& why) {
  const ElementInPlay& e = battle.elements()[i];
  battle.losses().recordLoss(e.placed.commandId, e.ee);
  char ee[32];
  std::snprintf(ee, sizeof ee, "%g", e.ee);
  battle.log(LogKind::Loss, e.id() + " lost: " + why + " (T-11, " + ee + " EE)");
}

StraightMoveResult outcomeMove(Battle& battle, std::size_t i, Vec2 direction, double paces,
                               bool throughFriends, std::optional<std::size_t>* enemyMet) {
  const ElementInPlay& e = battle.elements()[i];
  std::vector<Footprint> others;
  std::vector<std::size_t> otherIndex;
  std::vector<std::size_t> friends;
  for (auto j : battle.near(e.footprint, paces + 800)) {
    if (j == i) continue;
    if (throughFriends && battle.elements()[j].side == e.side) {
      friends.push_back(j);
      continue;
    }
    others.push_back(battle.elements()[j].footprint);
    otherIndex.push_back(j);
  }
  // B-12: enemy holding SPs stop it like marsh.
  const auto impassable = outcomeBlockingAreas(battle, e.side);
  StraightMoveResult r =
      moveStraight(e.footprint, direction, paces, others, impassable, battle.table());
  if (enemyMet && !r.completed && r.blockedByElement &&
      battle.elements()[otherIndex[*r.blockedByElement]].side != e.side)
    *enemyMet = otherIndex[*r.blockedByElement];
  if (!throughFriends || r.leftTable || (enemyMet && *enemyMet)) return r;
  // T-10: through friends to the first clear space beyond them, or beyond a friendly or empty
  // BUA, SP or redoubt it would end in.
  const ClearBeyond beyond =
      firstClearBeyond(battle, i, r.end, direction * (1.0 / length(direction)),
                       flowThroughAreas(battle, e.side, e.footprint), impassable);
  if (beyond.leftTable) {
    r.leftTable = true;
  } else if (!beyond.blocked && beyond.paces > 0) {
    r.end = beyond.end;
    r.movedPaces += beyond.paces;
  }
  return r;
}

void leaveTable(Battle& battle, std::size_t i) {
  const bool alreadyLost = battle.elements()[i].condition == ElementCondition::Routing;
  battle.remove(i, ElementCondition::OffTable);
  if (!alreadyLost)
    recordLoss(battle, i, "left the table (B-40)");
  else
    battle.log(LogKind::Outcome, battle.elements()[i].id() + " routs off the table (B-40)");
}

}  // namespace hfg::battle
