// C-5: every order of both sides is checked before anything is carried out (C-7, C-8, C-10..C-14,
// C-22, C-24, C-25).
#include <algorithm>
#include <cmath>

#include "core/campaign/campaign_engine.h"
#include "core/campaign/force_roster.h"
#include "core/campaign/known_roads.h"
#include "core/campaign/map_rules.h"
#include "core/campaign/state_check.h"

namespace hfg {
namespace {

bool contains(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

struct Checker {
  const Scenario& scenario;
  const RoutePlanner& planner;
  CampaignState& state;  ///< a copy: splits and merges are tried on it
  std::vector<OrderError>& errors;
  std::string side;
  int seenAt = 0;  ///< C-6: the side plans with the bridges it knows (intelSeenAt)

  void fail(const std::string& force, int step, const std::string& rule, const std::string& msg) {
    errors.push_back({side, force, step, rule, msg});
  }

  bool movable(const Force& f, const std::string& what) {
    if (f.inBattle) {
      fail(f.id, -1, "C-28", what + ": the force is in a battle");
      return false;
    }
    if (!f.embarkedOn.empty() || !f.location.atNode()) {
      fail(f.id, -1, "C-7", what + ": the force must be ashore at a node");
      return false;
    }
    // C-24: the troops aboard a fleet are counted against its naval elements; a fleet carrying
    // them keeps its ships together until they land.
    if (std::any_of(state.forces.begin(), state.forces.end(),
                    [&](const Force& x) { return x.aboard == f.id && x.embarkedOn == "water"; })) {
      fail(f.id, -1, "C-24", what + ": troops are aboard this fleet; they land first");
      return false;
    }
    return true;
  }

  bool naval(const Force& f) const {
    return isNavalForce(forceRoster(scenario, state, f, RosterFilter::All));
  }

  void split(const SplitOrder& s) {
    Force* f = state.findForce(s.force);
    if (!f || f->side != side) return fail(s.force, -1, "C-7", "split: no such force of this side");
    if (!movable(*f, "split")) return;
    if (s.newForce.empty() || state.findForce(s.newForce))
      return fail(s.force, -1, "C-7", "split: new force id '" + s.newForce + "' is empty or taken");
    if (s.commands.empty() && s.elements.empty())
      return fail(s.force, -1, "C-7", "split: nothing to split off");
    const auto roster = forceRoster(scenario, state, *f, RosterFilter::All);
    for (const auto& c : s.commands)
      if (!contains(f->commands, c))
        return fail(s.force, -1, "C-7", "split: command '" + c + "' is not in the force");
    for (const auto& e : s.elements) {
      const bool inForce = std::any_of(roster.begin(), roster.end(), [&](const RosterElement& r) {
        return r.id == e && !r.general && !contains(s.commands, r.command);
      });
      if (!inForce)
        return fail(s.force, -1, "C-7",
                    "split: element '" + e +
                        "' is not a non-general element of the force outside the split commands");
    }
    Force n;
    n.id = s.newForce;
    n.name = s.newName.empty() ? s.newForce : s.newName;
    n.side = f->side;
    n.location = f->location;
    n.activePeriodsInRow = f->activePeriodsInRow;
    n.mustRest = f->mustRest;
    n.stagesToday = f->stagesToday;
    n.cameFrom = f->cameFrom;
    n.commands = s.commands;
    n.detached = s.elements;
    std::erase_if(f->commands, [&](const std::string& c) { return contains(s.commands, c); });
    std::erase_if(f->detached, [&](const std::string& e) { return contains(s.elements, e); });
    state.forces.push_back(n);
    f = state.findForce(s.force);
    if (forceRoster(scenario, state, *f, RosterFilter::All).empty())
      fail(s.force, -1, "C-7",
           "split: it would leave the force empty (send the whole force instead)");
  }

  void merge(const MergeOrder& m) {
    Force* a = state.findForce(m.force);
    Force* b = state.findForce(m.into);
    if (!a || !b || a->side != side || b->side != side || a == b)
      return fail(m.force, -1, "C-7", "merge: needs two different forces of this side");
    if (!movable(*a, "merge") || !movable(*b, "merge")) return;
    if (a->location.node != b->location.node)
      return fail(m.force, -1, "C-7", "merge: the forces are not at the same node");
    // C-23, C-24: a fleet sails with naval elements and staff only; land troops go aboard it
    // by embarking (and count against its room), never by merging into it.
    if (naval(*a) != naval(*b))
      return fail(m.force, -1, "C-23",
                  "merge: a fleet and land troops cannot merge; land troops embark aboard a fleet");
    b->commands.insert(b->commands.end(), a->commands.begin(), a->commands.end());
    b->detached.insert(b->detached.end(), a->detached.begin(), a->detached.end());
    // C-7, C-27: a detachment that rejoins its own command is part of it again, not listed twice.
    std::erase_if(b->detached, [&](const std::string& e) {
      const auto r = findRosterElement(scenario, e);
      return r && contains(b->commands, r->command);
    });
    b->activePeriodsInRow = std::max(a->activePeriodsInRow, b->activePeriodsInRow);
    b->mustRest = a->mustRest || b->mustRest;
    b->stagesToday = std::max(a->stagesToday, b->stagesToday);
    const std::string gone = a->id;
    std::erase_if(state.forces, [&](const Force& f) { return f.id == gone; });
  }

  /// Where walking a force's steps has got to (C-4): the node, the periods active in a row, the
  /// rest owed, the stages marched today and how it is embarked.
  struct Walk {
    std::string node;
    int active = 0;
    bool mustRest = false;
    std::string restRule;
    double today = 0;
    std::string embarked;
    bool positionKnown = true;
  };

  /// C-10, C-12, C-3: a march step along known open roads within the period's and day's stages.
  void marchStep(const Force& f, int p, const Step& s, bool night, const MarchRate& rate,
                 const std::vector<char>& road, Walk& w) {
    if (!w.embarked.empty()) {
      fail(f.id, p, "C-24", "march: the force is embarked");
      return;
    }
    if (rate.perPeriodStages == 0) {
      fail(f.id, p, "C-10",
           "march: the force holds an element that does not march (Supply Base or naval)");
      return;
    }
    if (tooLarge(f, p)) return;
    const double len = pathCheck(f, p, s.route, w.node, road, "C-3",
                                 "open road link (no broken or missing bridge)");
    if (len < 0) return;
    const int perPeriod =
        night ? std::min(rate.perPeriodStages, kNightOrMudMaxStages) : rate.perPeriodStages;
    if (len > perPeriod + 1e-9)
      fail(f.id, p, night ? "C-12" : "C-10",
           "march of " + fmt(len) + " stages exceeds the " + std::to_string(perPeriod) +
               " allowed in this period");
    if (w.today + len > rate.perDayStages + 1e-9)
      fail(f.id, p, "C-10",
           "marching " + fmt(w.today + len) + " stages today exceeds the " +
               std::to_string(rate.perDayStages) + " allowed per day");
    w.today += len;
    w.node = s.route.back();
    if (night) {
      w.mustRest = true;
      w.restRule = "C-14";
    }
  }

  /// C-25: entraining at a station for another station the railway reaches.
  void entrainStep(const Force& f, int p, const Step& s, const std::vector<char>& rail, Walk& w) {
    const StageNode* here = planner.index().findNode(scenario.map, w.node);
    const StageNode* dest = planner.index().findNode(scenario.map, s.target);
    if (!here || !here->station)
      fail(f.id, p, "C-25", "entrain: '" + w.node + "' is not a station");
    else if (!dest || !dest->station)
      fail(f.id, p, "C-25", "entrain: target '" + s.target + "' is not a station");
    else if (!planner.shortest(w.node, s.target, rail))
      fail(f.id, p, "C-25", "entrain: no railway from '" + w.node + "' to '" + s.target + "'");
    if (!w.embarked.empty()) fail(f.id, p, "C-25", "entrain: the force is embarked");
    w.embarked = "rail";
    w.positionKnown = false;
  }

  /// Checks explicit steps by walking them from the force's position at dawn.
  void steps(const Force& f, const ForceOrder& o) {
    if (o.steps.size() > 3)
      return fail(f.id, -1, "C-4", "more than 3 steps (MORNING, AFTERNOON, NIGHT)");
    const MarchRate rate = forceMarchRate(scenario, state, f);
    const auto roster = forceRoster(scenario, state, f, RosterFilter::Marching);
    const std::vector<char>& road = knownRoads(planner, state, side, seenAt);  // C-6
    const auto rail = openLinks(scenario.map, state, Travel::Rail);
    const auto water = openLinks(scenario.map, state, Travel::Water);
    Walk w;
    w.node = f.location.atNode() ? f.location.node : "";
    w.active = f.activePeriodsInRow;
    w.mustRest = f.mustRest;
    w.restRule = f.mustRest && f.mustRestRule == "C-21" ? "C-21" : "C-14";
    w.today = f.stagesToday;
    // A fleet is always on the water (C-23).
    w.embarked = isNavalForce(roster) ? "water" : f.embarkedOn;
    const bool frozen = f.inBattle || f.embarkedOn == "rail";
    for (int p = 0; p < static_cast<int>(o.steps.size()); ++p) {
      const Step& s = o.steps[static_cast<std::size_t>(p)];
      const bool night = p == static_cast<int>(Period::Night);
      const bool isActive = s.kind == StepKind::March || s.kind == StepKind::Work ||
                            s.kind == StepKind::Embark || s.kind == StepKind::Land ||
                            s.kind == StepKind::Entrain;
      if (s.kind == StepKind::Hold || s.kind == StepKind::Rest) {
        w.active = 0;
        w.mustRest = false;
        continue;
      }
      if (frozen) {
        fail(f.id, p, f.inBattle ? "C-28" : "C-25",
             f.inBattle ? "the force is in a battle: it can only hold"
                        : "the force is on the railway: it can only hold");
        continue;
      }
      if (isActive && w.mustRest)
        fail(f.id, p, w.restRule,
             w.restRule == "C-21"
                 ? "a routed force rests in the period of its rout (C-21 Interpretation, "
                   "docs/rules.md)"
                 : "a march by night must be followed by a rest period");
      if (isActive && w.active >= 2)
        fail(f.id, p, "C-14", "troops cannot march or work for more than 2 successive periods");
      if (s.kind == StepKind::Sail) {
        if (!isNavalForce(roster))
          fail(f.id, p, "C-23",
               "sail: only a fleet sails; troops aboard go where their fleet sails (C-24)");
        else if (w.embarked != "water")
          fail(f.id, p, "C-23", "sail: the force is not embarked");
        if (w.positionKnown) pathCheck(f, p, s.route, w.node, water, "C-23", "water link");
        w.positionKnown = false;  // a die decides how far it goes
        continue;
      }
      if (!w.positionKnown || w.node.empty()) {
        if (w.node.empty() && w.positionKnown)
          fail(f.id, p, "C-8", std::string(keyOf(s.kind)) + ": the force must be at a node");
        ++w.active;
        continue;
      }
      switch (s.kind) {
        case StepKind::March: {
          marchStep(f, p, s, night, rate, road, w);
          break;
        }
        case StepKind::Work:
          if (!w.embarked.empty())  // C-22 Interpretation: works are dug by land troops ashore
            fail(f.id, p, "C-22", "work: only land troops ashore work (a fleet, troops aboard or "
                                  "on the railway do not)");
          else
            workCheck(f, p, s, w.node, roster);
          break;
        case StepKind::Entrain: {
          entrainStep(f, p, s, rail, w);
          break;
        }
        case StepKind::Embark:
          if (!w.embarked.empty()) fail(f.id, p, "C-24", "embark: the force is already embarked");
          if (!touchesWater(scenario.map, w.node))
            fail(f.id, p, "C-24", "embark: '" + w.node + "' has no water link");
          break;
        case StepKind::Land:
          if (w.embarked != "water") fail(f.id, p, "C-24", "land: the force is not embarked");
          if (!touchesWater(scenario.map, w.node))
            fail(f.id, p, "C-24", "land: '" + w.node + "' has no water link");
          if (night && !isFootForce(roster)) fail(f.id, p, "C-24", "only foot can land at night");
          break;
        default: break;
      }
      if (isActive) ++w.active;
    }
    // Leave the force as these steps would (C-15: the native side's second day follows on).
    Force* left = state.findForce(f.id);
    if (!left) return;
    if (w.positionKnown && !w.node.empty()) {
      left->location = Location{};
      left->location.node = w.node;
    }
    left->activePeriodsInRow = w.active;
    left->mustRest = w.mustRest;
    left->stagesToday = w.today;
    left->embarkedOn = isNavalForce(roster) ? f.embarkedOn : w.embarked;
  }

  static std::string fmt(double x) {
    if (std::abs(x - std::round(x)) < 1e-9)
      return std::to_string(static_cast<long long>(std::llround(x)));
    std::string s = std::to_string(x);
    while (!s.empty() && s.back() == '0') s.pop_back();
    return s;
  }

  /// C-13 Interpretation: a force over the stage limit cannot march at all; it must split.
  bool tooLarge(const Force& f, int p) {
    if (!overStageCapacity(scenario, state, f)) return false;
    fail(f.id, p, "C-13",
         "march: with " + std::to_string(commandCountForCapacity(f)) + " commands and " +
             std::to_string(forceRoster(scenario, state, f, RosterFilter::Marching).size()) +
             " elements the force is larger than one stage takes in a period (2 commands and 15 "
             "elements): split it at dawn");
    return true;
  }

  /// Checks that `route` starts at `node` and each pair is joined by an open link; its length.
  double pathCheck(const Force& f, int p, const std::vector<std::string>& route,
                   const std::string& node, const std::vector<char>& open, const std::string& rule,
                   const std::string& what) {
    if (route.size() < 2) {
      fail(f.id, p, "C-8", "route needs at least 2 nodes (start and next)");
      return -1;
    }
    if (route.front() != node) {
      fail(f.id, p, "C-8",
           "route starts at '" + route.front() + "' but the force will be at '" + node + "'");
      return -1;
    }
    double len = 0;
    for (std::size_t i = 1; i < route.size(); ++i) {
      const int a = planner.nodeIndex(route[i - 1]);
      const int b = planner.nodeIndex(route[i]);
      if (a < 0 || b < 0) {
        fail(f.id, p, "C-1",
             "route node '" + (a < 0 ? route[i - 1] : route[i]) + "' is not on the map");
        return -1;
      }
      const int l = planner.linkBetween(a, b, open);
      if (l < 0) {
        fail(f.id, p, rule, "no " + what + " from '" + route[i - 1] + "' to '" + route[i] + "'");
        return -1;
      }
      len += scenario.map.links[static_cast<std::size_t>(l)].stages;
    }
    return len;
  }

  void workCheck(const Force& f, int p, const Step& s, const std::string& node,
                 const std::vector<RosterElement>& roster) {
    if (s.work == WorkTask::Entrench || s.work == WorkTask::Redoubt) return;
    const StageLink* link = planner.index().findLink(scenario.map, s.target);
    if (!link || (link->from != node && link->to != node))
      return fail(f.id, p, "C-22",
                  "bridge work: link '" + s.target + "' does not touch '" + node + "'");
    const BridgeState bridge = bridgeNow(state, *link);
    if (s.work == WorkTask::BreakBridge && bridge != BridgeState::Intact)
      fail(f.id, p, "C-22", "break bridge: link '" + s.target + "' has no standing bridge");
    if (s.work == WorkTask::RepairBridge && bridge != BridgeState::Broken)
      fail(f.id, p, "C-22", "repair bridge: the bridge on '" + s.target + "' is not broken");
    if (s.work == WorkTask::BuildBridge) {
      if (link->riverName.empty() || bridge != BridgeState::None)
        fail(f.id, p, "C-22", "build bridge: link '" + s.target + "' crosses no unbridged river");
      const bool pontoons = std::any_of(roster.begin(), roster.end(), [](const RosterElement& e) {
        return e.type == TroopType::Pontooneers;
      });
      if (!pontoons)
        fail(f.id, p, "C-22", "build bridge: needs a Pontooneers element in the force");
    }
  }

  void goal(const Force& f, const Goal& g) {
    const auto needNode = [&](const char* rule) {
      if (!planner.index().findNode(scenario.map, g.node)) {
        fail(f.id, -1, rule,
             std::string(keyOf(g.kind)) + ": node '" + g.node + "' is not on the map");
        return false;
      }
      return true;
    };
    switch (g.kind) {
      case GoalKind::MarchTo:
      case GoalKind::MarchToAvoidingBattle: {
        if (!needNode("C-8")) return;
        if (forceMarchRate(scenario, state, f).perPeriodStages == 0)
          return fail(f.id, -1, "C-10", "march: the force holds an element that does not march");
        if (tooLarge(f, -1)) return;
        if (!f.location.atNode()) return;  // planned from the link's ends when it runs
        thread_local IndexRoute route;     // only whether there is one: no ids built
        if (!planner.shortest(planner.nodeIndex(f.location.node), planner.nodeIndex(g.node),
                              knownRoads(planner, state, side, seenAt), nullptr, route))
          fail(f.id, -1, "C-3",
               "no open road route from '" + f.location.node + "' to '" + g.node + "'");
        break;
      }
      case GoalKind::Entrench:
        if (naval(f) || !f.embarkedOn.empty())
          fail(f.id, -1, "C-22", "entrench: only land troops ashore work");
        break;
      case GoalKind::EntrainTo: {
        if (!needNode("C-25")) return;
        const StageNode* here = planner.index().findNode(scenario.map, f.location.node);
        if (!here || !here->station)
          return fail(f.id, -1, "C-25", "entrain: the force is not at a station");
        if (!planner.index().findNode(scenario.map, g.node)->station)
          return fail(f.id, -1, "C-25", "entrain: '" + g.node + "' is not a station");
        if (!planner.shortest(f.location.node, g.node,
                              openLinks(scenario.map, state, Travel::Rail)))
          fail(f.id, -1, "C-25", "entrain: no railway to '" + g.node + "'");
        break;
      }
      default: break;
    }
  }
};

/// The state the checks try the day's splits and merges on: all of `state` but its log and
/// position history, which they never read and which grow with every period (copying them at
/// each dawn was a third of a 60-day campaign's time).
CampaignState trialCopy(const CampaignState& state) {
  // Binding every member makes a member added later fail to compile here until it is copied.
  [[maybe_unused]] const auto& [scenarioFile, day, period, weather, forces, elementStates, log,
                                rngState, works, bridges, pendingBattles, positionHistory,
                                railBookings, nextBattleNumber, campaignKey, resultsWaiting,
                                heldOrders, resolvedBattles] = state;
  CampaignState copy;
  copy.scenarioFile = scenarioFile;
  copy.day = day;
  copy.period = period;
  copy.weather = weather;
  copy.forces = forces;
  copy.elementStates = elementStates;
  copy.rngState = rngState;
  copy.works = works;
  copy.bridges = bridges;
  copy.pendingBattles = pendingBattles;
  copy.railBookings = railBookings;
  copy.nextBattleNumber = nextBattleNumber;
  copy.campaignKey = campaignKey;
  copy.resultsWaiting = resultsWaiting;
  copy.heldOrders = heldOrders;
  copy.resolvedBattles = resolvedBattles;
  return copy;
}

}  // namespace

std::vector<OrderError> CampaignEngine::validate(const std::vector<SideOrders>& orders) const {
  std::vector<OrderError> errors;
  for (const auto& problem : checkCampaignState(m_scenario, m_state, m_planner.index()))
    errors.push_back({"", "", -1, "C-1", "state: " + problem});
  if (!errors.empty()) return errors;
  CampaignState copy = trialCopy(m_state);
  std::vector<std::string> sidesSeen;
  for (const auto& so : orders) {
    if (!m_scenario.findSide(so.side)) {
      errors.push_back({so.side, "", -1, "C-5", "no such side in the scenario"});
      continue;
    }
    // C-15: on its move day the native side gives yesterday's held orders, then today's.
    const bool nativeTwoDays = isNative(so.side) && nativeMovesToday();
    const bool heldDay =
        nativeTwoDays && so.day == m_state.day - 1 && !contains(sidesSeen, so.side);
    const bool secondDay = nativeTwoDays && so.day == m_state.day && contains(sidesSeen, so.side) &&
                           std::count(sidesSeen.begin(), sidesSeen.end(), so.side) == 1;
    if (contains(sidesSeen, so.side) && !secondDay)
      errors.push_back(
          {so.side, "", -1, nativeTwoDays ? "C-15" : "C-5",
           nativeTwoDays
               ? "the native side gives yesterday's held orders first, then today's, once each"
               : "orders given twice for this side"});
    sidesSeen.push_back(so.side);
    if ((so.day != m_state.day && !heldDay) || m_state.period != Period::Morning)
      errors.push_back({so.side, "", -1, "C-5",
                        "orders are for day " + std::to_string(so.day) + " but it is day " +
                            std::to_string(m_state.day) + ", " +
                            std::string(keyOf(m_state.period)) + " (orders are written at dawn)"});
    if (secondDay)
      for (auto& f : copy.forces)
        if (f.side == so.side) f.stagesToday = 0;  // its second day's march totals (C-10)
    if (so.brilliantAdjust != 1 && so.brilliantAdjust != -1)
      errors.push_back({so.side, "", -1, "C-17", "brilliantAdjust must be +1 or -1"});
    Checker check{m_scenario, m_planner, copy,
                  errors,     so.side,   intelSeenAt(m_scenario.settings.intelLagPeriods, m_state)};
    for (const auto& s : so.splits) check.split(s);
    for (const auto& m : so.merges) check.merge(m);
    std::vector<std::string> listed;
    for (const auto& fo : so.forces) {
      const Force* f = copy.findForce(fo.force);
      if (!f || f->side != so.side) {
        check.fail(fo.force, -1, "C-7", "no such force of this side");
        continue;
      }
      if (contains(listed, fo.force)) check.fail(fo.force, -1, "C-5", "the force has two orders");
      listed.push_back(fo.force);
      if (fo.goal && !fo.steps.empty()) {
        check.fail(fo.force, -1, "C-8", "give either steps or a goal, not both");
        continue;
      }
      if (fo.goal) {
        if ((f->inBattle || f->embarkedOn == "rail") && fo.goal->kind != GoalKind::Hold)
          check.fail(fo.force, -1, f->inBattle ? "C-28" : "C-25", "the force can only hold now");
        else
          check.goal(*f, *fo.goal);
      } else {
        check.steps(*f, fo);
      }
    }
  }
  return errors;
}

std::vector<OrderError> CampaignEngine::setOrders(const std::vector<SideOrders>& orders) {
  auto errors = validate(orders);
  if (!errors.empty()) return errors;
  // C-6: the enemy learns of the day's splits and merges only as the lag passes, so the dawn's
  // positions are recorded before they are made.
  recordPositions();
  // Validation tried the same splits and merges on a copy; now do them for real.
  std::vector<OrderError> none;
  for (const auto& so : orders) {
    Checker apply{m_scenario, m_planner, m_state, none, so.side, 0};
    for (const auto& s : so.splits) {
      apply.split(s);
      log({m_state.day,
           m_state.period,
           "C-7",
           "split",
           {s.force, s.newForce},
           m_state.findForce(s.force)->location.node,
           {},
           "Force " + s.newForce + " split from " + s.force + " at " +
               nodeName(m_state.findForce(s.force)->location.node),
           so.side,
           "",
           std::nullopt});
    }
    for (const auto& m : so.merges) {
      const std::string at = m_state.findForce(m.into)->location.node;
      apply.merge(m);
      log({m_state.day,
           m_state.period,
           "C-7",
           "merge",
           {m.force, m.into},
           at,
           {},
           "Force " + m.force + " joined " + m.into + " at " + nodeName(at),
           so.side,
           "",
           std::nullopt});
    }
  }
  keepOrders(orders);
  for (const auto& so : orders)
    if (isNative(so.side) && !nativeMovesToday())
      log({m_state.day,
           m_state.period,
           "C-15",
           "held",
           {},
           "",
           {},
           "The native side's orders for day " + std::to_string(so.day) + " are held until day " +
               std::to_string(so.day + 1) + ", when it makes two days' moves",
           so.side,
           "",
           std::nullopt});
  return {};
}

}  // namespace hfg
