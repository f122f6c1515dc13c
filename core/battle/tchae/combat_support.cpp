// Supports, overlap and terrain advantage in combat.
#include "core/battle/tchae/combat_support.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/battle/tchae/fire.h"
#include "core/battle/tchae/fire_tables.h"
#include "core/battle/tchae/table_geometry.h"

namespace hfg::tchae {

namespace {

bool mayGiveSupport(RulesContext& ctx, const Unit& u, const Unit& enemy) {
  if (!u.active() || u.status != Status::Normal || u.disordered || u.supportedThisTurn)
    return false;
  // Not if it is itself attacked: in contact with an enemy unit.
  for (Unit* e : ctx.activeUnits(otherSide(u.side)))
    if (gapIn(ctx.fp(u), ctx.fp(*e)) <= 1e-3) return false;
  (void)enemy;
  return true;
}

}  // namespace

Supports findSupports(RulesContext& ctx, const Unit& fighter, const Unit& enemy) {
  Supports s;
  const TchaeSettings& st = ctx.settings();
  const battle::Footprint f = ctx.fp(fighter);
  for (Unit* u : ctx.activeUnits(fighter.side)) {
    if (u->id == fighter.id || !mayGiveSupport(ctx, *u, enemy)) continue;
    const battle::Footprint g = ctx.fp(*u);
    if (u->arm == Arm::Artillery) {
      // E-90: unlimbered, the enemy within its close range, arc and sight.
      if (u->limbered || u->gunsAbandoned) continue;
      const RangeRow row = rangeRowOf(*u);
      if (rangeBand(row, ctx.level(), frontEdgeRangeIn(g, ctx.fp(enemy))) != RangeBand::Close)
        continue;
      if (!inArc(g, ctx.fp(enemy), st.artilleryArcHalfDeg, rangeLimits(row, ctx.level()).closeIn))
        continue;
      s.guns += ctx.level() == GameLevel::Corps ? currentModels(*u) : u->currentBases();
      s.mediumSmoothbore = s.mediumSmoothbore || u->calibre == Calibre::MediumSmoothbore;
      s.ids.push_back(u->id);
      continue;
    }
    if (battle::headingDifferenceDeg(u->headingDeg, fighter.headingDeg) > st.supportFacingDeg)
      continue;
    const Vec2 local = f.toLocal(g.frontMid);
    const double gap = gapIn(f, g);
    const bool flank = gap <= st.supportFlankIn && std::abs(local.y) <= st.supportFrontLineIn &&
                       std::abs(local.x) > f.frontagePaces / 2;
    if (flank) {
      const bool left = local.x < 0;
      if ((left && s.leftFlank) || (!left && s.rightFlank)) continue;
      (left ? s.leftFlank : s.rightFlank) = true;
      ++s.infantryCavalry;
      s.ids.push_back(u->id);
      continue;
    }
    if (u->isSkirmisher()) continue;                // flank support only
    const double behind = -f.depthPaces - local.y;  // from the fighter's rear edge back
    const double overlapLen = std::min(f.frontagePaces / 2, local.x + g.frontagePaces / 2) -
                              std::max(-f.frontagePaces / 2, local.x - g.frontagePaces / 2);
    if (behind >= -1e-6 && behind <= st.supportRearIn && overlapLen >= f.frontagePaces / 2 &&
        s.infantryCavalry < st.maxInfantryCavalrySupports) {
      ++s.infantryCavalry;
      s.ids.push_back(u->id);
    }
  }
  s.infantryCavalry = std::min(s.infantryCavalry, st.maxInfantryCavalrySupports);
  return s;
}

double overlapOf(RulesContext& ctx, const Unit& own, const Unit& enemy, const Supports& enemySup) {
  // EB-12: the part of own front edge beyond the ends of the enemy's contacted edge.
  const battle::Footprint e = ctx.fp(enemy), o = ctx.fp(own);
  const battle::Segment front = o.edge(battle::EdgeId::Front);
  // Project on the enemy's frontal axis when the contact is on its front or rear, else its depth axis.
  const Vec2 la = e.toLocal(front.a), lb = e.toLocal(front.b);
  const bool onSide = std::abs(e.toLocal(o.frontMid).x) >= e.frontagePaces / 2 - 1e-6 &&
                      e.toLocal(o.frontMid).y < 0 && e.toLocal(o.frontMid).y > -e.depthPaces;
  double lo, hi, elo, ehi;
  if (onSide) {
    lo = std::min(la.y, lb.y), hi = std::max(la.y, lb.y), elo = -e.depthPaces, ehi = 0;
  } else {
    lo = std::min(la.x, lb.x), hi = std::max(la.x, lb.x), elo = -e.frontagePaces / 2,
    ehi = e.frontagePaces / 2;
  }
  double beyond = 0;
  const bool leftFree = !enemySup.leftFlank, rightFree = !enemySup.rightFlank;
  if (leftFree || onSide) beyond += std::max(0.0, elo - lo);
  if (rightFree || onSide) beyond += std::max(0.0, hi - ehi);
  return beyond / e.frontagePaces;  // EB-12: over the enemy unit's frontage
}

void markSupportsUsed(RulesContext& ctx, const Supports& a, const Supports& b) {
  for (const Supports* s : {&a, &b})
    for (const std::string& id : s->ids)
      if (Unit* u = ctx.state.unit(id)) u->supportedThisTurn = true;
}

bool terrainAdvantage(RulesContext& ctx, const Unit& defender, const Unit& attacker) {
  const TerrainKind dk = ctx.state.terrain.kindAt(ctx.fp(defender).centre());
  const TerrainKind ak = ctx.state.terrain.kindAt(ctx.fp(attacker).centre());
  if (dk == ak) return false;
  switch (dk) {
    case TerrainKind::SturdyFence:
    case TerrainKind::StoneWall:
    case TerrainKind::SunkenRoad: return true;
    case TerrainKind::ThickWood:
    case TerrainKind::WoodenBuildings: return defender.arm == Arm::Infantry;
    default: return false;
  }
}

std::string formatValue(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

}  // namespace hfg::tchae
