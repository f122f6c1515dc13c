// B-27 combat building and B-28 target choice.
#include "core/battle/hfg/combat/shot_declaration.h"

#include <algorithm>
#include <cmath>

namespace hfg::battle {
namespace {

bool gunsOrShips(const Combatant& c) {
  const CombatClass k = classOf(c);
  return k == CombatClass::Artillery || k == CombatClass::Naval;
}

}  // namespace

TargetRule targetRule(const Combatant& shooter, bool ownBound,
                      const std::vector<TargetOption>& options) {
  TargetRule rule;
  const CombatClass k = classOf(shooter);
  const bool anyWithin400 = std::any_of(
      options.begin(), options.end(), [](const TargetOption& o) { return o.distancePaces <= 400; });
  if (k == CombatClass::Naval || k == CombatClass::Fixed ||
      (k == CombatClass::Artillery && !anyWithin400)) {
    rule.freeChoice = true;
    return rule;
  }
  std::vector<TargetOption> pool = options;
  if (isFootOrDismounted(shooter) && !ownBound) {
    // Foot and dismounted must shoot in the enemy's bound, at a target not in a work.
    pool.erase(std::remove_if(pool.begin(), pool.end(),
                              [](const TargetOption& o) { return o.inEntrenchmentOrRedoubt; }),
               pool.end());
    rule.mustShoot = !pool.empty();
    if (pool.empty()) pool = options;  // it may still choose to shoot at one in a work
  }
  // Nearest to the shooting edge's centre, then most directly in front, then lowest index.
  const auto best = std::min_element(pool.begin(), pool.end(), [](const auto& a, const auto& b) {
    if (std::abs(a.distancePaces - b.distancePaces) > 1e-9)
      return a.distancePaces < b.distancePaces;
    if (std::abs(a.angleOffHeadingDeg - b.angleOffHeadingDeg) > 1e-9)
      return a.angleOffHeadingDeg < b.angleOffHeadingDeg;
    return a.target < b.target;
  });
  if (best != pool.end()) rule.forcedTarget = best->target;
  return rule;
}

std::optional<DistantCombatPlan> planDistantCombat(const std::vector<ShooterEntry>& shooters,
                                                   std::optional<std::size_t> targetShootsAt) {
  std::vector<const ShooterEntry*> eligible;
  for (const auto& s : shooters)
    if (!s.supportingArtilleryThatCanAid) eligible.push_back(&s);
  if (eligible.empty()) {
    if (shooters.empty()) return std::nullopt;
    for (const auto& s : shooters) eligible.push_back(&s);  // only supporting guns: one leads
  }
  const auto find = [&](std::size_t index) -> const ShooterEntry* {
    for (const ShooterEntry* s : eligible)
      if (s->shooter == index) return s;
    return nullptr;
  };
  const auto nearest = [](std::vector<const ShooterEntry*> pool) {
    return *std::min_element(pool.begin(), pool.end(), [](const auto* a, const auto* b) {
      if (std::abs(a->distancePaces - b->distancePaces) > 1e-9)
        return a->distancePaces < b->distancePaces;
      return a->shooter < b->shooter;
    });
  };
  std::vector<const ShooterEntry*> footLike, guns;
  for (const ShooterEntry* s : eligible) {
    if (isFootOrDismounted(s->who)) footLike.push_back(s);
    if (gunsOrShips(s->who)) guns.push_back(s);
  }
  const ShooterEntry* shotBack = targetShootsAt ? find(*targetShootsAt) : nullptr;
  const ShooterEntry* primary = nullptr;
  const bool mixed = !footLike.empty() && !guns.empty();
  if (mixed && !(shotBack && gunsOrShips(shotBack->who)))
    primary = shotBack && isFootOrDismounted(shotBack->who) ? shotBack : nearest(footLike);
  else
    primary = shotBack ? shotBack : nearest(eligible);
  DistantCombatPlan plan;
  plan.primary = primary->shooter;
  plan.mutual = shotBack == primary;
  for (const auto& s : shooters)
    if (s.shooter != primary->shooter) plan.aiders.push_back(s.shooter);
  return plan;
}

}  // namespace hfg::battle
