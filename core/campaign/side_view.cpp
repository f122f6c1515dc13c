// Builds a side's view from the state, the position history and the public log (C-6).
#include "core/campaign/side_view.h"

#include <algorithm>
#include <set>

#include "core/campaign/force_roster.h"

namespace hfg {

SideView buildSideView(const Scenario& scenario, const CampaignState& state,
                       const std::string& side) {
  SideView view;
  view.side = side;
  view.day = state.day;
  view.period = state.period;
  view.weather = state.weather;
  const int now = periodIndexOf(state.day, state.period);
  const int lag = std::max(0, scenario.settings.intelLagPeriods);
  const int seenAt = now - lag;

  for (const auto& f : state.forces)
    if (f.side == side) view.own.push_back(f);

  // Forces that fought recently are known to both where they are now.
  std::set<std::string> fought;
  for (const auto& e : state.log) {
    if (!e.side.empty() || periodIndexOf(e.day, e.period) < seenAt) continue;
    if (e.rule == "C-16" || e.rule == "C-19" || e.rule == "C-20" || e.rule == "C-21" ||
        e.rule == "C-28")
      fought.insert(e.forces.begin(), e.forces.end());
  }
  for (const auto& f : state.forces)
    if (f.inBattle) fought.insert(f.id);

  for (const auto& f : state.forces) {
    if (f.side == side) continue;
    if (lag == 0 || fought.count(f.id)) {
      if (f.embarkedOn == "rail") continue;
      KnownEnemyForce k{
          f.id,
          f.name,
          f.location,
          static_cast<int>(forceRoster(scenario, state, f, RosterFilter::Marching).size()),
          state.day,
          state.period,
          fought.count(f.id) > 0};
      view.enemy.push_back(k);
      continue;
    }
    const PositionRecord* last = nullptr;
    for (const auto& r : state.positionHistory)
      if (r.force == f.id && periodIndexOf(r.day, r.period) <= seenAt &&
          (!last || periodIndexOf(r.day, r.period) >= periodIndexOf(last->day, last->period)))
        last = &r;
    if (!last || (last->location.node.empty() && last->location.link.empty())) continue;
    view.enemy.push_back({last->force, last->name, last->location, last->elementCount, last->day,
                          last->period, false});
  }

  view.battles = state.pendingBattles;
  for (const auto& w : state.works)
    if (w.work.side == side) view.ownWorks.push_back(w);
  view.bridges = state.bridges;
  for (const auto& e : state.log)
    if (e.side.empty() || e.side == side) view.log.push_back(e);
  return view;
}

}  // namespace hfg
