// One period of the campaign: each force's step, C-13 capacity, and the movers of the pass.
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "core/campaign/campaign_engine.h"
#include "core/campaign/force_roster.h"
#include "core/campaign/interpretations.h"
#include "core/campaign/map_rules.h"
#include "core/campaign/movement.h"
#include "core/campaign/period_action.h"
#include "core/campaign/tactical_moves.h"

namespace hfg {
namespace {

constexpr double kEps = 1e-9;
using campaign_rules::kStageCapacityCommands;  // C-13
using campaign_rules::kStageCapacityElements;

/// Legs along `route` from `start`, no longer than `allowance` stages. Empty when the route
/// cannot be followed from there over `open` links; a link of the route that is closed now (C-3:
/// a bridge broken since the orders were written) ends the legs before it, in `closed`.
std::vector<Leg> legsAlong(const RoutePlanner& planner, const StageMap& map, const MapPlace& start,
                           const std::vector<std::string>& route, const std::vector<char>& open,
                           double allowance, bool& ok, int* closed = nullptr) {
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
    if (l < 0 && closed) {
      const std::vector<char> any(map.links.size(), 1);
      *closed = planner.linkBetween(a, b, any);
      if (*closed >= 0) break;
    }
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

/// C-20: the battles already on the map, where later arrivals join them.
std::vector<BattlePlace> battlePlaces(const CampaignState& state, const RoutePlanner& planner) {
  std::vector<BattlePlace> battles;
  for (const auto& b : state.pendingBattles) {
    MapPlace p;
    if (!b.node.empty()) {
      p.node = planner.nodeIndex(b.node);
    } else {
      p.link = planner.linkIndex(b.link);
      p.s = b.stagesAlongLink;
    }
    battles.push_back({p, b.id});
  }
  return battles;
}

}  // namespace

std::string period_text::stagesText(double x) {
  if (std::abs(x - std::round(x)) < 1e-6)
    return std::to_string(static_cast<long long>(std::llround(x)));
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", x);
  return buf;
}

MapPlace placeOfLocation(const RoutePlanner& planner, const StageMap& map, const Location& loc) {
  if (loc.atNode()) return {planner.nodeIndex(loc.node), -1, 0};
  const int l = planner.linkIndex(loc.link);
  const StageLink& link = map.links[static_cast<std::size_t>(l)];
  const double s = loc.towards == link.to ? loc.stagesFromStart : link.stages - loc.stagesFromStart;
  return {-1, l, s};
}

void CampaignEngine::logNow(std::string rule, std::string kind, std::vector<std::string> forces,
                            std::string node, std::vector<int> dice, std::string text,
                            std::string side) {
  log({m_state.day, m_state.period, std::move(rule), std::move(kind), std::move(forces),
       std::move(node), std::move(dice), std::move(text), std::move(side), "", std::nullopt});
}

void CampaignEngine::executePeriod(int nativeStep, bool nativeOnly) {
  const auto road = openLinks(m_scenario.map, m_state, Travel::Road);
  const auto water = openLinks(m_scenario.map, m_state, Travel::Water);
  std::vector<PeriodAction> plans;
  StageUse stageUse;
  m_navalDice.clear();
  for (const auto& id : marchOrder()) {
    Force* f = m_state.findForce(id);
    if (!f || f->embarkedOn == "rail" || f->inBattle) continue;
    plans.push_back(planAction(*f, nativeStep, nativeOnly, road, water, stageUse));
  }
  PassContext pass;
  moversFor(plans, road, pass);
  pass.result = runMovement(m_scenario.map, pass.movers, battlePlaces(m_state, m_planner));
  for (std::size_t i = 0; i < plans.size(); ++i) applyAction(plans[i], pass, i);
  carryAboard(plans);
  for (std::size_t k = 0; k < pass.result.meetings.size(); ++k) applyMeeting(pass, k);
}

std::vector<std::string> CampaignEngine::marchOrder() const {
  // The listing order of the orders decides who takes the road first (C-13).
  std::vector<std::string> order;
  std::unordered_set<std::string_view> listed;  // a scan of `order` per force was forces²
  auto add = [&](const std::string& id) {
    if (listed.insert(id).second) order.push_back(id);
  };
  for (const auto& so : m_orders)
    for (const auto& fo : so.forces) add(fo.force);
  for (const auto& f : m_state.forces) add(f.id);
  return order;
}

CampaignEngine::PeriodAction CampaignEngine::planAction(Force& f, int nativeStep, bool nativeOnly,
                                                        const std::vector<char>& road,
                                                        const std::vector<char>& water,
                                                        StageUse& stageUse) {
  const Period period = m_state.period;
  PeriodAction plan;
  plan.force = f.id;
  plan.marching = forceRoster(m_scenario, m_state, f, RosterFilter::Marching);
  plan.rate = marchRateOf(plan.marching);
  plan.water = f.embarkedOn == "water" || isNavalForce(plan.marching);
  plan.night = period == Period::Night;
  if (isNative(f.side)) {
    // C-15: the native side acts only on its move days, step by step through two days.
    if (nativeStep >= 0) {
      if (nativeStep == 3) f.stagesToday = 0;  // its second day starts (C-10 daily total)
      plan.night = nativeStep % 3 == static_cast<int>(Period::Night);
      plan.step = stepFor(f, static_cast<Period>(nativeStep % 3), nativeStep / 3);
    }
  } else if (nativeOnly) {
    plan.passive = true;
  } else {
    plan.step = stepFor(f, period, 1);
  }
  mustRestNow(plan, f);
  awaitRailElements(plan, f);  // C-25: a force detrains whole before it leaves its station
  if (plan.step.kind == StepKind::March && !plan.water && plan.rate.perPeriodStages > 0) {
    planMarch(plan, f, road);
    haltShortOfBattles(plan, f);
    admitToStages(plan, f, stageUse);
  } else if (plan.step.kind == StepKind::March) {
    logNow("C-10", "hold", {f.id}, f.location.node, {}, f.name + " cannot march and holds", f.side);
  } else if (plan.step.kind == StepKind::Sail && plan.water && f.aboard.empty()) {
    const int die = navalDie(f.id);  // C-23: a die score of stages this period
    bool ok = false;
    const MapPlace here = placeOfLocation(m_planner, m_scenario.map, f.location);
    plan.legs = legsAlong(m_planner, m_scenario.map, here, plan.step.route, water, die, ok);
    plan.allowance = die;
    logNow("C-23", "sail", {f.id}, f.location.node, {die},
           f.name + " sails with a naval move of " + std::to_string(die) + " stages", f.side);
    haltShortOfBattles(plan, f);  // C-20: a fleet too joins a battle only from within 1 stage
  }
  return plan;
}

void CampaignEngine::mustRestNow(PeriodAction& plan, const Force& f) {
  // C-14 (and C-21 Interpretation) at the time the step runs: orders checked at dawn cannot
  // know of a rout or a night march that happens later in the day.
  const StepKind k = plan.step.kind;
  const bool active = k == StepKind::March || k == StepKind::Work || k == StepKind::Embark ||
                      k == StepKind::Land || k == StepKind::Entrain;
  if (!active || plan.passive) return;
  std::string why;
  if (f.mustRest)
    why = f.mustRestRule == "C-21" ? "a routed force rests in the period of its rout"
                                   : "a march by night must be followed by a rest period";
  else if (f.activePeriodsInRow >= 2)
    why = "troops cannot march or work for more than 2 successive periods";
  if (why.empty()) return;
  logNow(f.mustRest && f.mustRestRule == "C-21" ? "C-21" : "C-14", "rest", {f.id}, f.location.node,
         {}, f.name + " rests instead: " + why, f.side);
  plan.step = Step{};
  plan.step.kind = StepKind::Rest;
}

void CampaignEngine::planMarch(PeriodAction& plan, const Force& f, const std::vector<char>& road) {
  const auto& map = m_scenario.map;
  const MarchRate rate = plan.rate;
  const MapPlace here = placeOfLocation(m_planner, map, f.location);
  double allowance = std::min<double>(rate.perPeriodStages, rate.perDayStages - f.stagesToday);
  if (plan.night) allowance = std::min<double>(allowance, kNightOrMudMaxStages);  // C-12
  bool ok = false;
  int closed = -1;
  plan.legs = legsAlong(m_planner, map, here, plan.step.route, road, allowance, ok, &closed);
  if (!ok) {
    logNow("C-8", "hold", {f.id}, f.location.node, {},
           f.name + " cannot follow its route and holds", f.side);
    plan.legs.clear();
  } else if (closed >= 0) {
    const StageLink& link = map.links[static_cast<std::size_t>(closed)];
    logNow("C-3", "closed", {f.id}, "", {},
           f.name + " finds the road between " + nodeName(link.from) + " and " + nodeName(link.to) +
               " closed (its bridge is down) and goes no further",
           f.side);
  }
  // C-11: a march partly over bad roads while they are muddy cannot exceed 1 stage.
  const bool mud = m_state.weather.roadsAffected &&
                   std::any_of(plan.legs.begin(), plan.legs.end(), [&](const Leg& l) {
                     return map.links[static_cast<std::size_t>(l.link)].kind == LinkKind::BadRoad;
                   });
  if (mud && allowance > kNightOrMudMaxStages) {
    allowance = kNightOrMudMaxStages;
    truncateLegs(plan.legs, allowance);
    logNow("C-11", "mud", {f.id}, "", {}, f.name + "'s march is cut to 1 stage by muddy bad roads",
           f.side);
  }
  plan.allowance = allowance;
}

bool CampaignEngine::battleTakesArrivals(const BattleMeeting& b) const {
  // C-20 Interpretation: fighting ceases at nightfall; a battle with no result by then takes no
  // more arrivals (it resumes only through its result, as a new battle next morning).
  return periodIndexOf(m_state.day, m_state.period) <= periodIndexOf(b.day, Period::Afternoon);
}

void CampaignEngine::haltShortOfBattles(PeriodAction& plan, const Force& f) {
  const auto& map = m_scenario.map;
  for (const auto& b : m_state.pendingBattles) {
    const int battleNode = b.node.empty() ? -1 : m_planner.nodeIndex(b.node);
    const int battleLink = b.node.empty() ? m_planner.linkIndex(b.link) : -1;
    double run = 0;
    for (std::size_t k = 0; k < plan.legs.size(); ++k) {
      const Leg& leg = plan.legs[k];
      const StageLink& link = map.links[static_cast<std::size_t>(leg.link)];
      const double len = std::abs(leg.toS - leg.fromS);
      double at = -1;  // how far along this leg the battle's place is
      if (battleNode >= 0) {
        const bool endsThere = (std::abs(leg.toS) < kEps && link.from == b.node) ||
                               (std::abs(leg.toS - link.stages) < kEps && link.to == b.node);
        if (endsThere) at = len;
      } else if (leg.link == battleLink) {
        const double lo = std::min(leg.fromS, leg.toS);
        const double hi = std::max(leg.fromS, leg.toS);
        if (b.stagesAlongLink >= lo - kEps && b.stagesAlongLink <= hi + kEps)
          at = std::abs(b.stagesAlongLink - leg.fromS);
      }
      if (at < 0) {
        run += len;
        continue;
      }
      const double distance = run + at;
      const bool open = battleTakesArrivals(b);
      if (open && distance <= 1.0 + kEps) break;  // marches to the sound of the guns
      plan.legs.resize(k);
      logNow("C-20", "halt", {f.id}, "", {},
             f.name + " halts short of " + b.id + " at " + placeText(b.node, b.link) +
                 (open ? ": only troops within 1 stage march to the sound of the guns (it was " +
                             period_text::stagesText(distance) + " stages away)"
                       : ": the battle ceased at nightfall and waits for its result"),
             f.side);
      break;
    }
  }
}

void CampaignEngine::admitToStages(PeriodAction& plan, const Force& f, StageUse& stageUse) {
  // C-13: a side's forces on a stage stay within 2 commands and 15 elements, in listing order;
  // the rest wait at the stage's start node, or where they are when part way along it.
  const auto& map = m_scenario.map;
  const MapPlace here = placeOfLocation(m_planner, map, f.location);
  const int fc = commandCountForCapacity(f);
  const int fe = static_cast<int>(plan.marching.size());
  for (std::size_t k = 0; k < plan.legs.size(); ++k) {
    auto& use = stageUse[{f.side, plan.legs[k].link}];
    const bool fits =
        use.first + fc <= kStageCapacityCommands && use.second + fe <= kStageCapacityElements;
    if (fits) {
      use.first += fc;
      use.second += fe;
      continue;
    }
    const StageLink& link = map.links[static_cast<std::size_t>(plan.legs[k].link)];
    const bool midLink = k == 0 && here.link >= 0;
    const std::string at = std::abs(plan.legs[k].fromS) < kEps ? link.from : link.to;
    const std::string where = midLink ? "where it is on the road between " + nodeName(link.from) +
                                            " and " + nodeName(link.to)
                                      : "at " + nodeName(at);
    const bool alone = fc > kStageCapacityCommands || fe > kStageCapacityElements;
    logNow("C-13", "wait", {f.id}, midLink ? "" : at, {},
           alone
               ? f.name + " waits " + where + ": with " + std::to_string(fc) + " commands and " +
                     std::to_string(fe) +
                     " elements it is too large for one stage (2 commands and 15 elements); "
                     "split it at dawn"
               : f.name + " waits " + where + ": the stage is full (" + std::to_string(use.first) +
                     " commands, " + std::to_string(use.second) + " elements)",
           f.side);
    plan.legs.resize(k);
    break;
  }
}

void CampaignEngine::moversFor(const std::vector<PeriodAction>& plans,
                               const std::vector<char>& road, PassContext& pass) const {
  const auto& map = m_scenario.map;
  // Where every force stands now, once: the C-18 retreat choice below measures from each enemy.
  std::vector<std::pair<const Force*, Vec2>> standing;
  standing.reserve(m_state.forces.size());
  for (const auto& e : m_state.forces)
    if (e.embarkedOn.empty())
      standing.push_back(
          {&e, positionOf(map, m_planner.index(), placeOfLocation(m_planner, map, e.location))});

  // C-17: where each force stood as the previous period began, to tell the side there first
  // from one that came at this period's start (a reinforcement, a rail arrival, a rout).
  // The history is in period order (recordPositions appends each period's records), so only
  // its end is read: reading all of it each pass grew with the length of the campaign.
  const int previous = periodIndexOf(m_state.day, m_state.period) - 1;
  std::unordered_map<std::string_view, const Location*> before;
  for (auto r = m_state.positionHistory.rbegin(); r != m_state.positionHistory.rend(); ++r) {
    const int p = periodIndexOf(r->day, r->period);
    if (p < previous) break;
    if (p == previous) before.emplace(r->force, &r->location);  // a force's last record wins
  }

  // Movers: every force on the map, moving or not, so that it can be met (C-16).
  std::vector<Mover>& movers = pass.movers;
  for (const auto& plan : plans) {
    const Force& f = *m_state.findForce(plan.force);
    Mover m;
    m.force = f.id;
    m.side = f.side;
    m.water = plan.water;
    m.carried = f.embarkedOn == "water" && !f.aboard.empty();  // C-24: its fleet's cargo
    m.start = placeOfLocation(m_planner, map, f.location);
    m.legs = plan.legs;
    m.speed = plan.allowance > kEps ? plan.allowance : 1.0;
    // There before the period began unless it came at its start: new on the map (reinforced,
    // split or formed at dawn), off the train now (railLink is kept through that period only),
    // or routed there (C-21). One that marched in during the previous period stood there first.
    const auto was = before.find(f.id);
    const bool cameNow = was == before.end() || (!f.railLink.empty() && f.embarkedOn.empty()) ||
                         (f.mustRest && f.mustRestRule == "C-21");
    const bool stoodBefore = was != before.end() && *was->second == f.location;
    m.arrivedAtStart = cameNow && !stoodBefore ? -0.5 : -1.0;
    const ForceOrder* fo = orderOf(f.id);
    m.avoidBattle =
        fo && (fo->avoidBattle || (fo->goal && fo->goal->kind == GoalKind::MarchToAvoidingBattle));
    const MarchRate rate = plan.rate;
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
    for (const auto& e : plan.marching)
      slowest = std::min(slowest, tacticalMoveGoodGoingPaces(e.type, e.grade, m_scenario.year()));
    m.slowestTacticalPaces = slowest == std::numeric_limits<int>::max() ? 0 : slowest;
    if (m.start.node >= 0) {
      // C-18 Interpretation: a standing force retreats along the open road leading furthest
      // from the nearest enemy force.
      double best = -1;
      for (const auto* arc = m_planner.arcsBegin(m.start.node);
           arc != m_planner.arcsEnd(m.start.node); ++arc) {
        if (!road[static_cast<std::size_t>(arc->link)]) continue;
        const Vec2 there = map.nodes[static_cast<std::size_t>(arc->to)].position;
        double nearest = std::numeric_limits<double>::infinity();
        for (const auto& [e, at] : standing)
          if (e->side != f.side) nearest = std::min(nearest, distance(there, at));
        if (nearest > best + kEps) {
          best = nearest;
          m.retreatLink = arc->link;
        }
      }
    }
    movers.push_back(m);
  }
}

}  // namespace hfg
