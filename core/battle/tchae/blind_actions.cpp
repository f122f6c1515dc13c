// Blind movement (ET-6, E-101, EB-82) and blind PIPs (E-99).
#include "core/battle/tchae/blind_actions.h"

#include <limits>

#include "core/battle/tchae/ground_tables.h"
#include "core/battle/tchae/spotting.h"
#include "core/battle/tchae/table_geometry.h"

namespace hfg::tchae {

bool blindMayMoveAgain(RulesContext& ctx, const Blind& b) {
  const battle::Footprint f = blindFootprint(b, ctx.level(), ctx.settings());
  double open = std::numeric_limits<double>::infinity(), cover = open, blind = open;
  for (Unit* u : ctx.activeUnits(otherSide(b.side))) {
    const double d = gapIn(f, ctx.fp(*u));
    const TerrainKind k = ctx.state.terrain.kindAt(ctx.fp(*u).centre());
    const bool woodOrBua = k == TerrainKind::ThickWood || k == TerrainKind::LightWood ||
                           k == TerrainKind::WoodenBuildings || k == TerrainKind::BrickBuildings;
    (woodOrBua ? cover : open) = std::min(woodOrBua ? cover : open, d);
  }
  for (const Blind& o : ctx.state.blinds)
    if (o.side != b.side && o.present(ctx.state.turn))
      blind = std::min(blind, gapIn(f, blindFootprint(o, ctx.level(), ctx.settings())));
  return multipleMoveAllowed(open, cover, blind, ctx.settings());
}

double moveBlind(RulesContext& ctx, Blind& b, double headingDeg, double distanceIn) {
  const battle::Footprint start = blindFootprint(b, ctx.level(), ctx.settings());
  const bool difficult =
      ctx.state.terrain.movementClassAt(start.centre()) == TerrainGrade::Difficult;
  const double rate = blindMoveIn(b.column, difficult);
  const double want = std::min(distanceIn, rate);
  // Turning is free (ET-6): the blind turns about its centre first.
  const Vec2 centre = start.centre();
  b.headingDeg = headingDeg;
  b.frontMidIn = centre + battle::headingVector(headingDeg) * (start.depthPaces / 2);
  const Vec2 dir = battle::headingVector(headingDeg);
  double done = 0;
  const double keepOff = ctx.settings().blindKeepOffIn;
  while (done < want - 1e-9) {
    const double step = std::min(0.25, want - done);
    Blind next = b;
    next.frontMidIn = b.frontMidIn + dir * step;
    const battle::Footprint f = blindFootprint(next, ctx.level(), ctx.settings());
    bool blocked = false;
    // Its front stays on the table; the rear of an arriving blind may still be off it (7.3).
    for (const battle::EdgeId e : {battle::EdgeId::Front})
      for (const Vec2& c : {f.edge(e).a, f.edge(e).b})
        blocked = blocked || !ctx.state.terrain.onTable(c);
    for (Unit* u : ctx.activeUnits(otherSide(b.side)))
      blocked = blocked || gapIn(f, ctx.fp(*u)) < keepOff;
    for (const Blind& o : ctx.state.blinds)
      if (o.side != b.side && o.present(ctx.state.turn))
        blocked = blocked || gapIn(f, blindFootprint(o, ctx.level(), ctx.settings())) < keepOff;
    if (ctx.state.terrain.kindAt(f.centre()) == TerrainKind::Unfordable) blocked = true;
    if (blocked) break;
    b.frontMidIn = next.frontMidIn;
    done += step;
  }
  return done;
}

int runBlindActions(RulesContext& ctx, Blind& b, const std::vector<BlindAction>& actions, int pips,
                    bool movesOnly) {
  int used = 0;
  int moves = 0;
  for (const BlindAction& a : actions) {
    if (used >= pips || b.removed) break;
    switch (a.kind) {
      case BlindAction::Kind::Move: {
        if (moves > 0 && !blindMayMoveAgain(ctx, b)) {
          ctx.state.notePrivate(b.side, "E-61", b.id + " may not make another move this close");
          continue;
        }
        const double d = moveBlind(ctx, b, a.headingDeg, a.distanceIn);
        ++moves;
        ctx.state.notePrivate(b.side, "E-101", b.id + " moves " + std::to_string(d) + " in");
        break;
      }
      case BlindAction::Kind::ChangeType:
        b.column = !b.column;  // E-99, EB-58
        ctx.state.notePrivate(b.side, "EB-58", b.id + " changes type");
        break;
      case BlindAction::Kind::Deploy:
        if (movesOnly) continue;
        ctx.state.note("E-41", b.id + " is deployed voluntarily by its owner");
        revealBlind(ctx, b, "deployed by its owner (E-41)");
        break;
    }
    ++used;
  }
  if (used > 0)  // E-99: each blind action costs its PIP
    ctx.state.notePrivate(b.side, "E-99", b.id + " spends " + std::to_string(used) + " PIPs");
  return used;
}

}  // namespace hfg::tchae
