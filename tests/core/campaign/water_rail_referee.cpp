// The property test's referee of C-24 and C-25, by its own reading of the spec's words.
#include "water_rail_referee.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>
#include <set>

#include "core/campaign/force_roster.h"
#include "core/model/troop_type.h"

namespace hfg::test {
namespace {

// The spec's numbers, written here again: the referee does not read the engine's constants.
constexpr int kSurfScore = 4;              // C-24: "4 or more"
constexpr int kPeriodsToFirstElement = 3;  // C-25: "the start of the 3rd period following"
constexpr double kStagesBeforeDelay = 16;  // C-25 Interpretation: "longer than 16 stages"
constexpr double kStagesPerDelay = 8;      // "one period per further 8 stages"
constexpr int kCarriedPerNaval = 4;  // C-24 Interpretation (docs/rules.md): 4 land a naval element

int countOf(const Scenario& sc, const CampaignState& st, const Force& f) {
  return static_cast<int>(forceRoster(sc, st, f, RosterFilter::Marching).size());
}

bool aboardFleet(const Force& f) { return f.embarkedOn == "water" && !f.aboard.empty(); }

/// Every force named in a battle of `st`, present or arriving.
std::set<std::string> inBattles(const CampaignState& st) {
  std::set<std::string> out;
  for (const auto& b : st.pendingBattles) {
    for (const auto& f : b.present) out.insert(f.force);
    for (const auto& a : b.arrivals) out.insert(a.force.force);
  }
  return out;
}

/// The force of `st` whose elements include `element` (any status but destroyed).
const Force* holderOf(const Scenario& sc, const CampaignState& st, const std::string& element) {
  for (const auto& f : st.forces)
    for (const auto& e : forceRoster(sc, st, f, RosterFilter::All))
      if (e.id == element) return &f;
  return nullptr;
}

bool ashoreAt(const Force& f, const std::string& node) {
  return f.embarkedOn.empty() && f.location.atNode() && f.location.node == node;
}

bool enemyAt(const CampaignState& st, const std::string& node, const std::string& side) {
  return std::any_of(st.forces.begin(), st.forces.end(), [&](const Force& f) {
    return f.side != side && f.embarkedOn.empty() && f.location.atNode() && f.location.node == node;
  });
}

}  // namespace

WaterRailReferee::WaterRailReferee(const Scenario& scenario, Fail fail)
    : m_scenario(scenario), m_fail(std::move(fail)) {}

std::optional<StepKind> WaterRailReferee::stepOf(const std::string& force, Period period) const {
  for (const auto& o : m_orders)
    for (const auto& fo : o.forces)
      if (fo.force == force) {
        if (fo.goal) return std::nullopt;  // planned by the engine: never a boarding (C-8)
        const auto i = static_cast<std::size_t>(period);
        return i < fo.steps.size() ? fo.steps[i].kind : StepKind::Hold;
      }
  return StepKind::Hold;
}

bool WaterRailReferee::foot(const CampaignState& st, const Force& f) const {
  // C-24: "foot or command parties" take one period; anything else two.
  for (const auto& e : forceRoster(m_scenario, st, f, RosterFilter::Marching)) {
    const TroopCategory c = categoryOf(e.type);
    if (c != TroopCategory::Foot && c != TroopCategory::Staff) return false;
  }
  return true;
}

bool WaterRailReferee::fleetHasShips(const CampaignState& st, const std::string& fleet) const {
  const Force* f = fleet.empty() ? nullptr : st.findForce(fleet);
  if (!f) return false;
  const auto roster = forceRoster(m_scenario, st, *f, RosterFilter::Marching);
  return std::any_of(roster.begin(), roster.end(), [](const RosterElement& e) {
    return categoryOf(e.type) == TroopCategory::Naval;
  });
}

bool WaterRailReferee::friendlyPort(const std::string& node, const std::string& side,
                                    const CampaignState& a, const CampaignState& b) const {
  // A port is friendly unless an enemy stands there; the engine may look at any instant of the
  // period, so only an enemy there at both its ends makes it certainly not friendly.
  const StageNode* n = m_scenario.map.findNode(node);
  return n && n->port && !(enemyAt(a, node, side) && enemyAt(b, node, side));
}

std::map<std::string, int> WaterRailReferee::navalDice(const CampaignState& after,
                                                       std::size_t logFrom, const std::string& at) {
  // C-24 Interpretation: "the score" is the naval movement die of that period: one die a
  // fleet a period (each side has one fleet here), whether it sails, lands or takes troops on.
  std::map<std::string, int> out;
  for (std::size_t i = logFrom; i < after.log.size(); ++i) {
    const auto& e = after.log[i];
    if (e.dice.empty() || (e.rule != "C-23" && e.rule != "C-24")) continue;
    if (e.rule == "C-23" && e.kind != "sail") continue;
    std::string side = e.side;
    if (side.empty() && !e.forces.empty())
      if (const Force* f = after.findForce(e.forces[0])) side = f->side;
    const auto [it, fresh] = out.emplace(side, e.dice[0]);
    if (!fresh && it->second != e.dice[0])
      m_fail("C-24 side " + side + " used two naval dice, " + std::to_string(it->second) + " and " +
             std::to_string(e.dice[0]) + ", for one fleet" + at);
  }
  return out;
}

void WaterRailReferee::boarding(const Force& was, const Force& now, const CampaignState& before,
                                const CampaignState& after, const std::map<std::string, int>& dice,
                                const std::string& at) {
  const bool embarked = was.embarkedOn.empty() && now.embarkedOn == "water";
  const bool landed = was.embarkedOn == "water" && now.embarkedOn.empty();
  if (!embarked && !landed) return;
  // Put ashore, not landed: no ship to land from, or ships lost in a battle this period.
  auto ships = [&](const CampaignState& st) {
    const Force* fleet = was.aboard.empty() ? nullptr : st.findForce(was.aboard);
    int n = 0;
    if (fleet)
      for (const auto& e : forceRoster(m_scenario, st, *fleet, RosterFilter::Marching))
        n += categoryOf(e.type) == TroopCategory::Naval ? 1 : 0;
    return n;
  };
  if (landed && (!fleetHasShips(before, was.aboard) || ships(after) < ships(before))) return;
  const std::string node = embarked ? was.location.node : now.location.node;
  const std::string what = std::string(embarked ? "embarked" : "landed") + " at " + node;
  const StepKind want = embarked ? StepKind::Embark : StepKind::Land;
  if (stepOf(now.id, before.period) != want)
    m_fail("C-24 " + now.id + " " + what + " with no order to" + at);
  const auto die = dice.find(now.side);
  if (die == dice.end())
    m_fail("C-24 " + now.id + " " + what + " with no naval die thrown" + at);
  else if (die->second >= kSurfScore && !friendlyPort(node, now.side, before, after))
    m_fail("C-24 " + now.id + " " + what + " in surf (die " + std::to_string(die->second) + ")" +
           at);
  if (landed && before.period == Period::Night && !foot(before, was))
    m_fail("C-24 " + now.id + " landed at night, not foot" + at);
  ++m_seen.boardings;
  if (foot(before, was)) return;
  ++m_seen.notFoot;
  // Two consecutive periods: the one before was the first, at this place, and not stopped.
  const int p = periodIndexOf(before.day, before.period);
  const Force* prev = m_last.period == p - 1 ? m_last.after.findForce(now.id) : nullptr;
  const auto prevStep = m_last.steps.find(now.id);
  const auto prevDie = m_last.navalDie.find(now.side);
  if (!prev || prevStep == m_last.steps.end() || prevStep->second != want ||
      prev->embarkedOn != was.embarkedOn || !(prev->location == (embarked ? was : now).location))
    m_fail("C-24 " + now.id + " (not foot) " + what + " in one period" + at);
  else if (prevDie == m_last.navalDie.end())
    m_fail("C-24 " + now.id + " (not foot) " + what + ": no naval die in its first period" + at);
  else if (prevDie->second >= kSurfScore && !friendlyPort(node, now.side, m_last.after, before))
    m_fail("C-24 " + now.id + " (not foot) " + what + ": surf (die " +
           std::to_string(prevDie->second) + ") stopped its first period" + at);
}

void WaterRailReferee::surfEvents(const CampaignState& before, const CampaignState& after,
                                  std::size_t logFrom, const std::string& at) {
  for (std::size_t i = logFrom; i < after.log.size(); ++i) {
    const auto& e = after.log[i];
    if (e.rule != "C-24" || e.dice.empty()) continue;
    const int die = e.dice[0];
    const StageNode* n = m_scenario.map.findNode(e.node);
    const bool surely =
        n && n->port && !enemyAt(before, e.node, e.side) && !enemyAt(after, e.node, e.side);
    if (e.kind == "surf") ++m_seen.surfStops;
    if (e.kind == "surf" && (die < kSurfScore || surely))
      m_fail("C-24 surf stopped a boarding at " + e.node + " on a die of " + std::to_string(die) +
             (surely ? " at a friendly port" : "") + at);
    if ((e.kind == "embark" || e.kind == "land") && die >= kSurfScore &&
        !friendlyPort(e.node, e.side, before, after))
      m_fail("C-24 a boarding went on in surf (die " + std::to_string(die) + ") at " + e.node +
             ": " + e.text + at);
  }
}

void WaterRailReferee::period(const CampaignState& before, const CampaignState& after,
                              std::size_t logFrom, const std::vector<std::string>& routed) {
  const int p = periodIndexOf(before.day, before.period);
  std::string at = " in period " + std::to_string(p);
  for (std::size_t i = logFrom; i < after.log.size(); ++i) at += "\n    " + after.log[i].text;
  PeriodSeen now;
  now.period = p;
  for (const auto& f : before.forces)
    if (auto s = stepOf(f.id, before.period)) now.steps[f.id] = *s;
  now.navalDie = navalDice(after, logFrom, at);
  for (const auto& f : after.forces) {
    const Force* was = before.findForce(f.id);
    if (!was || std::find(routed.begin(), routed.end(), f.id) != routed.end()) continue;
    boarding(*was, f, before, after, now.navalDie, at);
  }
  surfEvents(before, after, logFrom, at);
  rail(before, after, p, at);
  cargo(before, after, logFrom, at);
  std::set<std::string> drivenOff(routed.begin(), routed.end());
  for (std::size_t i = logFrom; i < after.log.size(); ++i)
    if (after.log[i].kind == "avoid")  // C-18: an avoidance is the force's own, but not an order
      drivenOff.insert(after.log[i].forces.begin(), after.log[i].forces.end());
  detraining(before, after, drivenOff, at);
  now.after = after;
  m_last = std::move(now);
}

int WaterRailReferee::railExtra(const std::string& from, const std::string& to) const {
  std::map<std::string, double> d{{from, 0}};
  using Item = std::pair<double, std::string>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> q;
  q.push({0, from});
  while (!q.empty()) {
    auto [dist, node] = q.top();
    q.pop();
    if (dist > d[node]) continue;
    for (const auto& l : m_scenario.map.links) {
      if (l.kind != LinkKind::Railway || (l.from != node && l.to != node)) continue;
      const std::string next = l.otherEnd(node);
      if (!d.count(next) || dist + l.stages < d[next]) {
        d[next] = dist + l.stages;
        q.push({d[next], next});
      }
    }
  }
  const double stages = d.count(to) ? d[to] : 0;
  if (stages <= kStagesBeforeDelay) return 0;
  return static_cast<int>(std::ceil((stages - kStagesBeforeDelay) / kStagesPerDelay - 1e-9));
}

void WaterRailReferee::rail(const CampaignState& before, const CampaignState& after, int p,
                            const std::string& at) {
  auto onLine = [](const CampaignState& st, const std::string& element) {
    return std::find_if(st.elementStates.begin(), st.elementStates.end(), [&](const auto& e) {
             return e.element == element && !e.railTo.empty();
           }) != st.elementStates.end();
  };
  for (const auto& f : after.forces) {  // despatches
    const Force* was = before.findForce(f.id);
    if (!was || !was->embarkedOn.empty() || f.embarkedOn != "rail") continue;
    Journey j;
    j.force = f.id;
    j.from = was->location.node;
    j.to = f.transitTo;
    j.entrained = p;
    j.elements = std::max<int>(
        1, static_cast<int>(forceRoster(m_scenario, before, *was, RosterFilter::Marching).size()));
    j.extra = railExtra(j.from, j.to);
    std::set<std::string> own;
    for (const auto& e : forceRoster(m_scenario, before, *was, RosterFilter::All)) own.insert(e.id);
    for (const auto& e : after.elementStates)
      if (e.railTo == j.to && own.count(e.element) && !onLine(before, e.element))
        j.onBoard.push_back(e.element);
    if (static_cast<int>(j.onBoard.size()) + 1 != j.elements)
      m_fail("C-25 " + f.id + " entrained " + std::to_string(j.elements) + " elements but " +
             std::to_string(j.onBoard.size() + 1) + " went on the line" + at);
    m_journeys.push_back(j);
    ++m_seen.journeys;
  }
  std::map<std::string, int> arrivals;  // elements detraining at each station this period
  auto journeyOf = [&](const std::string& force) -> Journey* {
    for (auto it = m_journeys.rbegin(); it != m_journeys.rend(); ++it)
      if (it->force == force && it->first < 0) return &*it;
    return nullptr;
  };
  for (const auto& was : before.forces) {
    const Force* f = after.findForce(was.id);
    if (was.embarkedOn != "rail" || !f || f->embarkedOn == "rail") continue;
    Journey* j = journeyOf(was.id);
    if (!j) continue;
    j->first = p;
    ++arrivals[j->to];
    if (p < j->entrained + kPeriodsToFirstElement + j->extra)
      m_fail("C-25 " + was.id + " detrained in period " + std::to_string(p) + ", entrained in " +
             std::to_string(j->entrained) + " (" + std::to_string(j->extra) + " extra)" + at);
  }
  for (const auto& e : before.elementStates) {
    if (e.railTo.empty() || onLine(after, e.element)) continue;
    ++arrivals[e.railTo];
    for (auto& j : m_journeys) {
      auto it = std::find(j.onBoard.begin(), j.onBoard.end(), e.element);
      if (it == j.onBoard.end()) continue;
      j.onBoard.erase(it);
      if (j.first < 0 || p <= j.first)
        m_fail("C-25 element " + e.element + " of " + j.force + " detrained in period " +
               std::to_string(p) + ", not after its force's first" + at);
    }
  }
  for (const auto& [station, n] : arrivals) m_seen.detrained += n;
  for (const auto& [station, n] : arrivals)
    if (n > 1)
      m_fail("C-25 " + std::to_string(n) + " elements detrained at " + station + " in period " +
             std::to_string(p) + " (line capacity: 1 a period)" + at);
}

bool WaterRailReferee::naval(const CampaignState& st, const Force& f) const {
  // A fleet: naval elements and staff only (C-23), by the troop categories.
  bool ships = false;
  for (const auto& e : forceRoster(m_scenario, st, f, RosterFilter::Marching)) {
    const TroopCategory c = categoryOf(e.type);
    if (c == TroopCategory::Naval) ships = true;
    else if (c != TroopCategory::Staff) return false;
  }
  return ships;
}

void WaterRailReferee::cargo(const CampaignState& before, const CampaignState& after,
                             std::size_t logFrom, const std::string& at) {
  const std::set<std::string> fighting = inBattles(after);
  for (const auto& f : after.forces) {
    const Force* was = before.findForce(f.id);
    if (!was || !aboardFleet(*was) || !aboardFleet(f) || was->aboard != f.aboard) continue;
    // Aboard all period long: it neither grew (its count is the fleet's load) nor fought.
    if (countOf(m_scenario, after, f) > countOf(m_scenario, before, *was))
      m_fail("C-24 " + f.id + " grew from " + std::to_string(countOf(m_scenario, before, *was)) +
             " to " + std::to_string(countOf(m_scenario, after, f)) + " elements aboard " +
             f.aboard + at);
    if (fighting.count(f.id))
      m_fail("C-24 " + f.id + " is in a battle while aboard " + f.aboard + at);
  }
  // C-22: a work step goes on only for land troops ashore: never a fleet's, nor troops aboard.
  for (std::size_t i = logFrom; i < after.log.size(); ++i) {
    const auto& e = after.log[i];
    if (e.rule != "C-22" || e.kind != "work" || e.forces.empty()) continue;
    const Force* f = before.findForce(e.forces[0]);
    if (f && (naval(before, *f) || !f->embarkedOn.empty()))
      m_fail("C-22 " + f->id + " worked, " + (naval(before, *f) ? "a fleet" : "embarked") + at);
  }
  // Each work finished this period stands where land troops of its side stood ashore.
  for (std::size_t k = before.works.size(); k < after.works.size(); ++k) {
    const BuiltWork& w = after.works[k];
    const bool troops = std::any_of(before.forces.begin(), before.forces.end(), [&](const Force& f) {
      return f.side == w.work.side && ashoreAt(f, w.node) && !naval(before, f);
    });
    if (!troops)
      m_fail("C-22 a work was finished at " + w.node + " with no land troops of side " +
             w.work.side + " ashore there" + at);
  }
}

void WaterRailReferee::detraining(const CampaignState& before, const CampaignState& after,
                                  const std::set<std::string>& drivenOff, const std::string& at) {
  auto onLine = [](const CampaignState& st, const std::string& element) -> const ElementState* {
    for (const auto& e : st.elementStates)
      if (e.element == element && !e.railTo.empty()) return &e;
    return nullptr;
  };
  for (const auto& e : before.elementStates) {
    if (e.railTo.empty()) continue;
    const Force* now = holderOf(m_scenario, after, e.element);
    if (!now || drivenOff.count(now->id)) continue;
    const Force* was = before.findForce(now->id);
    if (const ElementState* still = onLine(after, e.element)) {
      if (!(*still == e)) continue;  // off the train and on another: a new journey (despatch)
      // Still on the line: its force, at the station as the period began, is there still.
      if (was && ashoreAt(*was, e.railTo) && !ashoreAt(*now, e.railTo))
        m_fail("C-25 " + now->id + " left " + e.railTo + " with element " + e.element +
               " still on the railway" + at);
      continue;
    }
    // Off the train: it joined a force that was at the station (or came there by this train,
    // or formed there), never one gone elsewhere.
    const bool there = was ? ashoreAt(*was, e.railTo) ||
                                 (was->embarkedOn == "rail" && was->transitTo == e.railTo)
                           : ashoreAt(*now, e.railTo);
    if (!there)
      m_fail("C-25 element " + e.element + " detrained at " + e.railTo + " into " + now->id +
             ", which was not there (" +
             (was ? (was->location.atNode() ? "at " + was->location.node : "on " + was->location.link)
                  : "new") +
             ")" + at);
  }
  // A force that came off the train this period with elements behind it stays at the station.
  for (const auto& was : before.forces) {
    const Force* now = after.findForce(was.id);
    if (!now || was.embarkedOn != "rail" || !now->embarkedOn.empty() || drivenOff.count(now->id))
      continue;
    bool behind = false;
    for (const auto& r : forceRoster(m_scenario, after, *now, RosterFilter::All))
      behind = behind || onLine(after, r.id);
    if (behind && !ashoreAt(*now, was.transitTo))
      m_fail("C-25 " + now->id + " left " + was.transitTo + " in the period it began to detrain" +
             at);
  }
}

void WaterRailReferee::betweenPeriods(const CampaignState& st, const std::string& when) {
  // C-7, C-25: each element is in one force (a party formed off the train takes it from its own).
  std::map<std::string, std::string> heldBy;
  for (const auto& f : st.forces)
    for (const auto& e : forceRoster(m_scenario, st, f, RosterFilter::All))
      if (const auto [it, fresh] = heldBy.emplace(e.id, f.id); !fresh)
        m_fail("C-7 element " + e.id + " is in " + it->second + " and in " + f.id + ", " + when);
  const std::set<std::string> fighting = inBattles(st);
  std::map<std::string, int> load;
  for (const auto& f : st.forces) {
    if (!aboardFleet(f)) continue;
    const Force* fleet = st.findForce(f.aboard);
    if (!fleet) continue;  // put ashore as the next period begins
    if (!(fleet->location == f.location))
      m_fail("C-24 " + f.id + " is not where its fleet " + fleet->id + " is, " + when);
    if (fighting.count(f.id)) m_fail("C-24 " + f.id + " is in a battle while aboard, " + when);
    load[fleet->id] += countOf(m_scenario, st, f);
  }
  for (const auto& [id, n] : load) {
    int ships = 0;
    for (const auto& e : forceRoster(m_scenario, st, *st.findForce(id), RosterFilter::Marching))
      if (categoryOf(e.type) == TroopCategory::Naval) ++ships;
    if (n > kCarriedPerNaval * ships)
      m_fail("C-24 fleet " + id + " carries " + std::to_string(n) + " land elements on " +
             std::to_string(ships) + " naval elements, " + when);
  }
}

void WaterRailReferee::end() {
  // C-25 despatches: a journey's elements leave its station one a period from some period s,
  // s no earlier than its entraining and no later than its first arrival less 3 (and its extra
  // periods). Journeys that must lie within periods [a, b] cannot hold more than b - a + 1.
  std::map<std::string, std::vector<const Journey*>> byStation;
  for (const auto& j : m_journeys)
    if (j.first >= 0) byStation[j.from].push_back(&j);
  for (const auto& [station, journeys] : byStation)
    for (const Journey* ja : journeys)
      for (const Journey* jb : journeys) {
        const int a = ja->entrained;
        const int b = jb->first - kPeriodsToFirstElement - jb->extra + jb->elements - 1;
        int within = 0;
        for (const Journey* j : journeys)
          if (j->entrained >= a &&
              j->first - kPeriodsToFirstElement - j->extra + j->elements - 1 <= b)
            within += j->elements;
        if (b >= a && within > b - a + 1)
          m_fail("C-25 " + station + " despatched " + std::to_string(within) +
                 " elements within periods " + std::to_string(a) + ".." + std::to_string(b) +
                 " (line capacity: 1 a period)");
      }
}

}  // namespace hfg::test
