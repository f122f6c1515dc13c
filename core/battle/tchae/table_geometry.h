// Distances, arcs, enfilade and flank tests between units in inches (G-3, EB-16, EB-18, EB-40).
#pragma once

#include "core/battle/common/footprint.h"
#include "core/battle/common/shapes.h"

namespace hfg::tchae {

/// G-3: the shortest distance between two footprints.
double gapIn(const battle::Footprint& a, const battle::Footprint& b);
double gapIn(const battle::Footprint& a, Vec2 p);
/// E-71: from the firer's front edge to the nearest point of the target.
double frontEdgeRangeIn(const battle::Footprint& firer, const battle::Footprint& target);
/// EB-16: part of the target lies inside the arc bounded by lines from the front corners at
/// `halfDeg` either side of straight ahead, out to `reachIn`.
bool inArc(const battle::Footprint& firer, const battle::Footprint& target, double halfDeg,
           double reachIn);
/// EB-18: the midpoint of the firer's front edge lies behind the line prolonging the target's
/// front edge.
bool enfilades(const battle::Footprint& firer, const battle::Footprint& target);
/// EB-40: which edge a charger attacks, from where it started.
enum class AttackAspect { Front, Flank, Rear };
AttackAspect attackAspect(const battle::Footprint& chargerAtStart,
                          const battle::Footprint& defender, Vec2 contactPoint);
/// Two footprints overlap by more than a hair (G-1 in inches).
bool overlapIn(const battle::Footprint& a, const battle::Footprint& b);

}  // namespace hfg::tchae
