// One period of the campaign: steps, C-13 capacity, simultaneous movement, meetings, battles.
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "core/campaign/campaign_engine.h"
#include "core/campaign/force_roster.h"
#include "core/campaign/interpretations.h"
#include "core/campaign/map_rules.h"
#include "core/campaign/movement.h"
#include "core/campaign/tactical_moves.h"

namespace hfg {
namespace {

constexpr double kEps = 1e-9;
using campaign_rules::kStageCapacityCommands;  // C-13
using campaign_rules::kStageCapacityElements;

std::string fmt(double x) {
  if (std::abs(x - std::round(x)) < 1e-6)
    return std::to_string(static_cast<long long>(std::llround(x)));
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", x);
  return buf;
}

MapPlace placeFromLocation(const RoutePlanner& planner, const StageMap& map, const Location& loc) {
  if (loc.atNode()) return {planner.nodeIndex(loc.node), -1, 0};
  const int l = planner.linkIndex(loc.link);
  const StageLink& link = map.links[static_cast<std::size_t>(l)];
  const double s = loc.towards == link.to ? loc.stagesFromStart : link.stages - loc.stagesFromStart;
  return {-1, l, s};
}

/// Legs along `route` from `start`, no longer than `allowance` stages. Empty when the route
/// cannot be followed from there over `open` links.
std::vector<Leg> legsAlong(const RoutePlanner& planner, const StageMap& map, const MapPlace& start,
                           const std::vector<std::string>& route, const std::vector<char>& open,
                           double allowance, bool& ok) {
  std::vector<Leg> legs;
  ok = false;
  if (route.empty()) return legs;
  std::size_t i = 0;
  double left = allowance;
  if (start.link >= 0) {
    // Mid-link: first go to route[0], which must be an end of that link.
    const StageLink& link = map.links[static_cast<std::size_t>(start.link)];
    double endS;
    if (route[0] == link.to)
      endS = link.stages;
    else if (route[0] == link.from)
      endS = 0;
    else
      return legs;
    const double len = std::abs(endS - start.s);
    const double go = std::min(len, left);
    legs.push_back({start.link, start.s, start.s + (endS > start.s ? go : -go)});
    left -= go;
    if (go < len - kEps) {
      ok = true;
      return legs;
    }
  } else if (planner.nodeIndex(route[0]) != start.node) {
    return legs;
  }
  for (i = 1; i < route.size() && left > kEps; ++i) {
    const int a = planner.nodeIndex(route[i - 1]);
    const int b = planner.nodeIndex(route[i]);
    if (a < 0 || b < 0) return {};
    const int l = planner.linkBetween(a, b, open);
    if (l < 0) return {};
    const StageLink& link = map.links[static_cast<std::size_t>(l)];
    const bool forward = link.from == route[i - 1];
    const double go = std::min(link.stages, left);
    const double s0 = forward ? 0 : link.stages;
    legs.push_back({l, s0, forward ? go : link.stages - go});
    left -= go;
  }
  ok = true;
  return legs;
}

void truncateLegs(std::vector<Leg>& legs, double allowance) {
  double left = allowance;
  std::vector<Leg> out;
  for (auto l : legs) {
    if (left <= kEps) break;
    const double len = std::abs(l.toS - l.fromS);
    if (len > left) l.toS = l.fromS + (l.toS > l.fromS ? left : -left);
    left -= std::min(len, left);
    out.push_back(l);
  }
  legs = out;
}

std::string taskKey(const Step& s) {
  switch (s.kind) {
    case StepKind::Work:
      return std::string(keyOf(s.work));
    case StepKind::Embark:
      return "embark";
    case StepKind::Land:
      return "land";
    default:
      return "";
  }
}

}  // namespace

void CampaignEngine::executePeriod(int nativeStep, bool nativeOnly) {
  const Period period = m_state.period;
  const int day = m_state.day;
  const auto& map = m_scenario.map;
  const auto road = openLinks(map, m_state, Travel::Road);
  const auto water = openLinks(map, m_state, Travel::Water);
  auto ev = [&](std::string rule, std::string kind, std::vector<std::string> forces,
                std::string node, std::vector<int> dice, std::string text, std::string side) {
    log({day, period, std::move(rule), std::move(kind), std::move(forces), std::move(node),
         std::move(dice), std::move(text), std::move(side), "", std::nullopt});
  };

  // The listing order of the orders decides who takes the road first (C-13).
  std::vector<std::string> order;
  for (const auto& so : m_orders)
    for (const auto& fo : so.forces)
      if (std::find(order.begin(), order.end(), fo.force) == order.end()) order.push_back(fo.force);
  for (const auto& f : m_state.forces)
    if (std::find(order.begin(), order.end(), f.id) == order.end()) order.push_back(f.id);

  struct Plan {
    std::string force;
    Step step;
    std::vector<Leg> legs;
    double allowance = 0;
    bool water = false;
    bool night = false;    ///< C-12 applies (the native side's own night on its move days)
    bool passive = false;  ///< stands still in the native side's pass: no C-14 counting
  };
  std::vector<Plan> plans;
  std::map<std::pair<std::string, int>, std::pair<int, int>>
      stageUse;  // (side, link) → (commands, elements)

  for (const auto& id : order) {
    Force* f = m_state.findForce(id);
    if (!f || f->embarkedOn == "rail" || f->inBattle) continue;
    Plan plan;
    plan.force = f->id;
    plan.water = f->embarkedOn == "water" ||
                 isNavalForce(forceRoster(m_scenario, m_state, *f, RosterFilter::Marching));
    plan.night = period == Period::Night;
    if (isNative(f->side)) {
      // C-15: the native side acts only on its move days, step by step through two days.
      if (nativeStep >= 0) {
        if (nativeStep == 3) f->stagesToday = 0;  // its second day starts (C-10 daily total)
        plan.night = nativeStep % 3 == static_cast<int>(Period::Night);
        plan.step = stepFor(*f, static_cast<Period>(nativeStep % 3), nativeStep / 3);
      }
    } else if (nativeOnly) {
      plan.passive = true;
    } else {
      plan.step = stepFor(*f, period, 1);
    }
    const bool night = plan.night;
    const MapPlace here = placeFromLocation(m_planner, map, f->location);
    const MarchRate rate = forceMarchRate(m_scenario, m_state, *f);
    if (plan.step.kind == StepKind::March && !plan.water && rate.perPeriodStages > 0) {
      double allowance = std::min<double>(rate.perPeriodStages, rate.perDayStages - f->stagesToday);
      if (night) allowance = std::min<double>(allowance, kNightOrMudMaxStages);  // C-12
      bool ok = false;
      plan.legs = legsAlong(m_planner, map, here, plan.step.route, road, allowance, ok);
      if (!ok) {
        ev("C-8", "hold", {f->id}, f->location.node, {},
           f->name + " cannot follow its route and holds", f->side);
        plan.legs.clear();
      }
      // C-11: a march partly over bad roads while they are muddy cannot exceed 1 stage.
      const bool mud =
          m_state.weather.roadsAffected &&
          std::any_of(plan.legs.begin(), plan.legs.end(), [&](const Leg& l) {
            return map.links[static_cast<std::size_t>(l.link)].kind == LinkKind::BadRoad;
          });
      if (mud && allowance > kNightOrMudMaxStages) {
        allowance = kNightOrMudMaxStages;
        truncateLegs(plan.legs, allowance);
        ev("C-11", "mud", {f->id}, "", {},
           f->name + "'s march is cut to 1 stage by muddy bad roads", f->side);
      }
      plan.allowance = allowance;
      // C-13: stage capacity, in listing order; the rest wait at the stage's start node.
      const int fc = commandCountForCapacity(*f);
      const int fe =
          static_cast<int>(forceRoster(m_scenario, m_state, *f, RosterFilter::Marching).size());
      for (std::size_t k = 0; k < plan.legs.size(); ++k) {
        auto& use = stageUse[{f->side, plan.legs[k].link}];
        const bool startsAtNode = k > 0 || here.node >= 0;
        const bool empty = use.first == 0 && use.second == 0;
        const bool fits =
            use.first + fc <= kStageCapacityCommands || use.second + fe <= kStageCapacityElements;
        if (!empty && !fits && startsAtNode) {
          const StageLink& link = map.links[static_cast<std::size_t>(plan.legs[k].link)];
          const std::string at = std::abs(plan.legs[k].fromS) < kEps ? link.from : link.to;
          ev("C-13", "wait", {f->id}, at, {},
             f->name + " waits at " + nodeName(at) + ": the stage to " +
                 nodeName(link.otherEnd(at)) + " is full (" + std::to_string(use.first) +
                 " commands, " + std::to_string(use.second) + " elements)",
             f->side);
          plan.legs.resize(k);
          break;
        }
        use.first += fc;
        use.second += fe;
      }
    } else if (plan.step.kind == StepKind::March) {
      ev("C-10", "hold", {f->id}, f->location.node, {}, f->name + " cannot march and holds",
         f->side);
    } else if (plan.step.kind == StepKind::Sail && plan.water) {
      const int die = m_dice.d6();  // C-23: a die score of stages this period
      bool ok = false;
      plan.legs = legsAlong(m_planner, map, here, plan.step.route, water, die, ok);
      plan.allowance = die;
      ev("C-23", "sail", {f->id}, f->location.node, {die},
         f->name + " sails with a naval move of " + std::to_string(die) + " stages", f->side);
    }
    plans.push_back(plan);
  }

  // Where every force stands now, once: the C-18 retreat choice below measures from each enemy.
  std::vector<std::pair<const Force*, Vec2>> standing;
  standing.reserve(m_state.forces.size());
  for (const auto& e : m_state.forces)
    if (e.embarkedOn.empty())
      standing.push_back(
          {&e, positionOf(map, m_planner.index(), placeFromLocation(m_planner, map, e.location))});

  // Movers: every force on the map, moving or not, so that it can be met (C-16).
  std::vector<Mover> movers;
  for (const auto& plan : plans) {
    const Force& f = *m_state.findForce(plan.force);
    Mover m;
    m.force = f.id;
    m.side = f.side;
    m.water = plan.water;
    m.start = placeFromLocation(m_planner, map, f.location);
    m.legs = plan.legs;
    m.speed = plan.allowance > kEps ? plan.allowance : 1.0;
    const ForceOrder* fo = orderOf(f.id);
    m.avoidBattle =
        fo && (fo->avoidBattle || (fo->goal && fo->goal->kind == GoalKind::MarchToAvoidingBattle));
    const MarchRate rate = forceMarchRate(m_scenario, m_state, f);
    if (plan.legs.empty()) {
      // A standing force has movement if it could march this period (C-14, C-10, C-12).
      double could = std::min<double>(rate.perPeriodStages, rate.perDayStages - f.stagesToday);
      if (plan.night) could = std::min<double>(could, kNightOrMudMaxStages);
      if (f.mustRest || f.activePeriodsInRow >= 2 || plan.water) could = 0;
      m.allowance = std::max(0.0, could);
      m.speed = m.allowance > kEps ? m.allowance : 1.0;
    } else {
      m.allowance = plan.allowance;
    }
    int slowest = std::numeric_limits<int>::max();
    for (const auto& e : forceRoster(m_scenario, m_state, f, RosterFilter::Marching))
      slowest = std::min(slowest, tacticalMoveGoodGoingPaces(e.type, e.grade, m_scenario.year()));
    m.slowestTacticalPaces = slowest == std::numeric_limits<int>::max() ? 0 : slowest;
    if (m.start.node >= 0) {
      // C-18 Interpretation: a standing force retreats along the open road leading furthest
      // from the nearest enemy force.
      double best = -1;
      const Vec2 herePos = map.nodes[static_cast<std::size_t>(m.start.node)].position;
      for (const auto* arc = m_planner.arcsBegin(m.start.node);
           arc != m_planner.arcsEnd(m.start.node); ++arc) {
        if (!road[static_cast<std::size_t>(arc->link)]) continue;
        const Vec2 there = map.nodes[static_cast<std::size_t>(arc->to)].position;
        double nearest = std::numeric_limits<double>::infinity();
        for (const auto& [e, at] : standing)
          if (e->side != f.side) nearest = std::min(nearest, distance(there, at));
        (void)herePos;
        if (nearest > best + kEps) {
          best = nearest;
          m.retreatLink = arc->link;
        }
      }
    }
    movers.push_back(m);
  }

  std::vector<BattlePlace> battles;
  for (const auto& b : m_state.pendingBattles) {
    MapPlace p;
    if (!b.node.empty())
      p.node = m_planner.nodeIndex(b.node);
    else {
      p.link = m_planner.linkIndex(b.link);
      p.s = b.stagesAlongLink;
    }
    battles.push_back({p, b.id});
  }

  const MovementResult result = runMovement(map, movers, battles);

  // Apply the movement and the other steps.
  for (std::size_t i = 0; i < plans.size(); ++i) {
    Force& f = *m_state.findForce(plans[i].force);
    const Step& step = plans[i].step;
    const double moved = result.stagesMoved[i];
    f.location = locationOf(map, result.endPlaces[i]);
    if (result.lastNodeLeft[i] >= 0)
      f.cameFrom = map.nodes[static_cast<std::size_t>(result.lastNodeLeft[i])].id;
    if (moved > kEps) {
      std::string path;
      for (int n : result.nodesPassed[i]) {
        if (!path.empty()) path += " - ";
        path += nodeName(map.nodes[static_cast<std::size_t>(n)].id);
      }
      if (!plans[i].water) f.stagesToday += moved;
      const std::string where = f.location.atNode()
                                    ? "at " + nodeName(f.location.node)
                                    : "on the road to " + nodeName(f.location.towards);
      ev(plans[i].water ? "C-23" : "C-10", plans[i].water ? "sail" : "march", {f.id},
         f.location.node, {},
         f.name + (plans[i].water ? " sails " : " marches ") + fmt(moved) +
             (std::abs(moved - 1.0) < 1e-6 ? " stage (" : " stages (") + path + "), ending " +
             where,
         f.side);
    }
    const bool stopped = result.stopped[i] != 0;
    const std::string key = taskKey(step);
    if (key.empty() && step.kind != StepKind::Rest && step.kind != StepKind::Hold &&
        step.kind != StepKind::Sail) {
      f.task.clear();
      f.taskPeriodsDone = 0;
    }
    bool active = moved > kEps && !plans[i].water;
    if (!stopped && !key.empty()) {
      active = true;
      const std::string target =
          step.kind == StepKind::Work && !step.target.empty() ? step.target : f.location.node;
      if (step.kind == StepKind::Embark || step.kind == StepKind::Land) {
        // C-24: surf on a naval die of 4+ stops it other than at a friendly port
        // (Interpretation: "the score" is the naval die thrown for this period).
        const int die = m_dice.d6();
        const bool port = isFriendlyPort(map, m_state, f.location.node, f.side);
        if (die >= campaign_rules::kSurfDie && !port) {
          ev("C-24", "surf", {f.id}, f.location.node, {die},
             "Surf (die " + std::to_string(die) + ") stops " + f.name + " from " +
                 (step.kind == StepKind::Land ? "landing" : "embarking") + " at " +
                 nodeName(f.location.node),
             f.side);
          f.task.clear();
          f.taskPeriodsDone = 0;
        } else {
          const bool continuing = f.task == key && f.taskTarget == target;
          f.taskPeriodsDone = continuing ? f.taskPeriodsDone + 1 : 1;
          f.task = key;
          f.taskTarget = target;
          const int needed =
              isFootForce(forceRoster(m_scenario, m_state, f, RosterFilter::Marching)) ? 1 : 2;
          if (f.taskPeriodsDone >= needed) {
            f.embarkedOn = step.kind == StepKind::Embark ? "water" : "";
            ev("C-24", key, {f.id}, f.location.node, {die},
               f.name + (step.kind == StepKind::Embark ? " has embarked at " : " has landed at ") +
                   nodeName(f.location.node) + " (surf die " + std::to_string(die) + ")",
               f.side);
            f.task.clear();
            f.taskPeriodsDone = 0;
          } else {
            ev("C-24", key, {f.id}, f.location.node, {die},
               f.name + (step.kind == StepKind::Embark ? " is embarking" : " is landing") + " at " +
                   nodeName(f.location.node) + " (" + std::to_string(f.taskPeriodsDone) + " of " +
                   std::to_string(needed) + " periods)",
               f.side);
          }
        }
      } else {
        // C-22 works; progress is kept through rest periods at the same place.
        const bool continuing = f.task == key && f.taskTarget == target;
        f.taskPeriodsDone = continuing ? f.taskPeriodsDone + 1 : 1;
        f.task = key;
        f.taskTarget = target;
        const int needed = periodsNeeded(step.work);
        if (f.taskPeriodsDone >= needed) {
          std::string text;
          switch (step.work) {
            case WorkTask::Entrench:
              m_state.works.push_back({f.location.node, {WorkKind::Entrenchment, f.side}, day});
              text = f.name + " has dug entrenchments at " + nodeName(f.location.node);
              break;
            case WorkTask::Redoubt:
              m_state.works.push_back({f.location.node, {WorkKind::Redoubt, f.side}, day});
              text = f.name + " has built redoubts at " + nodeName(f.location.node);
              break;
            default: {
              const BridgeState now =
                  step.work == WorkTask::BreakBridge ? BridgeState::Broken : BridgeState::Intact;
              std::erase_if(m_state.bridges,
                            [&](const BridgeChange& b) { return b.link == target; });
              m_state.bridges.push_back({target, now, day});
              const StageLink* l = m_planner.index().findLink(map, target);
              text =
                  std::string(step.work == WorkTask::BreakBridge    ? "The bridge has been broken"
                              : step.work == WorkTask::RepairBridge ? "The bridge has been repaired"
                                                                    : "A bridge has been built") +
                  " between " + nodeName(l->from) + " and " + nodeName(l->to);
            }
          }
          // Bridges are seen by both sides, but not who worked on them; works are the builder's
          // secret (C-6).
          const bool secret = step.work == WorkTask::Entrench || step.work == WorkTask::Redoubt;
          ev("C-22", "work", secret ? std::vector<std::string>{f.id} : std::vector<std::string>{},
             secret ? f.location.node : "", {}, text, secret ? f.side : "");
          f.task.clear();
          f.taskPeriodsDone = 0;
        } else {
          ev("C-22", "work", {f.id}, f.location.node, {},
             f.name + " works on " + key + " at " + nodeName(f.location.node) + " (" +
                 std::to_string(f.taskPeriodsDone) + " of " + std::to_string(needed) + " periods)",
             f.side);
        }
      }
    }
    if (!stopped && step.kind == StepKind::Entrain && f.embarkedOn.empty()) {
      active = true;
      // C-25: 1 element a period leaves; the first detrains at the start of the 3rd period after
      // its despatch, then 1 a period; a journey over 16 stages adds a period per 8 stages more.
      const auto rail = openLinks(map, m_state, Travel::Rail);
      const auto route = m_planner.shortest(f.location.node, step.target, rail);
      if (route) {
        const auto roster = forceRoster(m_scenario, m_state, f, RosterFilter::Marching);
        const int elements = std::max<int>(1, static_cast<int>(roster.size()));
        auto booking = [&](const std::string& station) -> RailBooking& {
          for (auto& b : m_state.railBookings)
            if (b.station == station) return b;
          m_state.railBookings.push_back({station, 0, 0});
          return m_state.railBookings.back();
        };
        const int now = periodIndexOf(day, period);
        RailBooking& out = booking(f.location.node);
        const int despatch = std::max(now, out.despatchFreeFrom);
        out.despatchFreeFrom = despatch + elements;
        const int extra = route->stages > campaign_rules::kRailStagesBeforeDelay + kEps
                              ? static_cast<int>(std::ceil(
                                    (route->stages - campaign_rules::kRailStagesBeforeDelay) /
                                        campaign_rules::kRailStagesPerExtraPeriod -
                                    kEps))
                              : 0;
        RailBooking& in = booking(step.target);
        const int first = std::max(despatch + campaign_rules::kRailPeriodsToFirstArrival + extra,
                                   in.arrivalFreeFrom);
        const int last = first + elements - 1;
        in.arrivalFreeFrom = last + 1;
        // The force reappears with its first element; the others are off the map until their
        // own period (kept as off-table elements that return at the station).
        f.embarkedOn = "rail";
        f.transitTo = step.target;
        f.transitArrivesAt = first;
        for (int k = 1; k < static_cast<int>(roster.size()); ++k) {
          ElementState e;
          e.element = roster[static_cast<std::size_t>(k)].id;
          e.status = ElementStatus::OffTable;
          e.returnsOnDay = (first + k) / 3 + 1;
          e.returnsInPeriod = static_cast<Period>((first + k) % 3);
          e.railTo = step.target;
          m_state.elementStates.push_back(e);
        }
        ev("C-25", "entrain", {f.id}, f.location.node, {},
           f.name + " entrains at " + nodeName(f.location.node) + " for " + nodeName(step.target) +
               " (" + fmt(route->stages) + " stages, " + std::to_string(elements) +
               " elements): the first detrains at the start of " + periodText(first) +
               ", the last at " + periodText(last),
           f.side);
      }
    }
    // C-14 counting (not for forces only standing by while the native side moves, C-15).
    if (plans[i].passive && moved <= kEps) continue;
    if (stopped && moved <= kEps) active = false;
    if (active) {
      ++f.activePeriodsInRow;
      if (plans[i].night && moved > kEps) f.mustRest = true;
    } else {
      f.activePeriodsInRow = 0;
      f.mustRest = false;
    }
  }

  // C-21: spent elements reappear before the force's next battle.
  auto reviveSpent = [&](const Force& f) {
    const auto all = forceRoster(m_scenario, m_state, f, RosterFilter::All);
    std::erase_if(m_state.elementStates, [&](const ElementState& e) {
      return e.status == ElementStatus::Spent &&
             std::any_of(all.begin(), all.end(),
                         [&](const RosterElement& r) { return r.id == e.element; });
    });
  };

  // Meetings, battles and arrivals (C-16..C-20, C-28).
  for (const auto& meeting : result.meetings) {
    const Vec2 pos = positionOf(map, m_planner.index(), meeting.place);
    const std::string node =
        meeting.place.node >= 0 ? map.nodes[static_cast<std::size_t>(meeting.place.node)].id : "";
    const std::string link =
        meeting.place.link >= 0 ? map.links[static_cast<std::size_t>(meeting.place.link)].id : "";
    const std::string where =
        !node.empty()
            ? nodeName(node)
            : "the road between " + nodeName(m_planner.index().findLink(map, link)->from) +
                  " and " + nodeName(m_planner.index().findLink(map, link)->to);
    for (int a : meeting.avoided) {
      const Force& f = *m_state.findForce(movers[static_cast<std::size_t>(a)].force);
      log({day,
           period,
           "C-18",
           "avoid",
           {f.id},
           node,
           {},
           f.name + " avoids battle at " + where + " and falls back",
           "",
           link,
           pos});
    }
    BattleSetup* setup = nullptr;
    if (!meeting.existingBattle.empty()) {
      for (auto& b : m_state.pendingBattles)
        if (b.id == meeting.existingBattle) setup = &b;
    } else if (!meeting.participants.empty()) {
      BattleSetup b;
      b.id = "battle-" + std::to_string(m_state.nextBattleNumber++);
      // Battles cease at nightfall (C-20): a meeting in the night is fought from dawn.
      const bool nightfall = period == Period::Night;
      b.day = nightfall ? day + 1 : day;
      b.period = nightfall ? 0 : static_cast<int>(period);
      b.node = node;
      b.link = link;
      b.stagesAlongLink = meeting.place.s;
      b.position = pos;
      b.raining = m_state.weather.raining;
      b.roadsAffected = m_state.weather.roadsAffected;
      // C-17: the side there first defends; arriving together, the dice decide.
      std::map<std::string, double> first;
      std::vector<std::string> sides;
      for (std::size_t k = 0; k < meeting.participants.size(); ++k) {
        const std::string& s = movers[static_cast<std::size_t>(meeting.participants[k])].side;
        if (!first.count(s)) {
          first[s] = meeting.arrivedAt[k];
          sides.push_back(s);
        } else {
          first[s] = std::min(first[s], meeting.arrivedAt[k]);
        }
      }
      std::string text;
      if (sides.size() >= 2) {
        const double ta = first[sides[0]];
        const double tb = first[sides[1]];
        if (std::abs(ta - tb) > 1e-7) {
          b.defenderSide = ta < tb ? sides[0] : sides[1];
          b.attackerSide = ta < tb ? sides[1] : sides[0];
          text = "side " + b.defenderSide + " was there first and defends";
        } else {
          b.defenderSide = defenderByDice(sides[0], sides[1], b.defenderDice);
          b.attackerSide = b.defenderSide == sides[0] ? sides[1] : sides[0];
          text = "both arrived together; the dice make side " + b.defenderSide + " the defender";
        }
      }
      std::vector<std::string> ids;
      for (int p : meeting.participants) {
        Force& f = *m_state.findForce(movers[static_cast<std::size_t>(p)].force);
        ids.push_back(f.id);
      }
      log({day,
           period,
           "C-16",
           "meeting",
           ids,
           node,
           {},
           "Opposing forces meet at " + where,
           "",
           link,
           pos});
      log({day, period, "C-17", "defender", ids, node, b.defenderDice, text, "", link, pos});
      if (!node.empty()) b.works = worksAt(map, m_state, node, b.defenderSide);
      m_state.pendingBattles.push_back(b);
      setup = &m_state.pendingBattles.back();
      for (int p : meeting.participants) {
        Force& f = *m_state.findForce(movers[static_cast<std::size_t>(p)].force);
        reviveSpent(f);
        BattleForce bf{f.id, f.side, f.commands, {}};
        for (const auto& e : forceRoster(m_scenario, m_state, f, RosterFilter::OnField))
          bf.elements.push_back(e.id);
        setup->present.push_back(bf);
        f.inBattle = true;
        f.battle = setup->id;
      }
      // The defender's forces first, each side in listing order.
      std::stable_sort(setup->present.begin(), setup->present.end(),
                       [&](const BattleForce& x, const BattleForce& y) {
                         return (x.side == setup->defenderSide) > (y.side == setup->defenderSide);
                       });
      log({day,
           period,
           "C-28",
           "battle",
           ids,
           node,
           {},
           "Battle " + setup->id + " at " + where + " awaits its result",
           "",
           link,
           pos});
    }
    if (!setup) continue;
    for (const auto& a : meeting.arrivals) {
      Force& f = *m_state.findForce(movers[static_cast<std::size_t>(a.mover)].force);
      reviveSpent(f);
      BattleForce bf{f.id, f.side, f.commands, {}};
      for (const auto& e : forceRoster(m_scenario, m_state, f, RosterFilter::OnField))
        bf.elements.push_back(e.id);
      BattleArrival arrival;
      arrival.force = bf;
      arrival.fromNode = a.fromNode >= 0 ? map.nodes[static_cast<std::size_t>(a.fromNode)].id : "";
      arrival.link = a.link >= 0 ? map.links[static_cast<std::size_t>(a.link)].id : "";
      arrival.day = day;
      arrival.period = static_cast<int>(period);
      arrival.fractionOfPeriod = a.time;
      arrival.soundOfGuns = !meeting.existingBattle.empty();
      setup->arrivals.push_back(arrival);
      f.inBattle = true;
      f.battle = setup->id;
      log({day,
           period,
           arrival.soundOfGuns ? "C-20" : "C-19",
           "arrival",
           {f.id},
           node,
           {},
           f.name + " arrives at the battle at " + where + " from " + nodeName(arrival.fromNode),
           "",
           link,
           pos});
    }
  }
}

}  // namespace hfg
