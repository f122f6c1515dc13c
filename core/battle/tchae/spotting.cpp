// Spotting (E-53 ... E-56) and the placing of spotted troops (EB-57).
#include "core/battle/tchae/spotting.h"

#include <array>

#include "core/battle/tchae/table_geometry.h"

namespace hfg::tchae {

TerrainGrade blindTerrainClass(RulesContext& ctx, const Blind& b) {
  const battle::Footprint f = blindFootprint(b, ctx.level(), ctx.settings());
  std::array<int, 3> votes{0, 0, 0};
  for (int i = 0; i < 5; ++i)
    for (int j = 0; j < 5; ++j) {
      const Vec2 p = f.frontMid + f.right() * (f.frontagePaces * ((i + 0.5) / 5 - 0.5)) -
                     f.forward() * (f.depthPaces * (j + 0.5) / 5);
      ++votes[static_cast<std::size_t>(spottingClassOf(ctx.state.terrain.kindAt(p)))];
    }
  std::size_t best = 0;
  for (std::size_t k = 1; k < 3; ++k)
    if (votes[k] > votes[best]) best = k;
  return static_cast<TerrainGrade>(best);
}

SpotNeed spotNeedFrom(RulesContext& ctx, Vec2 from, const Blind& b) {
  const battle::Footprint f = blindFootprint(b, ctx.level(), ctx.settings());
  if (ctx.settings().spottingNeedsLineOfSight &&
      ctx.state.terrain.sightBlocked(from, f.centre(), ctx.settings().woodsSightDepthIn))
    return {};
  const bool higher = ctx.state.terrain.heightAt(from) > ctx.state.terrain.heightAt(f.centre());
  return spottingNeed(blindTerrainClass(ctx, b), gapIn(f, from), higher);
}

bool trySpot(RulesContext& ctx, Vec2 from, Blind& b, const std::string& who) {
  const SpotNeed need = spotNeedFrom(ctx, from, b);
  if (!need.possible) {
    ctx.state.note("E-54", who + " cannot spot " + b.id);
    return false;
  }
  if (!need.automatic) {
    const int roll = ctx.dice.twoD6();
    const bool ok = roll >= need.score;
    ctx.state.note("E-54", who + " tries to spot " + b.id + ": 2D6 " + std::to_string(roll) +
                               " against " + std::to_string(need.score));
    if (!ok) return false;
  }
  revealBlind(ctx, b, who + " spots it");
  return true;
}

namespace {

void placeInColumns(RulesContext& ctx, const Blind& b, const std::vector<Unit*>& units) {
  const Vec2 fwd = battle::headingVector(b.headingDeg);
  const Vec2 right{fwd.y, -fwd.x};
  std::array<double, 3> used{0, 0, 0};  // left, middle (artillery), right: depth used so far
  int side = 0;
  for (Unit* u : units) {
    std::size_t lane = 1;
    if (u->arm == Arm::Artillery)
      u->limbered = true;
    else {
      u->formation = Formation::ColumnOfMarch;
      if (u->arm == Arm::Cavalry) u->mounted = true;
      lane = side++ % 2 == 0 ? 0 : 2;
    }
    const double x = lane == 0 ? -1.0 : lane == 2 ? 1.0 : 0.0;
    u->headingDeg = b.headingDeg;
    u->frontMidIn = b.frontMidIn + right * x - fwd * used[lane];
    used[lane] += depthIn(*u, ctx.level()) + 0.25;
  }
}

void placeInLine(RulesContext& ctx, const Blind& b, const std::vector<Unit*>& units) {
  const battle::Footprint f = blindFootprint(b, ctx.level(), ctx.settings());
  const Vec2 fwd = f.forward(), right = f.right();
  double x = -f.frontagePaces / 2, row = 0;
  for (Unit* u : units) {
    if (u->arm == Arm::Artillery)
      u->limbered = ctx.state.terrain.movementClassAt(f.centre()) == TerrainGrade::Difficult;
    else if (u->formation == Formation::ColumnOfMarch)
      u->formation = Formation::Line;
    const double w = frontageIn(*u, ctx.level());
    if (x + w > f.frontagePaces / 2 + 1e-6 && x > -f.frontagePaces / 2) {
      x = -f.frontagePaces / 2;
      row += 3;
    }
    u->headingDeg = b.headingDeg;
    u->frontMidIn = f.frontMid + right * (x + w / 2) - fwd * row;
    x += w + 0.25;
  }
}

bool standsClear(RulesContext& ctx, const Unit& u) {
  const battle::Footprint f = ctx.fp(u);
  for (const Vec2& c : f.corners())
    if (!ctx.state.terrain.onTable(c)) return false;
  for (const Unit& o : ctx.state.units)
    if (o.id != u.id && o.active() && overlapIn(f, ctx.fp(o))) return false;
  return true;
}

/// Tries the place `offset` from `start`; true (and the unit left there) when it stands clear.
bool triedAt(RulesContext& ctx, Unit& u, Vec2 start, Vec2 offset) {
  u.frontMidIn = start + offset;
  return standsClear(ctx, u);
}

/// EB-57 leaves the placing to the owner: a unit whose slot is taken (by friends already on the
/// table) or off the table (a column laid out behind a blind at the edge) goes to the nearest
/// clear place, searched in square rings of 1 in: behind first, then beside, then in front.
void makeRoom(RulesContext& ctx, Unit& u) {
  if (standsClear(ctx, u)) return;
  const Vec2 start = u.frontMidIn;
  const Vec2 back = battle::headingVector(u.headingDeg) * -1.0;
  const Vec2 side{back.y, -back.x};
  auto at = [&](int b, int l) {
    return back * static_cast<double>(b) + side * static_cast<double>(l);
  };
  for (int ring = 1; ring <= 40; ++ring) {
    for (int lateral = 0; lateral <= ring; ++lateral)
      for (int sign : {1, -1})
        if (triedAt(ctx, u, start, at(ring, sign * lateral))) return;
    for (int b = ring - 1; b > -ring; --b)
      for (int sign : {1, -1})
        if (triedAt(ctx, u, start, at(b, sign * ring))) return;
    for (int lateral = 0; lateral <= ring; ++lateral)
      for (int sign : {1, -1})
        if (triedAt(ctx, u, start, at(-ring, sign * lateral))) return;
  }
  u.frontMidIn = start;
  ctx.state.note("EB-57", u.id + " finds no clear place and stands where its blind put it");
}

}  // namespace

void revealBlind(RulesContext& ctx, Blind& b, const std::string& why) {
  b.removed = true;
  if (b.dummy) {
    ctx.state.note("E-42", b.id + " is spotted: a dummy (" + why + ")");
    return;
  }
  std::vector<Unit*> units;
  for (const std::string& id : b.unitIds)
    if (Unit* u = ctx.state.unit(id); u && !u->eliminated && !u->onTable) units.push_back(u);
  if (b.column)
    placeInColumns(ctx, b, units);
  else
    placeInLine(ctx, b, units);
  for (Unit* u : units) {
    u->onTable = true;
    u->blindId.clear();
    makeRoom(ctx, *u);
  }
  if (Commander* c = ctx.state.commander(b.commanderId)) {
    if (!c->onTable) c->positionIn = blindFootprint(b, ctx.level(), ctx.settings()).centre();
    c->onTable = true;
    c->revealedTurn = ctx.state.turn;
  }
  ctx.state.note("E-55", b.id + " is spotted (" + why + "): " + std::to_string(units.size()) +
                             " units placed");
}

void automaticSpotting(RulesContext& ctx) {
  std::vector<Blind*> spotted;  // all found first: the spotting at Coffee! is simultaneous
  for (Blind& b : ctx.state.blinds) {
    if (!b.present(ctx.state.turn)) continue;
    const TerrainGrade cls = blindTerrainClass(ctx, b);
    const double reach = automaticSpotIn(cls);
    const battle::Footprint f = blindFootprint(b, ctx.level(), ctx.settings());
    bool seen = false;
    auto sees = [&](Vec2 p, double gap) {
      return gap < reach &&
             (!ctx.settings().spottingNeedsLineOfSight ||
              !ctx.state.terrain.sightBlocked(p, f.centre(), ctx.settings().woodsSightDepthIn));
    };
    for (Unit* u : ctx.activeUnits(otherSide(b.side)))
      seen = seen || sees(ctx.fp(*u).centre(), gapIn(f, ctx.fp(*u)));
    for (const Commander& c : ctx.state.commanders)
      if (c.side != b.side && c.onTable && !c.horsDeCombat)
        seen = seen || sees(c.positionIn, gapIn(f, c.positionIn));
    for (const Blind& o : ctx.state.blinds)
      if (o.side != b.side && o.present(ctx.state.turn)) {
        const battle::Footprint of = blindFootprint(o, ctx.level(), ctx.settings());
        seen = seen || sees(of.frontMid, gapIn(f, of));
      }
    if (seen) spotted.push_back(&b);
  }
  for (Blind* b : spotted) revealBlind(ctx, *b, "automatic at Coffee! (E-56)");
}

}  // namespace hfg::tchae
