// A uniform-grid spatial index of element footprints for "within R paces of X" and contact queries.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "core/battle/common/footprint.h"
#include "core/battle/common/shapes.h"

namespace hfg::battle {

/// Elements are bucketed by the grid cells their bounding boxes cover; a query gathers the cells
/// round its own box grown by the radius and then checks the exact G-3 distance, so results are
/// exactly those of a brute-force scan.
class SpatialIndex {
 public:
  /// Cells of `cellSizePaces` square; about the largest common query radius works well.
  explicit SpatialIndex(double cellSizePaces = 1000);

  /// Adds or replaces the footprint of element `id`.
  void insert(int id, const Footprint& fp);
  void remove(int id);
  bool contains(int id) const { return m_items.count(id) != 0; }
  std::size_t size() const { return m_items.size(); }

  /// Ids of elements whose footprint is within `radiusPaces` of the polygon (G-3), ascending.
  std::vector<int> withinDistance(const Ring& x, double radiusPaces) const;
  std::vector<int> withinDistance(Vec2 p, double radiusPaces) const;
  /// Ids of elements other than `id` within `radiusPaces` of element `id`'s footprint.
  std::vector<int> neighboursOf(int id, double radiusPaces) const;
  /// Ids of elements other than `id` in G-2 contact with it (not overlapping, within eps).
  std::vector<int> contactsOf(int id, double epsPaces = 1.0) const;

 private:
  using Envelope = RingBox;
  struct Item {
    Footprint fp;
    Ring ring;
    Envelope box;
  };
  std::int64_t cellKey(std::int64_t cx, std::int64_t cy) const;
  std::int64_t cellOf(double v) const;
  template <typename Fn>
  void forEachCell(const Envelope& box, Fn&& fn) const;
  std::vector<int> candidates(const Envelope& box) const;

  double m_cellSizePaces;
  std::unordered_map<int, Item> m_items;
  std::unordered_map<std::int64_t, std::vector<int>> m_cells;
};

}  // namespace hfg::battle
