// Greedy placement of map labels so they do not overlap each other or the symbols they name.
#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "core/model/geometry.h"

namespace hfg {

/// A screen rectangle in pixels.
struct ScreenRect {
  Vec2 min;
  Vec2 max;
  bool overlaps(const ScreenRect& other) const {
    return min.x < other.max.x && other.min.x < max.x && min.y < other.max.y && other.min.y < max.y;
  }
};

/// Labels placed earlier win; later ones try each candidate position in turn and are dropped when
/// all collide. Obstacles (symbols) block labels but are not labels themselves.
class LabelPlacer {
 public:
  LabelPlacer() = default;
  /// Labels prefer positions wholly inside `bounds` (the canvas): a name by the map's edge goes
  /// on its inner side rather than half off screen.
  explicit LabelPlacer(const ScreenRect& bounds) : m_bounds(bounds) {}

  void addObstacle(const ScreenRect& rect) { take(rect); }
  /// Places a `size` label next to an anchor of `radius` pixels: right, left, above, below, then
  /// the four diagonals; positions inside the bounds first, if any were given.
  /// Returns the chosen top-left corner, or nothing when every position collides.
  std::optional<Vec2> place(Vec2 anchor, double radius, Vec2 size);
  /// Places at exactly `topLeft` when free.
  bool placeAt(Vec2 topLeft, Vec2 size);

 private:
  void take(const ScreenRect& rect);
  template <typename Visit>
  void forCells(const ScreenRect& rect, Visit&& visit) const;

  /// Rectangles taken, and which of them touch each grid cell (thousands of labels per frame
  /// on a large map: a grid keeps each test to the neighbours).
  std::vector<ScreenRect> m_taken;
  std::optional<ScreenRect> m_bounds;
  std::unordered_map<std::uint64_t, std::vector<std::uint32_t>> m_cells;
};

}  // namespace hfg
