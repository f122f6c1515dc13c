// Shooting geometry: arcs, range, enfilade, the line-of-fire quadrilateral, shooting over troops, support (G-8, G-9, G-10, G-12, G-16, G-17, G-18).
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/common/footprint.h"
#include "core/battle/common/shapes.h"
#include "core/model/troop_type.h"

namespace hfg::battle {

/// A shooting edge and its outward normal.
struct ShootingEdge {
  Segment segment;
  Vec2 outwardNormal;
};
ShootingEdge shootingEdgeOf(const Footprint& fp, EdgeId edge);

/// G-8: target polygon in the arc of an ordinary shooting edge: no part behind the edge's line,
/// and it meets the strip |x| <= |S|/2 + arc_side_extension_p, y >= 0 (B-1).
bool inOrdinaryArc(const ShootingEdge& s, const Ring& target, const BattleSettings& st = {});

/// G-9: range = distance from the shooting edge segment to the target footprint.
double rangePaces(const ShootingEdge& s, const Ring& target);
/// G-9: within the T-4 figure, capped at 200 p in mist.
bool inRange(const ShootingEdge& s, const Ring& target, double maxRangePaces, bool mist);

/// G-10: all-round arc of edge i (vertex i to i+1) of a convex shooter polygon with centre c:
/// the region beyond the edge's line inside the angle at c between the rays through its ends.
bool inAllRoundArc(const Ring& shooter, std::size_t edgeIndex, const Ring& target);
/// G-10 for an element footprint (naval, Laager).
bool inAllRoundArc(const Footprint& shooter, EdgeId edge, const Ring& target);

/// G-12: the infinite line through a's rear edge meets the enemy's shooting edge segment
/// (touching counts). Type exclusions are in `canBeEnfiladed`.
bool enfiladedBy(const Footprint& a, const Segment& enemyShootingEdge);
/// G-12 (DEFINITIONS): an SP, BUA, Supply Base, Laager, Pontooneers, Aeronauts, naval element or
/// redoubt occupant cannot be enfiladed (SP and BUA are not elements, so not listed by type).
bool canBeEnfiladed(TroopType type, bool redoubtOccupant);

/// G-16 step 1: the quadrilateral S1, S2, Tb, Ta (pairing swapped when S1Ta and S2Tb cross) and
/// its two side segments.
struct LineOfFire {
  Ring quad;
  Segment side1;
  Segment side2;
};
LineOfFire lineOfFire(const Segment& shootingEdge, const Segment& targetEdge);

/// G-16 steps 2 and 3: both side segments are clear (`sideClear`, G-19 shooting mode) and no
/// blocker meets the quadrilateral's interior with more than 1 p² (B-65; the caller leaves out
/// the shooter, the target and those G-17 lets it shoot over).
bool lineOfFireClear(const LineOfFire& lof, const std::vector<Ring>& blockers,
                     const std::function<bool(const Segment&)>& sideClear);

/// G-17: the facts about one intervening element X that decide whether a shooter may ignore it.
struct ShootOverCase {
  bool shooterIsArtillery = false;
  bool shooterIsNaval = false;
  bool shooterIsRifledArtillery = false;
  int year = 1800;
  bool xSupportedOrAidedByShooter =
      false;  ///< X is one the artillery supports, or their aided neighbours (G-18)
  bool xIsMarksmen = false;
  bool xIsFriendly = false;
  double xDistanceToShooterPaces = 0;
  double xDistanceToTargetPaces = 0;
  bool shooterOnHill = false;
  bool targetOnHill = false;
  bool xIsEntrenchmentFootOccupant = false;
};
bool mayShootOver(const ShootOverCase& c);

/// G-18: artillery p supports element e (same side, foot, dismounted or mounted, same heading):
/// p's front edge in edge contact with e's rear edge.
bool supports(const Footprint& p, const Footprint& e, const BattleSettings& s = {});
/// G-18: n is a neighbour of supported e that p may also aid: side-to-side edge contact or front
/// corner contact with e (a wheeled neighbour counts).
bool aidableNeighbour(const Footprint& e, const Footprint& n, const BattleSettings& s = {});
/// G-18: supporting artillery p, supporting or aiding friend e, aids it against `enemy` when the
/// enemy would be in p's arc (G-8) and range (G-9) measured with e's front edge as shooting edge.
bool aidsAgainst(const Footprint& e, const Ring& enemy, double artilleryMaxRangePaces, bool mist,
                 const BattleSettings& s = {});
/// G-18: the at most 2 candidates that p supports, by index into `friends`, nearest first.
std::vector<std::size_t> supportedBy(const Footprint& p, const std::vector<Footprint>& friends,
                                     const BattleSettings& s = {});

}  // namespace hfg::battle
