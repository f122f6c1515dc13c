// MB-21: a leg is a translation, a pivot, or both at once; arcs are measured at each corner's
// radius, chords for translations.
#include "core/battle/howlin_mobs/move_measure.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace hfg::howlin_mobs {

double longestCornerPathPaces(const battle::Footprint& fp, Vec2 pivot, double angleDeg,
                              Vec2 offset) {
  const double angle = std::abs(angleDeg) * std::numbers::pi / 180;
  double longest = 0;
  for (Vec2 c : fp.corners()) {
    const double arc = distance(c, pivot) * angle;
    longest = std::max(longest, arc + length(offset));
  }
  return longest;
}

}  // namespace hfg::howlin_mobs
