// Issue #16 property test: random small maps and random legal orders for both sides over 10 days;
// after every period the rules' invariants are checked by code of its own, from the truth the
// test keeps (C-6, C-10..C-14, C-17). Short in ctest; HFG_CAMPAIGN_PROPERTY_SEEDS=200 for the long
// run (docs/rules.md).
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <map>
#include <queue>
#include <set>
#include <sstream>
#include <stdexcept>

#include "core/campaign/force_roster.h"
#include "core/campaign/order_seal.h"
#include "core/campaign/side_view.h"
#include "core/io/side_view_io.h"
#include "core/rules/troop_table.h"
#include "fixture.h"

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

/// A small random campaign: 6..9 nodes joined by a random tree and a few more links of 0.5 to 2
/// stages; two sides of 3..4 forces, some over the C-13 limit.
CampaignFixture randomCampaign(Dice& rng) {
  CampaignFixture fx;
  fx.scenario.settings.seed = rng.next();
  const int n = 5 + rng.roll(4);
  for (int i = 0; i < n; ++i) fx.node("n" + std::to_string(i), rng.roll(60), rng.roll(60));
  const double lengths[] = {0.5, 1.0, 1.0, 1.5, 2.0};
  auto kind = [&] { return rng.d6() == 1 ? LinkKind::BadRoad : LinkKind::GoodRoad; };
  for (int i = 1; i < n; ++i)
    fx.link("n" + std::to_string(rng.roll(i) - 1), "n" + std::to_string(i), kind(),
            lengths[rng.roll(5) - 1]);
  for (int k = 0; k < 3; ++k) {
    const int a = rng.roll(n) - 1;
    const int b = rng.roll(n) - 1;
    const std::string na = "n" + std::to_string(a);
    const std::string nb = "n" + std::to_string(b);
    if (a != b && !fx.scenario.map.findLink(na + "-" + nb) && !fx.scenario.map.findLink(nb + "-" + na))
      fx.link(na, nb, kind(), 1.0);  // link ids stay unique
  }
  int number = 0;
  for (const char* side : {"blue", "red"}) {
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
      fx.scenario.startPositions.push_back({id, std::string(side) + " force " + pad(number),
                                            side, commands, "n" + std::to_string(rng.roll(n) - 1)});
    }
  }
  return fx;
}

/// The test's own road graph: shortest stages between places (Dijkstra over nodes).
struct Roads {
  const StageMap& map;
  std::map<std::string, std::vector<std::pair<std::string, double>>> next;
  explicit Roads(const StageMap& m) : map(m) {
    for (const auto& l : m.links) {
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

/// One period's truth as the test saw it, before the period ran.
struct Snapshot {
  int period = 0;
  CampaignState state;
};

struct Checker {
  const Scenario& scenario;
  Roads roads;
  std::vector<Snapshot> history;
  std::map<std::string, int> activeInRow;  ///< C-14, counted from positions and the log
  std::map<std::string, bool> nightMarched;
  std::map<std::string, double> today;
  int violations = 0;
  std::ostringstream report;

  Checker(const Scenario& s) : scenario(s), roads(s.map) {}

  void fail(const std::string& what) {
    ++violations;
    if (violations <= 20) report << what << '\n';
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
      if (!now || routed.count(f.id) || !f.embarkedOn.empty()) continue;
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
      // C-13: the stages it marched on, from the nodes its march passed (the log's words).
      for (const auto& stage : stagesMarched(f, after, logFrom)) {
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

  /// The links of a march: "(Nn1 - Nn2 - part way to Nn3)" and its start part way along a road.
  std::set<std::string> stagesMarched(const Force& f, const CampaignState& after,
                                      std::size_t logFrom) const {
    std::set<std::string> out;
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
      for (std::size_t k = 1; k < nodes.size(); ++k)
        for (const auto* l : scenario.map.linksAt(nodes[k - 1]))
          if (l->otherEnd(nodes[k - 1]) == nodes[k]) out.insert(l->id);
    }
    return out;
  }

  /// C-17: a battle's defender is the only side that stood at its place as the period began.
  void defenders(const CampaignState& before, const CampaignState& after) {
    for (const auto& b : after.pendingBattles) {
      if (std::any_of(before.pendingBattles.begin(), before.pendingBattles.end(),
                      [&](const BattleSetup& x) { return x.id == b.id; }) ||
          b.node.empty() || b.periodsFought > 0)  // a resumed battle keeps its defender (C-20)
        continue;
      // Forces that stood there all period long: not one that marched off and came back.
      std::set<std::string> moved;
      for (const auto& e : after.log)
        if (e.day == before.day && e.period == before.period &&
            (e.kind == "march" || e.kind == "avoid"))
          moved.insert(e.forces.begin(), e.forces.end());
      std::set<std::string> there;
      for (const auto& f : before.forces)
        if (!moved.count(f.id) && f.location.atNode() && f.location.node == b.node && f.embarkedOn.empty() &&
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
        if (!(then->location == k.location) || count(scenario, snap->state, *then) != k.elementCount)
          fail("C-6 " + me + " sees " + k.force + " not as it stood at period " +
               std::to_string(snap->period));
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
        if (b.side != me && (!snap || std::none_of(snap->state.bridges.begin(),
                                                   snap->state.bridges.end(),
                                                   [&](const BridgeChange& x) { return x == b; })))
          fail("C-6 " + me + " sees a bridge change on " + b.link + " before the lag");
    }
  }
};

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
  for (const auto& m : o.merges) std::erase_if(after.forces, [&](const Force& f) { return f.id == m.force; });
  const int nodes = static_cast<int>(sc.map.nodes.size());
  for (const auto& f : after.forces) {
    if (f.side != side) continue;
    SideOrders t = o;
    ForceOrder fo;
    const int pick = rng.d6();
    const std::string target = sc.map.nodes[static_cast<std::size_t>(rng.roll(nodes) - 1)].id;
    if (pick <= 3) {
      fo = goalFor(f.id, pick == 3 ? GoalKind::MarchToAvoidingBattle : GoalKind::MarchTo, target,
                   rng.d6() == 6);
    } else if (pick == 4 && f.location.atNode()) {
      // One link in the morning, maybe another in the afternoon.
      const auto links = sc.map.linksAt(f.location.node);
      if (links.empty()) continue;
      const std::string a = links[static_cast<std::size_t>(rng.roll(static_cast<int>(links.size())) - 1)]
                                ->otherEnd(f.location.node);
      fo = stepsFor(f.id, {march({f.location.node, a})});
      const auto more = sc.map.linksAt(a);
      if (!more.empty() && rng.d6() >= 4)
        fo.steps.push_back(march(
            {a, more[static_cast<std::size_t>(rng.roll(static_cast<int>(more.size())) - 1)]->otherEnd(a)}));
    } else if (pick == 5 && f.location.atNode()) {
      fo = stepsFor(f.id, {work(WorkTask::Entrench)});
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
  for (const BattleSetup* b : battlesAwaitingResult(st)) {
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

int runCampaign(std::uint64_t seed, std::string& report) {
  Dice rng(seed);
  CampaignFixture fx = randomCampaign(rng);
  CampaignState st = fx.start();
  Dice dice(st.rngState);
  CampaignEngine engine(fx.scenario, st, dice);
  Checker check(fx.scenario);
  int splitNumber = 0;
  for (int day = 1; day <= 10; ++day) {
    std::vector<SideOrders> orders;
    for (const char* side : {"blue", "red"})
      orders.push_back(randomOrders(engine, fx.scenario, st, side, rng, splitNumber, orders));
    check.history.push_back({periodIndexOf(st.day, st.period), st});  // before the splits
    check.views(st);
    REQUIRE(engine.setOrders(orders).empty());
    for (int p = 0; p < 3; ++p) {
      if (p > 0) {
        check.history.push_back({periodIndexOf(st.day, st.period), st});
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
      check.defenders(before, st);
      for (int k = 0; k < 8 && !battlesAwaitingResult(st).empty(); ++k) resolveBattles(engine, st, rng);
    }
  }
  report = check.report.str();
  return check.violations;
}

int seedsToRun() {
  const char* env = std::getenv("HFG_CAMPAIGN_PROPERTY_SEEDS");
  return env ? std::max(1, std::atoi(env)) : 12;
}

}  // namespace

TEST_CASE("C-6 C-10 C-13 C-14 C-17 property: random campaigns keep the rules after every period") {
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
  MESSAGE(seeds << " seeds, " << total << " violations");
  CHECK(total == 0);
}
