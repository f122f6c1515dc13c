// An element's oriented rectangle on the battle table in paces (hfg-battle.md section 4 "Element pose").
#pragma once

#include <array>
#include <string_view>

#include "core/model/geometry.h"

namespace hfg::battle {

/// A straight segment from a to b.
struct Segment {
  Vec2 a;
  Vec2 b;
  Vec2 midpoint() const { return (a + b) * 0.5; }
  double lengthPaces() const { return distance(a, b); }
};

enum class EdgeId { Front, Rear, Left, Right };
std::string_view keyOf(EdgeId edge);
inline constexpr std::array<EdgeId, 4> kAllEdges{EdgeId::Front, EdgeId::Rear, EdgeId::Left,
                                                 EdgeId::Right};

enum class CornerId { FrontLeft, FrontRight, RearLeft, RearRight };

/// Unit vector of a heading in degrees, counter-clockwise from east (x east, y north).
Vec2 headingVector(double headingDeg);
/// The heading of a non-zero vector, in [0, 360).
double headingOf(Vec2 direction);
/// Smallest absolute difference between two headings, in [0, 180].
double headingDifferenceDeg(double aDeg, double bDeg);

/// The book's element base: stored as its front-edge midpoint m, heading, frontage w and depth d.
/// Forward f = (cos, sin) of the heading; right hand r = (sin, -cos).
struct Footprint {
  Vec2 frontMid;
  double headingDeg = 90;
  double frontagePaces = 400;
  double depthPaces = 300;

  /// A footprint given by the centre of the rectangle instead of the front-edge midpoint.
  static Footprint fromCentre(Vec2 centre, double headingDeg, double frontagePaces,
                              double depthPaces);

  Vec2 forward() const { return headingVector(headingDeg); }
  Vec2 right() const;
  Vec2 centre() const { return frontMid - forward() * (depthPaces / 2); }
  Vec2 corner(CornerId corner) const;
  /// Counter-clockwise: FR, FL, RL, RR.
  std::array<Vec2, 4> corners() const;
  /// Front FL->FR, rear RL->RR, left RL->FL, right RR->FR (hfg-battle.md section 4).
  Segment edge(EdgeId edge) const;
  Vec2 outwardNormal(EdgeId edge) const;
  /// Local coordinates (u right of the centre line, v forward; 0 on the front edge, -d on the rear).
  Vec2 toLocal(Vec2 p) const;
  bool containsPoint(Vec2 p, double epsPaces = 0) const;
  /// The same base translated by `offset`.
  Footprint moved(Vec2 offset) const;
};

}  // namespace hfg::battle
