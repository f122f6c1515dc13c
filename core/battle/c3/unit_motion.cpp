#include "core/battle/c3/unit_motion.h"

#include <algorithm>
#include <cmath>

#include "core/battle/c3/source_tables.h"

namespace hfg::c3 {

namespace {

constexpr double kStepM = 10;

bool nearEnough(const battle::Footprint& a, const battle::Footprint& b) {
  const double reach = (a.frontagePaces + a.depthPaces + b.frontagePaces + b.depthPaces) / 2;
  return distance(a.centre(), b.centre()) <= reach;
}

// KB-32 is not built: no Unit passes through another; a candidate place meeting another Unit
// with more than 1 square pace is taken.
int unitInTheWay(const C3Battle& b, const C3Unit& u, const battle::Footprint& fp) {
  const battle::Ring ring = battle::ringOf(fp);
  for (const C3Unit& o : b.units) {
    if (o.id == u.id || !o.present() || !nearEnough(fp, o.footprint)) continue;
    if (battle::intersectionArea(ring, ringOf(o)) > 1.0) return o.id;
  }
  return -1;
}

Ground groundFor(const C3Battle& b, const C3Unit& u, const battle::Footprint& fp) {
  const TerrainColumn column = terrainColumnOf(u.mover, u.formation);
  return governingGround(groundsUnder(b.table, battle::ringOf(fp),
                                      toMetres(b.settings, fp.centre())),
                         column);
}

}  // namespace

double normalRateOf(const C3Battle& b, const C3Unit& u) {
  const bool road = u.formation == Formation::MarchColumn && onRoad(b.table, u.footprint.frontMid);
  return normalRateMPerMin(u.mover, u.formation, road).value_or(0);
}

battle::Footprint footprintIn(const C3Battle& b, const C3Unit& u, Formation f, double headingDeg,
                              Vec2 frontMid) {
  const Footprint size = footprintOf(u.arm, f, u.ces, b.settings);
  battle::Footprint fp;
  fp.frontMid = frontMid;
  fp.headingDeg = headingDeg;
  fp.frontagePaces = metresToPaces(b.settings, size.widthM);
  fp.depthPaces = metresToPaces(b.settings, size.depthM);
  return fp;
}

bool placeIsClear(const C3Battle& b, const C3Unit& u, const battle::Footprint& fp) {
  if (!insideTable(b.table, battle::ringOf(fp))) return false;
  if (unitInTheWay(b, u, fp) >= 0) return false;
  return !closedTo(groundFor(b, u, fp), terrainColumnOf(u.mover, u.formation));
}

namespace {

// Close up to the first touch (KB-42 item 1) by halving the last step: the metres gained.
double closeUp(const C3Battle& b, C3Unit& u, PointM dir, double step) {
  double gained = 0;
  for (double part = step / 2; part > 0.3; part /= 2) {
    const battle::Footprint closer =
        u.footprint.moved(toPaces(b.settings, {dir.x * part, dir.y * part}));
    if (unitInTheWay(b, u, closer) < 0) {
      u.footprint = closer;
      gained += part;
    }
  }
  return gained;
}

// KT-12, KT-13, KB-9: minutes for a step of `stepM` onto `next` at the formation's normal rate;
// nullopt where the ground is closed. A linear obstacle is paid once, on entering it (KB-9 b).
std::optional<double> stepMinutes(const C3Battle& b, const C3Unit& u,
                                  const battle::Footprint& next, double stepM, bool& inObstacle) {
  const Ground met = groundFor(b, u, next);
  if (closedTo(met, terrainColumnOf(u.mover, u.formation))) return std::nullopt;
  const Ground g = met == Ground::LinearObstacle && inObstacle ? Ground::Clear : met;
  inObstacle = met == Ground::LinearObstacle;
  const bool road = u.formation == Formation::MarchColumn && onRoad(b.table, next.frontMid);
  return travelMinutes(u.mover, u.formation, {{stepM, g, road}}, b.settings);
}

}  // namespace

StepOutcome moveMinute(C3Battle& b, C3Unit& u, PointM dir, double rateMPerMin, double maxM) {
  StepOutcome out;
  const battle::Footprint start = u.footprint;
  const double normal = normalRateOf(b, u);
  const bool mayLeave = u.state == UnitState::FallingBack || u.state == UnitState::Routing;
  auto at = [&](double m) { return u.footprint.moved(toPaces(b.settings, {dir.x * m, dir.y * m})); };
  double budget = 1.0;  // minutes
  bool inObstacle = groundFor(b, u, u.footprint) == Ground::LinearObstacle;
  while (budget > 1e-9 && out.movedM < maxM - 1e-9 && rateMPerMin > 0 && normal > 0) {
    double step = std::min(kStepM, maxM - out.movedM);
    battle::Footprint next = at(step);
    if (!insideTable(b.table, battle::ringOf(next))) {
      out.leftTable = mayLeave && !insideTable(b.table, {next.centre()});
      out.blocked = !mayLeave;
      if (out.leftTable || out.blocked) break;
    }
    const auto minutes = stepMinutes(b, u, next, step, inObstacle);
    if (!minutes) {
      out.blocked = true;
      break;
    }
    double cost = *minutes * normal / rateMPerMin;
    if (cost > budget) {  // the last part-step of the minute
      step *= budget / cost;
      cost = budget;
      next = at(step);
    }
    if (const int inWay = unitInTheWay(b, u, next); inWay >= 0) {
      (b.unit(inWay).side != u.side ? out.contactEnemy : out.blockedBy) = inWay;
      out.blocked = out.contactEnemy < 0;
      out.movedM += closeUp(b, u, dir, step);
      break;
    }
    u.footprint = next;
    out.movedM += step;
    budget -= cost;
  }
  if (out.movedM > 0) {
    u.lastMovedAt = b.minute;
    b.moves.push_back({b.minute, u.id, start, u.footprint, u.state, u.charging});
  }
  return out;
}

bool startChange(C3Battle& b, C3Unit& u, Formation to, double headingDeg, ChangeCause cause,
                 int d10) {
  int minutes = 0;
  int delay = 0;
  if (to != u.formation) {
    const UnitCommand cmd = to == Formation::Square ? UnitCommand::Square
                                                    : UnitCommand::ChangeFormation;
    const auto t = formationTimeline(cause, cmd, d10, u.mover, u.formation, to, u.ces);
    if (!t || (u.arm != Arm::Artillery && !mayUse(u.type, to, b.year, false, u.ces)))
      return false;
    delay = t->startsAt;
    minutes = t->formedAt - t->startsAt;
  } else {
    const double turn = battle::headingDifferenceDeg(u.footprint.headingDeg, headingDeg);
    if (turn < 1) return false;
    if (u.formation == Formation::Limbered || u.formation == Formation::MarchColumn) {
      minutes = 0;  // KB-31: a limbered battery or a column bends its path
    } else {
      minutes = facingChangeMin(u.mover, turn);
    }
  }
  u.changingTo = to;
  u.changingToHeading = headingDeg;
  u.changeStartsAt = b.minute + delay;
  u.changeFormedAt = b.minute + delay + minutes;
  b.note("KT-16", unitText(u) + " changes from " + std::string(name(u.formation)) + " to " +
                      std::string(name(to)) + " facing " +
                      std::to_string(static_cast<int>(headingDeg)) + ", formed at minute " +
                      std::to_string(u.changeFormedAt));
  return true;
}

namespace {

void completeChange(C3Battle& b, C3Unit& u) {
  const Formation to = *u.changingTo;
  const bool facingOnly = to == u.formation;
  const Vec2 anchor = facingOnly ? u.footprint.centre() : u.footprint.frontMid;
  battle::Footprint fp = footprintIn(b, u, to, u.changingToHeading, anchor);
  if (facingOnly) fp = battle::Footprint::fromCentre(anchor, u.changingToHeading,
                                                     fp.frontagePaces, fp.depthPaces);
  const Formation old = u.formation;
  u.formation = to;
  for (int back = 0; back <= 4; ++back) {
    const battle::Footprint tried =
        fp.moved(fp.forward() * (-metresToPaces(b.settings, 50.0 * back)));
    if (placeIsClear(b, u, tried)) {
      u.footprint = tried;
      u.changingTo.reset();
      u.stillSince = b.minute;
      b.note("KT-16", unitText(u) + " formed in " + std::string(name(to)));
      return;
    }
  }
  u.formation = old;
  u.changingTo.reset();
  b.note("KT-16", unitText(u) + " finds no room to form " + std::string(name(to)) +
                      " and stays in " + std::string(name(old)));
}

}  // namespace

void completeChanges(C3Battle& b) {
  for (C3Unit& u : b.units)
    if (u.present() && u.changingTo && b.minute >= u.changeFormedAt) completeChange(b, u);
}

}  // namespace hfg::c3
