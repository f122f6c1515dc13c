#include "core/battle/c3/event_finder.h"

#include <algorithm>
#include <limits>

#include "core/battle/c3/knowledge.h"
#include "core/battle/c3/movement_tables.h"

namespace hfg::c3 {

void noteEngagement(C3Battle& b) {
  for (C3Unit& u : b.units) {
    if (!u.present()) continue;
    const bool now = u.engagedUntil >= b.minute || u.closeCombat >= 0;
    if (now == u.wasEngaged) continue;
    u.wasEngaged = now;
    b.raised.push_back({Event::C, u.id, "c:" + std::to_string(u.id) + ":" +
                                            std::to_string(b.minute) + (now ? ":engaged" : ":ends")});
  }
}

namespace {

char letter(Event e) { return static_cast<char>('a' + static_cast<int>(e)); }

void offer(C3Battle& b, std::vector<OfferedEvent>& out, int commander, Event kind,
           const std::string& key, int unitId, int dispatchId, const std::string& what) {
  const EventId id{kind, key};
  if (!b.events.offer(commander, id, b.minute)) return;  // KB-13: once
  b.note("KB-13", std::string("Event ") + letter(kind) + " for commander " +
                      std::to_string(commander) + ": " + what);
  out.push_back({commander, id, unitId, dispatchId, what});
}

// K-14: the Unit's own commander at once; each superior when he sees it happen.
void offerUp(C3Battle& b, std::vector<OfferedEvent>& out, const RaisedEvent& r) {
  const C3Unit& u = b.unit(r.unitId);
  const std::string what = unitText(u) + " " + std::string(name(u.state)) + " (" + r.key + ")";
  offer(b, out, unitCommanderOf(u.id), r.kind, r.key, u.id, -1, what);
  if (r.kind == Event::H || r.kind == Event::F) return;  // his own Orders; his own enemy
  for (int c = u.commanderId; c >= 0; c = b.superiorOf(c))
    if (watchesFriend(b, c, u)) offer(b, out, c, r.kind, r.key, u.id, -1, what);
}

// KB-13 a: distance from the Commander or any Unit under his command to the enemy Unit.
double nearestOfCommand(const C3Battle& b, int commander, const C3Unit& enemy) {
  double best = pacesToMetres(b.settings, battle::distanceBetween(ringOf(enemy),
                                                                  b.positionOf(commander)));
  const std::vector<int> mine = isUnitCommander(commander)
                                    ? std::vector<int>{commander - kUnitCommanderBase}
                                    : b.unitsUnder(commander);
  for (int id : mine)
    if (b.unit(id).present()) best = std::min(best, gapM(b.settings, b.unit(id), enemy));
  return best;
}

void findEventA(C3Battle& b, std::vector<OfferedEvent>& out) {
  for (auto& [commander, pic] : b.pictures) {
    if (isUnitCommander(commander) && !b.unit(commander - kUnitCommanderBase).present()) continue;
    for (auto& [enemyId, r] : pic.enemies) {
      if (r.reported) continue;
      const C3Unit& e = b.unit(enemyId);
      const std::optional<double> rate =
          r.kindKnown ? normalRateMPerMin(e.mover, Formation::Line, false) : std::nullopt;
      const double reach = eventAReachM(rate, b.settings);
      EnemyWatch& w = b.watches[{commander, enemyId}];
      const bool moving = r.seenNow && r.moving;
      if (w.observe(b.minute, r.seenNow, nearestOfCommand(b, commander, e), reach, moving,
                    b.settings))
        offer(b, out, commander, Event::A, "a:" + std::to_string(enemyId) + ":" +
                                               std::to_string(b.minute),
              enemyId, -1, "enemy " + std::to_string(enemyId) + " seen");
    }
  }
}

}  // namespace

std::vector<OfferedEvent> findEvents(C3Battle& b, const std::vector<Delivery>& delivered,
                                     const std::vector<int>& lostNoticed) {
  std::vector<OfferedEvent> out;
  for (const Delivery& d : delivered)  // KB-13 e: on receipt, after the K-32 delay
    offer(b, out, d.recipient, Event::E, "e:" + std::to_string(d.dispatchId), -1, d.dispatchId,
          "receives dispatch " + std::to_string(d.dispatchId));
  const std::vector<RaisedEvent> raised = std::move(b.raised);
  b.raised.clear();
  for (const RaisedEvent& r : raised) offerUp(b, out, r);
  findEventA(b, out);
  for (int id : lostNoticed)  // KB-23
    for (const Dispatch& d : b.dispatches)
      if (d.id == id)
        offer(b, out, d.from, Event::I, "i:" + std::to_string(id), -1, id,
              "no response to dispatch " + std::to_string(id));
  return out;
}

}  // namespace hfg::c3
