// The map palette: muted fills so nodes, links and forces stand out.
#include "editor/map/map_style.h"

namespace hfg {

PackedColour terrainColour(TerrainClass terrain) {
  switch (terrain) {
    case TerrainClass::Woods: return rgba(120, 170, 105, 200);
    case TerrainClass::HillGentle: return rgba(214, 190, 140, 190);
    case TerrainClass::HillDifficult: return rgba(176, 140, 96, 210);
    case TerrainClass::BUA: return rgba(190, 120, 110, 220);
    case TerrainClass::Marsh: return rgba(150, 190, 180, 190);
    case TerrainClass::SlowGoing: return rgba(205, 200, 150, 180);
    case TerrainClass::RoadGood: return rgba(200, 70, 50);
    case TerrainClass::RoadBad: return rgba(160, 110, 70);
    case TerrainClass::Railway: return rgba(30, 30, 30);
    case TerrainClass::River: return rgba(70, 130, 200);
    case TerrainClass::Stream: return rgba(100, 160, 220);
    case TerrainClass::Gully: return rgba(140, 100, 60);
    case TerrainClass::Waterway: return rgba(60, 110, 190);
  }
  return rgba(128, 128, 128);
}

float terrainLineWidth(TerrainClass terrain) {
  switch (terrain) {
    case TerrainClass::River: return 4.0f;
    case TerrainClass::Waterway: return 5.0f;
    case TerrainClass::Stream: return 1.5f;
    default: return 2.0f;
  }
}

PackedColour linkColour(LinkKind kind) {
  switch (kind) {
    case LinkKind::GoodRoad: return rgba(196, 48, 36);
    case LinkKind::BadRoad: return rgba(150, 100, 50);
    case LinkKind::Railway: return rgba(25, 25, 25);
    case LinkKind::Water: return rgba(30, 90, 200);
  }
  return rgba(128, 128, 128);
}

float linkWidth(LinkKind kind) {
  switch (kind) {
    case LinkKind::GoodRoad: return 3.5f;
    case LinkKind::BadRoad: return 2.5f;
    case LinkKind::Railway: return 3.0f;
    case LinkKind::Water: return 3.0f;
  }
  return 2.0f;
}

bool linkDashed(LinkKind kind) { return kind == LinkKind::BadRoad || kind == LinkKind::Water; }

PackedColour parseHexColour(std::string_view text, PackedColour fallback) {
  if (text.size() != 7 || text[0] != '#') return fallback;
  int channels[3] = {0, 0, 0};
  for (int c = 0; c < 3; ++c) {
    for (int k = 0; k < 2; ++k) {
      const char ch = text[static_cast<std::size_t>(1 + 2 * c + k)];
      int v = 0;
      if (ch >= '0' && ch <= '9')
        v = ch - '0';
      else if (ch >= 'a' && ch <= 'f')
        v = ch - 'a' + 10;
      else if (ch >= 'A' && ch <= 'F')
        v = ch - 'A' + 10;
      else
        return fallback;
      channels[c] = channels[c] * 16 + v;
    }
  }
  return rgba(channels[0], channels[1], channels[2]);
}

PackedColour contrastingText(PackedColour background) {
  const double r = background & 0xff, g = (background >> 8) & 0xff, b = (background >> 16) & 0xff;
  const double luma = 0.299 * r + 0.587 * g + 0.114 * b;  // Rec. 601 weights
  return luma > 140 ? rgba(0, 0, 0) : rgba(255, 255, 255);
}

}  // namespace hfg
