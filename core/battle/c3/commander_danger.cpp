#include "core/battle/c3/commander_danger.h"

#include <algorithm>
#include <limits>

namespace hfg::c3 {

namespace {

double metresTo(const C3Battle& b, const C3Unit& u, Vec2 at) {
  return pacesToMetres(b.settings, battle::distanceBetween(ringOf(u), at));
}

bool withFriends(const C3Battle& b, const C3Commander& c) {
  for (const C3Unit& u : b.units)
    if (u.side == c.side && u.present() && metresTo(b, u, c.position) <= b.settings.baseContactM)
      return true;
  return false;
}

bool enemyUpon(const C3Battle& b, const C3Commander& c) {
  for (const C3Unit& u : b.units)
    if (u.side != c.side && u.present() && metresTo(b, u, c.position) <= b.settings.commanderDangerM)
      return true;
  return false;
}

int nearestUnitOf(const C3Battle& b, int commander) {
  int best = -1;
  double bestM = std::numeric_limits<double>::max();
  for (int id : b.unitsUnder(commander)) {
    const C3Unit& u = b.unit(id);
    const double m = metresTo(b, u, b.commander(commander).position);
    if (u.present() && m < bestM) bestM = m, best = id;
  }
  return best;
}

}  // namespace

int succeed(C3Battle& b, int capturedId) {
  const C3Commander old = b.commander(capturedId);
  int successor = -1;
  for (const C3Commander& c : b.commanders)  // the next senior subordinate: the best rating
    if (c.superior == capturedId && !c.captured &&
        (successor < 0 || c.rating < b.commander(successor).rating))
      successor = c.id;
  if (successor < 0) {  // the commander of his nearest Unit takes a casting
    const int unit = nearestUnitOf(b, capturedId);
    if (unit < 0) return -1;
    C3Commander fresh;
    fresh.id = 1;  // a casting id of its own, below the Units' commanders' ids
    for (const C3Commander& c : b.commanders) fresh.id = std::max(fresh.id, c.id + 1);
    fresh.side = old.side;
    fresh.name = b.unit(unit).name + "'s colonel";
    fresh.position = b.unit(unit).footprint.centre();
    b.commanders.push_back(fresh);
    successor = fresh.id;
  }
  C3Commander& s = b.commander(successor);
  s.superior = old.superior;
  s.rating = std::min(4, old.rating + 1);
  s.order = old.order;
  for (C3Commander& c : b.commanders)
    if (c.superior == capturedId) c.superior = successor;
  for (C3Unit& u : b.units)
    if (u.commanderId == capturedId) u.commanderId = successor;
  for (Dispatch& d : b.dispatches) {
    if (d.to == capturedId) d.to = successor;
    if (d.finalTo == capturedId) d.finalTo = successor;
  }
  b.note("KB-51", s.name + " takes over the post of " + old.name + ", rating " +
                      std::to_string(s.rating));
  return successor;
}

void commandersInDanger(C3Battle& b, C3Dice& dice) {
  for (std::size_t i = 0; i < b.commanders.size(); ++i) {
    C3Commander& c = b.commanders[i];
    if (c.captured || withFriends(b, c) || !enemyUpon(b, c)) continue;
    const int d10 = dice.d10("KB-51");
    if (d10 <= b.settings.commanderCapturedUpTo) {
      c.captured = true;
      c.goal.reset();
      b.note("KB-51", c.name + " is captured (" + std::to_string(d10) + ")");
      succeed(b, c.id);  // may add a Commander: `c` is not used after this
      continue;
    }
    const int unit = nearestUnitOf(b, c.id);
    if (unit >= 0) c.goal = b.unit(unit).footprint.centre();
    b.note("KB-51", c.name + " escapes (" + std::to_string(d10) + ") and rides to his troops");
  }
}

}  // namespace hfg::c3
