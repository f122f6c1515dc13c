// Rebuilds a past dawn from the log, the position history and the kept battle set-ups.
#include "core/campaign/dawn_history.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>
#include <stdexcept>
#include <string>

#include "core/campaign/interpretations.h"

namespace hfg {
namespace {

/// Kinds of event logged at a dawn before the day's orders: arrivals, and battle results with
/// their routs, retreats and resumptions (C-7, C-20, C-21, C-28).
bool isDawnEvent(const CampaignEvent& e) {
  return e.kind == "reinforcement" || e.kind == "result" || e.kind == "result-waiting" ||
         e.kind == "rout" || e.kind == "retreat" || e.kind == "destroyed" ||
         (e.kind == "battle" && e.rule == "C-20");
}

/// C-9: the weather at a dawn from the last throw before it. The engine throws at the end of
/// every afternoon when it is not raining (a 1 brings rain from the night) and at the start of
/// every period while it rains (4 or more stops it, the roads drying when that period ends), so
/// the last throw before a dawn is an afternoon's end throw or a night's start throw.
Weather weatherAtDawn(const std::vector<CampaignEvent>& log, int dawnIndex) {
  const CampaignEvent* last = nullptr;
  for (const auto& e : log)
    if (e.rule == "C-9" && periodIndexOf(e.day, e.period) < dawnIndex && !e.dice.empty()) last = &e;
  Weather w;
  if (!last) return w;
  const int die = last->dice.front();
  const bool rains = last->period == Period::Night ? die < campaign_rules::kRainStopsDie
                                                   : die == campaign_rules::kRainDie;
  w.raining = rains;
  w.roadsAffected = rains;
  return w;
}

int battleNumber(const std::string& id) {
  const auto dash = id.find_last_of('-');
  try {
    return dash == std::string::npos ? std::numeric_limits<int>::max()
                                     : std::stoi(id.substr(dash + 1));
  } catch (const std::exception&) {
    return std::numeric_limits<int>::max();
  }
}

/// The log up to the dawn of `day`: every earlier day, then that dawn's own events; `today`
/// gets the day's events after the dawn block.
void logUpToDawn(const CampaignState& state, int day, CampaignState& out,
                 std::vector<const CampaignEvent*>& today) {
  bool inDawnBlock = true;
  for (const auto& e : state.log) {
    if (e.day < day) {
      out.log.push_back(e);
    } else if (e.day == day) {
      if (inDawnBlock && isDawnEvent(e))
        out.log.push_back(e);
      else
        inDawnBlock = false;
      if (!inDawnBlock) today.push_back(&e);
    }
  }
}

/// What the morning's splits, merges and detrainings did after the dawn records were taken.
struct MorningChanges {
  std::set<std::string> splitOff;
  std::vector<const CampaignEvent*> mergedAway;
  std::map<std::string, std::string> detrainedAt;
};

MorningChanges morningChanges(const std::vector<const CampaignEvent*>& today) {
  MorningChanges out;
  for (const CampaignEvent* e : today) {
    if (e->period != Period::Morning) break;
    if (e->rule == "C-7" && e->kind == "split" && e->forces.size() == 2)
      out.splitOff.insert(e->forces[1]);
    else if (e->rule == "C-7" && e->kind == "merge" && e->forces.size() == 2)
      out.mergedAway.push_back(e);
    else if (e->rule == "C-25" && e->kind == "detrain" && e->forces.size() == 1)
      out.detrainedAt.emplace(e->forces[0], e->node);
  }
  return out;
}

/// A force as a position record shows it (its commands as now).
Force forceFromRecord(const CampaignState& state, const MorningChanges& changes,
                      const PositionRecord& r) {
  Force f;
  f.id = r.force;
  f.name = r.name;
  f.side = r.side;
  f.location = r.location;
  f.inBattle = r.inBattle;
  f.battle = r.battle;
  f.mustRest = r.mustRest;
  f.embarkedOn = r.embarkedOn;
  f.transitTo = r.transitTo;
  if (const Force* now = state.findForce(r.force)) {
    f.commands = now->commands;
    f.detached = now->detached;
  }
  if (auto it = changes.detrainedAt.find(r.force); it != changes.detrainedAt.end()) {
    f.location = Location{};  // still on the railway at dawn (C-25)
    f.embarkedOn = "rail";
    f.transitTo = it->second;
  }
  return f;
}

/// Forces as the morning's records show them, in the order the state kept them (forces are
/// only ever appended or removed, so the previous night's records give that order).
std::vector<Force> forcesAtDawn(const CampaignState& state, const CampaignState& out, int dawn,
                                const std::vector<const CampaignEvent*>& today) {
  std::map<std::string, std::size_t> nightOrder;
  for (const auto& r : state.positionHistory)
    if (periodIndexOf(r.day, r.period) == dawn - 1) nightOrder.emplace(r.force, nightOrder.size());
  const MorningChanges changes = morningChanges(today);
  std::vector<std::pair<std::size_t, Force>> forces;
  std::size_t later = nightOrder.size();
  for (const auto& r : state.positionHistory) {
    if (periodIndexOf(r.day, r.period) != dawn || changes.splitOff.count(r.force)) continue;
    auto it = nightOrder.find(r.force);
    forces.push_back(
        {it != nightOrder.end() ? it->second : later++, forceFromRecord(state, changes, r)});
  }
  for (const CampaignEvent* e : changes.mergedAway) {
    // Recorded that morning before the merge (newer saves); else its last record before, at the
    // node where it merged.
    if (std::any_of(forces.begin(), forces.end(),
                    [&](const auto& entry) { return entry.second.id == e->forces[0]; }))
      continue;
    const PositionRecord* last = nullptr;
    for (const auto& r : out.positionHistory)
      if (r.force == e->forces[0]) last = &r;
    if (!last) continue;
    Force f = forceFromRecord(state, changes, *last);
    f.location = Location{};
    f.location.node = e->node;
    auto it = nightOrder.find(f.id);
    forces.push_back({it != nightOrder.end() ? it->second : later++, f});
  }
  std::stable_sort(forces.begin(), forces.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<Force> result;
  for (auto& [order, f] : forces) result.push_back(std::move(f));
  return result;
}

/// The battles then waiting: those the forces were held in (every waiting battle holds some).
std::vector<BattleMeeting> battlesHeldAtDawn(const CampaignState& state,
                                             const std::vector<Force>& forces) {
  std::set<std::string> held;
  for (const auto& f : forces)
    if (f.inBattle && !f.battle.empty()) held.insert(f.battle);
  std::vector<BattleMeeting> out;
  for (const auto* list : {&state.pendingBattles, &state.resolvedBattles})
    for (const auto& b : *list)
      if (held.count(b.id)) {
        out.push_back(b);
        held.erase(b.id);
      }
  std::stable_sort(out.begin(), out.end(), [](const BattleMeeting& a, const BattleMeeting& b) {
    return battleNumber(a.id) < battleNumber(b.id);
  });
  return out;
}

}  // namespace

CampaignState stateAtDawn(const CampaignState& state, int day) {
  if (day == state.day && state.period == Period::Morning) return state;
  if (day < 1 || day > state.day)
    throw std::invalid_argument("day " + std::to_string(day) + ": expected a day from 1 to " +
                                std::to_string(state.day) + " (the state is at day " +
                                std::to_string(state.day) + ", " +
                                std::string(keyOf(state.period)) + ")");
  const int dawn = periodIndexOf(day, Period::Morning);
  CampaignState out;
  out.scenarioFile = state.scenarioFile;
  out.day = day;
  out.period = Period::Morning;
  out.rngState = state.rngState;
  out.campaignKey = state.campaignKey;
  out.elementStates = state.elementStates;
  out.railBookings = state.railBookings;
  out.nextBattleNumber = state.nextBattleNumber;

  std::vector<const CampaignEvent*> today;
  logUpToDawn(state, day, out, today);
  for (const auto& r : state.positionHistory)
    if (periodIndexOf(r.day, r.period) < dawn) out.positionHistory.push_back(r);
  out.weather = weatherAtDawn(state.log, dawn);
  out.forces = forcesAtDawn(state, out, dawn, today);
  out.pendingBattles = battlesHeldAtDawn(state, out.forces);
  for (const auto& w : state.works)
    if (w.builtOnDay < day) out.works.push_back(w);
  for (const auto& b : state.bridges)
    if (b.changedOnDay < day) out.bridges.push_back(b);
  return out;
}

}  // namespace hfg
