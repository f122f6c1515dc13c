// The project's movement and formation tables KT-13 to KT-17 of shared/spec/c3.md (section 3.2),
// replacing the lost movement marker and Quick Reference Sheet (KB-8, KB-30, KB-33 to KB-36).
#pragma once

#include <optional>
#include <vector>

#include "core/battle/c3/c3_settings.h"
#include "core/battle/c3/c3_types.h"
#include "core/model/troop_type.h"

namespace hfg::c3 {

/// Who moves, as KT-13 tells them apart.
enum class MoverClass {
  Foot,
  Mounted,
  FootArtillery,
  HorseArtillery,  ///< HFG grade Horse, and Portable artillery (KT-26)
  HeavyArtillery,
  SupplyTrain,
  Commander,
  Messenger,
  FootPatrol,
  MountedPatrol,
  DismountedCavalry
};

bool isArtillery(MoverClass mover);

// KT-13. Metres per minute in clear going; nullopt where the mover cannot use the formation.
std::optional<double> normalRateMPerMin(MoverClass mover, Formation formation, bool onRoad);
/// KT-13: evade, prolong and pursuit go at twice the formation's rate.
std::optional<double> doubleRateMPerMin(MoverClass mover, Formation formation, bool onRoad);
/// KT-13: a rout goes at twice the fastest battlefield rate (artillery: twice its limbered rate,
/// off the road, since a rout goes straight away from the enemy).
double routRateMPerMin(MoverClass mover);
/// KT-13: the KT-12 column a mover in a formation uses.
TerrainColumn terrainColumnOf(MoverClass mover, Formation formation);

/// One stretch of a path (K-56, KB-9): ground crossed and whether it runs along a road.
struct PathLeg {
  double lengthM = 0;
  Ground ground = Ground::Clear;
  bool alongRoad = false;
};
/// Minutes to go along `legs` (K-54, K-56, KT-12, KT-13, KB-9); nullopt if any leg is NA.
/// A linear obstacle leg costs its multiplier times linear_obstacle_m whatever its length, and
/// artillery halts there to make a way (KB-9 b) and then crosses at x1.
std::optional<double> travelMinutes(MoverClass mover, Formation formation,
                                    const std::vector<PathLeg>& legs, const C3Settings& s);

// KT-14: a Unit's footprint in each formation; n is its CEs at the start.
struct Footprint {
  double widthM = 0;        ///< frontage
  double depthM = 0;        ///< front to rear
  int firingCes = 0;        ///< CEs that fire
  bool halfEffect = false;  ///< a battle column fires at half effect
  bool allRound = false;    ///< squares and extended order fire all round
};
/// Throws std::invalid_argument for a formation the arm has no footprint in, or double line
/// with fewer than 4 CEs. `ces` counts bases for a supply train.
Footprint footprintOf(Arm arm, Formation formation, int ces, const C3Settings& s);
/// Dismounted cavalry (KB-50): line or extended order; fires with ceil(n/2) CEs.
Footprint dismountedFootprintOf(Formation formation, int ces);

// KT-15: the formations an HFG type may use in a year (mounted, or dismounted where it can).
std::vector<Formation> allowedFormations(TroopType type, int year, bool dismounted, int ces);
bool mayUse(TroopType type, Formation formation, int year, bool dismounted, int ces);

// KT-16: minutes to change formation after any response delay; nullopt where no such change.
std::optional<int> limberMin(MoverClass artillery);
std::optional<int> formationChangeMin(MoverClass mover, Formation from, Formation to, int ces);
/// KT-16: a change of facing; artillery only when unlimbered.
int facingChangeMin(MoverClass mover, double degrees);
/// KT-16: dismount or mount, 5 minutes for mounted who may dismount.
inline constexpr int kDismountMin = 5;

// KT-17: fall back, rout, rally, pursuit and evade.
struct RallyFactors {
  Training grade = Training::Trained;
  bool commanderInContact = false;
  int fatigue = 0;
  int spLost = 0;
  int spAtStart = 0;
  bool enemySeenNear = false;  ///< within 800 m (rally_enemy_near_m)
};
int rallyModifier(const RallyFactors& f);
bool rallyPasses(int d10, const RallyFactors& f, const C3Settings& s);

struct PursuitFactors {
  bool mounted = false;
  bool lightHorseOrSipahis = false;
  Training grade = Training::Trained;
  bool attackOrders = false;
  bool holdOrders = false;
  bool commanderInContact = false;
  bool exhausted = false;
};
int pursuitModifier(const PursuitFactors& f);
/// KT-17: an exhausted Unit never pursues.
bool pursues(int d10, const PursuitFactors& f, const C3Settings& s);
/// KT-17: (1D10 + 2 mounted + 2 Light Horse or Sipahis - 2 Elite) x 3 minutes, at least 3.
int pursuitMinutes(int d10, const PursuitFactors& f);

/// KT-17: the losses modifier: -1 at a third of the starting SP lost, -2 at a half.
int lossesModifier(int spLost, int spAtStart);
/// -1 per full 5 fatigue (KT-17, KT-19, KT-20, KT-22).
int fatigueModifier(int fatigue);

}  // namespace hfg::c3
