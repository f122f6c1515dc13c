// Rivers met by outcome moves, areas that stop them, and friendly or empty BUAs, SPs and redoubts they flow through to the first clear space beyond (T-10, B-12, B-38).
#include "core/battle/hfg/bound/outcome_obstacles.h"

#include <algorithm>

#include "core/battle/hfg/bound/fixed_combat.h"
#include "core/battle/hfg/bound/router_path.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/common/movement_geometry.h"
#include "core/battle/hfg/geometry/outcome_moves.h"
#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"
#include "core/battle/hfg/geometry/works_geometry.h"

namespace hfg::battle {
namespace {

bool isBuaArea(const BattleTerrainFeature& f) {
  return f.terrain == TerrainClass::BUA && f.outline.size() >= 3;
}

double riverHalfWidth(const Battle& battle, const BattleTerrainFeature& f) {
  return (f.widthPaces > 0 ? f.widthPaces : battle.settings().streamWidthPaces) / 2;
}

bool isRiver(const BattleTerrainFeature& f) {
  return f.terrain == TerrainClass::River && f.line.size() >= 2;
}

std::optional<RiverMet> firstRiver(const Battle& battle, const Footprint& start, Vec2 direction,
                                   double paces, bool skipRiversAtStart) {
  std::vector<const BattleTerrainFeature*> rivers;
  const Ring startRing = ringOf(start);
  for (const auto& f : battle.setup().terrain)
    if (isRiver(f) &&
        !(skipRiversAtStart && ringMeetsBand(startRing, f.line, riverHalfWidth(battle, f))))
      rivers.push_back(&f);
  if (rivers.empty()) return std::nullopt;
  constexpr double kStep = 25;
  for (double t = 0; t <= paces + 1e-9; t += kStep) {
    const Footprint fp = start.moved(direction * std::min(t, paces));
    const Ring ring = ringOf(fp);
    for (const BattleTerrainFeature* f : rivers) {
      if (!ringMeetsBand(ring, f->line, riverHalfWidth(battle, *f))) continue;
      RiverMet met;
      met.clearPaces = std::max(0.0, t - kStep);
      met.riverId = f->id;
      const Vec2 onRiver = pointAlong(f->line, arcLengthOfNearest(f->line, fp.centre())).first;
      for (const auto& c : battle.crossings())
        if (c.riverId == f->id && hfg::distance(c.at, onRiver) <= c.widthPaces / 2)
          met.atCrossing = true;
      return met;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<RiverMet> riverAhead(const Battle& battle, const Footprint& start, Vec2 direction,
                                   double paces) {
  return firstRiver(battle, start, direction, paces, false);
}

std::optional<RiverMet> riverAheadFromBank(const Battle& battle, const Footprint& start,
                                           Vec2 direction, double paces) {
  return firstRiver(battle, start, direction, paces, true);
}

std::vector<Ring> outcomeBlockingAreas(const Battle& battle, int side) {
  std::vector<Ring> out = impassableAreas(battle.setup().terrain);
  for (const auto& sp : battle.strongPoints())
    if (sp.side != side && sp.holding()) out.push_back(ringOf(strongPointFootprint(sp.placed)));
  return out;
}

std::vector<std::string> outcomeBlockingNames(const Battle& battle, int side) {
  std::vector<std::string> out;
  for (const auto& f : battle.setup().terrain)
    if (f.terrain == TerrainClass::Marsh && f.outline.size() >= 3) out.push_back(f.id);
  for (const auto& sp : battle.strongPoints())
    if (sp.side != side && sp.holding()) out.push_back(sp.id());
  return out;
}

std::vector<Ring> flowThroughAreas(const Battle& battle, int side, const Footprint& start,
                                   bool emptyBuas) {
  std::vector<Ring> out;
  const auto fromOutside = [&](const Ring& r) { return !partlyIn(start, r); };
  for (const auto& sp : battle.strongPoints())
    if (sp.side == side && sp.holding()) {
      const Ring r = ringOf(strongPointFootprint(sp.placed));
      if (fromOutside(r)) out.push_back(r);
    }
  const std::string& sideId = battle.side(side).id;
  for (const auto& w : battle.setup().works)
    if (w.kind == BattleWorkKind::Redoubt && w.sideId == sideId && w.outline.size() >= 3 &&
        fromOutside(w.outline))
      out.push_back(w.outline);
  for (const auto& f : battle.setup().terrain) {
    if (!isBuaArea(f) || !fromOutside(f.outline)) continue;
    const auto garrison = buaGarrison(battle, f);
    if ((!garrison && emptyBuas) || (garrison && battle.elements()[*garrison].side == side))
      out.push_back(f.outline);
  }
  return out;
}

std::optional<WorkMet> occupiedEntrenchmentMet(const Battle& battle, std::size_t self,
                                               const Footprint& start, const Footprint& end) {
  const ElementInPlay& e = battle.elements()[self];
  const Ring swept = sweptStraight(start, end);
  for (const auto& w : battle.setup().works) {
    if ((w.kind != BattleWorkKind::Entrenchment && w.kind != BattleWorkKind::Elf) ||
        w.sideId != e.placed.sideId)
      continue;
    // Met from in front (the enemy's side): not a work it mans itself, recoiling away from it.
    if (dot(start.centre() - w.a, w.enemySide) <= 0) continue;
    if (distanceBetween(swept, Segment{w.a, w.b}) > battle.settings().contactEpsPaces) continue;
    const LinearWork work{{w.a, w.b}, w.enemySide};
    const Footprint around = Footprint::fromCentre((w.a + w.b) * 0.5, 0, 1, 1);
    for (auto j : battle.near(around, distance(w.a, w.b) / 2 + 100))
      if (j != self && battle.elements()[j].side == e.side &&
          protectedByWork(battle.elements()[j].footprint, work, battle.settings())) {
        const double len = distance(w.a, w.b);
        const Vec2 along = len > 0 ? (w.b - w.a) * (1.0 / len) : Vec2{1, 0};
        const Vec2 across{-along.y, along.x};
        return WorkMet{w.id, {w.a - across, w.b - across, w.b + across, w.a + across}};
      }
  }
  return std::nullopt;
}

const BattleTerrainFeature* emptyBuaEntered(const Battle& battle, const Footprint& start,
                                            const Footprint& end) {
  for (const auto& f : battle.setup().terrain)
    if (isBuaArea(f) && !partlyIn(start, f.outline) && partlyIn(end, f.outline) &&
        !buaGarrison(battle, f))
      return &f;
  return nullptr;
}

ClearBeyond firstClearBeyond(const Battle& battle, std::size_t self, const Footprint& fp,
                             Vec2 direction, const std::vector<Ring>& areas,
                             const std::vector<Ring>& blocking, double limitPaces) {
  constexpr double kStep = 10;
  const int side = battle.elements()[self].side;
  ClearBeyond out;
  for (double t = 0; t <= limitPaces + 1e-9; t += kStep) {
    const Footprint at = fp.moved(direction * t);
    out.end = at;
    out.paces = t;
    if (crossesTableEdge(at, battle.table())) {
      out.leftTable = true;
      return out;
    }
    const Ring ring = ringOf(at);
    for (const auto& b : blocking)
      if (intersectionArea(ring, b) > 1.0) {
        out.blocked = true;
        return out;
      }
    bool onSomething = false;
    for (auto j : battle.near(at, 0.0)) {
      if (j == self || !overlaps(at, battle.elements()[j].footprint, battle.settings())) continue;
      if (battle.elements()[j].side != side) {
        out.blocked = true;
        return out;
      }
      onSomething = true;
    }
    for (const auto& a : areas) onSomething = onSomething || intersectionArea(ring, a) > 1.0;
    if (!onSomething) return out;
  }
  out.blocked = true;
  return out;
}

}  // namespace hfg::battle
