// A graph over polyline segments (roads, railways, rivers): vertices where lines meet, edges in metres.
#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "core/model/geometry.h"

namespace hfg::maps {

struct GraphEdge {
  int to = 0;
  double lengthMetres = 0;
  int category = 0;  ///< caller's tag, e.g. 0 = good road, 1 = bad road
};

class LineGraph {
 public:
  /// Points closer than `snapMetres` (on a grid of that size) become one vertex, so lines that
  /// share an end or a junction point join even after rounding.
  /// Segments longer than `maxSegmentMetres` get extra vertices (0 = never), so a place beside the
  /// middle of a long straight stretch still finds a vertex near it.
  explicit LineGraph(double snapMetres = 0.5, double maxSegmentMetres = 100);

  void addPolyline(const Polyline& line, int category);

  int vertexCount() const { return static_cast<int>(m_positions.size()); }
  Vec2 position(int vertex) const { return m_positions[static_cast<size_t>(vertex)]; }
  const std::vector<GraphEdge>& edges(int vertex) const {
    return m_edges[static_cast<size_t>(vertex)];
  }
  /// Edges at the vertex whose category is in `categories` (all when empty).
  int degree(int vertex, const std::vector<int>& categories = {}) const;
  /// The nearest vertex within `maxDistanceMetres`, if any.
  std::optional<int> nearestVertex(Vec2 point, double maxDistanceMetres) const;

 private:
  int vertexAt(Vec2 p);
  static std::int64_t key(std::int64_t ix, std::int64_t iy) { return ix * 4'000'003LL + iy; }

  double m_snap;
  double m_maxSegment;
  std::vector<Vec2> m_positions;
  std::vector<std::vector<GraphEdge>> m_edges;
  std::unordered_map<std::int64_t, int> m_bySnap;
  static constexpr double kBucketMetres = 250;
  std::unordered_map<std::int64_t, std::vector<int>> m_buckets;
};

}  // namespace hfg::maps
