// The computer general's reading of its view, built on the rules' own geometry (zones, volley).
#include "core/battle/howlin_mobs/ai_view.h"

#include <limits>
#include <stdexcept>

#include "core/battle/howlin_mobs/fire_tables.h"
#include "core/battle/howlin_mobs/volley.h"
#include "core/battle/howlin_mobs/zones.h"

namespace hfg::howlin_mobs {
namespace {

constexpr double kAiFarIn = 1e9;
constexpr double kAiReachIn = 12;  // MT-11 "within 12""

double aiGapToPointIn(const Unit& u, Vec2 p, const HowlinMobsSettings& s) {
  return battle::distanceBetween(battle::ringOf(u.footprint), p) / s.pacesPerInch;
}

}  // namespace

const HmSideView::CommandView& commandIn(const HmSideView& v, int commandId) {
  for (const auto& c : v.commands)
    if (c.id == commandId) return c;
  throw std::invalid_argument("MG-14: no command " + std::to_string(commandId) + " in the view");
}

std::vector<const Unit*> unitsOf(const HmSideView& v, int commandId) {
  std::vector<const Unit*> out;
  for (const Unit& u : v.units)
    if (u.commandId == commandId && u.present()) out.push_back(&u);
  return out;
}

std::vector<const Unit*> enemiesOf(const HmSideView& v) {
  std::vector<const Unit*> out;
  for (const Unit& u : v.units)
    if (u.side != v.side && u.present() && u.kind != UnitKind::Wagon) out.push_back(&u);
  return out;
}

Vec2 centreOf(const std::vector<const Unit*>& units, Vec2 otherwise) {
  if (units.empty()) return otherwise;
  Vec2 sum;
  for (const Unit* u : units) sum = sum + u->footprint.centre();
  return sum * (1.0 / static_cast<double>(units.size()));
}

const Unit* nearestEnemy(const HmSideView& v, Vec2 p) {
  const Unit* best = nullptr;
  double bestD = std::numeric_limits<double>::max();
  for (const Unit* e : enemiesOf(v)) {
    const double d = distance(e->footprint.centre(), p);
    if (d < bestD) best = e, bestD = d;
  }
  return best;
}

double enemyGapIn(const HmSideView& v, int commandId, const HowlinMobsSettings& s) {
  double best = kAiFarIn;
  for (const Unit* u : unitsOf(v, commandId))
    for (const Unit* e : enemiesOf(v)) best = std::min(best, gapIn(*u, *e, s));
  return best;
}

bool canFireNow(const HmSideView& v, int commandId, const HowlinMobsSettings& s) {
  for (const Unit* u : unitsOf(v, commandId)) {
    if (!ableToFire(*u)) continue;
    const double range = u->kind == UnitKind::Artillery ? gunRow(*u->gun).longRangeIn : u->rangeIn;
    const battle::Ring zone = frontalZone(*u, range, s);
    for (const Unit* e : enemiesOf(v))
      if (battle::ringsIntersect(zone, battle::ringOf(e->footprint))) return true;
  }
  return false;
}

Shaken shakenOf(const HmSideView& v, int commandId) {
  Shaken k;
  for (const Unit& u : v.units) {
    if (u.commandId != commandId || u.kind == UnitKind::Wagon) continue;
    ++k.units;
    if (!u.present())
      ++k.gone;
    else if (u.routing)
      ++k.routing;
    else if (u.onGround)
      ++k.onGround;
    if (u.present() && u.lowOnAmmo) ++k.lowOnAmmo;
  }
  return k;
}

bool orderWantsMove(const HmSideView& v, int commandId, const HowlinMobsSettings& s) {
  const auto& c = commandIn(v, commandId);
  if (!c.order) return false;
  const WrittenOrder& o = *c.order;
  switch (o.kind) {
    case OrderKind::Attack:
    case OrderKind::Advance:
    case OrderKind::Withdraw: return true;
    case OrderKind::Hold:
      for (const Unit* u : unitsOf(v, commandId))
        if (aiGapToPointIn(*u, o.point, s) > s.holdRadiusIn) return true;
      return false;
    case OrderKind::Support:
      for (const Unit* u : unitsOf(v, commandId)) {
        double best = kAiFarIn;
        for (const Unit* x : unitsOf(v, o.supportedCommandId))
          best = std::min(best, gapIn(*u, *x, s));
        if (best < kAiFarIn && best > kAiReachIn) return true;
      }
      return false;
    case OrderKind::Reserve: return false;
  }
  return false;
}

bool cardDutyActive(const HmSideView& v, int commandId, const HowlinMobsSettings& s) {
  const auto& c = commandIn(v, commandId);
  if (!c.order) return false;
  const WrittenOrder& o = *c.order;
  switch (o.kind) {
    case OrderKind::Attack:
      for (const Unit* u : unitsOf(v, commandId))
        if (aiGapToPointIn(*u, o.point, s) <= 3) return false;
      return true;
    case OrderKind::Advance:
    case OrderKind::Withdraw: return distance(c.general, o.point) > kAiReachIn * s.pacesPerInch;
    default: return false;
  }
}

}  // namespace hfg::howlin_mobs
