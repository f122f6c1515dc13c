// Fire (E-63 ... E-74).
#include "core/battle/tchae/fire.h"

#include <algorithm>
#include <cmath>

#include "core/battle/tchae/fire_tables.h"
#include "core/battle/tchae/table_geometry.h"

namespace hfg::tchae {

namespace {

double arcHalf(const RulesContext& ctx, const Unit& firer) {
  return firer.arm == Arm::Artillery ? ctx.settings().artilleryArcHalfDeg
                                     : ctx.settings().smallArmsArcHalfDeg;
}

/// E-68, EB-25: friends in the way of the line of fire.
bool friendsInTheWay(RulesContext& ctx, const Unit& firer, const Unit& target, bool canister) {
  const battle::Footprint f = ctx.fp(firer), t = ctx.fp(target);
  const Vec2 a = f.frontMid;
  const battle::Ring tr = battle::ringOf(t);
  Vec2 b = t.centre();
  double best = 1e9;
  for (const Vec2& c : tr)
    if (distance(a, c) < best) best = distance(a, c), b = c;
  const bool higher =
      ctx.state.terrain.heightAt(f.centre()) > ctx.state.terrain.heightAt(t.centre());
  for (Unit* u : ctx.activeUnits(firer.side)) {
    if (u->id == firer.id) continue;
    const battle::Ring r = battle::ringOf(ctx.fp(*u));
    const double d = battle::distanceBetween(r, battle::Segment{a, b});
    if (canister && d <= ctx.settings().canisterFriendClearIn) return true;
    if (d > 0) continue;
    const bool overFriends = firer.arm == Arm::Artillery && higher && gapIn(ctx.fp(*u), t) > 4;
    if (!overFriends) return true;
  }
  return false;
}

bool targetInCover(RulesContext& ctx, const Unit& u) {
  const TerrainKind k = ctx.state.terrain.kindAt(ctx.fp(u).centre());
  return isSoftCover(k) || isHardCover(k) || k == TerrainKind::StoneWall ||
         k == TerrainKind::SunkenRoad;
}

TargetCover coverOf(RulesContext& ctx, const Unit& firer, const Unit& target) {
  const battle::Footprint f = ctx.fp(firer), t = ctx.fp(target);
  const TerrainKind k = ctx.state.terrain.kindAt(t.centre());
  TargetCover c;
  c.soft = isSoftCover(k);
  c.hard = isHardCover(k);
  c.redoubt = k == TerrainKind::Redoubt;
  c.wallOrSunkenRoad = k == TerrainKind::StoneWall || k == TerrainKind::SunkenRoad;
  c.firerHasHeight =
      ctx.state.terrain.heightAt(f.centre()) > ctx.state.terrain.heightAt(t.centre());
  c.enfiladed = enfilades(f, t);
  return c;
}

/// EB-19: the chosen target plus enemy units in arc and range within 1 in of the line that face
/// within 45 degrees of it, nearest first.
std::vector<Unit*> lineOf(RulesContext& ctx, const Unit& firer, Unit& target,
                          const std::vector<Unit*>& candidates) {
  std::vector<Unit*> line{&target};
  bool grew = true;
  while (grew) {
    grew = false;
    for (Unit* c : candidates) {
      if (std::find(line.begin(), line.end(), c) != line.end()) continue;
      for (Unit* m : line) {
        if (gapIn(ctx.fp(*c), ctx.fp(*m)) <= ctx.settings().spreadLineGapIn &&
            battle::headingDifferenceDeg(c->headingDeg, m->headingDeg) <=
                ctx.settings().spreadLineFacingDeg) {
          line.push_back(c);
          grew = true;
          break;
        }
      }
    }
  }
  const battle::Footprint f = ctx.fp(firer);
  std::sort(line.begin(), line.end(), [&](Unit* a, Unit* b) {
    const double da = frontEdgeRangeIn(f, ctx.fp(*a)), db = frontEdgeRangeIn(f, ctx.fp(*b));
    return da != db ? da < db : a->id < b->id;
  });
  return line;
}

/// One dice group's throw against a group of the line (E-72, E-73), hits dealt round it.
void throwGroup(RulesContext& ctx, const Unit& firer, int dice, const std::vector<Unit*>& group,
                std::vector<FireHit>& out) {
  if (dice <= 0 || group.empty()) return;
  Unit& lead = *group.front();
  const double range = frontEdgeRangeIn(ctx.fp(firer), ctx.fp(lead));
  const RangeRow row = rangeRowOf(firer);
  const RangeBand band = rangeBand(row, ctx.level(), range);
  int sum = 0;
  for (int i = 0; i < dice; ++i) sum += ctx.dice.d6();
  const int total = sum + fireAdjustment(firer, lead, band);
  const TargetRow trow = targetRow(lead, coverOf(ctx, firer, lead));
  const int need = hitNumber(trow, fireColumn(firer, band));
  const int hits = hitsFor(total, need);
  ctx.state.note("E-73", firer.id + " fires " + std::to_string(dice) +
                             "D6 = " + std::to_string(sum) + ", total " + std::to_string(total) +
                             " at " + lead.id + " (row R" + std::to_string(static_cast<int>(trow)) +
                             ", needs " + std::to_string(need) + "): " + std::to_string(hits) +
                             " hits");
  const bool closeSb =
      firer.arm == Arm::Artillery && band == RangeBand::Close &&
      (firer.calibre == Calibre::LightSmoothbore || firer.calibre == Calibre::MediumSmoothbore);
  const double close = rangeLimits(row, ctx.level()).closeIn;
  for (int h = 0; h < hits; ++h) {
    Unit& t = *group[static_cast<std::size_t>(h) % group.size()];
    const double r = frontEdgeRangeIn(ctx.fp(firer), ctx.fp(t));
    auto it =
        std::find_if(out.begin(), out.end(), [&](const FireHit& x) { return x.targetId == t.id; });
    if (it == out.end()) {
      out.push_back({t.id, 0, closeSb, 0, ctx.fp(firer).frontMid});
      it = out.end() - 1;
    }
    ++it->hits;
    it->fallBackNeededIn = std::max({it->fallBackNeededIn, ctx.settings().defeatedFallBackMinIn,
                                     close + ctx.settings().defeatedFallBackBeyondIn - r});
  }
}

}  // namespace

bool canFireAt(RulesContext& ctx, const Unit& firer, const Unit& target, bool coffeeCloseOnly) {
  if (!target.active() || target.side == firer.side) return false;
  const RangeRow row = rangeRowOf(firer);
  const battle::Footprint f = ctx.fp(firer), t = ctx.fp(target);
  const double range = frontEdgeRangeIn(f, t);
  const RangeBand band = rangeBand(row, ctx.level(), range);
  if (band == RangeBand::Out) return false;
  if (coffeeCloseOnly && band != RangeBand::Close) return false;
  const RangeLimits lim = rangeLimits(row, ctx.level());
  const double reach = std::max({lim.closeIn, lim.effectiveIn, lim.extremeIn});
  if (!inArc(f, t, arcHalf(ctx, firer), reach)) return false;
  if (ctx.state.terrain.sightBlocked(f.frontMid, t.centre(), ctx.settings().woodsSightDepthIn))
    return false;
  const bool canister = firer.arm == Arm::Artillery && band == RangeBand::Close;
  return !friendsInTheWay(ctx, firer, target, canister);
}

std::vector<Unit*> fireTargets(RulesContext& ctx, const Unit& firer, bool coffeeCloseOnly) {
  std::vector<Unit*> out;
  for (Unit* e : ctx.activeUnits(otherSide(firer.side)))
    if (canFireAt(ctx, firer, *e, coffeeCloseOnly)) out.push_back(e);
  const battle::Footprint f = ctx.fp(firer);
  std::sort(out.begin(), out.end(), [&](Unit* a, Unit* b) {
    const double da = frontEdgeRangeIn(f, ctx.fp(*a)), db = frontEdgeRangeIn(f, ctx.fp(*b));
    return da != db ? da < db : a->id < b->id;
  });
  return out;
}

std::vector<FireHit> computeFire(RulesContext& ctx, Unit& firer,
                                 const std::string& directedTargetId, bool coffeeCloseOnly) {
  std::vector<FireHit> out;
  if (!firer.active() || firer.status == Status::Defeated || firer.status == Status::Routed)
    return out;
  if (firer.arm == Arm::Artillery && (firer.limbered || firer.gunsAbandoned)) return out;
  if (firer.prone && firer.weapon != Weapon::Superior && firer.weapon != Weapon::Repeating)
    return out;  // EB-61
  const std::vector<Unit*> targets = fireTargets(ctx, firer, coffeeCloseOnly);
  if (targets.empty()) return out;
  const int dice = fireDice(firer, ctx.level(), firer.movedThisActivation || firer.evadedThisTurn,
                            ctx.settings());
  firer.firedThisActivation = true;
  if (firer.arm == Arm::Artillery) ++firer.artilleryActions;
  if (!directedTargetId.empty()) {  // E-65 directed: all hits to that unit
    auto it = std::find_if(targets.begin(), targets.end(),
                           [&](Unit* u) { return u->id == directedTargetId; });
    if (it != targets.end()) {
      throwGroup(ctx, firer, dice, {*it}, out);
      return out;
    }
  }
  const std::vector<Unit*> line = lineOf(ctx, firer, *targets.front(), targets);
  std::vector<Unit*> open, cover;
  for (Unit* u : line) (targetInCover(ctx, *u) ? cover : open).push_back(u);
  if (open.empty() || cover.empty() || dice < 2) {
    throwGroup(ctx, firer, dice, line, out);
  } else {  // E-67, EB-20: ceil(d/2) on the open group, floor(d/2) on the covered one
    throwGroup(ctx, firer, (dice + 1) / 2, open, out);
    throwGroup(ctx, firer, dice / 2, cover, out);
  }
  return out;
}

void applyHits(RulesContext& ctx, const std::vector<FireHit>& hits) {
  for (const FireHit& h : hits) {
    Unit* u = ctx.state.unit(h.targetId);
    if (!u || u->eliminated) continue;
    const int taken = std::min(h.hits, u->currentSp());
    u->casualties += taken;
    u->casualtiesThisTurn += taken;
    u->casualtiesThisActivation += taken;
    u->hitByCloseSmoothbore = u->hitByCloseSmoothbore || h.closeSmoothboreArtillery;
    u->fallBackNeededIn = std::max(u->fallBackNeededIn, h.fallBackNeededIn);
    u->lastFirerIn = h.firerAt;
    if (u->currentSp() <= 0) {
      u->eliminated = true;
      ctx.state.note("E-1", u->id + " is eliminated");
    }
  }
}

}  // namespace hfg::tchae
