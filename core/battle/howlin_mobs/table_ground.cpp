// MT-13 areas on the table and the ground tests of a move (MB-19, MB-21).
#include "core/battle/howlin_mobs/table_ground.h"

#include <stdexcept>

namespace hfg::howlin_mobs {
namespace {

constexpr double kOverlapEps = 1e-6;  // square paces: touching is not overlapping

bool overlapsAny(const std::vector<battle::Ring>& areas, const battle::Footprint& pose) {
  const battle::Ring ring = battle::ringOf(pose);
  for (const battle::Ring& a : areas)
    if (battle::intersectionArea(ring, a) > kOverlapEps) return true;
  return false;
}

}  // namespace

void addTerrainArea(BattleState& st, HfgTerrain hfg, const battle::Ring& area) {
  if (area.size() < 3) throw std::invalid_argument("MT-13: a terrain area needs 3 corners");
  const TerrainRow& row = terrainRow(hfg);
  switch (row.becomes) {
    case HmTerrain::Impassable: st.impassable.push_back(area); return;
    case HmTerrain::Rough:
    case HmTerrain::Woods: st.rough.push_back(area); return;
    case HmTerrain::Open:
    case HmTerrain::Road: return;  // open ground; a road is laid by its line (addRoad)
    case HmTerrain::Obstacle:
    case HmTerrain::ObstacleAndCoverLine:
    case HmTerrain::Redoubt:
    case HmTerrain::Entrenchment:
      st.note("MB-22", "obstacles and works are not laid on the table yet: one area left off");
      return;
  }
}

void addRoad(BattleState& st, const Polyline& line) {
  if (line.size() < 2) throw std::invalid_argument("MB-19: a road needs 2 points");
  st.roads.push_back(line);
}

bool onImpassable(const BattleState& st, const battle::Footprint& pose) {
  return overlapsAny(st.impassable, pose);
}

bool touchesRough(const BattleState& st, const battle::Footprint& pose) {
  return overlapsAny(st.rough, pose);
}

bool alongRoad(const BattleState& st, const battle::Footprint& pose) {
  const double within = st.settings.roadWithinIn * st.settings.pacesPerInch;
  const Vec2 front = pose.edge(battle::EdgeId::Front).midpoint();
  const Vec2 rear = pose.edge(battle::EdgeId::Rear).midpoint();
  for (const Polyline& road : st.roads)
    if (battle::distanceToPolyline(front, road) <= within &&
        battle::distanceToPolyline(rear, road) <= within)
      return true;
  return false;
}

}  // namespace hfg::howlin_mobs
