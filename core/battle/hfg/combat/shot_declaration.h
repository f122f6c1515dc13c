// Declaring shots: who must shoot, which target they must take (B-28), and who is the primary shooter of a combat (B-27).
#pragma once

#include <optional>
#include <vector>

#include "core/battle/hfg/combat/combatant.h"

namespace hfg::battle {

/// One valid target (G-16) of a shooter, as B-28 compares them.
struct TargetOption {
  std::size_t target = 0;         ///< the caller's element index (ties go to the lowest)
  double distancePaces = 0;       ///< from the shooting-edge midpoint to the footprint (G-3)
  double angleOffHeadingDeg = 0;  ///< between the shooter's heading and the target's centre
  bool inEntrenchmentOrRedoubt = false;
};

struct TargetRule {
  bool mustShoot = false;                   ///< B-28: foot or dismounted in the enemy's bound
  bool freeChoice = false;                  ///< artillery with nothing within 400 p, naval, BUA, SP
  std::optional<std::size_t> forcedTarget;  ///< the target it must take if it shoots
};

/// B-28: the rule for `shooter` choosing among its valid `options` in this bound.
TargetRule targetRule(const Combatant& shooter, bool ownBound,
                      const std::vector<TargetOption>& options);

/// One shooter at a target T, for building T's combat.
struct ShooterEntry {
  std::size_t shooter = 0;
  Combatant who;
  double distancePaces = 0;                    ///< to T
  bool supportingArtilleryThatCanAid = false;  ///< never primary (B-27, B-43)
};

struct DistantCombatPlan {
  std::size_t primary = 0;
  std::vector<std::size_t> aiders;  ///< TF-7 counts them
  bool mutual = false;              ///< T shoots back at the primary
};

/// B-27 step 2: the primary shooter at T. If some shooters are artillery or naval and others foot
/// or dismounted, and T does not shoot back at the artillery or naval, a foot or dismounted one is
/// primary (the one T shoots at, else the nearest); otherwise the one T shoots at, else the
/// nearest. Supporting artillery that can aid is never primary. Nothing if there is no shooter.
std::optional<DistantCombatPlan> planDistantCombat(const std::vector<ShooterEntry>& shooters,
                                                   std::optional<std::size_t> targetShootsAt);

}  // namespace hfg::battle
