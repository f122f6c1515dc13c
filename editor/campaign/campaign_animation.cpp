// Period-by-period movement of one side's own forces over a day already run, for the campaign map.
#include "editor/campaign/campaign_animation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "editor/campaign/campaign_picture.h"

namespace hfg {
namespace {

bool offMap(const Location& location) { return location.node.empty() && location.link.empty(); }

/// The nodes a location reaches first (as planner indices) and the stages to each: itself at a
/// node, else both ends of its link (stagesFromStart counts from the end it left).
std::vector<std::pair<int, double>> ends(const RoutePlanner& planner, const Location& location) {
  if (location.atNode()) return {{planner.nodeIndex(location.node), 0.0}};
  const StageLink* link = planner.index().findLink(planner.map(), location.link);
  if (!link) return {};
  const std::string& start = location.towards == link->from ? link->to : link->from;
  const std::string& end = link->otherEnd(start);
  return {{planner.nodeIndex(start), location.stagesFromStart},
          {planner.nodeIndex(end), std::max(0.0, link->stages - location.stagesFromStart)}};
}

}  // namespace

std::vector<Vec2> networkPath(const StageMap& map, const Location& from, const Location& to) {
  const RoutePlanner planner(map);
  return networkPath(planner, from, to);
}

std::vector<Vec2> networkPath(const RoutePlanner& planner, const Location& from,
                              const Location& to) {
  const StageMap& map = planner.map();
  if (offMap(from) || offMap(to)) return {};
  const Vec2 a = locationPosition(map, from);
  const Vec2 b = locationPosition(map, to);
  if (from == to) return {a};
  if (!from.atNode() && !to.atNode() && from.link == to.link) return {a, b};  // along one link
  // The campaign's own route planner (C-8's Dijkstra by stages), from each end of the start to
  // each end of the goal; the shortest whole way wins.
  const std::vector<char> open(map.links.size(), 1);
  IndexRoute route, best;
  double bestCost = std::numeric_limits<double>::max();
  for (const auto& [start, toStart] : ends(planner, from))
    for (const auto& [goal, fromGoal] : ends(planner, to)) {
      if (start < 0 || goal < 0) continue;
      if (start == goal) {
        route.nodes = {start};
        route.links.clear();
        route.stages = 0;
      } else if (!planner.shortest(start, goal, open, nullptr, route)) {
        continue;
      }
      if (toStart + route.stages + fromGoal < bestCost) {
        bestCost = toStart + route.stages + fromGoal;
        best = route;
      }
    }
  if (best.nodes.empty()) return {};
  std::vector<Vec2> path{a};
  for (const int index : best.nodes)
    if (const Vec2 p = map.nodes[static_cast<std::size_t>(index)].position; !(p == path.back()))
      path.push_back(p);
  if (!(b == path.back())) path.push_back(b);
  return path;
}

Vec2 alongPath(const std::vector<Vec2>& path, double t) {
  if (path.empty()) return {};
  double total = 0;
  for (std::size_t i = 1; i < path.size(); ++i)
    total += std::hypot(path[i].x - path[i - 1].x, path[i].y - path[i - 1].y);
  if (total <= 0) return path.front();
  double left = std::clamp(t, 0.0, 1.0) * total;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const double length = std::hypot(path[i].x - path[i - 1].x, path[i].y - path[i - 1].y);
    if (left <= length && length > 0)
      return path[i - 1] + (path[i] - path[i - 1]) * (left / length);
    left -= length;
  }
  return path.back();
}

CampaignAnimation CampaignAnimation::ofDay(const Scenario& scenario, const CampaignState& state,
                                           const std::string& side, int day) {
  CampaignAnimation animation;
  animation.m_day = day;
  const RoutePlanner planner(scenario.map);  // built once for every force's legs
  // C-6: the engine records every force at the start of each period; only this side's are read.
  std::map<std::string, std::vector<Location>> keys;
  std::map<std::string, std::vector<int>> periods;
  for (const PositionRecord& record : state.positionHistory) {
    if (record.side != side || record.day != day) continue;
    keys[record.force].push_back(record.location);
    periods[record.force].push_back(static_cast<int>(record.period));
  }
  for (auto& [force, locations] : keys) {
    const Force* now = state.findForce(force);
    if (!now || now->side != side) continue;  // gone (merged or destroyed) since
    locations.push_back(now->embarkedOn == "rail" ? Location{} : now->location);
    std::vector<AnimatedLeg> legs;
    for (std::size_t i = 1; i < locations.size(); ++i)
      legs.push_back(networkPath(planner, locations[i - 1], locations[i]));
    animation.m_legs = std::max(animation.m_legs, static_cast<int>(legs.size()));
    animation.m_paths[force] = std::move(legs);
  }
  return animation;
}

void CampaignAnimation::advance(double seconds) {
  if (m_secondsPerPeriod <= 0) {
    skip();
    return;
  }
  setProgressPeriods(m_progressPeriods + seconds / m_secondsPerPeriod);
}

void CampaignAnimation::setProgressPeriods(double periods) {
  m_progressPeriods = std::clamp(periods, 0.0, static_cast<double>(m_legs));
}

std::optional<Vec2> CampaignAnimation::positionOf(const std::string& force) const {
  auto it = m_paths.find(force);
  if (it == m_paths.end() || it->second.empty()) return std::nullopt;
  const std::vector<AnimatedLeg>& legs = it->second;
  int leg = static_cast<int>(std::floor(m_progressPeriods));
  double t = m_progressPeriods - leg;
  if (leg >= static_cast<int>(legs.size())) {
    leg = static_cast<int>(legs.size()) - 1;
    t = 1;
  }
  const AnimatedLeg& path = legs[static_cast<std::size_t>(leg)];
  if (path.empty()) return std::nullopt;  // off the map (C-25 railway) during this period
  return alongPath(path, t);
}

std::vector<std::string> CampaignAnimation::forces() const {
  std::vector<std::string> out;
  for (const auto& [force, legs] : m_paths) out.push_back(force);
  return out;
}

const std::vector<Vec2>* CampaignAnimation::legPath(const std::string& force, int leg) const {
  auto it = m_paths.find(force);
  if (it == m_paths.end() || leg < 0 || leg >= static_cast<int>(it->second.size())) return nullptr;
  return &it->second[static_cast<std::size_t>(leg)];
}

}  // namespace hfg
