// Line graph construction and nearest-vertex search through a bucket grid.
#include "maps/network/line_graph.h"

#include <algorithm>
#include <cmath>

namespace hfg::maps {

LineGraph::LineGraph(double snapMetres, double maxSegmentMetres)
    : m_snap(snapMetres > 0 ? snapMetres : 0.5), m_maxSegment(maxSegmentMetres) {}

int LineGraph::vertexAt(Vec2 p) {
  const auto ix = static_cast<std::int64_t>(std::llround(p.x / m_snap));
  const auto iy = static_cast<std::int64_t>(std::llround(p.y / m_snap));
  auto [it, fresh] = m_bySnap.try_emplace(key(ix, iy), vertexCount());
  if (fresh) {
    m_positions.push_back(p);
    m_edges.emplace_back();
    const auto bx = static_cast<std::int64_t>(std::floor(p.x / kBucketMetres));
    const auto by = static_cast<std::int64_t>(std::floor(p.y / kBucketMetres));
    m_buckets[key(bx, by)].push_back(it->second);
  }
  return it->second;
}

void LineGraph::addPolyline(const Polyline& line, int category) {
  for (size_t i = 1; i < line.size(); ++i) {
    const double whole = distance(line[i - 1], line[i]);
    const int steps =
        m_maxSegment > 0 ? std::max(1, static_cast<int>(std::ceil(whole / m_maxSegment))) : 1;
    int a = vertexAt(line[i - 1]);
    for (int k = 1; k <= steps; ++k) {
      const int b = k == steps
                        ? vertexAt(line[i])
                        : vertexAt(line[i - 1] + (line[i] - line[i - 1]) * (1.0 * k / steps));
      if (a == b) continue;
      const double d = distance(position(a), position(b));
      m_edges[static_cast<size_t>(a)].push_back({b, d, category});
      m_edges[static_cast<size_t>(b)].push_back({a, d, category});
      a = b;
    }
  }
}

int LineGraph::degree(int vertex, const std::vector<int>& categories) const {
  int n = 0;
  for (const auto& e : edges(vertex))
    if (categories.empty() ||
        std::find(categories.begin(), categories.end(), e.category) != categories.end())
      ++n;
  return n;
}

std::optional<int> LineGraph::nearestVertex(Vec2 point, double maxDistanceMetres) const {
  const auto bx = static_cast<std::int64_t>(std::floor(point.x / kBucketMetres));
  const auto by = static_cast<std::int64_t>(std::floor(point.y / kBucketMetres));
  const auto reach = static_cast<std::int64_t>(std::ceil(maxDistanceMetres / kBucketMetres));
  std::optional<int> best;
  double bestDistance = maxDistanceMetres;
  for (std::int64_t dx = -reach; dx <= reach; ++dx)
    for (std::int64_t dy = -reach; dy <= reach; ++dy) {
      auto it = m_buckets.find(key(bx + dx, by + dy));
      if (it == m_buckets.end()) continue;
      for (int v : it->second) {
        const double d = distance(point, position(v));
        if (d <= bestDistance) {
          bestDistance = d;
          best = v;
        }
      }
    }
  return best;
}

}  // namespace hfg::maps
