// One period's outcome for each force: its march logged, work, embarkation, entrainment, C-14.
#include <algorithm>
#include <cmath>

#include "core/campaign/campaign_engine.h"
#include "core/campaign/force_roster.h"
#include "core/campaign/interpretations.h"
#include "core/campaign/map_rules.h"
#include "core/campaign/movement.h"
#include "core/campaign/period_action.h"

namespace hfg {
namespace {

constexpr double kEps = 1e-9;

std::string taskKey(const Step& s) {
  switch (s.kind) {
    case StepKind::Work: return std::string(keyOf(s.work));
    case StepKind::Embark: return "embark";
    case StepKind::Land: return "land";
    default: return "";
  }
}

}  // namespace

bool CampaignEngine::headingToLinkEnd(const PeriodAction& plan, const Location& start,
                                      const PassContext& pass, std::size_t i) const {
  const MovementResult& result = pass.result;
  // C-27: `towards` is the direction of travel: its last leg on the end link says it (turned
  // round when it fell back to avoid battle, C-18); a force standing part way keeps its heading.
  const MapPlace& end = result.endPlaces[i];
  if (end.link < 0) return true;
  const StageLink& link = m_scenario.map.links[static_cast<std::size_t>(end.link)];
  if (result.stagesMoved[i] <= kEps) return start.atNode() || start.towards == link.to;
  bool avoided = false;
  for (const auto& m : result.meetings)
    for (int a : m.avoided) avoided = avoided || a == static_cast<int>(i);
  for (auto it = plan.legs.rbegin(); it != plan.legs.rend(); ++it)
    if (it->link == end.link) return (it->toS > it->fromS) != avoided;
  // Not along its own legs: it fell back from a standing start (C-18), away from its last node.
  const int left = result.lastNodeLeft[i];
  return left >= 0 && m_scenario.map.nodes[static_cast<std::size_t>(left)].id == link.from;
}

std::string CampaignEngine::whereText(const Location& loc) const {
  if (loc.atNode()) return "at " + nodeName(loc.node);
  const StageLink* l = m_planner.index().findLink(m_scenario.map, loc.link);
  const std::string from = l ? l->otherEnd(loc.towards) : "";
  return "on the road from " + nodeName(from) + " to " + nodeName(loc.towards);
}

std::string CampaignEngine::pathText(const Location& start, const std::vector<int>& nodesPassed,
                                     const Location& end) const {
  // C-27: the nodes passed, with the road's ends when the march began or ended part way.
  if (nodesPassed.empty() && !end.atNode()) return "along " + whereText(end).substr(7);
  std::vector<std::string> names;
  if (!start.atNode())
    names.push_back("from part way along the road to " + nodeName(start.towards));
  for (int n : nodesPassed)
    names.push_back(nodeName(m_scenario.map.nodes[static_cast<std::size_t>(n)].id));
  if (!end.atNode()) names.push_back("part way to " + nodeName(end.towards));
  std::string text;
  for (const auto& n : names) text += (text.empty() ? "" : " - ") + n;
  return text;
}

void CampaignEngine::applyAction(const PeriodAction& plan, const PassContext& pass, std::size_t i) {
  const MovementResult& result = pass.result;
  const auto& map = m_scenario.map;
  Force& f = *m_state.findForce(plan.force);
  const Step& step = plan.step;
  const double moved = result.stagesMoved[i];
  const Location start = f.location;
  f.location = locationOf(map, result.endPlaces[i], headingToLinkEnd(plan, start, pass, i));
  if (result.lastNodeLeft[i] >= 0)
    f.cameFrom = map.nodes[static_cast<std::size_t>(result.lastNodeLeft[i])].id;
  if (moved > kEps) {
    if (!plan.water) f.stagesToday += moved;
    logNow(plan.water ? "C-23" : "C-10", plan.water ? "sail" : "march", {f.id}, f.location.node, {},
           f.name + (plan.water ? " sails " : " marches ") + period_text::stagesText(moved) +
               (std::abs(moved - 1.0) < 1e-6 ? " stage (" : " stages (") +
               pathText(start, result.nodesPassed[i], f.location) + "), ending " +
               whereText(f.location),
           f.side);
  }
  const bool stopped = result.stopped[i] != 0;
  const std::string key = taskKey(step);
  // C-24: embarking and landing take consecutive periods: any other step breaks them off.
  if ((f.task == "embark" || f.task == "land") && f.task != key && !plan.passive) {
    f.task.clear();
    f.taskPeriodsDone = 0;
  }
  if (key.empty() && step.kind != StepKind::Rest && step.kind != StepKind::Hold &&
      step.kind != StepKind::Sail) {
    f.task.clear();
    f.taskPeriodsDone = 0;
  }
  bool active = moved > kEps && !plan.water;
  if (!stopped && step.kind == StepKind::Work && plan.water) {
    // C-22 Interpretation: works are dug by land troops ashore, never by a fleet or troops aboard.
    logNow("C-22", "hold", {f.id}, f.location.node, {},
           f.name + " cannot work: only land troops ashore dig works or work on bridges", f.side);
  } else if (!stopped && !key.empty()) {
    active = true;
    if (step.kind == StepKind::Embark || step.kind == StepKind::Land)
      embarkOrLand(f, step, key);
    else
      workOn(f, step, key);
  }
  if (!stopped && step.kind == StepKind::Entrain && f.embarkedOn.empty()) {
    active = true;
    entrain(f, step);
  }
  // C-14 counting (not for forces only standing by while the native side moves, C-15).
  if (plan.passive && moved <= kEps) return;
  if (stopped && moved <= kEps) active = false;
  if (active) {
    ++f.activePeriodsInRow;
    if (plan.night && moved > kEps) {
      f.mustRest = true;
      f.mustRestRule = "C-14";
    }
  } else {
    f.activePeriodsInRow = 0;
    f.mustRest = false;
    f.mustRestRule.clear();
  }
}

int CampaignEngine::navalDie(const std::string& fleet) {
  auto it = m_navalDice.find(fleet);
  if (it == m_navalDice.end()) it = m_navalDice.emplace(fleet, m_dice.d6()).first;
  return it->second;
}

void CampaignEngine::carryAboard(const std::vector<PeriodAction>& plans) {
  for (const auto& plan : plans) {
    Force& f = *m_state.findForce(plan.force);
    // Troops still aboard go where their fleet went, a landing under way too (embarkOrLand
    // broke it off when the fleet sailed).
    if (f.aboard.empty() || f.embarkedOn != "water") continue;
    const Force* fleet = m_state.findForce(f.aboard);
    if (!fleet || fleet->location == f.location) continue;
    f.location = fleet->location;
    if (f.task == "land") {  // carried off: a landing begun where it was breaks off
      f.task.clear();
      f.taskPeriodsDone = 0;
    }
  }
}

void CampaignEngine::embarkOrLand(Force& f, const Step& step, const std::string& key) {
  const std::string target = f.location.node;
  // A second period of a one-period boarding finds it done already: nothing is thrown for it
  // (the naval die is its fleet's, C-24; a force ashore has none).
  if ((step.kind == StepKind::Land) == f.embarkedOn.empty()) {
    logNow("C-24", "done", {f.id}, target, {},
           f.name + " is already " + (f.embarkedOn.empty() ? "ashore" : "aboard") + " at " +
               nodeName(target),
           f.side);
    f.task.clear();
    f.taskPeriodsDone = 0;
    return;
  }
  const int elements =
      static_cast<int>(forceRoster(m_scenario, m_state, f, RosterFilter::Marching).size());
  // C-24 Interpretation: troops board a fleet of their side at their node that has room.
  const Force* fleet = step.kind == StepKind::Embark
                           ? fleetWithRoom(m_scenario, m_state, f.side, target, elements)
                           : m_state.findForce(f.aboard);
  // C-24: troops land from their fleet where it is; one that sailed away this period takes
  // them with it, and a landing under way breaks off.
  if (step.kind == StepKind::Land && fleet && !(fleet->location == f.location)) {
    logNow("C-24", "no-ship", {f.id}, target, {},
           f.name + " cannot land at " + nodeName(target) + ": " + fleet->name + " has sailed",
           f.side);
    f.task.clear();
    f.taskPeriodsDone = 0;
    return;
  }
  if (step.kind == StepKind::Embark && !fleet) {
    logNow("C-24", "no-ship", {f.id}, target, {},
           f.name + " cannot embark at " + nodeName(target) +
               ": no fleet of its side there has room for " + std::to_string(elements) +
               " elements (" + std::to_string(campaign_rules::kLandElementsPerNavalElement) +
               " a naval element)",
           f.side);
    f.task.clear();
    f.taskPeriodsDone = 0;
    return;
  }
  // C-24: surf on a naval die of 4+ stops it other than at a friendly port (Interpretation:
  // "the score" is the naval movement die of that period: the fleet's, thrown once a period).
  const int die = navalDie(fleet ? fleet->id : f.id);
  const bool port = isFriendlyPort(m_scenario.map, m_state, f.location.node, f.side);
  if (die >= campaign_rules::kSurfDie && !port) {
    logNow("C-24", "surf", {f.id}, f.location.node, {die},
           "Surf (die " + std::to_string(die) + ") stops " + f.name + " from " +
               (step.kind == StepKind::Land ? "landing" : "embarking") + " at " +
               nodeName(f.location.node),
           f.side);
    f.task.clear();
    f.taskPeriodsDone = 0;
    return;
  }
  const bool continuing = f.task == key && f.taskTarget == target;
  f.taskPeriodsDone = continuing ? f.taskPeriodsDone + 1 : 1;
  f.task = key;
  f.taskTarget = target;
  const int needed =
      isFootForce(forceRoster(m_scenario, m_state, f, RosterFilter::Marching)) ? 1 : 2;
  if (f.taskPeriodsDone >= needed) {
    f.embarkedOn = step.kind == StepKind::Embark ? "water" : "";
    f.aboard = step.kind == StepKind::Embark ? fleet->id : "";
    logNow("C-24", key, {f.id}, f.location.node, {die},
           f.name +
               (step.kind == StepKind::Embark ? " has embarked aboard " + fleet->name + " at "
                                              : std::string(" has landed at ")) +
               nodeName(f.location.node) + " (surf die " + std::to_string(die) + ")",
           f.side);
    f.task.clear();
    f.taskPeriodsDone = 0;
  } else {
    logNow("C-24", key, {f.id}, f.location.node, {die},
           f.name + (step.kind == StepKind::Embark ? " is embarking" : " is landing") + " at " +
               nodeName(f.location.node) + " (" + std::to_string(f.taskPeriodsDone) + " of " +
               std::to_string(needed) + " consecutive periods)",
           f.side);
  }
}

void CampaignEngine::workOn(Force& f, const Step& step, const std::string& key) {
  const int day = m_state.day;
  const std::string target = !step.target.empty() ? step.target : f.location.node;
  // C-22 works; progress is kept through rest periods at the same place.
  const bool continuing = f.task == key && f.taskTarget == target;
  f.taskPeriodsDone = continuing ? f.taskPeriodsDone + 1 : 1;
  f.task = key;
  f.taskTarget = target;
  const int needed = periodsNeeded(step.work);
  if (f.taskPeriodsDone < needed) {
    logNow("C-22", "work", {f.id}, f.location.node, {},
           f.name + " works on " + key + " at " + nodeName(f.location.node) + " (" +
               std::to_string(f.taskPeriodsDone) + " of " + std::to_string(needed) + " periods)",
           f.side);
    return;
  }
  const Period period = m_state.period;
  std::string text;
  switch (step.work) {
    case WorkTask::Entrench:
      m_state.works.push_back({f.location.node, {WorkKind::Entrenchment, f.side}, day, period});
      text = f.name + " has dug entrenchments at " + nodeName(f.location.node);
      break;
    case WorkTask::Redoubt:
      m_state.works.push_back({f.location.node, {WorkKind::Redoubt, f.side}, day, period});
      text = f.name + " has built redoubts at " + nodeName(f.location.node);
      break;
    default: {
      const BridgeState now =
          step.work == WorkTask::BreakBridge ? BridgeState::Broken : BridgeState::Intact;
      // Every change is kept, in order: a side's view shows the last one it knows (C-6).
      m_state.bridges.push_back({target, now, day, period, f.side});
      const StageLink* l = m_planner.index().findLink(m_scenario.map, target);
      text = std::string(step.work == WorkTask::BreakBridge    ? "The bridge has been broken"
                         : step.work == WorkTask::RepairBridge ? "The bridge has been repaired"
                                                               : "A bridge has been built") +
             " between " + nodeName(l->from) + " and " + nodeName(l->to) + " by " + f.name;
    }
  }
  // C-6: works and bridges are knowledge like positions: the builder's side hears of them now,
  // the enemy sees them in its view once the lag has passed.
  logNow("C-22", "work", {f.id}, f.location.node, {}, text, f.side);
  f.task.clear();
  f.taskPeriodsDone = 0;
}

void CampaignEngine::entrain(Force& f, const Step& step) {
  const auto& map = m_scenario.map;
  // C-25: 1 element a period leaves; the first detrains at the start of the 3rd period after
  // its despatch, then 1 a period; a journey over 16 stages adds a period per 8 stages more.
  const auto rail = openLinks(map, m_state, Travel::Rail);
  const auto route = m_planner.shortest(f.location.node, step.target, rail);
  if (!route) return;
  const auto roster = forceRoster(m_scenario, m_state, f, RosterFilter::Marching);
  const int elements = std::max<int>(1, static_cast<int>(roster.size()));
  auto booking = [&](const std::string& station) -> RailBooking& {
    for (auto& b : m_state.railBookings)
      if (b.station == station) return b;
    m_state.railBookings.push_back({station, 0, 0});
    return m_state.railBookings.back();
  };
  const int now = periodIndexOf(m_state.day, m_state.period);
  RailBooking& out = booking(f.location.node);
  const int despatch = std::max(now, out.despatchFreeFrom);
  out.despatchFreeFrom = despatch + elements;
  const int extra =
      route->stages > campaign_rules::kRailStagesBeforeDelay + kEps
          ? static_cast<int>(std::ceil((route->stages - campaign_rules::kRailStagesBeforeDelay) /
                                           campaign_rules::kRailStagesPerExtraPeriod -
                                       kEps))
          : 0;
  RailBooking& in = booking(step.target);
  const int first =
      std::max(despatch + campaign_rules::kRailPeriodsToFirstArrival + extra, in.arrivalFreeFrom);
  const int last = first + elements - 1;
  in.arrivalFreeFrom = last + 1;
  // The force reappears with its first element; the others are off the map until their own
  // period (kept as off-table elements that return at the station).
  f.embarkedOn = "rail";
  f.transitTo = step.target;
  f.transitArrivesAt = first;
  f.railLink = route->links.empty() ? "" : route->links.back();
  for (int k = 1; k < static_cast<int>(roster.size()); ++k) {
    ElementState e;
    e.element = roster[static_cast<std::size_t>(k)].id;
    e.status = ElementStatus::OffTable;
    e.returnsOnDay = (first + k) / 3 + 1;
    e.returnsInPeriod = static_cast<Period>((first + k) % 3);
    e.railTo = step.target;
    m_state.elementStates.push_back(e);
  }
  logNow("C-25", "entrain", {f.id}, f.location.node, {},
         f.name + " entrains at " + nodeName(f.location.node) + " for " + nodeName(step.target) +
             " (" + period_text::stagesText(route->stages) + " stages, " +
             std::to_string(elements) + " elements): the first detrains at the start of " +
             periodText(first) + ", the last at " + periodText(last),
         f.side);
}

}  // namespace hfg
