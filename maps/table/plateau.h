// The plateau of a wide gentle hill: its outline moved 500 p inward (seed HILLS).
#pragma once

#include <optional>

#include "core/model/geometry.h"

namespace hfg::maps {

/// "Other Gentle Hills slope up to a flat plateau starting 500p in, the edge of which counts as a
/// crest": the outline shrunk by `insetPaces` (GEOS buffer through OGR), as a closed ring (first
/// point repeated last); the largest piece when the shrinking splits it; nullopt when nothing
/// is left.
std::optional<Polyline> plateauEdge(const Polyline& outline, double insetPaces = 500);

}  // namespace hfg::maps
