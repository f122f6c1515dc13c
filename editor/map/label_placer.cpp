// Greedy first-fit label placement around point symbols.
#include "editor/map/label_placer.h"

#include <array>
#include <cmath>

namespace hfg {
namespace {

constexpr double kCellPixels = 64;

std::uint64_t cellKey(std::int64_t x, std::int64_t y) {
  return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(x)) << 32) |
         static_cast<std::uint32_t>(y);
}

}  // namespace

template <typename Visit>
void LabelPlacer::forCells(const ScreenRect& rect, Visit&& visit) const {
  const auto x0 = static_cast<std::int64_t>(std::floor(rect.min.x / kCellPixels));
  const auto x1 = static_cast<std::int64_t>(std::floor(rect.max.x / kCellPixels));
  const auto y0 = static_cast<std::int64_t>(std::floor(rect.min.y / kCellPixels));
  const auto y1 = static_cast<std::int64_t>(std::floor(rect.max.y / kCellPixels));
  for (auto x = x0; x <= x1; ++x)
    for (auto y = y0; y <= y1; ++y) visit(cellKey(x, y));
}

void LabelPlacer::take(const ScreenRect& rect) {
  const auto index = static_cast<std::uint32_t>(m_taken.size());
  m_taken.push_back(rect);
  forCells(rect, [&](std::uint64_t key) { m_cells[key].push_back(index); });
}

std::optional<Vec2> LabelPlacer::place(Vec2 anchor, double radius, Vec2 size) {
  const double gap = radius + 3;
  const double diagonal = radius * 0.7 + 2;  // clears a round symbol at 45 degrees
  const std::array<Vec2, 8> candidates{{
      {anchor.x + gap, anchor.y - size.y / 2},                       // right
      {anchor.x - gap - size.x, anchor.y - size.y / 2},              // left
      {anchor.x - size.x / 2, anchor.y - gap - size.y},              // above
      {anchor.x - size.x / 2, anchor.y + gap},                       // below
      {anchor.x + diagonal, anchor.y + diagonal},                    // below right
      {anchor.x - diagonal - size.x, anchor.y + diagonal},           // below left
      {anchor.x + diagonal, anchor.y - diagonal - size.y},           // above right
      {anchor.x - diagonal - size.x, anchor.y - diagonal - size.y},  // above left
  }};
  const auto inside = [&](Vec2 topLeft) {
    return !m_bounds ||
           (topLeft.x >= m_bounds->min.x && topLeft.y >= m_bounds->min.y &&
            topLeft.x + size.x <= m_bounds->max.x && topLeft.y + size.y <= m_bounds->max.y);
  };
  for (const Vec2& topLeft : candidates)
    if (inside(topLeft) && placeAt(topLeft, size)) return topLeft;
  // Nothing free on screen: a label half off screen still names its symbol.
  if (m_bounds)
    for (const Vec2& topLeft : candidates)
      if (!inside(topLeft) && placeAt(topLeft, size)) return topLeft;
  return std::nullopt;
}

bool LabelPlacer::placeAt(Vec2 topLeft, Vec2 size) {
  const ScreenRect rect{topLeft, topLeft + size};
  bool free = true;
  forCells(rect, [&](std::uint64_t key) {
    if (!free) return;
    const auto it = m_cells.find(key);
    if (it == m_cells.end()) return;
    for (std::uint32_t i : it->second)
      if (m_taken[i].overlaps(rect)) {
        free = false;
        return;
      }
  });
  if (!free) return false;
  take(rect);
  return true;
}

}  // namespace hfg
