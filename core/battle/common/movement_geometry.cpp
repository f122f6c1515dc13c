// G-23 swept areas; G-24 gaps follow from them and G-1.
#include "core/battle/common/movement_geometry.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace hfg::battle {

Ring sweptStraight(const Footprint& start, const Footprint& end) {
  std::vector<Vec2> pts;
  for (Vec2 p : start.corners()) pts.push_back(p);
  for (Vec2 p : end.corners()) pts.push_back(p);
  return convexHull(pts);
}

Footprint rotatedAbout(const Footprint& fp, Vec2 pivot, double turnDeg) {
  const Vec2 u = headingVector(turnDeg);  // (cos, sin) of the turn
  const Vec2 d = fp.frontMid - pivot;
  Footprint out = fp;
  out.frontMid = pivot + Vec2{d.x * u.x - d.y * u.y, d.x * u.y + d.y * u.x};
  out.headingDeg = std::fmod(fp.headingDeg + turnDeg + 360.0, 360.0);
  return out;
}

std::vector<Ring> sweptWheel(const Footprint& start, Vec2 pivot, double turnDeg) {
  const int steps = std::max(1, static_cast<int>(std::ceil(std::abs(turnDeg) / 5.0)));
  std::vector<Ring> out;
  for (int i = 0; i <= steps; ++i)
    out.push_back(ringOf(rotatedAbout(start, pivot, turnDeg * i / steps)));
  return out;
}

std::vector<Ring> sweptPath(const Footprint& start, const Polyline& path) {
  std::vector<Ring> out{ringOf(start)};
  Vec2 at = start.frontMid;
  Footprint prev = start;
  for (Vec2 next : path) {
    const double len = distance(at, next);
    const int steps = std::max(1, static_cast<int>(std::ceil(len / 50.0)));
    for (int i = 1; i <= steps; ++i) {
      const Footprint cur =
          start.moved(at + (next - at) * (static_cast<double>(i) / steps) - start.frontMid);
      // The hull of consecutive samples covers the straight piece between them.
      out.push_back(sweptStraight(prev, cur));
      prev = cur;
    }
    at = next;
  }
  return out;
}

namespace {

/// G-23's 1 p² read off boxes first: their overlap is never less than the rings', so one under
/// half of it (Boost's area could not be off by a fraction of that) cannot pass through. Most
/// neighbours in a line only touch the swept area along an edge, overlap 0.
bool passesThrough(const Ring& swept, const RingBox& sweptBox, const Ring& x,
                   const RingBox& xBox) {
  if (boxOverlapArea(sweptBox, xBox) < 0.5) return false;
  return intersectionArea(swept, x) > 1.0;
}

}  // namespace

bool passesThrough(const Ring& swept, const Ring& x) {
  return passesThrough(swept, boxOf(swept), x, boxOf(x));
}

bool passesThrough(const std::vector<Ring>& swept, const Ring& x) {
  const RingBox xBox = boxOf(x);
  return std::any_of(swept.begin(), swept.end(),
                     [&](const Ring& r) { return passesThrough(r, boxOf(r), x, xBox); });
}

bool gapNarrowerThanFrontage(Vec2 gapEndA, Vec2 gapEndB, double frontagePaces) {
  return distance(gapEndA, gapEndB) < frontagePaces;
}

double advanceToClearGapPaces(const Footprint& fp, Vec2 gapEndA, Vec2 gapEndB) {
  const Vec2 along = gapEndB - gapEndA;
  if (length(along) <= 0) throw std::invalid_argument("G-24: the gap's two ends coincide");
  Vec2 n{along.y, -along.x};
  n = n * (1.0 / length(n));
  const Vec2 f = fp.forward();
  if (dot(f, n) < 0) n = n * -1.0;
  const double closing = dot(f, n);
  if (closing < 1e-9)
    throw std::invalid_argument("G-24: the element's heading runs along the gap line");
  double need = 0;
  for (CornerId c : {CornerId::RearLeft, CornerId::RearRight})
    need = std::max(need, -dot(fp.corner(c) - gapEndA, n) / closing);
  return need;
}

}  // namespace hfg::battle
