// Corners, edges and local coordinates of an element's oriented rectangle.
#include "core/battle/geometry/footprint.h"

#include <cmath>
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
  const double rad = headingDeg * std::numbers::pi / 180.0;
  return {std::cos(rad), std::sin(rad)};
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

Vec2 Footprint::corner(CornerId c) const {
  const Vec2 halfW = right() * (frontagePaces / 2);
  const Vec2 back = forward() * depthPaces;
  switch (c) {
    case CornerId::FrontLeft: return frontMid - halfW;
    case CornerId::FrontRight: return frontMid + halfW;
    case CornerId::RearLeft: return frontMid - halfW - back;
    case CornerId::RearRight: return frontMid + halfW - back;
  }
  return frontMid;
}

std::array<Vec2, 4> Footprint::corners() const {
  return {corner(CornerId::FrontRight), corner(CornerId::FrontLeft), corner(CornerId::RearLeft),
          corner(CornerId::RearRight)};
}

Segment Footprint::edge(EdgeId e) const {
  switch (e) {
    case EdgeId::Front: return {corner(CornerId::FrontLeft), corner(CornerId::FrontRight)};
    case EdgeId::Rear: return {corner(CornerId::RearLeft), corner(CornerId::RearRight)};
    case EdgeId::Left: return {corner(CornerId::RearLeft), corner(CornerId::FrontLeft)};
    case EdgeId::Right: return {corner(CornerId::RearRight), corner(CornerId::FrontRight)};
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
