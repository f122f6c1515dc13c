#include "core/battle/c3/table_ground.h"

#include "core/battle/c3/source_tables.h"

namespace hfg::c3 {

namespace {

Ground slopeGround(Slope slope) {
  switch (slope) {
    case Slope::Gentle: return Ground::GentleSlope;
    case Slope::Steep: return Ground::SteepSlope;
    case Slope::VerySteep: return Ground::VerySteepSlope;
    case Slope::Impassable: return Ground::Impassable;
  }
  return Ground::Clear;
}

}  // namespace

std::vector<Ground> groundsUnder(const C3Table& table, const battle::Ring& footprint,
                                 PointM centreM) {
  std::vector<Ground> out{Ground::Clear};
  for (const GroundArea& a : table.areas)
    if (battle::ringsIntersect(a.ring, footprint)) out.push_back(a.ground);
  if (table.heights) out.push_back(slopeGround(table.heights->slopeAt(centreM)));
  return out;
}

bool closedTo(Ground ground, TerrainColumn column) {
  if (ground == Ground::River || ground == Ground::Impassable) return true;
  return !terrainMultiplier(ground, column).has_value();
}

Ground governingGround(const std::vector<Ground>& grounds, TerrainColumn column) {
  Ground worst = Ground::Clear;
  double worstMult = 1;
  for (Ground g : grounds) {
    if (closedTo(g, column)) return g;
    // KB-9 (b): a linear obstacle's cost is charged once as it is crossed; it governs while met.
    if (g == Ground::LinearObstacle) return g;
    const double m = *terrainMultiplier(g, column);
    if (m > worstMult) worst = g, worstMult = m;
  }
  return worst;
}

Ground groundAtPoint(const C3Table& table, Vec2 paces, PointM metres, TerrainColumn column) {
  std::vector<Ground> grounds{Ground::Clear};
  for (const GroundArea& a : table.areas)
    if (battle::ringContains(a.ring, paces)) grounds.push_back(a.ground);
  if (table.heights) grounds.push_back(slopeGround(table.heights->slopeAt(metres)));
  return governingGround(grounds, column);
}

bool onRoad(const C3Table& table, Vec2 paces) {
  for (const battle::Ring& r : table.roads)
    if (battle::ringContains(r, paces)) return true;
  return false;
}

const GroundArea* coverAreaAt(const C3Table& table, Vec2 paces) {
  for (const GroundArea& a : table.areas) {
    const bool cover = a.ground == Ground::Wood || a.ground == Ground::Forest ||
                       a.ground == Ground::BuiltUp;
    if (cover && battle::ringContains(a.ring, paces)) return &a;
  }
  return nullptr;
}

bool insideTable(const C3Table& table, const battle::Ring& ring) {
  for (const Vec2& p : ring)
    if (p.x < 0 || p.y < 0 || p.x > table.sizePaces.x || p.y > table.sizePaces.y) return false;
  return true;
}

}  // namespace hfg::c3
