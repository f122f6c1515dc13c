// MB-23 zone geometry: frontal zone (the zone of control and, to its range, the fire zone),
// flank and rear zones; MB-31 enfilade; MB-47 secure flanks.
#pragma once

#include <vector>

#include "core/battle/common/shapes.h"
#include "core/battle/howlin_mobs/howlin_settings.h"
#include "core/battle/howlin_mobs/unit.h"

namespace hfg::howlin_mobs {

/// The rectangle straight ahead of the front edge, as wide as the frontage, `depthIn` deep.
battle::Ring frontalZone(const Unit& u, double depthIn, const HowlinMobsSettings& s);

/// The zones of control of a unit (MB-23): its frontal zone 12" deep, its two 3" flank zones and
/// its 3" rear zone; for sharpshooters and dismounted cavalry everything within 3" (returned as
/// the footprint grown by 3", corners squared). Routers and wagons have none.
std::vector<battle::Ring> zonesOfControl(const Unit& u, const HowlinMobsSettings& s);

/// Whether any part of `other` lies inside any zone of `owner`.
bool insideZoneOf(const Unit& owner, const Unit& other, const HowlinMobsSettings& s);

/// MB-31: the firer's front-edge midpoint (a skirmisher's centre) lies on or behind the line of
/// the target's front edge. Never for skirmisher targets.
bool enfiladed(const Unit& firer, const Unit& target);

/// MB-47: a friend other than a wagon, not routing, has some part within 6" of the unit.
bool secureFlank(const Unit& u, const std::vector<Unit>& units, const HowlinMobsSettings& s);

/// Shortest distance in inches between two units' footprints.
double gapIn(const Unit& a, const Unit& b, const HowlinMobsSettings& s);

}  // namespace hfg::howlin_mobs
