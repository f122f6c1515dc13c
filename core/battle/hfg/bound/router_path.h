// Where routers go (T-10, B-37): straight back, or along a road, river bank or terrain feature edge leading nearer to their entry point.
#pragma once

#include <string>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// B-37: an element's entry point: for one deployed at the start, the foot of the perpendicular
/// from its deployment position (the set-up footprint's centre) to its own base edge.
Vec2 entryPoint(const Battle& battle, std::size_t element);

/// What a rout path follows (B-37).
enum class RoutGuide { Straight, Road, RiverBank, FeatureEdge };

/// A rout path before blocking: the poses every 50 p from the turned-about start (first) to the
/// unobstructed end (last), each facing its direction of travel (T-10).
struct RoutPath {
  std::vector<Footprint> poses;
  std::string roadId;  ///< the feature followed (road, river, area); empty: straight back
  RoutGuide guide = RoutGuide::Straight;
};
/// "road r1", "the bank of river v", "the edge of w1" for the log; empty when straight.
std::string describeGuide(const RoutPath& path);

/// B-37: the candidate paths of a router of `paces`: straight back; along each road its footprint
/// meets (centre on the road); along each river or waterway whose band it touches (centre half its
/// frontage off the bank, on its own side); along each area feature whose outline it touches
/// (centre half its frontage off the edge, on its own side), each in the direction whose end lies
/// nearer its entry point. The default choice is the candidate whose end point is nearest the entry
/// point (ties: straight back, then roads, river banks, edges, in set-up order).
RoutPath routPath(const Battle& battle, std::size_t router, double paces);

/// The point `along` paces from the start of the polyline (clamped to its ends) and the unit
/// direction of the segment there.
std::pair<Vec2, Vec2> pointAlong(const Polyline& line, double along);
/// Arc length from the polyline's start to the point of it nearest `p`.
double arcLengthOfNearest(const Polyline& line, Vec2 p);

}  // namespace hfg::battle
