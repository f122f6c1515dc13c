// C-8: turns a force's goal into legal per-period steps (C-10..C-14, C-20, C-22, C-25).
#include <algorithm>
#include <limits>
#include <string>

#include "core/campaign/campaign_engine.h"
#include "core/campaign/force_roster.h"
#include "core/campaign/known_roads.h"
#include "core/campaign/map_rules.h"
#include "core/campaign/movement.h"
#include "core/campaign/side_view.h"

namespace hfg {
namespace {

constexpr double kEps = 1e-9;

MapPlace placeOf(const RoutePlanner& planner, const StageMap& map, const Location& loc) {
  if (loc.atNode()) return {planner.nodeIndex(loc.node), -1, 0};
  const int l = planner.linkIndex(loc.link);
  const StageLink& link = map.links[static_cast<std::size_t>(l)];
  const double s = loc.towards == link.to ? loc.stagesFromStart : link.stages - loc.stagesFromStart;
  return {-1, l, s};
}

}  // namespace

std::vector<Step> CampaignEngine::planGoal(const Force& force, const ForceOrder& order,
                                           Period from) const {
  std::vector<Step> out;
  if (!order.goal) return out;
  out.reserve(3);  // a step a period
  const Goal& goal = *order.goal;
  int active = force.activePeriodsInRow;
  bool mustRest = force.mustRest;
  double today = force.stagesToday;
  const auto marching = forceRoster(m_scenario, m_state, force, RosterFilter::Marching);
  const MarchRate rate = marchRateOf(marching);
  const bool tooLarge = overStageCapacity(force, marching);  // C-13: it must split
  // C-6: the side plans over the bridges it knows of; a march onto one broken since halts there.
  const std::vector<char>& road = knownRoads(
      m_planner, m_state, force.side, intelSeenAt(m_scenario.settings.intelLagPeriods, m_state));

  // Where the march starts: at a node, or (mid-link) at whichever end gives the shorter route;
  // `lead` is then the distance to that end.
  std::optional<Route> route;
  double lead = 0;
  if (goal.kind == GoalKind::MarchTo || goal.kind == GoalKind::MarchToAvoidingBattle) {
    std::vector<char> blocked;
    if (goal.kind == GoalKind::MarchToAvoidingBattle) {
      // C-6: avoid nodes where the side last knew an enemy force, from its own view only.
      blocked.assign(m_scenario.map.nodes.size(), 0);
      for (const auto& k : buildSideView(m_scenario, m_state, force.side).enemy)
        if (k.location.atNode()) {
          const int n = m_planner.nodeIndex(k.location.node);
          if (n >= 0) blocked[static_cast<std::size_t>(n)] = 1;
        }
    }
    if (force.location.atNode()) {
      route = m_planner.shortest(force.location.node, goal.node, road,
                                 blocked.empty() ? nullptr : &blocked);
      if (!route && !blocked.empty())
        route = m_planner.shortest(force.location.node, goal.node, road);
    } else if (const StageLink* l =
                   m_planner.index().findLink(m_scenario.map, force.location.link)) {
      const MapPlace here = placeOf(m_planner, m_scenario.map, force.location);
      double best = std::numeric_limits<double>::infinity();
      for (const auto& [end, extra] :
           {std::pair{l->to, l->stages - here.s}, std::pair{l->from, here.s}}) {
        auto r = m_planner.shortest(end, goal.node, road);
        if (r && r->stages + extra < best) {
          best = r->stages + extra;
          route = r;
          lead = extra;
        }
      }
    }
  }
  std::size_t at = 0;  // index in route->nodes the plan has reached
  double partial = 0;  // stages already done along the link after route->nodes[at]
  for (int p = static_cast<int>(from); p <= static_cast<int>(Period::Night); ++p) {
    const bool night = p == static_cast<int>(Period::Night);
    Step s;
    auto rest = [&]() {
      s.kind = StepKind::Rest;
      active = 0;
      mustRest = false;
    };
    if (mustRest || active >= 2) {
      rest();
      out.push_back(s);
      continue;
    }
    switch (goal.kind) {
      case GoalKind::Hold: rest(); break;
      case GoalKind::Entrench: {
        const auto works = worksAt(m_scenario.map, m_state, force.location.node, force.side);
        const bool done = std::any_of(works.begin(), works.end(), [](const Work& w) {
          return w.kind == WorkKind::Entrenchment;
        });
        if (!done && force.location.atNode() && p == static_cast<int>(from)) {
          s.kind = StepKind::Work;
          s.work = WorkTask::Entrench;
          ++active;
        } else {
          rest();
        }
        break;
      }
      case GoalKind::EntrainTo:
        if (p == static_cast<int>(from) && force.embarkedOn.empty() &&
            force.location.node != goal.node) {
          s.kind = StepKind::Entrain;
          s.target = goal.node;
          ++active;
        } else {
          rest();
        }
        break;
      case GoalKind::MarchToGuns: {
        // C-20: a battle at this node or within 1 stage by road draws the force to it: the
        // stages counted along the roads, however many links they take.
        std::vector<std::string> toGuns;
        for (const auto& b : m_state.pendingBattles) {
          if (b.node.empty() || !force.location.atNode() || b.node == force.location.node) continue;
          const auto toBattle = m_planner.shortest(force.location.node, b.node, road);
          if (toBattle && toBattle->stages <= 1.0 + kEps) {
            toGuns = toBattle->nodes;
            break;
          }
        }
        if (!toGuns.empty() && p == static_cast<int>(from) && rate.perPeriodStages > 0 &&
            !tooLarge) {
          s.kind = StepKind::March;
          s.route = toGuns;
          ++active;
          if (night) mustRest = true;
        } else {
          rest();
        }
        break;
      }
      case GoalKind::MarchTo:
      case GoalKind::MarchToAvoidingBattle: {
        if (!route || tooLarge || (lead <= kEps && at + 1 >= route->nodes.size()) ||
            (night && !goal.marchAtNight)) {
          rest();
          break;
        }
        double allowance = std::min<double>(rate.perPeriodStages, rate.perDayStages - today);
        if (night) allowance = std::min<double>(allowance, kNightOrMudMaxStages);
        // C-11 (with today's weather): bad road within the reach of this period's march.
        if (m_state.weather.roadsAffected) {
          double reach = -partial;
          for (std::size_t i = at; i < route->links.size() && reach < allowance; ++i) {
            const StageLink& link = *m_planner.index().findLink(m_scenario.map, route->links[i]);
            if (link.kind == LinkKind::BadRoad) {
              allowance = std::min<double>(allowance, kNightOrMudMaxStages);
              break;
            }
            reach += link.stages;
          }
        }
        if (allowance <= kEps) {
          rest();
          break;
        }
        s.kind = StepKind::March;
        s.route.assign(route->nodes.begin() + static_cast<std::ptrdiff_t>(at), route->nodes.end());
        // Advance the plan by the allowance.
        double left = allowance;
        const double first = std::min(lead, left);
        lead -= first;
        left -= first;
        while (at + 1 < route->nodes.size() && left > kEps) {
          const double len =
              m_planner.index().findLink(m_scenario.map, route->links[at])->stages - partial;
          if (len <= left + kEps) {
            left -= len;
            partial = 0;
            ++at;
          } else {
            partial += left;
            left = 0;
          }
        }
        today += allowance - left;
        ++active;
        if (night) mustRest = true;
        break;
      }
    }
    out.push_back(s);
  }
  return out;
}

}  // namespace hfg
