// Facing relations: same/opposite direction, to front/rear, freeze zone, flank-attack start, facing edges (G-7, G-13, G-14, G-15).
#pragma once

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/common/footprint.h"
#include "core/battle/common/shapes.h"

namespace hfg::battle {

/// G-7: headings equal within the heading eps (the book's "exactly the same direction").
bool sameDirection(const Footprint& a, const Footprint& b, const BattleSettings& s = {});
/// G-7: headings differ by 180 degrees within the heading eps.
bool oppositeDirection(const Footprint& a, const Footprint& b, const BattleSettings& s = {});

/// G-7: some part of `x` lies in the open strip straight ahead of b's front edge
/// (|u_b| < w_b/2, v_b > 0). A body only touching the strip's side line is not to the front.
bool isToFront(const Ring& x, const Footprint& b);
bool isToFront(const Footprint& x, const Footprint& b);
/// G-7: some part of `x` lies in the open strip straight behind b (|u_b| < w_b/2, v_b < -d_b).
bool isToRear(const Ring& x, const Footprint& b);
bool isToRear(const Footprint& x, const Footprint& b);
/// G-7: to b's front and within `withinPaces` (B-22 freeze, O-A1 charge).
bool directlyToFrontWithin(const Footprint& x, const Footprint& b, double withinPaces);

/// G-13: enemy x freezes a: x is visible to a, is an element or an enemy-held BUA or SP, lies to
/// a's front and within 400 p. Visibility (G-19) is decided by the caller.
bool freezes(const Ring& x, bool visibleToA, const Footprint& a);
bool freezes(const Footprint& x, bool visibleToA, const Footprint& a);

/// G-14 (B-23): may mover m, from its start pose, make frontal contact with flank or rear edge
/// `edge` of known enemy e? `overlappedLastBound` is the exception for a flank contact.
bool flankOrRearAttackStartAllowed(const Footprint& m, const Footprint& e, EdgeId edge,
                                   bool overlappedLastBound = false, const BattleSettings& s = {});

/// G-15: edge `edge` of t faces point p: (p - q).n > 0 with q its midpoint and n its outward normal.
bool edgeFaces(const Footprint& t, EdgeId edge, Vec2 p);

}  // namespace hfg::battle
