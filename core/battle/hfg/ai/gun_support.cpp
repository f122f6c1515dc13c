// Guns up behind foot in close combat: the support pose, the foot worth supporting, one gun each.
#include "core/battle/hfg/ai/gun_support.h"

#include <limits>
#include <optional>
#include <set>

#include "core/battle/hfg/ai/ai_geometry.h"
#include "core/battle/hfg/ai/mover_limits.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/shooting_geometry.h"

namespace hfg::battle::ai {
namespace {

bool fightingRole(CommandRole role) {
  return role == CommandRole::MainEffort || role == CommandRole::Pin || role == CommandRole::Hold;
}

/// A ready foot element of `side` in frontal contact with a ready enemy (either's front edge).
bool inCloseCombat(const Battle& battle, const ElementInPlay& f) {
  if (!f.present() || f.condition != ElementCondition::Ready ||
      categoryOf(f.type()) != TroopCategory::Foot)
    return false;
  const auto& els = battle.elements();
  for (auto j : battle.near(f.footprint, battle.settings().contactEpsPaces + 1)) {
    const ElementInPlay& en = els[j];
    if (en.side == f.side || !en.present() || en.condition == ElementCondition::Routing) continue;
    if (frontalContact(f.footprint, en.footprint, battle.settings()) ||
        frontalContact(en.footprint, f.footprint, battle.settings()))
      return true;
  }
  return false;
}

/// G-18: the gun's pose with its front edge on the foot's rear edge, facing the same way.
Footprint supportPose(const Footprint& gun, const Footprint& foot) {
  const Vec2 front = foot.frontMid - foot.forward() * (foot.depthPaces + 0.3);
  return Footprint{front, foot.headingDeg, gun.frontagePaces, gun.depthPaces};
}

/// Some friend (other than `gun` and `foot`) already stands behind the foot's rear edge.
bool rearTaken(const Battle& battle, std::size_t gun, std::size_t foot) {
  const auto& els = battle.elements();
  const Footprint& f = els[foot].footprint;
  for (auto k : battle.near(f, 50))
    if (k != gun && k != foot && els[k].present() && els[k].side == els[foot].side &&
        edgeContactLength(els[k].footprint, EdgeId::Front, f, EdgeId::Rear, battle.settings()))
      return true;
  return false;
}

}  // namespace

std::vector<GunSupport> gunSupportMoves(const Battle& battle, const SidePlan& plan,
                                        Difficulty difficulty) {
  std::vector<GunSupport> out;
  if (difficulty == Difficulty::Easy) return out;
  const auto& els = battle.elements();
  std::set<std::size_t> supported;
  for (const auto& cp : plan.commands) {
    if (!fightingRole(cp.role)) continue;
    for (std::size_t g = 0; g < els.size(); ++g) {
      const ElementInPlay& gun = els[g];
      if (gun.placed.commandId != cp.commandId ||
          categoryOf(gun.type()) != TroopCategory::Artillery)
        continue;
      if (!canMove(battle, gun) || gun.grade() == Grade::Heavy) continue;
      const double reach = goodGoingPaces(battle, gun) - 20;
      std::optional<std::size_t> best;
      double bestD = std::numeric_limits<double>::max();
      for (auto f : battle.near(gun.footprint, reach)) {
        if (supported.count(f) || els[f].side != gun.side || !inCloseCombat(battle, els[f]))
          continue;
        const Footprint pose = supportPose(gun.footprint, els[f].footprint);
        const double d = distance(gun.footprint.frontMid, pose.frontMid);
        if (d > reach || d >= bestD || rearTaken(battle, g, f)) continue;
        best = f;
        bestD = d;
      }
      if (!best) continue;
      supported.insert(*best);
      const Footprint pose = supportPose(gun.footprint, els[*best].footprint);
      out.push_back({cp.commandId, advanceOrder({gun.id()}, waypointForPose(gun.footprint, pose),
                                                MoveKind::Tactical, pose.headingDeg)});
    }
  }
  return out;
}

}  // namespace hfg::battle::ai
