// Ear clipping: O(n^2) for the small outlines of map features.
#include "editor/map/triangulate.h"

#include <cstddef>

namespace hfg {
namespace {

bool insideTriangle(Vec2 p, Vec2 a, Vec2 b, Vec2 c) {
  // Counter-clockwise triangle: p is inside or on an edge when it is left of all three edges.
  return cross(b - a, p - a) >= 0 && cross(c - b, p - b) >= 0 && cross(a - c, p - c) >= 0;
}

}  // namespace

double signedArea2(const Polyline& polygon) {
  double sum = 0;
  const std::size_t n = polygon.size();
  for (std::size_t i = 0; i < n; ++i) sum += cross(polygon[i], polygon[(i + 1) % n]);
  return sum;
}

std::vector<std::array<int, 3>> triangulate(const Polyline& polygon) {
  std::vector<std::array<int, 3>> triangles;
  int n = static_cast<int>(polygon.size());
  if (n >= 2 && polygon.front() == polygon.back()) --n;
  if (n < 3) return triangles;

  // Work on a counter-clockwise ring of indices.
  std::vector<int> ring(static_cast<std::size_t>(n));
  const Polyline open(polygon.begin(), polygon.begin() + n);
  const bool ccw = signedArea2(open) >= 0;
  for (int i = 0; i < n; ++i) ring[static_cast<std::size_t>(i)] = ccw ? i : n - 1 - i;

  auto at = [&](std::size_t k) { return polygon[static_cast<std::size_t>(ring[k])]; };
  std::size_t guard = 0;
  std::size_t i = 0;
  while (ring.size() > 3) {
    const std::size_t m = ring.size();
    const std::size_t prev = (i + m - 1) % m;
    const std::size_t next = (i + 1) % m;
    const Vec2 a = at(prev), b = at(i), c = at(next);
    bool ear = cross(b - a, c - b) > 0;  // convex corner
    for (std::size_t k = 0; ear && k < m; ++k) {
      if (k == prev || k == i || k == next) continue;
      const Vec2 p = at(k);
      if (p == a || p == b || p == c) continue;
      if (insideTriangle(p, a, b, c)) ear = false;
    }
    if (ear || guard >= m) {
      // guard: no ear found in a full lap (degenerate or self-intersecting input); clip anyway.
      triangles.push_back({ring[prev], ring[i], ring[next]});
      ring.erase(ring.begin() + static_cast<std::ptrdiff_t>(i));
      guard = 0;
      if (i >= ring.size()) i = 0;
    } else {
      i = next;
      ++guard;
    }
  }
  triangles.push_back({ring[0], ring[1], ring[2]});
  return triangles;
}

}  // namespace hfg
