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

void CampaignEngine::applyAction(const PeriodAction& plan, const MovementResult& result,
                                 std::size_t i) {
  const auto& map = m_scenario.map;
  Force& f = *m_state.findForce(plan.force);
  const Step& step = plan.step;
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
    if (!plan.water) f.stagesToday += moved;
    const std::string where = f.location.atNode()
                                  ? "at " + nodeName(f.location.node)
                                  : "on the road to " + nodeName(f.location.towards);
    logNow(plan.water ? "C-23" : "C-10", plan.water ? "sail" : "march", {f.id}, f.location.node,
           {},
           f.name + (plan.water ? " sails " : " marches ") + period_text::stagesText(moved) +
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
  bool active = moved > kEps && !plan.water;
  if (!stopped && !key.empty()) {
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
    if (plan.night && moved > kEps) f.mustRest = true;
  } else {
    f.activePeriodsInRow = 0;
    f.mustRest = false;
  }
}

void CampaignEngine::embarkOrLand(Force& f, const Step& step, const std::string& key) {
  const std::string target = f.location.node;
  // C-24: surf on a naval die of 4+ stops it other than at a friendly port
  // (Interpretation: "the score" is the naval die thrown for this period).
  const int die = m_dice.d6();
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
    logNow("C-24", key, {f.id}, f.location.node, {die},
           f.name + (step.kind == StepKind::Embark ? " has embarked at " : " has landed at ") +
               nodeName(f.location.node) + " (surf die " + std::to_string(die) + ")",
           f.side);
    f.task.clear();
    f.taskPeriodsDone = 0;
  } else {
    logNow("C-24", key, {f.id}, f.location.node, {die},
           f.name + (step.kind == StepKind::Embark ? " is embarking" : " is landing") + " at " +
               nodeName(f.location.node) + " (" + std::to_string(f.taskPeriodsDone) + " of " +
               std::to_string(needed) + " periods)",
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
      std::erase_if(m_state.bridges, [&](const BridgeChange& b) { return b.link == target; });
      m_state.bridges.push_back({target, now, day});
      const StageLink* l = m_planner.index().findLink(m_scenario.map, target);
      text = std::string(step.work == WorkTask::BreakBridge    ? "The bridge has been broken"
                         : step.work == WorkTask::RepairBridge ? "The bridge has been repaired"
                                                               : "A bridge has been built") +
             " between " + nodeName(l->from) + " and " + nodeName(l->to);
    }
  }
  // Bridges are seen by both sides, but not who worked on them; works are the builder's
  // secret (C-6).
  const bool secret = step.work == WorkTask::Entrench || step.work == WorkTask::Redoubt;
  logNow("C-22", "work", secret ? std::vector<std::string>{f.id} : std::vector<std::string>{},
         secret ? f.location.node : "", {}, text, secret ? f.side : "");
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
