// The campaign clock: dawn, weather, returns, rail arrivals, order look-ups and C-17 dice.
#include "core/campaign/campaign_engine.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <stdexcept>

#include "core/campaign/force_roster.h"
#include "core/campaign/interpretations.h"
#include "core/campaign/map_rules.h"
#include "core/campaign/movement.h"
#include "core/campaign/period_action.h"
#include "core/campaign/side_view.h"
#include "core/campaign/state_check.h"
#include "core/campaign/tactical_moves.h"

namespace hfg {

CampaignState makeInitialState(const Scenario& scenario) {
  CampaignState state;
  state.rngState = scenario.settings.seed;
  std::vector<ForcePlacement> placed = scenario.startPositions;
  for (const auto& r : scenario.reinforcements)
    if (r.day <= 1) placed.push_back(r.force);
  for (const auto& p : placed) {
    Force f;
    f.id = p.id;
    f.name = p.name.empty() ? p.id : p.name;
    f.side = p.side;
    f.commands = p.commands;
    f.location.node = p.node;
    state.forces.push_back(f);
  }
  return state;
}

CampaignEngine::CampaignEngine(const Scenario& scenario, CampaignState& state, Dice& dice)
    : m_scenario(scenario), m_state(state), m_dice(dice), m_planner(scenario.map) {}

std::string CampaignEngine::nodeName(const std::string& nodeId) const {
  const StageNode* n = m_planner.index().findNode(m_scenario.map, nodeId);
  return n && !n->name.empty() ? n->name : nodeId;
}

std::string CampaignEngine::periodText(int periodIndex) {
  return "day " + std::to_string(periodIndex / 3 + 1) + " " +
         std::string(keyOf(static_cast<Period>(periodIndex % 3)));
}

void CampaignEngine::log(CampaignEvent event) { m_state.log.push_back(std::move(event)); }

const SideOrders* CampaignEngine::ordersOf(const std::string& side) const {
  for (const auto& o : m_orders)
    if (o.side == side) return &o;
  return nullptr;
}

bool CampaignEngine::isNative(const std::string& side) const {
  return !m_scenario.settings.colonialSide.empty() && side == m_scenario.settings.colonialSide;
}

bool CampaignEngine::nativeMovesToday() const {
  // C-15 Interpretation: the native side moves on even days, carrying out two days' orders.
  return !m_scenario.settings.colonialSide.empty() &&
         m_state.day % campaign_rules::kNativeMoveDayModulus ==
             campaign_rules::kNativeMoveDayRemainder;
}

const ForceOrder* CampaignEngine::orderOf(const std::string& forceId, int nativeDay) const {
  for (std::size_t k = 0; k < m_orders.size(); ++k) {
    const SideOrders& so = m_orders[k];
    // C-15: the native side's held orders are yesterday's (nativeDay 0), today's are nativeDay 1.
    if (isNative(so.side) && so.day != m_state.day - 1 + nativeDay) continue;
    const auto& index = m_orderIndex[k];
    if (const auto it = index.find(forceId); it != index.end()) return &so.forces[it->second];
  }
  return nullptr;
}

void CampaignEngine::keepOrders(std::vector<SideOrders> orders) {
  m_orders = std::move(orders);
  m_orderIndex.assign(m_orders.size(), {});
  for (std::size_t k = 0; k < m_orders.size(); ++k)
    for (std::size_t i = 0; i < m_orders[k].forces.size(); ++i)
      m_orderIndex[k].emplace(m_orders[k].forces[i].force, i);  // the first order of a force
}

std::vector<OrderError> CampaignEngine::runDay(const std::vector<SideOrders>& orders) {
  auto errors = setOrders(orders);
  if (!errors.empty()) return errors;
  for (int i = 0; i < 3; ++i) runPeriod();
  return {};
}

void CampaignEngine::runPeriod() {
  // A state that does not fit the scenario is refused with every reason, never half-run.
  if (auto problems = checkCampaignState(m_scenario, m_state, m_planner.index());
      !problems.empty()) {
    std::string text = "the campaign state does not fit the scenario:";
    for (const auto& p : problems) text += "\n  " + p;
    throw std::invalid_argument(text);
  }
  weatherAtStart();
  applyWaitingResults();  // before the returns: elements that left the table come back now
  returnOffTableElements();
  railArrivals();
  putAshoreFromLostFleets();
  recordPositions();
  battlesGoOn();
  if (nativeMovesToday()) {
    const int p = static_cast<int>(m_state.period);
    executePeriod(2 * p, true);
    executePeriod(2 * p + 1, false);
  } else {
    executePeriod(-1, false);
  }
  weatherAtEnd();
  // Advance the clock (C-4).
  if (m_state.period == Period::Night) {
    m_state.period = Period::Morning;
    ++m_state.day;
    keepOrders({});  // C-5: new orders at each dawn
    dawn();            // before the orders are written, so new arrivals can be given orders
  } else {
    m_state.period = static_cast<Period>(static_cast<int>(m_state.period) + 1);
  }
  // C-20: a battle whose result waited for this period is over: free its forces now, so that
  // the state between periods (and a save at dawn) shows the rout.
  applyWaitingResults();
  m_state.rngState = m_dice.state();
}

void CampaignEngine::dawn() {
  for (auto& f : m_state.forces) f.stagesToday = 0;  // C-10 daily totals
  for (const auto& r : m_scenario.reinforcements) {
    if (r.day != m_state.day || m_state.findForce(r.force.id)) continue;
    Force f;
    f.id = r.force.id;
    f.name = r.force.name.empty() ? r.force.id : r.force.name;
    f.side = r.force.side;
    f.commands = r.force.commands;
    f.location.node = r.force.node;
    m_state.forces.push_back(f);
    log({m_state.day,
         m_state.period,
         "C-7",
         "reinforcement",
         {f.id},
         f.location.node,
         {},
         f.name + " arrives at " + nodeName(f.location.node),
         f.side,
         "",
         std::nullopt});
  }
}

void CampaignEngine::weatherAtStart() {
  Weather& w = m_state.weather;
  if (w.raining && !w.rainBeganLastPeriod) {
    const int die = m_dice.d6();
    if (die >= campaign_rules::kRainStopsDie) {
      w.raining = false;  // roads stay affected until this period ends (C-9)
      log({m_state.day,
           m_state.period,
           "C-9",
           "weather",
           {},
           "",
           {die},
           "The rain stops (die " + std::to_string(die) +
               "); roads stay muddy until the period ends",
           "",
           "",
           std::nullopt});
    } else {
      log({m_state.day,
           m_state.period,
           "C-9",
           "weather",
           {},
           "",
           {die},
           "The rain goes on (die " + std::to_string(die) + ")",
           "",
           "",
           std::nullopt});
    }
  }
  w.rainBeganLastPeriod = false;
}

void CampaignEngine::weatherAtEnd() {
  Weather& w = m_state.weather;
  if (!w.raining && w.roadsAffected) w.roadsAffected = false;
  if (m_state.period == Period::Afternoon && !w.raining) {
    const int die = m_dice.d6();
    if (die == campaign_rules::kRainDie) {
      w.raining = true;
      w.roadsAffected = true;
      w.rainBeganLastPeriod = true;
      log({m_state.day,
           m_state.period,
           "C-9",
           "weather",
           {},
           "",
           {die},
           "Bad weather (die 1): heavy rain from the night; bad roads turn to mud",
           "",
           "",
           std::nullopt});
    } else {
      log({m_state.day,
           m_state.period,
           "C-9",
           "weather",
           {},
           "",
           {die},
           "The weather stays fine (die " + std::to_string(die) + ")",
           "",
           "",
           std::nullopt});
    }
  }
}

void CampaignEngine::returnOffTableElements() {
  const int now = periodIndexOf(m_state.day, m_state.period);
  for (auto it = m_state.elementStates.begin(); it != m_state.elementStates.end();) {
    if (it->status != ElementStatus::OffTable ||
        periodIndexOf(it->returnsOnDay, it->returnsInPeriod) > now) {
      ++it;
      continue;
    }
    // The element's side alone hears of it (C-6).
    std::string side;
    if (auto e = findRosterElement(m_scenario, it->element))
      if (const Side* s = m_scenario.sideOfCommand(e->command)) side = s->id;
    if (it->railTo.empty())
      log({m_state.day,
           m_state.period,
           "C-21",
           "return",
           {},
           "",
           {},
           "Element " + it->element + " rejoins after leaving the battlefield",
           side,
           "",
           std::nullopt});
    const std::string element = it->element;
    const std::string station = it->railTo;
    it = m_state.elementStates.erase(it);
    if (!station.empty()) detrainElement(element, station, side);
  }
}

namespace {

/// The force whose commands or detached elements hold `elementId` (its element list, all
/// statuses but destroyed), or null.
Force* ownerOf(const Scenario& scenario, CampaignState& state, const std::string& elementId) {
  for (auto& f : state.forces)
    for (const auto& e : forceRoster(scenario, state, f, RosterFilter::All))
      if (e.id == elementId) return &f;
  return nullptr;
}

bool standsAt(const Force& f, const std::string& node) {
  return f.embarkedOn.empty() && f.location.atNode() && f.location.node == node;
}

}  // namespace

void CampaignEngine::detrainElement(const std::string& elementId, const std::string& station,
                                    const std::string& side) {
  // C-25 Interpretation (docs/rules.md): the element comes off the train at its station. Its
  // force stands there (it waits for its last element, awaitRailElements) unless a battle drove
  // it off; then the element waits at the station as a detachment, not where the force went.
  Force* owner = ownerOf(m_scenario, m_state, elementId);
  if (owner && standsAt(*owner, station)) {
    logNow("C-25", "detrain", {}, station, {},
           "Element " + elementId + " detrains at " + nodeName(station), side);
    return;
  }
  const std::string ownerName = owner ? owner->name : "";
  if (owner) std::erase(owner->detached, elementId);  // a party's element leaves its list
  // Named by side and station, never by its force: an id like "<force>-detrained" would tell
  // the enemy of a force (a split) it cannot know yet (C-6).
  const std::string base = side + "-detrained-" + station;
  // A party standing there takes it; else a new one, with an id no force of the log ever had
  // (a side's view must not take a new party for one destroyed earlier, C-6).
  auto used = [&](const std::string& id) {
    return m_state.findForce(id) ||
           std::any_of(m_state.log.begin(), m_state.log.end(), [&](const CampaignEvent& e) {
             return std::find(e.forces.begin(), e.forces.end(), id) != e.forces.end();
           });
  };
  Force* party = nullptr;
  std::string id = base;
  for (int n = 2; used(id); ++n) {
    Force* f = m_state.findForce(id);
    if (f && f->side == side && standsAt(*f, station) && !f->inBattle && !f->detached.empty()) {
      party = f;
      break;
    }
    id = base + "-" + std::to_string(n);
  }
  if (!party) {
    Force f;
    f.id = id;
    // One name a party: a side's view tells them apart by name too.
    f.name = "Troops of " + side + " detrained at " + nodeName(station) +
             (id == base ? "" : " (" + id.substr(base.size() + 1) + ")");
    f.side = side;
    f.location.node = station;
    m_state.forces.push_back(f);
    party = &m_state.forces.back();
  }
  party->detached.push_back(elementId);
  logNow("C-25", "detrain", {party->id}, station, {},
         "Element " + elementId + " detrains at " + nodeName(station) +
             (ownerName.empty() ? ": it waits there with "
                                : ": " + ownerName + " is no longer there, so it waits there with ") +
             party->name,
         side);
}

void CampaignEngine::awaitRailElements(PeriodAction& plan, const Force& f) {
  const StepKind k = plan.step.kind;
  if (k != StepKind::March && k != StepKind::Sail && k != StepKind::Embark &&
      k != StepKind::Entrain)
    return;
  bool onTheLine = false;
  for (const auto& e : m_state.elementStates) onTheLine = onTheLine || !e.railTo.empty();
  if (!onTheLine) return;  // the common case: nothing on any railway
  // Only elements bound for where it stands: those of a force driven off elsewhere will wait at
  // their station as a detachment (detrainElement).
  if (!standsAt(f, f.location.node)) return;
  int waiting = 0;
  for (const auto& r : forceRoster(m_scenario, m_state, f, RosterFilter::All))
    for (const auto& e : m_state.elementStates)
      if (e.element == r.id && e.railTo == f.location.node) ++waiting;
  if (waiting == 0) return;
  logNow("C-25", "wait", {f.id}, f.location.node, {},
         f.name + " waits at " + nodeName(f.location.node) + " for its " +
             std::to_string(waiting) + " element" + (waiting == 1 ? "" : "s") +
             " still on the railway (a force detrains whole before it leaves the station)",
         f.side);
  plan.step = Step{};
}

void CampaignEngine::battlesGoOn() {
  // C-20: a battle without a result is taken to go on; it stops at nightfall.
  const int now = periodIndexOf(m_state.day, m_state.period);
  for (const auto& b : m_state.pendingBattles) {
    if (periodIndexOf(b.day, static_cast<Period>(b.period)) >= now) continue;
    const std::string where = b.node.empty() ? "on the road " + b.link : "at " + nodeName(b.node);
    auto waiting = std::find_if(m_state.resultsWaiting.begin(), m_state.resultsWaiting.end(),
                                [&](const BattleResult& r) { return r.battle == b.id; });
    const int lastFought =
        waiting == m_state.resultsWaiting.end() ? -1 : lastFoughtPeriod(b, *waiting);
    const std::string ongoing =
        b.id + " " + where +
        " goes on (no result yet): troops within 1 stage may march to the sound of the guns";
    const bool over = now > periodIndexOf(b.day, Period::Afternoon);
    const std::string text =
        lastFought >= 0
            ? b.id + " " + where + " goes on; its result is in: the fighting ends with " +
                  periodText(lastFought)
        : over && m_state.period != Period::Night
            ? b.id + " " + where + " ceased at nightfall of day " + std::to_string(b.day) +
                  " and waits for its result: its forces are held and no troops join it"
        : m_state.period == Period::Night
            ? "Fighting in " + b.id + " " + where + " stops at nightfall"
            : ongoing;
    log({m_state.day,
         m_state.period,
         "C-20",
         "ongoing",
         {},
         b.node,
         {},
         text,
         "",
         b.link,
         b.position});
  }
}

void CampaignEngine::railArrivals() {
  const int now = periodIndexOf(m_state.day, m_state.period);
  for (auto& f : m_state.forces) {
    if (f.embarkedOn != "rail") f.railLink.clear();  // it detrained in an earlier period
    if (f.embarkedOn != "rail" || f.transitArrivesAt > now) continue;
    f.embarkedOn.clear();
    f.location = Location{};
    f.location.node = f.transitTo;
    f.cameFrom.clear();
    log({m_state.day,
         m_state.period,
         "C-25",
         "detrain",
         {f.id},
         f.transitTo,
         {},
         f.name + " begins to detrain at " + nodeName(f.transitTo),
         f.side,
         "",
         std::nullopt});
    f.transitTo.clear();
  }
}

void CampaignEngine::putAshoreFromLostFleets() {
  // C-24 Interpretation (docs/rules.md): troops aboard a fleet destroyed in battle, or left with
  // no naval element, are put ashore where it was (at the end of the water link it was heading
  // to when it was not at a node); they no longer wait aboard a fleet that is not there, nor
  // throw a naval die of their own. A fleet that lost ships and has less room than it carries
  // puts ashore the forces aboard listed last until the rest fit.
  auto ashore = [&](Force& f, const std::string& why) {
    if (!f.location.atNode()) {
      const std::string to = f.location.towards;
      f.location = Location{};
      f.location.node = to;
    }
    f.embarkedOn.clear();
    f.aboard.clear();
    f.task.clear();
    f.taskPeriodsDone = 0;
    logNow("C-24", "ashore", {f.id}, f.location.node, {},
           f.name + " is put ashore at " + nodeName(f.location.node) + ": " + why, f.side);
  };
  auto shipsOf = [&](const std::string& id) -> const Force* {
    const Force* fleet = id.empty() ? nullptr : m_state.findForce(id);
    return fleet && isNavalForce(forceRoster(m_scenario, m_state, *fleet, RosterFilter::Marching))
               ? fleet
               : nullptr;
  };
  for (auto& f : m_state.forces)
    if (f.embarkedOn == "water" && !shipsOf(f.aboard))
      ashore(f, "the fleet it was aboard has no ship left");
  for (std::size_t k = m_state.forces.size(); k-- > 0;) {
    Force& f = m_state.forces[k];
    if (f.embarkedOn != "water") continue;
    const Force* fleet = shipsOf(f.aboard);
    if (fleet && roomAboard(m_scenario, m_state, *fleet) < 0)
      ashore(f, fleet->name + " has lost ships and no longer has room for it");
  }
}

void CampaignEngine::carryWithFleet(const Force& fleet) {
  for (auto& f : m_state.forces) {
    if (f.aboard != fleet.id || f.embarkedOn != "water" || f.location == fleet.location) continue;
    f.location = fleet.location;
    f.task.clear();  // a landing begun where it was breaks off
    f.taskPeriodsDone = 0;
    logNow("C-24", "carried", {f.id}, f.location.node, {},
           f.name + " goes with " + fleet.name + " aboard, " + whereText(f.location), f.side);
  }
}

void CampaignEngine::recordPositions() {
  // C-6: once a period, as it begins; at dawn before the day's splits and merges (setOrders).
  const int now = periodIndexOf(m_state.day, m_state.period);
  for (auto it = m_state.positionHistory.rbegin(); it != m_state.positionHistory.rend(); ++it) {
    const int p = periodIndexOf(it->day, it->period);
    if (p == now) return;
    if (p < now) break;
  }
  for (const auto& f : m_state.forces) {
    PositionRecord r;
    r.day = m_state.day;
    r.period = m_state.period;
    r.force = f.id;
    r.side = f.side;
    r.name = f.name;
    r.location = f.location;
    r.elementCount =
        static_cast<int>(forceRoster(m_scenario, m_state, f, RosterFilter::Marching).size());
    r.inBattle = f.inBattle;
    r.battle = f.battle;
    r.mustRest = f.mustRest;
    r.embarkedOn = f.embarkedOn;
    r.transitTo = f.transitTo;
    if (f.embarkedOn == "rail") r.location = Location{};  // off the map while on the railway
    m_state.positionHistory.push_back(r);
  }
}

Step CampaignEngine::stepFor(const Force& force, Period period, int nativeDay) const {
  const ForceOrder* o = orderOf(force.id, nativeDay);
  if (!o) return Step{};
  if (o->goal) {
    auto steps = planGoal(force, *o, period);
    return steps.empty() ? Step{} : steps.front();
  }
  const auto p = static_cast<std::size_t>(period);
  return p < o->steps.size() ? o->steps[p] : Step{};
}

std::string CampaignEngine::defenderByDice(const std::string& sideA, const std::string& sideB,
                                           std::vector<int>& dice) {
  // C-17 / T-15.1: each army commander dices + aggression, ±1 for a Brilliant C-in-C; the high
  // scorer attacks; ties dice again.
  auto modifier = [&](const std::string& sideId) {
    const Side* side = m_scenario.findSide(sideId);
    if (!side) return 0;
    const Army* army = side->findArmy(side->commanderInChiefArmy);
    if (!army && !side->armies.empty()) army = &side->armies.front();
    if (!army) return 0;
    int m = army->aggression;
    const Command* cinc = army->findCommand(army->commanderCommand);
    if (cinc && cinc->general.quality == GeneralQuality::Brilliant) {
      const SideOrders* o = ordersOf(sideId);
      m += o ? o->brilliantAdjust : 1;
    }
    return m;
  };
  for (;;) {
    const int a = m_dice.d6();
    const int b = m_dice.d6();
    dice.push_back(a);
    dice.push_back(b);
    const int sa = a + modifier(sideA);
    const int sb = b + modifier(sideB);
    if (sa != sb) return sa > sb ? sideB : sideA;  // the high scorer attacks
  }
}

}  // namespace hfg
