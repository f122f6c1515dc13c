// MB-21 sampling at 0.5", MB-24 item 1 binding and turning to face.
#include "core/battle/howlin_mobs/advance.h"

#include <cmath>
#include <limits>
#include <stdexcept>

#include "core/battle/howlin_mobs/move_measure.h"
#include "core/battle/howlin_mobs/zones.h"

namespace hfg::howlin_mobs {
namespace {

constexpr double kSampleIn = 0.5;

bool overlapsAnother(const std::vector<Unit>& units, const Unit& pose) {
  const battle::Ring ring = battle::ringOf(pose.footprint);
  for (const Unit& o : units) {
    if (o.id == pose.id || !o.present()) continue;
    if (battle::intersectionArea(ring, battle::ringOf(o.footprint)) > 1e-6) return true;
  }
  return false;
}

/// The nearest enemy whose zone `pose` is in and `start` was not.
std::optional<int> newZone(const std::vector<Unit>& units, const Unit& start, const Unit& pose,
                           const HowlinMobsSettings& s) {
  std::optional<int> best;
  double bestGap = std::numeric_limits<double>::max();
  for (const Unit& e : units) {
    if (e.side == pose.side || !e.present()) continue;
    if (!insideZoneOf(e, pose, s) || insideZoneOf(e, start, s)) continue;
    const double gap = gapIn(e, pose, s);
    if (gap < bestGap) {
      bestGap = gap;
      best = e.id;
    }
  }
  return best;
}

}  // namespace

AdvanceResult advanceStraight(std::vector<Unit>& units, int moverId, Vec2 direction,
                              double allowanceIn, const HowlinMobsSettings& s) {
  Unit* mover = nullptr;
  for (Unit& u : units)
    if (u.id == moverId) mover = &u;
  if (!mover) throw std::invalid_argument("MB-21: no mover");
  const Unit start = *mover;
  AdvanceResult r;
  const int steps = static_cast<int>(std::ceil(allowanceIn / kSampleIn - 1e-9));
  for (int k = 1; k <= steps; ++k) {
    const double d = std::min(allowanceIn, k * kSampleIn);
    Unit pose = start;
    pose.footprint = start.footprint.moved(direction * (d * s.pacesPerInch));
    if (overlapsAnother(units, pose)) {
      r.blocked = true;
      break;
    }
    *mover = pose;
    r.movedIn = d;
    if (const auto bound = newZone(units, start, pose, s)) {
      r.boundTo = bound;
      break;
    }
  }
  return r;
}

FacingPivot pivotToFace(const Unit& mover, const Unit& enemy, const HowlinMobsSettings& s) {
  const Vec2 c = mover.footprint.centre();
  const double want = battle::headingOf(enemy.footprint.centre() - c);
  double turn = std::fmod(want - mover.footprint.headingDeg + 540.0, 360.0) - 180.0;
  FacingPivot p;
  p.angleDeg = turn;
  p.costIn = longestCornerPathPaces(mover.footprint, c, turn) / s.pacesPerInch;
  return p;
}

bool turnToFace(Unit& mover, const Unit& enemy, double remainingIn, const HowlinMobsSettings& s) {
  const FacingPivot p = pivotToFace(mover, enemy, s);
  if (p.costIn > remainingIn + 1e-9) return false;
  const battle::Footprint& f = mover.footprint;
  mover.footprint = battle::Footprint::fromCentre(f.centre(), f.headingDeg + p.angleDeg,
                                                  f.frontagePaces, f.depthPaces);
  return true;
}

}  // namespace hfg::howlin_mobs
