// Terrain classes and the queries the rules make of the ground (ET-23, EB-55, EB-60).
#include "core/battle/tchae/terrain.h"

#include <algorithm>
#include <cmath>

namespace hfg::tchae {

TerrainGrade movementClassOf(TerrainKind kind) {
  switch (kind) {
    case TerrainKind::ThickWood:
    case TerrainKind::RockyOutcrop:
    case TerrainKind::SteepHill:
    case TerrainKind::WoodenBuildings:
    case TerrainKind::BrickBuildings:
    case TerrainKind::Redoubt:
    case TerrainKind::Trench: return TerrainGrade::Difficult;
    case TerrainKind::Crops:
    case TerrainKind::LightWood:
    case TerrainKind::SturdyFence:
    case TerrainKind::StoneWall:
    case TerrainKind::SunkenRoad: return TerrainGrade::Light;
    default: return TerrainGrade::Open;
  }
}

TerrainGrade spottingClassOf(TerrainKind kind) {
  if (kind == TerrainKind::SunkenRoad) return TerrainGrade::Difficult;  // E-27
  return movementClassOf(kind);
}

bool isSoftCover(TerrainKind kind) {
  return kind == TerrainKind::ThickWood || kind == TerrainKind::SteepHill ||
         kind == TerrainKind::WoodenBuildings;
}

bool isHardCover(TerrainKind kind) {
  return kind == TerrainKind::RockyOutcrop || kind == TerrainKind::BrickBuildings ||
         kind == TerrainKind::Redoubt || kind == TerrainKind::Trench;
}

bool blocksSight(TerrainKind kind) {
  return kind == TerrainKind::ThickWood || kind == TerrainKind::WoodenBuildings ||
         kind == TerrainKind::BrickBuildings || kind == TerrainKind::RockyOutcrop;
}

namespace {
int rank(TerrainKind k) {
  switch (movementClassOf(k)) {
    case TerrainGrade::Difficult: return 3;
    case TerrainGrade::Light: return 2;
    case TerrainGrade::Open: return k == TerrainKind::Open ? 0 : 1;
  }
  return 0;
}
}  // namespace

const TerrainArea* TchaeTerrain::areaAt(Vec2 p) const {
  const TerrainArea* best = nullptr;
  for (const TerrainArea& a : areas) {
    if (a.kind == TerrainKind::GentleHill) continue;  // height only
    if (!battle::ringContains(a.ringIn, p)) continue;
    if (!best || rank(a.kind) > rank(best->kind)) best = &a;
  }
  return best;
}

TerrainKind TchaeTerrain::kindAt(Vec2 p) const {
  const TerrainArea* a = areaAt(p);
  return a ? a->kind : TerrainKind::Open;
}

TerrainGrade TchaeTerrain::movementClassAt(Vec2 p) const { return movementClassOf(kindAt(p)); }

double TchaeTerrain::heightAt(Vec2 p) const {
  double h = 0;
  for (const TerrainArea& a : areas)
    if (battle::ringContains(a.ringIn, p)) h = std::max(h, a.heightIn);
  return h;
}

bool TchaeTerrain::onTable(Vec2 p) const {
  return p.x >= 0 && p.y >= 0 && p.x <= widthIn && p.y <= depthIn;
}

bool TchaeTerrain::followsRoad(Vec2 a, Vec2 b, double halfWidthIn) const {
  for (const Road& road : roads) {
    bool all = true;
    for (int i = 0; i <= 16 && all; ++i) {
      const Vec2 p = a + (b - a) * (i / 16.0);
      all = battle::distanceToPolyline(p, road.pointsIn) <= halfWidthIn;
    }
    if (all) return true;
  }
  return false;
}

bool TchaeTerrain::crosses(Vec2 a, Vec2 b, TerrainKind kind) const {
  for (const TerrainArea& area : areas)
    if (area.kind == kind && battle::lengthInside({a, b}, area.ringIn) > 0) return true;
  return false;
}

bool TchaeTerrain::sightBlocked(Vec2 a, Vec2 b, double depthIn) const {
  for (const TerrainArea& area : areas) {
    if (!blocksSight(area.kind)) continue;
    if (battle::ringContains(area.ringIn, a) || battle::ringContains(area.ringIn, b)) continue;
    if (battle::lengthInside({a, b}, area.ringIn) > depthIn) return true;
  }
  return false;
}

}  // namespace hfg::tchae
