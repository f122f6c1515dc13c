// C-28: a battle's result comes back; C-20 battle time and nightfall; C-21 losses and the rout.
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <set>

#include "core/campaign/campaign_engine.h"
#include "core/campaign/force_roster.h"
#include "core/campaign/interpretations.h"
#include "core/campaign/map_rules.h"
#include "core/campaign/period_action.h"
#include "core/campaign/state_check.h"

namespace hfg {
namespace {

using campaign_rules::kBoundsPerPeriod;  // C-20
/// C-20, C-12: a night retreat after an undecided battle is a march by night: 1 stage.
constexpr int kNightRetreatStages = 1;

/// C-20: the map periods `boundsFought` bounds fill (12 bounds a side make one period).
int periodsFought(int boundsFought) {
  return (boundsFought + kBoundsPerPeriod - 1) / kBoundsPerPeriod;
}

}  // namespace

int CampaignEngine::lastFoughtPeriod(const BattleMeeting& setup, const BattleResult& result) {
  return periodIndexOf(setup.day, static_cast<Period>(setup.period)) +
         periodsFought(result.boundsFought) - 1;
}

std::vector<const BattleMeeting*> battlesAwaitingResult(const CampaignState& state) {
  std::vector<const BattleMeeting*> out;
  for (const auto& b : state.pendingBattles)
    if (std::none_of(state.resultsWaiting.begin(), state.resultsWaiting.end(),
                     [&](const BattleResult& r) { return r.battle == b.id; }))
      out.push_back(&b);
  return out;
}

std::vector<std::string> CampaignEngine::applyBattleResult(const BattleResult& result) {
  std::vector<std::string> errors = checkCampaignState(m_scenario, m_state, m_planner.index());
  if (!errors.empty()) return errors;
  auto it = std::find_if(m_state.pendingBattles.begin(), m_state.pendingBattles.end(),
                         [&](const BattleMeeting& b) { return b.id == result.battle; });
  if (it == m_state.pendingBattles.end())
    return {"battle '" + result.battle + "' is not waiting for a result"};
  const BattleMeeting setup = *it;

  std::vector<std::string> forceIds;
  std::set<std::string> elements;
  for (const auto& f : m_state.forces)
    if (f.battle == setup.id) {
      forceIds.push_back(f.id);
      for (const auto& e : forceRoster(m_scenario, m_state, f, RosterFilter::All))
        elements.insert(e.id);
    }
  const std::string sideA = setup.defenderSide;
  const std::string sideB = setup.attackerSide;
  if (!result.winner.empty() && result.winner != sideA && result.winner != sideB)
    errors.push_back("winner '" + result.winner + "' is not a side in " + setup.id + " (" + sideA +
                     " or " + sideB + ")");
  // C-20: battles cease at nightfall, so a battle starting in the morning lasts at most 24 bounds.
  const int maxBounds = kBoundsPerPeriod * (static_cast<int>(Period::Night) - setup.period);
  if (result.boundsFought < 1 || result.boundsFought > maxBounds)
    errors.push_back("boundsFought " + std::to_string(result.boundsFought) + " must be 1.." +
                     std::to_string(maxBounds) +
                     " (C-20: 12 bounds a period, no fighting after nightfall)");
  for (const auto& e : result.elements)
    if (!elements.count(e.element))
      errors.push_back("element '" + e.element + "' was not in " + setup.id);
  if (!result.winner.empty() && result.routStages != 1 && result.routStages != 2)
    errors.push_back("routStages must be 1 or 2 (C-21)");
  if (result.winner.empty() && !result.nightRetreatSide.empty() &&
      result.nightRetreatSide != sideA && result.nightRetreatSide != sideB)
    errors.push_back("nightRetreatSide '" + result.nightRetreatSide + "' is not a side in " +
                     setup.id);
  if (!result.routRoute.empty()) {
    // C-20, C-21: a route typed by hand is measured in stages along its links, like the
    // engine's own: it must reach the retreat's length without a link to spare.
    const int stages = result.winner.empty() ? kNightRetreatStages : result.routStages;
    if (auto problem = retreatRouteProblem(setup, result.routRoute, stages))
      errors.push_back("routRoute: " + *problem);
  }
  for (const auto& waiting : m_state.resultsWaiting)
    if (waiting.battle == setup.id)
      errors.push_back("battle '" + setup.id +
                       "' already has a result, waiting for its last period to run (C-20)");
  if (!errors.empty()) return errors;

  // C-20: 12 bounds a side make one map period, so the fighting fills the periods from the
  // battle's start to `lastFought`. A result that comes back before that period has run waits
  // for it: the forces stay held and the rest of the map moves, then it is applied.
  const int lastFought = lastFoughtPeriod(setup, result);
  if (lastFought >= periodIndexOf(m_state.day, m_state.period)) {
    m_state.resultsWaiting.push_back(result);
    log({m_state.day,
         m_state.period,
         "C-20",
         "result-waiting",
         forceIds,
         setup.node,
         {},
         "The result of " + setup.id + " is in, but its " + std::to_string(result.boundsFought) +
             " bounds last until the end of " + periodText(lastFought) +
             "; its forces stay on the field until then",
         "",
         setup.link,
         setup.position});
    return {};
  }
  resolveBattle(setup, result);
  return {};
}

void CampaignEngine::applyWaitingResults() {
  const int now = periodIndexOf(m_state.day, m_state.period);
  std::vector<BattleResult> due;
  std::erase_if(m_state.resultsWaiting, [&](const BattleResult& r) {
    auto it = std::find_if(m_state.pendingBattles.begin(), m_state.pendingBattles.end(),
                           [&](const BattleMeeting& b) { return b.id == r.battle; });
    if (it == m_state.pendingBattles.end()) return true;  // checkCampaignState reports it
    if (lastFoughtPeriod(*it, r) >= now) return false;
    due.push_back(r);
    return true;
  });
  for (const auto& r : due) {
    // Found again: resolving an earlier one changes pendingBattles.
    auto it = std::find_if(m_state.pendingBattles.begin(), m_state.pendingBattles.end(),
                           [&](const BattleMeeting& b) { return b.id == r.battle; });
    const BattleMeeting setup = *it;
    resolveBattle(setup, r);
  }
}

void CampaignEngine::resolveBattle(const BattleMeeting& setup, const BattleResult& result) {
  std::vector<std::string> forceIds;
  for (const auto& f : m_state.forces)
    if (f.battle == setup.id) forceIds.push_back(f.id);
  const std::string sideA = setup.defenderSide;
  const std::string sideB = setup.attackerSide;
  // A result that waited (or came late) was checked when it came; a road on the chosen rout
  // route may have closed since (a bridge broken), and then the rout finds its own way.
  std::vector<std::string> routRoute = result.routRoute;
  const int retreatStages = result.winner.empty() ? kNightRetreatStages : result.routStages;
  if (!routRoute.empty() && retreatRouteProblem(setup, routRoute, retreatStages)) routRoute.clear();

  const int day = m_state.day;
  const Period period = m_state.period;
  const std::string winnerText =
      result.winner.empty() ? "undecided at nightfall" : "won by side " + result.winner;
  const int periods = periodsFought(result.boundsFought);
  const int lastFought = lastFoughtPeriod(setup, result);
  // C-20, C-27: a result applied after later periods ran says when the fighting really ended;
  // its forces were held on the field meanwhile, and the rout or retreat happens now.
  const int now = periodIndexOf(day, period);
  const bool late = lastFought + 1 < now;
  const std::string lateText =
      late ? "; the fighting ended with " + periodText(lastFought) + " and the result came " +
                 std::to_string(now - lastFought - 1) + " period" +
                 (now - lastFought - 1 == 1 ? "" : "s") + " later, so its forces were held"
           : "";
  log({day,
       period,
       "C-28",
       "result",
       forceIds,
       setup.node,
       {},
       "Battle " + setup.id + " " + winnerText + " after " + std::to_string(result.boundsFought) +
           " bounds (" + std::to_string(periods) + " map period" + (periods == 1 ? "" : "s") +
           ", C-20)" + lateText,
       "",
       setup.link,
       setup.position});
  applyLosses(setup, result, lastFought, late);
  putAshoreFromLostFleets();  // C-24: ships lost leave no troops aboard beyond their room
  if (!result.winner.empty())
    retreatFrom(setup, forceIds, routRoute, result.winner == sideA ? sideB : sideA,
                result.routStages, "C-21", "rout");
  else if (!result.nightRetreatSide.empty())
    retreatFrom(setup, forceIds, routRoute, result.nightRetreatSide, kNightRetreatStages, "C-20",
                "retreat");
  else
    resumeBattle(setup, forceIds, periods);
  std::erase_if(m_state.pendingBattles, [&](const BattleMeeting& b) { return b.id == setup.id; });
  m_state.resolvedBattles.push_back(setup);
}

void CampaignEngine::applyLosses(const BattleMeeting& setup, const BattleResult& result,
                                 int lastFought, bool late) {
  const int now = periodIndexOf(m_state.day, m_state.period);
  // C-21: destroyed are lost for good, spent come back before the next battle, off-table
  // elements come back in the next period of the campaign.
  for (const auto& e : result.elements) {
    std::erase_if(m_state.elementStates,
                  [&](const ElementState& s) { return s.element == e.element; });
    if (e.status == ElementStatus::Present) continue;
    ElementState s;
    s.element = e.element;
    s.status = e.status;
    // The period after the fighting; for a late result that has passed, so they return in the
    // next period to be run.
    const int back = std::max(lastFought + 1, now);
    s.returnsOnDay = back / 3 + 1;
    s.returnsInPeriod = static_cast<Period>(back % 3);
    m_state.elementStates.push_back(s);
  }
  std::vector<std::string> gone;
  for (auto& f : m_state.forces) {
    if (f.battle != setup.id) continue;
    f.inBattle = false;
    f.battle.clear();
    // C-14: the periods held on the field after the fighting ended were rest.
    if (late) {
      f.activePeriodsInRow = 0;
      f.mustRest = false;
      f.mustRestRule.clear();
    }
    if (forceRoster(m_scenario, m_state, f, RosterFilter::All).empty()) gone.push_back(f.id);
  }
  for (const auto& id : gone) {
    log({m_state.day,
         m_state.period,
         "C-21",
         "destroyed",
         {id},
         setup.node,
         {},
         "Force " + id + " has been destroyed",
         "",
         "",
         std::nullopt});
    std::erase_if(m_state.forces, [&](const Force& f) { return f.id == id; });
  }
}

double CampaignEngine::stagesToLinkEnd(const BattleMeeting& setup, const std::string& end) const {
  const StageLink* l = m_planner.index().findLink(m_scenario.map, setup.link);
  if (!l) return 0;
  return end == l->from ? setup.stagesAlongLink : l->stages - setup.stagesAlongLink;
}

std::optional<std::string> CampaignEngine::retreatRouteProblem(
    const BattleMeeting& setup, const std::vector<std::string>& route, int stages) const {
  const auto& map = m_scenario.map;
  const auto road = openLinks(map, m_state, Travel::Road);
  if (route.size() < 2) return "give at least the battlefield (or an end of its link) and one node";
  double before = 0;  // stages to route.front()
  if (!setup.node.empty()) {
    if (route.front() != setup.node) return "it must start at the battlefield " + setup.node;
  } else {
    const StageLink* l = m_planner.index().findLink(map, setup.link);
    if (!l || (route.front() != l->from && route.front() != l->to))
      return "it must start at an end of the battle's link " + setup.link;
    before = stagesToLinkEnd(setup, route.front());
  }
  double total = before;
  double allButLast = before;
  for (std::size_t i = 1; i < route.size(); ++i) {
    const int l = m_planner.linkBetween(m_planner.nodeIndex(route[i - 1]),
                                        m_planner.nodeIndex(route[i]), road);
    if (l < 0) return "no open road from '" + route[i - 1] + "' to '" + route[i] + "'";
    allButLast = total;
    total += map.links[static_cast<std::size_t>(l)].stages;
  }
  constexpr double kEps = 1e-9;
  if (total + kEps < stages || allButLast + kEps >= stages)
    return "it covers " + std::to_string(total).substr(0, 4) + " stages along its links; a " +
           std::to_string(stages) +
           "-stage retreat needs a route that reaches that length with no link to spare "
           "(it ends part way along its last link when that is longer)";
  return std::nullopt;
}

std::vector<std::string> CampaignEngine::retreatPath(const BattleMeeting& setup, const Force& f,
                                                     const std::string& side, int stages) const {
  const auto& map = m_scenario.map;
  const auto road = retreatLinks(f);
  // Interpretation: back the way it came first, then always to the open neighbour furthest
  // from the battlefield that holds no enemy, until the links followed cover `stages`.
  std::vector<std::string> path;
  double covered = 0;
  if (setup.node.empty()) {
    const StageLink* l = m_planner.index().findLink(map, setup.link);
    const std::string end = f.cameFrom == l->from || f.cameFrom == l->to ? f.cameFrom
                            : setup.stagesAlongLink < l->stages / 2      ? l->from
                                                                         : l->to;
    path.push_back(end);
    covered = stagesToLinkEnd(setup, end);
  } else {
    path.push_back(setup.node);
  }
  constexpr double kEps = 1e-9;
  while (covered + kEps < stages) {
    const int n = m_planner.nodeIndex(path.back());
    std::string next;
    double nextStages = 0;
    double best = -1;
    for (const auto* arc = m_planner.arcsBegin(n); arc != m_planner.arcsEnd(n); ++arc) {
      if (!road[static_cast<std::size_t>(arc->link)]) continue;
      const std::string& cand = map.nodes[static_cast<std::size_t>(arc->to)].id;
      if (std::find(path.begin(), path.end(), cand) != path.end()) continue;
      const bool enemy =
          std::any_of(m_state.forces.begin(), m_state.forces.end(), [&](const Force& e) {
            return e.side != side && e.location.atNode() && e.location.node == cand;
          });
      if (enemy) continue;
      double score =
          distance(map.nodes[static_cast<std::size_t>(arc->to)].position, setup.position);
      if (path.size() == 1 && cand == f.cameFrom) score = std::numeric_limits<double>::max();
      if (score > best) {
        best = score;
        next = cand;
        nextStages = map.links[static_cast<std::size_t>(arc->link)].stages;
      }
    }
    if (next.empty()) break;
    path.push_back(next);
    covered += nextStages;
  }
  return path;
}

std::vector<char> CampaignEngine::retreatLinks(const Force& f) const {
  // C-21, C-23: a fleet falls back by water, land troops by road.
  const bool fleet = isNavalForce(forceRoster(m_scenario, m_state, f, RosterFilter::Marching));
  return openLinks(m_scenario.map, m_state, fleet ? Travel::Water : Travel::Road);
}

CampaignEngine::RetreatEnd CampaignEngine::walkRetreat(const BattleMeeting& setup,
                                                       const std::vector<std::string>& path,
                                                       int stages,
                                                       const std::vector<char>& open) const {
  // C-20, C-21: the retreat covers `stages` along the real links, ending part way along the
  // last one when that is longer than what is left.
  const auto& map = m_scenario.map;
  constexpr double kEps = 1e-9;
  RetreatEnd out;
  double left = stages;
  if (setup.node.empty()) {
    const StageLink* l = m_planner.index().findLink(map, setup.link);
    const double toEnd = stagesToLinkEnd(setup, path.front());
    if (toEnd > left + kEps) {
      const double s = setup.stagesAlongLink + (path.front() == l->to ? left : -left);
      out.location.link = l->id;
      out.location.towards = path.front();
      out.location.stagesFromStart =
          std::clamp(path.front() == l->to ? s : l->stages - s, 0.0, l->stages);
      out.stages = left;
      return out;
    }
    left -= toEnd;
    out.stages += toEnd;
  }
  out.nodes.push_back(path.front());
  for (std::size_t i = 1; i < path.size() && left > kEps; ++i) {
    // The link it takes between the two nodes: an open one of its kind (a road, or water for a
    // fleet), shortest first, never a railway or sea lane that happens to join them.
    const int li =
        m_planner.linkBetween(m_planner.nodeIndex(path[i - 1]), m_planner.nodeIndex(path[i]), open);
    if (li < 0) break;
    const StageLink* l = &map.links[static_cast<std::size_t>(li)];
    if (l->stages > left + kEps) {
      out.location.link = l->id;
      out.location.towards = path[i];
      out.location.stagesFromStart = left;
      out.cameFrom = path[i - 1];
      out.stages += left;
      return out;
    }
    left -= l->stages;
    out.stages += l->stages;
    out.nodes.push_back(path[i]);
  }
  out.location.node = out.nodes.back();
  if (out.nodes.size() > 1) out.cameFrom = out.nodes[out.nodes.size() - 2];
  return out;
}

void CampaignEngine::retreatFrom(const BattleMeeting& setup,
                                 const std::vector<std::string>& forceIds,
                                 const std::vector<std::string>& routRoute, const std::string& side,
                                 int stages, const std::string& rule, const std::string& what) {
  // The retreat: a compulsory rout of 1 or 2 stages for the loser (C-21, ignoring C-13), or a
  // night retreat of 1 stage after an undecided battle (C-20, C-12).
  for (auto& f : m_state.forces) {
    if (f.side != side || std::find(forceIds.begin(), forceIds.end(), f.id) == forceIds.end())
      continue;
    const std::vector<char> open = retreatLinks(f);
    const bool fleet = isNavalForce(forceRoster(m_scenario, m_state, f, RosterFilter::Marching));
    // A typed rout_route is a road route: a fleet takes its own way by water.
    const std::vector<std::string> path =
        routRoute.empty() || fleet ? retreatPath(setup, f, side, stages) : routRoute;
    const RetreatEnd end = walkRetreat(setup, path, stages, open);
    f.location = end.location;
    if (!end.cameFrom.empty()) f.cameFrom = end.cameFrom;
    // C-14: a night retreat is a march by night; C-21 Interpretation: a rout takes the period
    // it happens in, so the routed force rests in it.
    f.mustRest = true;
    f.mustRestRule = rule == "C-21" ? "C-21" : "C-14";
    f.activePeriodsInRow = 0;
    f.task.clear();
    std::string names;
    for (const auto& n : end.nodes) names += (names.empty() ? "" : " - ") + nodeName(n);
    const std::string endText =
        end.location.atNode() ? nodeName(end.location.node)
                              : "the road to " + nodeName(end.location.towards) + ", part way" +
                                    (end.cameFrom.empty() ? "" : " from " + nodeName(end.cameFrom));
    log({m_state.day,
         m_state.period,
         rule,
         what,
         {f.id},
         end.location.node,
         {},
         f.name + " " + what + "s " + period_text::stagesText(end.stages) + " stage" +
             (std::abs(end.stages - 1.0) < 1e-6 ? "" : "s") + " to " + endText +
             (names.empty() ? "" : " (" + names + ")"),
         "",
         end.location.link,
         std::nullopt});
    if (fleet) carryWithFleet(f);  // C-24: the troops aboard go with it, by water
  }
}

void CampaignEngine::resumeBattle(const BattleMeeting& setup,
                                  const std::vector<std::string>& forceIds, int periods) {
  BattleMeeting next = setup;
  next.id = "battle-" + std::to_string(m_state.nextBattleNumber++);
  // The morning after the battle's day: when the result comes late that morning has already
  // run with the forces held on the field, so the battle has been going on since (C-20).
  next.day = setup.day + 1;
  next.period = 0;
  next.arrivals.clear();
  next.present.clear();
  next.periodsFought = setup.periodsFought + periods;
  for (auto& f : m_state.forces) {
    if (std::find(forceIds.begin(), forceIds.end(), f.id) == forceIds.end()) continue;
    BattleForce bf{f.id, f.side, f.commands, {}};
    for (const auto& e : forceRoster(m_scenario, m_state, f, RosterFilter::OnField))
      bf.elements.push_back(e.id);
    next.present.push_back(bf);
    f.inBattle = true;
    f.battle = next.id;
  }
  log({m_state.day,
       m_state.period,
       "C-20",
       "battle",
       forceIds,
       setup.node,
       {},
       "Battle " + setup.id + " resumes next morning as " + next.id,
       "",
       setup.link,
       setup.position});
  m_state.pendingBattles.push_back(next);
}

}  // namespace hfg
