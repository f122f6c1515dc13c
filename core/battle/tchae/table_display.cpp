// The TCHAE table as TablePieces, TableAreas and TableRecords.
#include "core/battle/tchae/table_display.h"

#include "core/battle/tchae/blind.h"

namespace hfg::tchae {

namespace {

std::string_view terrainKey(TerrainKind k) {
  switch (k) {
    case TerrainKind::Open: return "open";
    case TerrainKind::Crops: return "crops";
    case TerrainKind::LightWood: return "light_wood";
    case TerrainKind::SturdyFence: return "sturdy_fence";
    case TerrainKind::StoneWall: return "stone_wall";
    case TerrainKind::SunkenRoad: return "sunken_road";
    case TerrainKind::ThickWood: return "thick_wood";
    case TerrainKind::RockyOutcrop: return "rocky_outcrop";
    case TerrainKind::SteepHill: return "steep_hill";
    case TerrainKind::GentleHill: return "gentle_hill";
    case TerrainKind::WoodenBuildings: return "wooden_buildings";
    case TerrainKind::BrickBuildings: return "brick_buildings";
    case TerrainKind::Redoubt: return "redoubt";
    case TerrainKind::Trench: return "trench";
    case TerrainKind::FordableStream: return "fordable_stream";
    case TerrainKind::Unfordable: return "unfordable";
  }
  return "open";
}

battle::TablePiece pieceOf(const battle::Footprint& f, std::string id, int side,
                           std::string symbol) {
  battle::TablePiece p;
  p.id = std::move(id);
  p.side = side;
  p.symbol = std::move(symbol);
  p.centre = f.centre();
  p.frontage = f.frontagePaces;
  p.depth = f.depthPaces;
  p.headingDeg = f.headingDeg;
  return p;
}

battle::TablePiece unitPiece(const Unit& u, GameLevel level) {
  battle::TablePiece p = pieceOf(footprintOf(u, level), u.id, u.side == Belligerent::Union ? 0 : 1,
                                 std::string(keyOf(u.arm)));
  p.labels = {u.name, std::to_string(u.currentSp()) + " SP"};
  if (u.status != Status::Normal) p.markers.push_back(std::string(keyOf(u.status)));
  if (u.disordered) p.markers.push_back("disordered");
  if (u.gunsAbandoned) p.markers.push_back("guns abandoned");
  if (u.eliminated) p.markers.push_back("eliminated");
  p.onTable = u.active();
  return p;
}

}  // namespace

battle::TableDisplay tableDisplay(const BattleState& s, const std::array<std::string, 2>& sideIds) {
  battle::TableDisplay d;
  d.rules = "tchae";
  d.unit = "inches";
  d.width = s.terrain.widthIn;
  d.depth = s.terrain.depthIn;
  d.sides = sideIds;
  d.stepName = "turn";
  d.step = s.ended ? s.turn : s.turn - 1;
  for (const TerrainArea& a : s.terrain.areas)
    d.areas.push_back({a.name, std::string(terrainKey(a.kind)), a.ringIn, 0, {}});
  for (const Road& r : s.terrain.roads)
    d.areas.push_back({r.name, "road", r.pointsIn, 2 * s.settings.roadHalfWidthIn, {}});
  for (const Unit& u : s.units)
    if (u.active() || u.eliminated || u.offTable) d.pieces.push_back(unitPiece(u, s.level));
  for (const Blind& b : s.blinds) {
    if (!b.present(s.turn)) continue;
    battle::TablePiece p = pieceOf(blindFootprint(b, s.level, s.settings), b.id,
                                   b.side == Belligerent::Union ? 0 : 1, "blind");
    p.labels = {b.column ? "column blind" : "deployed blind"};
    if (b.dummy) p.markers.push_back("dummy");
    d.pieces.push_back(p);
  }
  for (const Commander& c : s.commanders) {
    if (!c.onTable) continue;
    battle::TablePiece p;
    p.id = c.id;
    p.side = c.side == Belligerent::Union ? 0 : 1;
    p.symbol = "general";
    p.centre = c.positionIn;
    p.labels = {c.name, std::string(keyOf(c.ability)), std::string(keyOf(c.order))};
    if (c.horsDeCombat) p.markers.push_back("hors de combat");
    d.pieces.push_back(p);
  }
  for (const TurnLogEntry& e : s.log) d.records.push_back({e.turn, "log", e.ruleId, e.text});
  return d;
}

}  // namespace hfg::tchae
