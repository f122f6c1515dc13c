// Builds a side's view from the position history, the public log and the lag (C-6).
#include "core/campaign/side_view.h"

#include <algorithm>
#include <map>
#include <optional>

#include "core/campaign/force_roster.h"
#include "core/campaign/map_rules.h"

namespace hfg {
namespace {

/// A public fact about an enemy force newer than the lag, from a battle (C-6 Interpretation).
struct BattleFact {
  int period = 0;       ///< periodIndexOf() of the event
  bool during = false;  ///< in the period's movement (after its start record) or at its start
  bool destroyed = false;
  const CampaignEvent* event = nullptr;
};

/// Events of a battle that make a force known to both sides: during the period's movement
/// (meeting, defender, new battle, arrival, avoidance) or at a period's start (result, rout,
/// retreat, resumption, destruction).
std::optional<bool> battleFactTiming(const CampaignEvent& e) {
  if (!e.side.empty()) return std::nullopt;
  if (e.kind == "meeting" || e.kind == "defender" || e.kind == "arrival" || e.kind == "avoid" ||
      (e.kind == "battle" && e.rule == "C-28"))
    return true;
  if (e.kind == "result" || e.kind == "result-waiting" || e.kind == "rout" || e.kind == "retreat" ||
      e.kind == "destroyed" || (e.kind == "battle" && e.rule == "C-20"))
    return false;
  return std::nullopt;
}

/// Time in half periods: a period's start record at 2P, events during its movement at 2P+1.
int halfPeriods(int period, bool during) { return 2 * period + (during ? 1 : 0); }

const PositionRecord* recordAt(const CampaignState& state, const std::string& force, int period) {
  for (const auto& r : state.positionHistory)
    if (r.force == force && periodIndexOf(r.day, r.period) == period) return &r;
  return nullptr;
}

/// The battle a fact on a link is about, by its place (events carry the link and position).
const BattleMeeting* battleAt(const CampaignState& state, const CampaignEvent& e) {
  for (const auto* list : {&state.pendingBattles, &state.resolvedBattles})
    for (const auto& b : *list)
      if (b.link == e.link && b.node == e.node && e.position && b.position == *e.position)
        return &b;
  return nullptr;
}

/// Where a battle fact shows the force, or nullopt when it cannot say.
std::optional<KnownEnemyForce> fromFact(const Scenario& scenario, const CampaignState& state,
                                        const Force* now, const std::string& id,
                                        const BattleFact& fact) {
  const CampaignEvent& e = *fact.event;
  const PositionRecord* start = recordAt(state, id, fact.period);
  KnownEnemyForce k;
  k.force = id;
  k.asOfDay = e.day;
  k.asOfPeriod = e.period;
  k.inOrAfterBattle = true;
  if (fact.during) {
    // At the battle's place during the movement: the place is public, from its set-up.
    if (!e.node.empty()) {
      k.location.node = e.node;
    } else if (const BattleMeeting* b = battleAt(state, e)) {
      const StageLink* l = scenario.map.findLink(b->link);
      if (!l) return std::nullopt;
      k.location.link = b->link;
      k.location.towards = l->to;
      k.location.stagesFromStart = b->stagesAlongLink;
    } else {
      return std::nullopt;
    }
  } else if (start) {
    k.location = start->location;  // the record of that period's start follows its rout
  } else if (now && periodIndexOf(state.day, state.period) == fact.period) {
    k.location = now->location;  // nothing has moved since
  } else {
    return std::nullopt;
  }
  if (start) {
    k.name = start->name;
    k.elementCount = start->elementCount;
  } else if (now) {
    k.name = now->name;
    k.elementCount =
        static_cast<int>(forceRoster(scenario, state, *now, RosterFilter::Marching).size());
  }
  if (k.name.empty()) k.name = id;
  return k;
}

/// The side of a force, now or as last recorded (a force merged away or destroyed).
std::string sideOfForce(const CampaignState& state, const std::string& id) {
  if (const Force* f = state.findForce(id)) return f->side;
  for (const auto& r : state.positionHistory)
    if (r.force == id) return r.side;
  return "";
}

/// The latest battle fact about each enemy force of `side`, newer than `snapshot`.
std::map<std::string, BattleFact> battleFacts(const CampaignState& state, const std::string& side,
                                              int snapshot) {
  std::map<std::string, BattleFact> facts;
  for (const auto& e : state.log) {
    const auto during = battleFactTiming(e);
    if (!during) continue;
    const int p = periodIndexOf(e.day, e.period);
    if (halfPeriods(p, *during) <= halfPeriods(snapshot, false)) continue;
    for (const auto& id : e.forces) {
      if (sideOfForce(state, id) == side) continue;
      facts[id] = {p, *during, e.kind == "destroyed", &e};
    }
  }
  return facts;
}

/// The enemy forces of the position records at `snapshot` (C-6).
void enemyAtSnapshot(const CampaignState& state, const std::string& side, int snapshot,
                     std::vector<KnownEnemyForce>& out) {
  for (const auto& r : state.positionHistory) {
    if (r.side == side || periodIndexOf(r.day, r.period) != snapshot) continue;
    if (r.location.node.empty() && r.location.link.empty()) continue;  // on a railway
    out.push_back({r.force, r.name, r.location, r.elementCount, r.day, r.period, false});
  }
}

/// The latest recorded period at or before `seenAt`, or −1.
int snapshotPeriod(const CampaignState& state, int seenAt) {
  int best = -1;
  for (const auto& r : state.positionHistory) {
    const int p = periodIndexOf(r.day, r.period);
    if (p <= seenAt && p > best) best = p;
  }
  return best;
}

}  // namespace

SideView buildSideView(const Scenario& scenario, const CampaignState& state,
                       const std::string& side) {
  SideView view;
  view.side = side;
  view.day = state.day;
  view.period = state.period;
  view.weather = state.weather;
  const int lag = std::max(0, scenario.settings.intelLagPeriods);
  const int seenAt = intelSeenAt(lag, state);

  for (const auto& f : state.forces)
    if (f.side == side) view.own.push_back(f);

  if (lag == 0) {
    for (const auto& f : state.forces) {
      if (f.side == side || f.embarkedOn == "rail") continue;
      view.enemy.push_back(
          {f.id, f.name, f.location,
           static_cast<int>(forceRoster(scenario, state, f, RosterFilter::Marching).size()),
           state.day, state.period, f.inBattle});
    }
  } else {
    const int snapshot = snapshotPeriod(state, seenAt);
    std::vector<KnownEnemyForce> seen;
    enemyAtSnapshot(state, side, snapshot, seen);
    const auto facts = battleFacts(state, side, snapshot);
    for (auto& k : seen)
      if (!facts.count(k.force)) view.enemy.push_back(k);
    for (const auto& [id, fact] : facts) {
      if (fact.destroyed) continue;
      const Force* f = state.findForce(id);
      if (auto k = fromFact(scenario, state, f, id, fact)) {
        view.enemy.push_back(*k);
      } else {
        auto old = std::find_if(seen.begin(), seen.end(), [&force = id](const KnownEnemyForce& s) {
          return s.force == force;
        });
        if (old != seen.end()) view.enemy.push_back(*old);
      }
    }
  }

  view.battles = state.pendingBattles;
  for (const auto& w : state.works) {
    if (w.work.side == side)
      view.ownWorks.push_back(w);
    else if (knownTo(w.work.side, side, w.builtOnDay, w.builtInPeriod, seenAt))
      view.enemyWorks.push_back(w);
  }
  for (const auto& b : state.bridges) {
    if (!knownTo(b.side, side, b.changedOnDay, b.changedInPeriod, seenAt)) continue;
    std::erase_if(view.bridges, [&](const BridgeChange& x) { return x.link == b.link; });
    view.bridges.push_back(b);
  }
  for (const auto& e : state.log)
    if (e.side.empty() || e.side == side) view.log.push_back(e);
  return view;
}

}  // namespace hfg
