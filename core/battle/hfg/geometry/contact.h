// Overlap, contact, distance, frontal contact and lining up of element footprints (G-1, G-2, G-3, G-5, G-6).
#pragma once

#include <optional>

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/common/footprint.h"
#include "core/battle/common/shapes.h"

namespace hfg::battle {

/// G-1: the separating-axis test on the four edge normals finds penetration > eps on every axis.
bool overlaps(const Footprint& a, const Footprint& b, const BattleSettings& s = {});

/// G-3: minimum distance between the closed footprints (0 when touching or overlapping).
double footprintDistance(const Footprint& a, const Footprint& b);
/// The same answer as `footprintDistance(a, b) <= radiusPaces`, cheaper (ringsWithin).
bool footprintsWithin(const Footprint& a, const Footprint& b, double radiusPaces);
double footprintDistance(const Footprint& a, Vec2 p);
double footprintDistance(const Footprint& a, const Segment& seg);

/// G-2 contact: not overlapping (G-1) and within eps; the book's CONTACT (any edge or corner).
bool inContact(const Footprint& a, const Footprint& b, const BattleSettings& s = {});

/// G-2 edge contact between two edges given by segment and outward normal: normals opposite
/// within the heading eps, lines within eps, projections overlapping by more than eps.
/// Returns the contact length, or nothing.
std::optional<double> edgeContactLength(const Segment& ea, Vec2 normalA, const Segment& eb,
                                        Vec2 normalB, const BattleSettings& s = {});
std::optional<double> edgeContactLength(const Footprint& a, EdgeId ea, const Footprint& b,
                                        EdgeId eb, const BattleSettings& s = {});

/// G-2 corner contact: |p - q| <= eps.
bool cornerContact(Vec2 p, Vec2 q, const BattleSettings& s = {});

/// G-2 side edge-to-side edge: a flank edge of a in edge contact with a flank edge of b.
bool sideEdgeToSideEdge(const Footprint& a, const Footprint& b, const BattleSettings& s = {});

/// G-5 generalised: which edge of b the given edge of a touches, either in edge contact or by the
/// angled touch (a corner of b within eps of the edge, away from its end corners).
struct EdgeTouch {
  EdgeId touchedEdge = EdgeId::Front;  ///< the edge of b touched
  bool angled = false;                 ///< corner-on-edge touch, before conforming
  double contactLengthPaces = 0;       ///< 0 for an angled touch
};
std::optional<EdgeTouch> edgeTouch(const Footprint& a, EdgeId edgeOfA, const Footprint& b,
                                   const BattleSettings& s = {});

/// G-5: a is in frontal contact with b (a's front edge touches some edge of b).
std::optional<EdgeTouch> frontalContact(const Footprint& a, const Footprint& b,
                                        const BattleSettings& s = {});
/// G-5: "enemy front edge in contact with a's flank" (or rear): the enemy is in frontal contact
/// with a and the touched edge of a is a flank (or the rear) edge.
bool enemyFrontOnFlank(const Footprint& enemy, const Footprint& a, const BattleSettings& s = {});
bool enemyFrontOnRear(const Footprint& enemy, const Footprint& a, const BattleSettings& s = {});

/// G-6: a is lined up with b on edge e of b: a's front edge in edge contact with e and at least one
/// of a's front corners in corner contact with an end of e.
std::optional<EdgeId> linedUpOn(const Footprint& a, const Footprint& b,
                                const BattleSettings& s = {});

enum class CloseCombatAspect { Frontal, Flank, Rear };
/// G-6: the close combat a makes against b when lined up: frontal, flank or rear attack.
std::optional<CloseCombatAspect> closeCombatAspect(const Footprint& a, const Footprint& b,
                                                   const BattleSettings& s = {});

/// G-6 assaulting a BUA or SP given as a polygon: a's front edge in edge contact with one of its
/// edges (no corner condition). Returns the index of the edge (vertex i to i+1).
std::optional<std::size_t> assaultedEdge(const Footprint& a, const Ring& work,
                                         const BattleSettings& s = {});

/// G-6 full front-edge-to-front-edge contact (T-6 (e)): a.FL meets b.FR and a.FR meets b.FL.
bool fullFrontToFront(const Footprint& a, const Footprint& b, const BattleSettings& s = {});

/// Outward normal of edge i (vertex i to i+1) of a simple polygon of either orientation.
Vec2 ringEdgeNormal(const Ring& ring, std::size_t i);

}  // namespace hfg::battle
