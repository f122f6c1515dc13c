// Colours and line widths of the map canvas, in one place.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/model/stage_map.h"

namespace hfg {

/// 0xAABBGGRR, the packing Dear ImGui's ImU32 uses.
using PackedColour = std::uint32_t;

constexpr PackedColour rgba(int r, int g, int b, int a = 255) {
  return static_cast<PackedColour>(r) | (static_cast<PackedColour>(g) << 8) |
         (static_cast<PackedColour>(b) << 16) | (static_cast<PackedColour>(a) << 24);
}

/// Fill for area features, stroke for line features.
PackedColour terrainColour(TerrainClass terrain);
/// Stroke width of a line feature in pixels (before zoom-dependent widening of rivers).
float terrainLineWidth(TerrainClass terrain);

PackedColour linkColour(LinkKind kind);
float linkWidth(LinkKind kind);
/// Bad roads and water links are drawn dashed.
bool linkDashed(LinkKind kind);

/// Parses "#rrggbb" (the side colour in the orbat). Falls back to grey on anything else.
PackedColour parseHexColour(std::string_view text, PackedColour fallback = rgba(64, 64, 64));
/// Black or white, whichever reads better on `background`.
PackedColour contrastingText(PackedColour background);

inline constexpr PackedColour kMapBackground = rgba(239, 233, 214);
inline constexpr PackedColour kNodeFill = rgba(255, 255, 255);
inline constexpr PackedColour kNodeOutline = rgba(40, 40, 40);
inline constexpr PackedColour kLabelText = rgba(25, 25, 25);
inline constexpr PackedColour kLabelHalo = rgba(255, 252, 240, 200);
inline constexpr PackedColour kBrokenBridge = rgba(210, 20, 20);
inline constexpr PackedColour kIntactBridge = rgba(40, 40, 40);

}  // namespace hfg
