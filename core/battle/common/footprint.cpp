// Corners, edges and local coordinates of an element's oriented rectangle.
#include "core/battle/common/footprint.h"

#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <numbers>

namespace hfg::battle {

std::string_view keyOf(EdgeId edge) {
  switch (edge) {
    case EdgeId::Front: return "front";
    case EdgeId::Rear: return "rear";
    case EdgeId::Left: return "left";
    case EdgeId::Right: return "right";
  }
  return "?";
}

Vec2 headingVector(double headingDeg) {
  // Battles ask for the same few headings millions of times (lines face one way): a small
  // per-thread memo keyed by the heading's bits gives the very same vector without cos and sin.
  struct Kept {
    std::uint64_t bits = 0;  // +0.0, whose vector is exactly (1, 0)
    Vec2 vector{1.0, 0.0};
  };
  thread_local std::array<Kept, 8> kept;
  const auto bits = std::bit_cast<std::uint64_t>(headingDeg);
  Kept& slot = kept[(bits ^ (bits >> 29) ^ (bits >> 47)) & 7];
  if (slot.bits != bits) {
    const double rad = headingDeg * std::numbers::pi / 180.0;
    slot = {bits, {std::cos(rad), std::sin(rad)}};
  }
  return slot.vector;
}

double headingOf(Vec2 direction) {
  double deg = std::atan2(direction.y, direction.x) * 180.0 / std::numbers::pi;
  if (deg < 0) deg += 360.0;
  if (deg >= 360.0) deg -= 360.0;  // -1e-17 + 360 rounds to 360
  return deg;
}

double headingDifferenceDeg(double aDeg, double bDeg) {
  double d = std::fmod(std::abs(aDeg - bDeg), 360.0);
  return d > 180.0 ? 360.0 - d : d;
}

Footprint Footprint::fromCentre(Vec2 centre, double headingDeg, double frontagePaces,
                                double depthPaces) {
  Footprint fp;
  fp.headingDeg = headingDeg;
  fp.frontagePaces = frontagePaces;
  fp.depthPaces = depthPaces;
  fp.frontMid = centre + headingVector(headingDeg) * (depthPaces / 2);
  return fp;
}

Vec2 Footprint::right() const {
  const Vec2 f = forward();
  return {f.y, -f.x};
}

namespace {

/// Half the frontage to the right and the depth backwards: what every corner is made of, worked
/// out once for all the corners a caller needs.
struct Frame {
  Vec2 halfW;
  Vec2 back;
};

Frame frameOf(const Footprint& fp) {
  const Vec2 f = fp.forward();
  const Vec2 r{f.y, -f.x};
  return {r * (fp.frontagePaces / 2), f * fp.depthPaces};
}

Vec2 cornerOf(const Footprint& fp, const Frame& frame, CornerId c) {
  switch (c) {
    case CornerId::FrontLeft: return fp.frontMid - frame.halfW;
    case CornerId::FrontRight: return fp.frontMid + frame.halfW;
    case CornerId::RearLeft: return fp.frontMid - frame.halfW - frame.back;
    case CornerId::RearRight: return fp.frontMid + frame.halfW - frame.back;
  }
  return fp.frontMid;
}

}  // namespace

Vec2 Footprint::corner(CornerId c) const { return cornerOf(*this, frameOf(*this), c); }

std::array<Vec2, 4> Footprint::corners() const {
  const Frame frame = frameOf(*this);
  return {cornerOf(*this, frame, CornerId::FrontRight), cornerOf(*this, frame, CornerId::FrontLeft),
          cornerOf(*this, frame, CornerId::RearLeft), cornerOf(*this, frame, CornerId::RearRight)};
}

Segment Footprint::edge(EdgeId e) const {
  const Frame frame = frameOf(*this);
  auto at = [&](CornerId c) { return cornerOf(*this, frame, c); };
  switch (e) {
    case EdgeId::Front: return {at(CornerId::FrontLeft), at(CornerId::FrontRight)};
    case EdgeId::Rear: return {at(CornerId::RearLeft), at(CornerId::RearRight)};
    case EdgeId::Left: return {at(CornerId::RearLeft), at(CornerId::FrontLeft)};
    case EdgeId::Right: return {at(CornerId::RearRight), at(CornerId::FrontRight)};
  }
  return {};
}

Vec2 Footprint::outwardNormal(EdgeId e) const {
  switch (e) {
    case EdgeId::Front: return forward();
    case EdgeId::Rear: return forward() * -1.0;
    case EdgeId::Left: return right() * -1.0;
    case EdgeId::Right: return right();
  }
  return {};
}

Vec2 Footprint::toLocal(Vec2 p) const {
  const Vec2 d = p - frontMid;
  return {dot(d, right()), dot(d, forward())};
}

bool Footprint::containsPoint(Vec2 p, double epsPaces) const {
  const Vec2 l = toLocal(p);
  return std::abs(l.x) <= frontagePaces / 2 + epsPaces && l.y <= epsPaces &&
         l.y >= -depthPaces - epsPaces;
}

Footprint Footprint::moved(Vec2 offset) const {
  Footprint fp = *this;
  fp.frontMid = frontMid + offset;
  return fp;
}

}  // namespace hfg::battle
