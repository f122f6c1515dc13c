// The plain facts of one combat that the factor and outcome tables read (T-7, T-8, T-9).
#pragma once

#include <optional>
#include <vector>

#include "core/battle/hfg/combat/combatant.h"
#include "core/model/enum_names.h"

namespace hfg::battle {

enum class Going { Good, Slow, Difficult };

/// One element shooting at a side in distant combat (the primary shooter first, then aiders).
struct ShooterFacts {
  Combatant who;
  double distancePaces = 0;      ///< G-9 range to the target
  double maxRangePaces = 0;      ///< its T-4 figure (TF-5 "half maximum range")
  bool beyondHillCrest = false;  ///< TF-6
  bool overOwnTroops = false;    ///< TF-6
  bool supporting = false;       ///< TF-6: supporting artillery (G-18)
};

/// Everything about one side of a combat. Geometry (G-) and state are decided by the caller;
/// the tables only read these facts.
struct CombatSideFacts {
  Combatant who;
  /// B-42: a Command Party fights with the factor of the friend contiguous to its rear.
  std::optional<Combatant> commandPartyRearElement;
  bool ownBound = false;  ///< this bound is this side's own bound

  // Distant combat roles (a mutual shot has both).
  bool shooting = false;
  bool shotAt = false;
  /// Who shoots at this side: primary first (B-27, B-33). Empty in close combat.
  std::vector<ShooterFacts> shooters;

  // TF-1
  bool opponentCommandDefeated = false;
  // TF-2
  bool inRedoubtOrSiegeEntrenchment = false;
  bool garrisonHoldingEdge = false;  ///< garrisoning a BUA or SP and holding its edge
  bool garrisonedWorkBurning = false;
  // TF-3 (Marksmen)
  bool holdingBuaWoodOrDifficultHill = false;
  // TF-4a..d (foot or dismounted)
  bool inFieldEntrenchmentOrElf = false;
  bool targetEdgeAllDifficult = false;  ///< other than a burning BUA or marsh
  Going going = Going::Good;            ///< the going it stands in (T-13)
  bool slowGoingIsStreamOrGully = false;
  bool inBua = false;          ///< standing in a BUA (TF-13, O-D7, O-D8, O-E15)
  bool inBuaInterior = false;  ///< in the interior, not its garrison (O-D17, O-E7)
  bool inWood = false;
  bool manningObstacle = false;  ///< also "defending an obstacle"
  // TF-7, TF-8
  int aiders = 0;  ///< elements aiding this side, artillery included
  int artilleryAiders = 0;
  /// B-41: the T-3 column this side uses whatever its opponent (artillery or naval shooting at a
  /// garrisoned BUA make one "Other" total, compared with the garrison's and the BUA's).
  std::optional<FactorColumn> columnOverride;
  bool aidedBySupportingArtilleryInClose = false;  ///< TF-8 applies to its opponent
  // TF-9, TF-10
  int flanksOverlapped = 0;
  bool startedUphillOfOpponent = false;  ///< G-20: TF-10 applies to its opponent
  // TF-11
  bool marchMovedThisBound = false;
  bool tacticalMovedThisBound = false;
  bool repulsedThisOrLastBound = false;
  // TF-12
  bool enfiladed = false;
  bool sailBowOrSternEdge = false;  ///< Sail shooting from, or shot at on, front or rear edge
  // TF-14
  bool silenced = false;
  bool damaged = false;
  // TF-15
  bool repulsed = false;
  bool routing = false;
  bool pursuingIntoFreshMounted = false;
  // TF-16: enemy land elements whose front edge touches this side's flank or rear (not staff
  // fighting as staff).
  int enemyFrontsOnFlankOrRear = 0;

  // Outcome facts (T-9).
  bool supportingArtillery = false;               ///< O-P1: this side is supporting artillery
  std::optional<int> supportedLowestTotal;        ///< O-P1: lowest total of the supported elements
  bool shotAtOnlyBySupportingArtillery = false;   ///< O-P2
  bool attackingFlankOrRear = false;              ///< O-P3
  bool destroyingUndefendedBridge = false;        ///< O-P4
  bool chargeTargetInGoodGoingWithin600 = false;  ///< O-A1, B-55
  bool defendingWork = false;   ///< O-A3: BUA, SP, redoubt, entrenchment, ELF or obstacle
  bool movedThisBound = false;  ///< O-A4
  /// O-A6, O-C2/C3, O-C7 (B-33): the distance to the primary opponent. When `shooters` is not
  /// empty the primary shooter's distance is used instead; set this for a side not shot at.
  double primaryEnemyDistancePaces = 0;
  bool roomBeyondEnemy = false;   ///< O-B1
  bool defendingBuaOrSp = false;  ///< O-B4, read on the enemy side
  bool defendingRedoubt = false;  ///< O-D7
  bool inEntrenchment = false;    ///< O-C4, O-D8: any entrenchment (the TF-4a field one counts too)
  bool enemyPressingForwardWillContact = false;  ///< O-C5
  bool protectedByObstacle = false;              ///< O-C9
  bool artilleryChoosesRepulse = false;          ///< O-C10 owner's choice (B-35 default: silenced)
  bool attackingOverObstacle = false;            ///< O-D2
  bool repulsedThisBound = false;                ///< O-D4
  bool enemyMountedFrontInContact = false;       ///< O-D6, O-D16 (B-57)
  bool attackingWorkEdge = false;  ///< O-D10, O-D19: edge of BUA or SP, entrenchment, redoubt
  bool defendingBuaEdge = false;   ///< O-D18
  bool movedIntoContactThisBound = false;     ///< O-D12 (B-59), read on the enemy side
  bool enemyFrontOnFlank = false;             ///< O-D14
  bool enemyFrontOnRear = false;              ///< O-D15 "enemy only on its front"
  bool supportedMountedRepulsedByB2 = false;  ///< O-B2x (Horse artillery)
};

/// One combat between two sides: distant (a shot, mutual or not) or close.
struct CombatSituation {
  CombatKind kind = CombatKind::Close;
  int year = 1800;
  CombatSideFacts a;
  CombatSideFacts b;
};

using hfg::keyOf;  // the names below, beside this namespace's own keyOf overloads

}  // namespace hfg::battle

// The names files give this header's enums (core/model/enum_names.h).
namespace hfg {

template <>
struct EnumKeys<battle::Going> {
  static constexpr std::string_view what = "going";
  static constexpr EnumNames<battle::Going, 3> names{{{{battle::Going::Good, "good"},
                                                       {battle::Going::Slow, "slow"},
                                                       {battle::Going::Difficult, "difficult"}}}};
};

}  // namespace hfg
