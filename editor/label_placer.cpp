// Greedy first-fit label placement around point symbols.
#include "editor/label_placer.h"

#include <array>

namespace hfg {

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
  for (const Vec2& topLeft : candidates)
    if (placeAt(topLeft, size)) return topLeft;
  return std::nullopt;
}

bool LabelPlacer::placeAt(Vec2 topLeft, Vec2 size) {
  const ScreenRect rect{topLeft, topLeft + size};
  for (const auto& taken : m_taken)
    if (taken.overlaps(rect)) return false;
  m_taken.push_back(rect);
  return true;
}

}  // namespace hfg
