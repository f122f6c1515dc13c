// Plain 2-D points in a metric frame (map: metres in the local frame; battle table: paces).
#pragma once

#include <cmath>
#include <vector>

namespace hfg {

struct Vec2 {
  double x = 0;
  double y = 0;

  friend Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
  friend Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
  friend Vec2 operator*(Vec2 a, double k) { return {a.x * k, a.y * k}; }
  friend bool operator==(Vec2 a, Vec2 b) = default;
};

inline double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
inline double cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
inline double length(Vec2 a) { return std::hypot(a.x, a.y); }
inline double distance(Vec2 a, Vec2 b) { return length(a - b); }

/// Longitude and latitude in degrees (WGS 84), kept beside local positions for real places.
struct LonLat {
  double lon = 0;
  double lat = 0;
  friend bool operator==(LonLat a, LonLat b) = default;
};

using Polyline = std::vector<Vec2>;

}  // namespace hfg
