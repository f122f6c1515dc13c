// Where a road from the battlefield to a node leaves the table (C-19 arrivals by road).
#include "maps/campaign_battles/road_entry.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hfg::maps {
namespace {

bool inside(const TableExtent& e, Vec2 p) {
  return p.x >= 0 && p.y >= 0 && p.x <= e.widthPaces && p.y <= e.depthPaces;
}

}  // namespace

std::optional<Vec2> exitPoint(const TableExtent& extent, Vec2 a, Vec2 b) {
  if (!inside(extent, a) || inside(extent, b)) return std::nullopt;
  // The largest t in [0, 1] for which a + t (b - a) is still on the table (Liang-Barsky).
  const Vec2 d = b - a;
  double t = 1;
  auto limit = [&](double delta, double low, double high, double value) {
    if (delta > 0) t = std::min(t, (high - value) / delta);
    if (delta < 0) t = std::min(t, (low - value) / delta);
  };
  limit(d.x, 0, extent.widthPaces, a.x);
  limit(d.y, 0, extent.depthPaces, a.y);
  return a + d * std::max(t, 0.0);
}

namespace {

std::optional<MapRoadEntry> entryTowards(const StageMap& map, const TableWindow& window,
                                         Vec2 fieldLocal, const StageLink* l,
                                         const std::string& fromNode) {
  const StageNode* from = fromNode.empty() ? nullptr : map.findNode(fromNode);
  Polyline route;  // local metres, ending at fromNode's end of the link
  if (l) {
    route = l->path;
    if (route.empty()) {
      const StageNode* a = map.findNode(l->from);
      const StageNode* b = map.findNode(l->to);
      if (a && b) route = {a->position, b->position};
    }
    if (!route.empty() && l->from == fromNode) std::reverse(route.begin(), route.end());
    if (!route.empty() && from && l->from != fromNode && l->to != fromNode)
      route.push_back(from->position);
  } else if (from) {
    route = {from->position};
  }
  if (route.empty()) return std::nullopt;
  // From the link's point nearest the field onwards, so a battle on this very link starts right.
  std::size_t nearest = 0;
  double best = std::numeric_limits<double>::max();
  for (std::size_t i = 0; i + 1 < route.size(); ++i) {
    if (distance(route[i], fieldLocal) < best) {
      best = distance(route[i], fieldLocal);
      nearest = i;
    }
  }
  Polyline path{fieldLocal};
  path.insert(path.end(), route.begin() + static_cast<long>(nearest), route.end());
  if (path.size() > 1 && distance(path[1], fieldLocal) < 1) path.erase(path.begin() + 1);
  if (path.size() < 2 || distance(path.back(), fieldLocal) < 1) return std::nullopt;
  // On beyond the last point, far enough to leave any table.
  const Vec2 away = path.back() - path[path.size() - 2];
  path.push_back(path.back() + away * (1e6 / std::max(length(away), 1e-9)));

  const TableExtent& extent = window.extent();
  for (std::size_t i = 1; i < path.size(); ++i) {
    const Vec2 a = window.toTable(path[i - 1]);
    const Vec2 b = window.toTable(path[i]);
    if (auto p = exitPoint(extent, a, b)) {
      const double eps = 1e-6;
      if (p->y <= eps) return MapRoadEntry{*p, "south", {0, 1}};
      if (p->y >= extent.depthPaces - eps) return MapRoadEntry{*p, "north", {0, -1}};
      if (p->x <= eps) return MapRoadEntry{*p, "west", {1, 0}};
      return MapRoadEntry{*p, "east", {-1, 0}};
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<MapRoadEntry> roadEntry(const StageMap& map, const TableWindow& window,
                                      Vec2 fieldLocal, const std::string& link,
                                      const std::string& fromNode) {
  const StageLink* l = link.empty() ? nullptr : map.findLink(link);
  if (auto entry = entryTowards(map, window, fieldLocal, l, fromNode)) return entry;
  // The node it left is the battlefield itself (it turned back along its road): it comes along
  // the link from the other end's side.
  if (l && (l->from == fromNode || l->to == fromNode))
    return entryTowards(map, window, fieldLocal, l, l->otherEnd(fromNode));
  return std::nullopt;
}

}  // namespace hfg::maps
