// Issue #16 property test: random small maps and random legal orders for both sides over 10 days;
// after every period the rules' invariants are checked by code of its own, from the truth the
// test keeps (C-3, C-6, C-10..C-14, C-17, C-23..C-25; C-24's two periods and surf die and C-25's
// line capacity in water_rail_referee.cpp), on maps with bad roads that rain turns to
// mud, bridged rivers, a railway and a coast with fleets. Short in ctest;
// HFG_CAMPAIGN_PROPERTY_SEEDS=200 for the long run, HFG_CAMPAIGN_PROPERTY_DENSE=1 beside it for
// rail orders many times denser (docs/rules.md).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <map>
#include <optional>
#include <queue>
#include <set>
#include <sstream>
#include <stdexcept>

#include "core/campaign/force_roster.h"
#include "core/mail/order_seal.h"
#include "core/campaign/side_view.h"
#include "core/mail/side_view_io.h"
#include "core/rules/troop_table.h"
#include "fixture.h"
#include "water_rail_referee.h"

using namespace hfg;
using namespace hfg::test;

namespace {

constexpr double kEps = 1e-6;
const TroopType kTypes[] = {TroopType::Bayonets,   TroopType::LightCavalry, TroopType::Muskets,
                            TroopType::Smoothbore, TroopType::Cuirassiers,  TroopType::Rifles,
                            TroopType::Dragoons};

std::string pad(int n) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%03d", n);
  return buf;
}

/// Rivers, a railway and a coast on a random map: about one road in four crosses a river by a
/// bridge (C-3), two or three nodes are stations on one railway (C-25), and three nodes are on
/// the coast joined by water (C-23), the first a port, the others beaches (C-24 surf).
void addRiversRailAndCoast(CampaignFixture& fx, Dice& rng, int n) {
  auto& map = fx.scenario.map;
  for (auto& l : map.links)
    if (rng.d6() <= 2) {
      l.riverName = "River " + l.id;
      l.bridge = BridgeState::Intact;
    }
  auto pickNodes = [&](int count) {
    std::vector<int> out;
    while (static_cast<int>(out.size()) < count) {
      const int k = rng.roll(n) - 1;
      if (std::find(out.begin(), out.end(), k) == out.end()) out.push_back(k);
    }
    return out;
  };
  auto join = [&](const std::string& prefix, int a, int b, LinkKind kind, double stages) {
    StageLink l;
    l.id = prefix + std::to_string(a) + "-" + std::to_string(b);
    l.from = "n" + std::to_string(a);
    l.to = "n" + std::to_string(b);
    l.kind = kind;
    l.stages = stages;
    map.links.push_back(l);
  };
  const auto stations = pickNodes(2 + rng.roll(2) - 1);
  for (std::size_t k = 0; k < stations.size(); ++k) {
    map.nodes[static_cast<std::size_t>(stations[k])].station = true;
    if (k > 0) join("rail", stations[k - 1], stations[k], LinkKind::Railway, 2 + rng.roll(8));
  }
  const auto coast = pickNodes(3);
  map.nodes[static_cast<std::size_t>(coast[0])].port = true;
  for (std::size_t k = 1; k < coast.size(); ++k)
    join("sea", coast[k - 1], coast[k], LinkKind::Water, 1 + rng.roll(3));
}

/// A random node on a water link.
std::string coastalNode(const CampaignFixture& fx, Dice& rng) {
  std::vector<std::string> ends;
  for (const auto& l : fx.scenario.map.links)
    if (l.kind == LinkKind::Water) {
      ends.push_back(l.from);
      ends.push_back(l.to);
    }
  return ends[static_cast<std::size_t>(rng.roll(static_cast<int>(ends.size())) - 1)];
}

/// A small random campaign: 6..9 nodes joined by a random tree and a few more links of 0.5 to 2
/// stages, a third of them bad roads; rivers, a railway and a coast (addRiversRailAndCoast);
/// two sides of 3..4 forces, some over the C-13 limit, and a fleet each.
CampaignFixture randomCampaign(Dice& rng) {
  CampaignFixture fx;
  fx.scenario.settings.seed = rng.next();
  const int n = 5 + rng.roll(4);
  for (int i = 0; i < n; ++i) fx.node("n" + std::to_string(i), rng.roll(60), rng.roll(60));
  const double lengths[] = {0.5, 1.0, 1.0, 1.5, 2.0};
  auto kind = [&] { return rng.d6() <= 2 ? LinkKind::BadRoad : LinkKind::GoodRoad; };
  for (int i = 1; i < n; ++i)
    fx.link("n" + std::to_string(rng.roll(i) - 1), "n" + std::to_string(i), kind(),
            lengths[rng.roll(5) - 1]);
  for (int k = 0; k < 3; ++k) {
    const int a = rng.roll(n) - 1;
    const int b = rng.roll(n) - 1;
    const std::string na = "n" + std::to_string(a);
    const std::string nb = "n" + std::to_string(b);
    if (a != b && !fx.scenario.map.findLink(na + "-" + nb) &&
        !fx.scenario.map.findLink(nb + "-" + na))
      fx.link(na, nb, kind(), 1.0);  // link ids stay unique
  }
  addRiversRailAndCoast(fx, rng, n);
  int number = 0;
  for (const char* side : {"blue", "red"}) {
    // A fleet of 1 or 2 steamers at a coastal node (C-23), to carry troops (C-24).
    const std::string fleetCommand = std::string(side) + "-c" + pad(++number);
    fx.command(side, fleetCommand,
               std::vector<TroopType>(static_cast<std::size_t>(rng.roll(2)), TroopType::Steamer));
    fx.scenario.startPositions.push_back({std::string(side) + "-fleet",
                                          std::string(side) + " fleet",
                                          side,
                                          {fleetCommand},
                                          coastalNode(fx, rng)});
    const int forces = 2 + rng.roll(2);
    for (int f = 0; f < forces; ++f) {
      std::vector<std::string> commands;
      for (int c = 0; c < 1 + (rng.d6() == 6 ? 2 : rng.roll(2) - 1); ++c) {
        const std::string id = std::string(side) + "-c" + pad(++number);
        std::vector<TroopType> types;
        const int count = rng.d6() == 6 ? 14 + rng.roll(4) : rng.roll(7);
        for (int e = 0; e < count; ++e) types.push_back(kTypes[rng.roll(7) - 1]);
        fx.command(side, id, types);
        commands.push_back(id);
      }
      const std::string id = std::string(side) + "-f" + pad(++number);
      fx.scenario.startPositions.push_back({id, std::string(side) + " force " + pad(number), side,
                                            commands, "n" + std::to_string(rng.roll(n) - 1)});
    }
  }
  return fx;
}

bool isRoad(LinkKind k) { return k == LinkKind::GoodRoad || k == LinkKind::BadRoad; }

/// The test's own graph of roads (or, `water` true, of water links): shortest stages between
/// places (Dijkstra over nodes).
struct Roads {
  const StageMap& map;
  std::map<std::string, std::vector<std::pair<std::string, double>>> next;
  explicit Roads(const StageMap& m, bool water = false) : map(m) {
    for (const auto& l : m.links) {
      if (water ? l.kind != LinkKind::Water : !isRoad(l.kind)) continue;
      next[l.from].push_back({l.to, l.stages});
      next[l.to].push_back({l.from, l.stages});
    }
  }
  std::map<std::string, double> from(const std::string& start) const {
    std::map<std::string, double> d{{start, 0}};
    std::priority_queue<std::pair<double, std::string>, std::vector<std::pair<double, std::string>>,
                        std::greater<>>
        q;
    q.push({0, start});
    while (!q.empty()) {
      auto [dist, at] = q.top();
      q.pop();
      if (dist > d[at] + kEps) continue;
      auto it = next.find(at);
      if (it == next.end()) continue;
      for (const auto& [to, len] : it->second)
        if (!d.count(to) || dist + len < d[to] - kEps) {
          d[to] = dist + len;
          q.push({d[to], to});
        }
    }
    return d;
  }
  /// (node, stages to it) for each end of a place.
  std::vector<std::pair<std::string, double>> ends(const Location& loc) const {
    if (loc.atNode()) return {{loc.node, 0}};
    const StageLink* l = map.findLink(loc.link);
    const double fromOther = loc.stagesFromStart;
    const std::string other = l->otherEnd(loc.towards);
    return {{loc.towards, l->stages - fromOther}, {other, fromOther}};
  }
  double between(const Location& a, const Location& b) const {
    if (a == b) return 0;
    if ((a.atNode() && a.node.empty()) || (b.atNode() && b.node.empty()))
      return std::numeric_limits<double>::infinity();  // not on the map (a railway, aboard)
    if (!a.atNode() && !b.atNode() && a.link == b.link) {
      const StageLink* l = map.findLink(a.link);
      auto sOf = [&](const Location& x) {
        return x.towards == l->to ? x.stagesFromStart : l->stages - x.stagesFromStart;
      };
      return std::abs(sOf(a) - sOf(b));
    }
    double best = std::numeric_limits<double>::infinity();
    for (const auto& [na, da] : ends(a)) {
      const auto d = from(na);
      for (const auto& [nb, db] : ends(b))
        if (d.count(nb)) best = std::min(best, da + d.at(nb) + db);
    }
    return best;
  }
};

std::string describe(const Location& l) {
  return l.atNode() ? "at " + l.node
                    : "on " + l.link + " towards " + l.towards + " at " +
                          std::to_string(l.stagesFromStart);
}

/// One period's truth as the test saw it, before the period ran.
struct Snapshot {
  int period = 0;
  CampaignState state;
};

struct Checker {
  const Scenario& scenario;
  Roads roads;  ///< roads only: land forces march by road (C-2)
  std::vector<Snapshot> history;
  std::map<std::string, int> activeInRow;  ///< C-14, counted from positions and the log
  std::map<std::string, bool> nightMarched;
  std::map<std::string, double> today;
  int violations = 0;
  std::ostringstream report;

  Roads water;

  Checker(const Scenario& s) : scenario(s), roads(s.map), water(s.map, true) {}

  void fail(const std::string& what) {
    ++violations;
    if (violations <= 20) report << what << '\n';
  }

  /// The truth as period `p` begins, from the state just before it: the test's own reading of
  /// what happens at a period's start: elements due back return (C-21, C-25: off the train to
  /// their force at the station, else to the detrained party there, docs/rules.md)
  /// and rail journeys due end at their station (C-25).
  CampaignState asPeriodBegins(CampaignState st, int p) const {
    std::vector<ElementState> due;
    std::erase_if(st.elementStates, [&](const ElementState& e) {
      const bool back = e.status == ElementStatus::OffTable && e.returnsOnDay > 0 &&
                        periodIndexOf(e.returnsOnDay, e.returnsInPeriod) <= p;
      if (back) due.push_back(e);
      return back;
    });
    for (const auto& e : due)
      if (!e.railTo.empty()) offTheTrain(st, e);
    for (auto& f : st.forces)
      if (f.embarkedOn == "rail" && f.transitArrivesAt <= p) {
        f.embarkedOn.clear();
        f.location = Location{};
        f.location.node = f.transitTo;
      }
    return st;
  }

  /// C-25: an element off the train at a station its force is not standing at waits there, in
  /// the party `<side>-detrained-<station>` (then "-2", ...) standing there (docs/rules.md).
  void offTheTrain(CampaignState& st, const ElementState& e) const {
    auto ashore = [&](const Force& f) {
      return f.embarkedOn.empty() && f.location.atNode() && f.location.node == e.railTo;
    };
    Force* owner = nullptr;
    for (auto& f : st.forces)
      for (const auto& r : forceRoster(scenario, st, f, RosterFilter::All))
        if (r.id == e.element) owner = &f;
    if (!owner || ashore(*owner)) return;
    std::erase(owner->detached, e.element);  // one force holds an element
    const std::string side = owner->side;
    const std::string base = side + "-detrained-" + e.railTo;
    const std::string name = base;
    for (int n = 1;; ++n) {
      const std::string id = n == 1 ? base : base + "-" + std::to_string(n);
      Force* party = st.findForce(id);
      const bool named = std::any_of(st.log.begin(), st.log.end(), [&](const CampaignEvent& x) {
        return std::find(x.forces.begin(), x.forces.end(), id) != x.forces.end();
      });
      if (!party && named) continue;  // a party gone since: its id is not reused
      if (!party) {
        Force f;
        f.id = id;
        f.name = name;
        f.side = side;
        f.location.node = e.railTo;
        f.detached = {e.element};
        st.forces.push_back(f);
        return;
      }
      if (party->side == side && ashore(*party) && !party->inBattle && !party->detached.empty()) {
        party->detached.push_back(e.element);
        return;
      }
    }
  }

  const Snapshot* snapshotAt(int seenAt) const {
    const Snapshot* best = nullptr;
    for (const auto& s : history)
      if (s.period <= seenAt) best = &s;
    return best;
  }

  static int count(const Scenario& sc, const CampaignState& st, const Force& f) {
    return static_cast<int>(forceRoster(sc, st, f, RosterFilter::Marching).size());
  }

  /// C-10..C-14 and C-13 over one period: `before` the truth as it began, `after` as it ended.
  void movement(const CampaignState& before, const CampaignState& after, std::size_t logFrom) {
    const int p = periodIndexOf(before.day, before.period);
    const bool night = before.period == Period::Night;
    if (before.period == Period::Morning) today.clear();
    std::set<std::string> routed;
    std::set<std::string> worked;
    std::map<std::pair<std::string, std::string>, std::pair<int, int>> stageUse;
    for (std::size_t i = logFrom; i < after.log.size(); ++i) {
      const auto& e = after.log[i];
      if (e.kind == "rout" || e.kind == "retreat" || e.kind == "avoid")
        routed.insert(e.forces.begin(), e.forces.end());
      if (e.rule == "C-22" && e.kind == "work") worked.insert(e.forces.begin(), e.forces.end());
    }
    for (const auto& f : before.forces) {
      const Force* now = after.findForce(f.id);
      // Voyages, rail journeys and fleets: waterAndRail.
      if (!now || routed.count(f.id) || !f.embarkedOn.empty() || !now->embarkedOn.empty() ||
          naval(before, f))
        continue;
      const double moved = roads.between(f.location, now->location);
      if (moved <= kEps && !worked.count(f.id)) {
        activeInRow[f.id] = 0;
        nightMarched[f.id] = false;
        continue;
      }
      if (moved > kEps && nightMarched[f.id])
        fail("C-14 " + f.id + " marched in period " + std::to_string(p) + " after a night march");
      if (++activeInRow[f.id] > 2)
        fail("C-14 " + f.id + " active three periods running, period " + std::to_string(p));
      nightMarched[f.id] = night && moved > kEps;
      if (moved <= kEps) continue;
      // Its allowance, from its elements' march classes (C-7, C-10, C-12).
      int perPeriod = 99;
      int perDay = 99;
      for (const auto& e : forceRoster(scenario, before, f, RosterFilter::Marching)) {
        const MarchRate r = marchRateOf(marchClassOf(e.type, e.grade));
        perPeriod = std::min(perPeriod, r.perPeriodStages);
        perDay = std::min(perDay, r.perDayStages);
      }
      const double limit = night ? std::min(perPeriod, 1) : perPeriod;
      if (moved > limit + kEps)
        fail("C-10/C-12 " + f.id + " moved " + std::to_string(moved) + " stages in period " +
             std::to_string(p) + " (allowed " + std::to_string(limit) + ")");
      today[f.id] += moved;
      if (today[f.id] > perDay + kEps)
        fail("C-10 " + f.id + " moved " + std::to_string(today[f.id]) + " stages on day " +
             std::to_string(before.day));
      const Marched marched = stagesMarched(f, after, logFrom);
      // C-11: a march partly over bad roads while rain has made them mud: 1 stage at most.
      const bool mud =
          before.weather.roadsAffected &&
          std::any_of(marched.links.begin(), marched.links.end(), [&](const std::string& id) {
            return scenario.map.findLink(id)->kind == LinkKind::BadRoad;
          });
      if (mud && moved > 1 + kEps)
        fail("C-11 " + f.id + " moved " + std::to_string(moved) +
             " stages over muddy bad roads in period " + std::to_string(p));
      // C-3: no road crossed over a bridge that was broken as the period began.
      for (const auto& id : marched.crossed)
        if (bridgeAt(before, id) == BridgeState::Broken)
          fail("C-3 " + f.id + " crossed " + id + " over a broken bridge in period " +
               std::to_string(p));
      // C-13: the stages it marched on, from the nodes its march passed (the log's words).
      for (const auto& stage : marched.links) {
        auto& use = stageUse[{f.side, stage}];
        use.first += commandCountForCapacity(f);
        use.second += count(scenario, before, f);
        if (use.first > 2 || use.second > 15) {
          std::string why;
          for (std::size_t i = logFrom; i < after.log.size(); ++i)
            if (after.log[i].side == f.side || after.log[i].side.empty())
              why += "\n    " + after.log[i].text;
          fail("C-13 side " + f.side + " had " + std::to_string(use.first) + " commands and " +
               std::to_string(use.second) + " elements on stage " + stage + " in period " +
               std::to_string(p) + why);
        }
      }
    }
  }

  /// A bridge's state at the start of a period: its last change, else the map's.
  BridgeState bridgeAt(const CampaignState& st, const std::string& linkId) const {
    BridgeState b = scenario.map.findLink(linkId)->bridge;
    for (const auto& c : st.bridges)
      if (c.link == linkId) b = c.bridge;
    return b;
  }

  /// A fleet: a force with naval elements (C-23), by the test's own reading of the march classes.
  bool naval(const CampaignState& st, const Force& f) const {
    for (const auto& e : forceRoster(scenario, st, f, RosterFilter::Marching))
      if (marchClassOf(e.type, e.grade) == MarchClass::Naval) return true;
    return false;
  }

  struct Marched {
    std::set<std::string> links;       ///< every road it marched on, part way or whole
    std::vector<std::string> crossed;  ///< roads it went the whole length of, node to node
  };

  /// The links of a march: "(Nn1 - Nn2 - part way to Nn3)" and its start part way along a road.
  Marched stagesMarched(const Force& f, const CampaignState& after, std::size_t logFrom) const {
    Marched marched;
    std::set<std::string>& out = marched.links;
    for (std::size_t i = logFrom; i < after.log.size(); ++i) {
      const auto& e = after.log[i];
      if (e.kind != "march" || e.forces.empty() || e.forces[0] != f.id) continue;
      const auto open = e.text.find(" (");
      const auto close = e.text.find("), ending");
      if (open == std::string::npos || close == std::string::npos) continue;
      std::vector<std::string> nodes;
      std::string rest = e.text.substr(open + 2, close - open - 2) + " - ";
      for (auto dash = rest.find(" - "); dash != std::string::npos; dash = rest.find(" - ")) {
        std::string name = rest.substr(0, dash);
        rest = rest.substr(dash + 3);
        if (name.rfind("along the road", 0) == 0) {
          out.insert(f.location.link);
          continue;
        }
        if (name.rfind("from part way", 0) == 0) {
          out.insert(f.location.link);
          continue;
        }
        if (name.rfind("part way to ", 0) == 0) name = name.substr(12);
        nodes.push_back(name.substr(1));  // node names are "N" + id
      }
      if (!f.location.atNode() && !nodes.empty()) out.insert(f.location.link);
      const bool partWay = e.text.find("part way to ") != std::string::npos;
      for (std::size_t k = 1; k < nodes.size(); ++k)
        for (const auto* l : scenario.map.linksAt(nodes[k - 1]))
          if (isRoad(l->kind) && l->otherEnd(nodes[k - 1]) == nodes[k]) {
            out.insert(l->id);
            if (!(partWay && k + 1 == nodes.size())) marched.crossed.push_back(l->id);
          }
    }
    return marched;
  }

  /// C-23, C-24, C-25 over one period: fleets sail only by water, land troops go by water only
  /// aboard a fleet of their side with room, embark only where the water is, and leave the
  /// railway only at a station.
  void waterAndRail(const CampaignState& before, const CampaignState& after, std::size_t logFrom) {
    const int p = periodIndexOf(before.day, before.period);
    std::string at = " in period " + std::to_string(p);
    std::set<std::string> routed;  // a rout at the period's end may take it off the station
    for (std::size_t i = logFrom; i < after.log.size(); ++i) {
      at += "\n    " + after.log[i].text;
      if (after.log[i].kind == "rout" || after.log[i].kind == "retreat")
        routed.insert(after.log[i].forces.begin(), after.log[i].forces.end());
    }
    std::map<std::string, int> aboard;  // land elements aboard each fleet
    for (const auto& f : after.forces) {
      const Force* was = before.findForce(f.id);
      if (naval(after, f)) {
        if (was && !(was->location == f.location) && water.between(was->location, f.location) > 1e9)
          fail("C-23 fleet " + f.id + " went where no water link leads" + at);
        continue;
      }
      if (f.embarkedOn == "water") {
        const Force* fleet = after.findForce(f.aboard);
        if (!fleet || fleet->side != f.side || !naval(after, *fleet))
          fail("C-24 " + f.id + " is embarked with no fleet of its side to carry it" + at);
        else if (!(fleet->location == f.location))
          fail("C-24 " + f.id + " is aboard " + fleet->id + " but not where it is" + at);
        else
          aboard[fleet->id] += count(scenario, after, f);
        if (was && was->embarkedOn.empty()) {
          const auto links = scenario.map.linksAt(was->location.node);
          if (!was->location.atNode() ||
              std::none_of(links.begin(), links.end(),
                           [](const StageLink* l) { return l->kind == LinkKind::Water; }))
            fail("C-24 " + f.id + " embarked away from any water link" + at);
        }
      }
      const Force* ship = was ? before.findForce(was->aboard) : nullptr;
      const bool lostFleet = !ship || !naval(before, *ship);  // put ashore where it was (C-24)
      if (was && was->embarkedOn == "water" && f.embarkedOn.empty() && !lostFleet &&
          !(was->location == f.location))
        fail("C-24 " + f.id + " landed somewhere else than where it was aboard" + at);
      if (was && was->embarkedOn == "rail" && f.embarkedOn.empty() && !routed.count(f.id)) {
        const StageNode* node = scenario.map.findNode(f.location.node);
        if (!f.location.atNode() || !node || !node->station)
          fail("C-25 " + f.id + " left the railway away from a station" + at);
      }
    }
    for (const auto& [fleet, elements] : aboard) {
      int navalElements = 0;
      for (const auto& e :
           forceRoster(scenario, after, *after.findForce(fleet), RosterFilter::Marching))
        if (marchClassOf(e.type, e.grade) == MarchClass::Naval) ++navalElements;
      if (elements > 4 * navalElements)
        fail("C-24 fleet " + fleet + " carries " + std::to_string(elements) + " land elements on " +
             std::to_string(navalElements) + " naval elements" + at);
    }
  }

  /// C-20: a battle already on the map takes arrivals only in its day's daylight and only from
  /// within 1 stage of where they began the period: by road, or by water for a fleet.
  void arrivals(const CampaignState& before, const CampaignState& after) {
    const int p = periodIndexOf(before.day, before.period);
    for (const auto& b : after.pendingBattles)
      for (const auto& a : b.arrivals) {
        if (!a.soundOfGuns || a.day != before.day || a.period != static_cast<int>(before.period))
          continue;
        if (p > periodIndexOf(b.day, Period::Afternoon))
          fail("C-20 " + a.force.force + " joined " + b.id + " after its day, in period " +
               std::to_string(p));
        const Force* was = before.findForce(a.force.force);
        if (!was || was->embarkedOn == "rail") continue;  // a reinforcement, a train (C-25)
        Location place;
        if (b.node.empty()) {
          place.link = b.link;
          place.towards = scenario.map.findLink(b.link)->to;
          place.stagesFromStart = b.stagesAlongLink;
        } else {
          place.node = b.node;
        }
        const bool fleet = naval(before, *was);
        const double d = (fleet ? water : roads).between(was->location, place);
        if (d > 1 + kEps)
          fail("C-20 " + (fleet ? std::string("fleet ") : std::string()) + was->id + " joined " +
               b.id + " from " + std::to_string(d) + " stages away in period " + std::to_string(p));
      }
  }

  /// C-17: a battle's defender is the only side that stood at its place as the period began.
  /// The forces on the map as the previous period ended (C-17: there before this one began).
  std::set<std::string> onMapBefore;

  void defenders(const CampaignState& before, const CampaignState& after) {
    for (const auto& b : after.pendingBattles) {
      if (std::any_of(before.pendingBattles.begin(), before.pendingBattles.end(),
                      [&](const BattleMeeting& x) { return x.id == b.id; }) ||
          b.node.empty() || b.periodsFought > 0)  // a resumed battle keeps its defender (C-20)
        continue;
      // Forces that stood there all period long: not one that marched off and came back.
      std::set<std::string> moved;
      for (const auto& e : after.log)
        // A rout that ended there came at the period's start (C-17 Interpretation); one that
        // found no road ("routs 0 stages") left the force where it stood.
        if (e.day == before.day && e.period == before.period &&
            (e.kind == "march" || e.kind == "avoid" ||
             (e.kind == "rout" && e.text.find(" routs 0 stages") == std::string::npos)))
          moved.insert(e.forces.begin(), e.forces.end());
      for (const auto& f : before.forces)  // new at dawn (a reinforcement, a split) came then
        if (!onMapBefore.count(f.id)) moved.insert(f.id);
      std::set<std::string> there;
      for (const auto& f : before.forces)
        if (!moved.count(f.id) && f.location.atNode() && f.location.node == b.node &&
            f.embarkedOn.empty() &&
            std::any_of(b.present.begin(), b.present.end(),
                        [&](const BattleForce& x) { return x.force == f.id; }))
          there.insert(f.side);
      if (there.size() == 1 && *there.begin() != b.defenderSide) {
        std::string why;
        for (const auto& e : after.log)
          if (e.day == before.day && e.period == before.period) why += "\n    " + e.text;
        fail("C-17 " + b.id + " at " + b.node + ": side " + *there.begin() +
             " stood there first but " + b.defenderSide + " defends" + why);
      }
    }
  }

  /// C-6: every enemy fact in each side's view (and its exported bytes) is one the side could
  /// know: as the truth stood at the start of the lagged period, or a public battle fact.
  void views(const CampaignState& st) {
    const int now = periodIndexOf(st.day, st.period);
    const int seenAt = now - scenario.settings.intelLagPeriods;
    const Snapshot* snap = snapshotAt(seenAt);
    for (const auto& side : scenario.sides) {
      const std::string& me = side.orbat.id;
      const SideView view = buildSideView(scenario, st, me);
      const std::string bytes = sideViewFileText(exportSideView(scenario, st, me));
      std::set<std::string> publicForces;
      for (const auto& e : st.log)
        if (e.side.empty() && periodIndexOf(e.day, e.period) >= (snap ? snap->period : 0))
          publicForces.insert(e.forces.begin(), e.forces.end());
      auto inSnapshot = [&](const std::string& id) -> const Force* {
        return snap ? snap->state.findForce(id) : nullptr;
      };
      for (const auto& k : view.enemy) {
        const Force* then = inSnapshot(k.force);
        if (k.inOrAfterBattle) {
          if (!publicForces.count(k.force))
            fail("C-6 " + me + " sees " + k.force + " from a battle it never fought");
          continue;
        }
        if (!then) {
          fail("C-6 " + me + " sees " + k.force + " that was not on the map at period " +
               std::to_string(seenAt));
          continue;
        }
        if (!(then->location == k.location) ||
            count(scenario, snap->state, *then) != k.elementCount)
          fail("C-6 " + me + " sees " + k.force + " not as it stood at period " +
               std::to_string(snap->period) + ": " + describe(k.location) + ", " +
               std::to_string(k.elementCount) + " elements; it was " + describe(then->location) +
               ", " + std::to_string(count(scenario, snap->state, *then)) + " elements" +
               (then->embarkedOn.empty() ? "" : ", embarked by " + then->embarkedOn));
      }
      // Nothing the side cannot know yet appears anywhere in what it is sent.
      for (const auto& f : st.forces) {
        if (f.side == me || inSnapshot(f.id) || publicForces.count(f.id)) continue;
        if (bytes.find(f.id) != std::string::npos || bytes.find(f.name) != std::string::npos)
          fail("C-6 " + me + "'s exported view names " + f.id + " before it could know of it");
      }
      for (const auto& w : view.enemyWorks)
        if (!snap || std::none_of(snap->state.works.begin(), snap->state.works.end(),
                                  [&](const BuiltWork& x) { return x == w; }))
          fail("C-6 " + me + " sees an enemy work at " + w.node + " before the lag");
      for (const auto& b : view.bridges)
        if (b.side != me &&
            (!snap || std::none_of(snap->state.bridges.begin(), snap->state.bridges.end(),
                                   [&](const BridgeChange& x) { return x == b; })))
          fail("C-6 " + me + " sees a bridge change on " + b.link + " before the lag");
      // The bytes: no enemy bridge change made since the lag's record on a link the side knows
      // no change of, and no line of the enemy's private log.
      const auto from = bytes.find("\"bridges\"");
      const std::string bridgeBytes =
          from == std::string::npos ? "" : bytes.substr(from, bytes.find(']', from) - from);
      for (const auto& b : st.bridges) {
        if (b.side == me) continue;
        const bool knownLink = std::any_of(view.bridges.begin(), view.bridges.end(),
                                           [&](const BridgeChange& x) { return x.link == b.link; });
        if (!knownLink && bridgeBytes.find("\"" + b.link + "\"") != std::string::npos)
          fail("C-6 " + me + "'s exported view tells of a bridge change on " + b.link +
               " before the lag");
      }
      for (const auto& e : st.log)
        if (!e.side.empty() && e.side != me && e.text.find_first_of("\"\\") == std::string::npos &&
            bytes.find(e.text) != std::string::npos)
          fail("C-6 " + me + "'s exported view holds " + e.side + "'s private log line: " + e.text);
      // C-25: a force on the railway at the lag's record is not shown (it was nowhere on the map).
      for (const auto& k : view.enemy)
        if (const Force* then = inSnapshot(k.force);
            then && then->embarkedOn == "rail" && !k.inOrAfterBattle)
          fail("C-6 " + me + " sees " + k.force + " that was on the railway at period " +
               std::to_string(seenAt));
    }
  }
};

/// A step by a bridge, a railway or water from the force's node (C-22, C-25, C-23, C-24):
/// break or repair a bridge there, entrain for another station, embark, land, or sail one water
/// link. The engine's checks decide whether it stands.
Step bridgeRailOrWater(const Scenario& sc, const Force& f, Dice& rng) {
  Step s;
  const auto links = sc.map.linksAt(f.location.node);
  std::vector<const StageLink*> bridged, sea;
  for (const auto* l : links) {
    if (l->bridge != BridgeState::None) bridged.push_back(l);
    if (l->kind == LinkKind::Water) sea.push_back(l);
  }
  auto any = [&](const std::vector<const StageLink*>& from) {
    return from[static_cast<std::size_t>(rng.roll(static_cast<int>(from.size())) - 1)];
  };
  switch (rng.roll(5)) {
    case 1:
      if (bridged.empty()) break;
      s.kind = StepKind::Work;
      s.work = rng.d6() <= 4 ? WorkTask::BreakBridge : WorkTask::RepairBridge;
      s.target = any(bridged)->id;
      return s;
    case 2:
      for (const auto& n : sc.map.nodes)
        if (n.station && n.id != f.location.node && rng.d6() <= 3) {
          s.kind = StepKind::Entrain;
          s.target = n.id;
          return s;
        }
      break;
    case 3: s.kind = f.embarkedOn.empty() ? StepKind::Embark : StepKind::Land; return s;
    default:
      if (sea.empty()) break;
      s.kind = StepKind::Sail;
      s.route = {f.location.node, any(sea)->otherEnd(f.location.node)};
      return s;
  }
  return rest();
}

/// HFG_CAMPAIGN_PROPERTY_DENSE=1: any force at a station entrains 1 in 3 (docs/rules.md), so
/// that rail journeys, detraining and boarding at stations are many times more frequent.
bool denseRail() {
  const char* env = std::getenv("HFG_CAMPAIGN_PROPERTY_DENSE");
  return env && std::atoi(env) > 0;
}

/// An entrain step for another station, when `f` is at one and the dice say so (C-25).
std::optional<Step> denseEntrain(const Scenario& sc, const Force& f, Dice& rng) {
  const StageNode* here = f.location.atNode() ? sc.map.findNode(f.location.node) : nullptr;
  if (!here || !here->station || rng.d6() > 2) return std::nullopt;
  for (const auto& n : sc.map.nodes)
    if (n.station && n.id != here->id) {
      Step s;
      s.kind = StepKind::Entrain;
      s.target = n.id;
      return s;
    }
  return std::nullopt;
}

/// Random orders for one side that the engine accepts: each force's order is kept only when the
/// side's orders with it still validate.
SideOrders randomOrders(const CampaignEngine& engine, const Scenario& sc, const CampaignState& st,
                        const std::string& side, Dice& rng, int& splitNumber,
                        std::vector<SideOrders>& others) {
  SideOrders o = sideOrders(side, st.day, {});
  auto valid = [&](const SideOrders& candidate) {
    std::vector<SideOrders> all = others;
    all.push_back(candidate);
    return engine.validate(all).empty();
  };
  for (const auto& f : st.forces) {
    if (f.side != side || !f.location.atNode() || f.inBattle || rng.d6() > 1) continue;
    if (f.commands.size() >= 2) {  // split a command off (C-7)
      SideOrders t = o;
      const std::string id = side + "-s" + pad(++splitNumber);
      t.splits.push_back({f.id, id, side + " split " + pad(splitNumber), {f.commands.back()}, {}});
      if (valid(t)) o = t;
    } else {
      for (const auto& g : st.forces)
        if (g.id != f.id && g.side == side && g.location == f.location && !g.inBattle) {
          SideOrders t = o;
          t.merges.push_back({f.id, g.id});
          if (valid(t)) o = t;
          break;
        }
    }
  }
  CampaignState after = st;  // the forces as the splits and merges leave them
  for (const auto& s : o.splits) {
    Force n = *after.findForce(s.force);
    n.id = s.newForce;
    after.forces.push_back(n);
  }
  for (const auto& m : o.merges)
    std::erase_if(after.forces, [&](const Force& f) { return f.id == m.force; });
  const int nodes = static_cast<int>(sc.map.nodes.size());
  const Force* fleet = st.findForce(side + "-fleet");
  const bool fleetAtNode = fleet && fleet->location.atNode();
  for (const auto& f : after.forces) {
    if (f.side != side) continue;
    SideOrders t = o;
    ForceOrder fo;
    const int pick = rng.d6();
    // Now and then towards the side's fleet, so that troops meet it and go aboard (C-24).
    const std::string target = fleetAtNode && rng.d6() <= 2
                                   ? fleet->location.node
                                   : sc.map.nodes[static_cast<std::size_t>(rng.roll(nodes) - 1)].id;
    const bool byFleet = fleet && f.id != fleet->id && f.location.atNode() &&
                         f.location == fleet->location && f.aboard.empty() == f.embarkedOn.empty();
    const auto entrainNow = denseRail() ? denseEntrain(sc, f, rng) : std::nullopt;
    if (entrainNow) {
      fo = stepsFor(f.id, {*entrainNow});
    } else if (byFleet && rng.d6() <= 4) {
      // C-24: boarding or landing for one period or two running: the referee knows which
      // troops need two.
      Step s;
      s.kind = f.embarkedOn.empty() ? StepKind::Embark : StepKind::Land;
      fo = stepsFor(f.id, {s});
      if (rng.d6() <= 4) fo.steps.push_back(s);
    } else if (pick <= 3) {
      fo = goalFor(f.id, pick == 3 ? GoalKind::MarchToAvoidingBattle : GoalKind::MarchTo, target,
                   rng.d6() == 6);
    } else if (pick == 4 && f.location.atNode()) {
      // One link in the morning, maybe another in the afternoon.
      const auto links = sc.map.linksAt(f.location.node);
      if (links.empty()) continue;
      const std::string a =
          links[static_cast<std::size_t>(rng.roll(static_cast<int>(links.size())) - 1)]->otherEnd(
              f.location.node);
      fo = stepsFor(f.id, {march({f.location.node, a})});
      const auto more = sc.map.linksAt(a);
      if (!more.empty() && rng.d6() >= 4)
        fo.steps.push_back(
            march({a, more[static_cast<std::size_t>(rng.roll(static_cast<int>(more.size())) - 1)]
                          ->otherEnd(a)}));
    } else if (pick == 5 && f.location.atNode()) {
      fo = stepsFor(f.id, {work(WorkTask::Entrench)});
    } else if (pick == 6 && f.location.atNode()) {
      fo = stepsFor(f.id, {bridgeRailOrWater(sc, f, rng)});
    } else {
      continue;  // holds
    }
    t.forces.push_back(fo);
    if (valid(t)) o = t;
  }
  return o;
}

/// A random legal result for each battle awaiting one (C-28): a winner and a rout, or undecided.
void resolveBattles(CampaignEngine& engine, CampaignState& st, Dice& rng) {
  for (const BattleMeeting* b : battlesAwaitingResult(st)) {
    BattleResult r;
    r.battle = b->id;
    r.boundsFought = rng.roll(12);
    const int roll = rng.d6();
    if (roll <= 4) {
      r.winner = roll <= 2 ? b->defenderSide : b->attackerSide;
      r.routStages = rng.roll(2);
    } else if (roll == 5) {
      r.nightRetreatSide = b->attackerSide;
    }
    for (const auto& f : b->present)
      for (const auto& e : f.elements)
        if (rng.d6() == 6) r.elements.push_back({e, ElementStatus::Destroyed});
    const std::string id = b->id;
    if (!engine.applyBattleResult(r).empty()) {
      BattleResult plain;
      plain.battle = id;
      plain.boundsFought = 1;
      plain.winner = r.winner.empty() ? b->defenderSide : r.winner;
      REQUIRE(engine.applyBattleResult(plain).empty());
    }
    break;  // the list changes as results are applied: one a call
  }
}

WaterRailReferee::Seen g_boats;  ///< what the C-24/C-25 referee saw over the seeds run
int g_periodsChecked = 0;        ///< periods run and checked over the seeds

int runCampaign(std::uint64_t seed, std::string& report) {
  Dice rng(seed);
  CampaignFixture fx = randomCampaign(rng);
  CampaignState st = fx.start();
  Dice dice(st.rngState);
  CampaignEngine engine(fx.scenario, st, dice);
  Checker check(fx.scenario);
  WaterRailReferee boats(fx.scenario, [&](const std::string& what) { check.fail(what); });
  int splitNumber = 0;
  for (int day = 1; day <= 10; ++day) {
    std::vector<SideOrders> orders;
    for (const char* side : {"blue", "red"})
      orders.push_back(randomOrders(engine, fx.scenario, st, side, rng, splitNumber, orders));
    // At dawn the record is taken as the orders are written: before the splits, and before the
    // morning's returns and rail arrivals (docs/rules.md, C-6).
    check.history.push_back({periodIndexOf(st.day, st.period), st});
    check.views(st);
    REQUIRE(engine.setOrders(orders).empty());
    boats.dawn(orders);
    for (int p = 0; p < 3; ++p) {
      if (p > 0) {
        check.history.push_back({periodIndexOf(st.day, st.period),
                                 check.asPeriodBegins(st, periodIndexOf(st.day, st.period))});
        check.views(st);
      }
      const CampaignState before = st;
      const std::size_t logFrom = st.log.size();
      try {
        engine.runPeriod();
      } catch (const std::exception& e) {
        std::string last;
        for (std::size_t i = st.log.size() > 12 ? st.log.size() - 12 : 0; i < st.log.size(); ++i)
          last += "\n    " + st.log[i].text;
        for (const auto& f : st.forces)
          if (!f.location.atNode())
            last += "\n    " + f.id + " on " + f.location.link + " towards " + f.location.towards +
                    " at " + std::to_string(f.location.stagesFromStart);
        throw std::runtime_error(e.what() + last);
      }
      check.movement(before, st, logFrom);
      check.waterAndRail(before, st, logFrom);
      check.defenders(before, st);
      check.arrivals(before, st);
      check.onMapBefore.clear();
      for (const auto& f : st.forces) check.onMapBefore.insert(f.id);
      std::vector<std::string> routed;  // a battle's end may move them off their boarding place
      for (std::size_t i = logFrom; i < st.log.size(); ++i)
        if (st.log[i].kind == "rout" || st.log[i].kind == "retreat")
          routed.insert(routed.end(), st.log[i].forces.begin(), st.log[i].forces.end());
      boats.period(before, st, logFrom, routed);
      for (int k = 0; k < 8 && !battlesAwaitingResult(st).empty(); ++k)
        resolveBattles(engine, st, rng);
      boats.betweenPeriods(st, "after the results of period " +
                                   std::to_string(periodIndexOf(before.day, before.period)));
      ++g_periodsChecked;
    }
  }
  boats.end();
  const auto& seen = boats.seen();
  g_boats.boardings += seen.boardings;
  g_boats.notFoot += seen.notFoot;
  g_boats.surfStops += seen.surfStops;
  g_boats.journeys += seen.journeys;
  g_boats.detrained += seen.detrained;
  report = check.report.str();
  return check.violations;
}

int seedsToRun() {
  const char* env = std::getenv("HFG_CAMPAIGN_PROPERTY_SEEDS");
  return env ? std::max(1, std::atoi(env)) : 12;
}

}  // namespace

TEST_CASE(
    "C-3 C-6 C-10 C-11 C-13 C-14 C-17 C-23 C-24 C-25 property: random campaigns keep the rules "
    "after every period") {
  // Short by default (12 seeds); HFG_CAMPAIGN_PROPERTY_SEEDS=200 runs seeds 1..200 (docs/rules.md).
  const int seeds = seedsToRun();
  int total = 0;
  for (int seed = 1; seed <= seeds; ++seed) {
    std::string report;
    int v = 0;
    try {
      v = runCampaign(static_cast<std::uint64_t>(seed), report);
    } catch (const std::exception& e) {
      v = 1;
      report = e.what();
    }
    if (v > 0) MESSAGE("seed " << seed << ": " << v << " violations\n" << report);
    total += v;
  }
  MESSAGE(seeds << " seeds" << std::string(denseRail() ? " (dense rail orders)" : "") << ", "
                << g_periodsChecked << " periods checked, " << total
                << " violations; C-24/C-25 referee saw " << g_boats.boardings
                << " boardings (" << g_boats.notFoot << " not foot), " << g_boats.surfStops
                << " surf stops, " << g_boats.journeys << " rail journeys and " << g_boats.detrained
                << " elements detrained");
  CHECK(g_boats.boardings > 0);
  CHECK(g_boats.journeys > 0);
  CHECK(total == 0);
}
