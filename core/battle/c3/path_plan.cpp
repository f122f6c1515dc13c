#include "core/battle/c3/path_plan.h"

#include <algorithm>
#include <cmath>
#include <queue>

#include "core/battle/c3/source_tables.h"

namespace hfg::c3 {

namespace {

constexpr double kCellM = 50;

struct Grid {
  int cols = 0;
  int rows = 0;
  std::vector<double> cost;  ///< KT-12 multiplier; < 0 closed
  double at(int c, int r) const { return cost[static_cast<std::size_t>(r * cols + c)]; }
  PointM centre(int c, int r) const { return {(c + 0.5) * kCellM, (r + 0.5) * kCellM}; }
};

// A cell is open when its ground admits the Unit's column and no closed area lies within half
// the Unit's frontage of it (room for the footprint to pass).
Grid gridFor(const C3Battle& b, const C3Unit& u) {
  const C3Settings& s = b.settings;
  const TerrainColumn column = terrainColumnOf(u.mover, u.formation);
  const double room = std::max(pacesToMetres(s, u.footprint.frontagePaces),
                               pacesToMetres(s, u.footprint.depthPaces)) / 2;
  Grid g;
  g.cols = static_cast<int>(std::ceil(pacesToMetres(s, b.table.sizePaces.x) / kCellM));
  g.rows = static_cast<int>(std::ceil(pacesToMetres(s, b.table.sizePaces.y) / kCellM));
  g.cost.assign(static_cast<std::size_t>(g.cols * g.rows), 1.0);
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      const PointM m = g.centre(c, r);
      const Vec2 p = toPaces(s, m);
      const Ground ground = groundAtPoint(b.table, p, m, column);
      double cost = closedTo(ground, column) ? -1 : terrainMultiplier(ground, column).value_or(1);
      for (const GroundArea& a : b.table.areas)
        if (cost > 0 && closedTo(a.ground, column) &&
            (battle::ringContains(a.ring, p) ||
             pacesToMetres(s, battle::distanceToBoundary(p, a.ring)) < room))
          cost = -1;
      g.cost[static_cast<std::size_t>(r * g.cols + c)] = cost;
    }
  return g;
}

std::pair<int, int> cellOf(const Grid& g, PointM p) {
  return {std::clamp(static_cast<int>(p.x / kCellM), 0, g.cols - 1),
          std::clamp(static_cast<int>(p.y / kCellM), 0, g.rows - 1)};
}

// The straight way between two points crosses only open cells (the first cell, where the Unit
// stands, is not judged).
bool openBetween(const Grid& g, PointM a, PointM b) {
  const double len = distanceM(a, b);
  for (double d = kCellM; d <= len; d += kCellM / 2) {
    const double f = len > 0 ? d / len : 0;
    const auto [c, r] = cellOf(g, {a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f});
    if (g.at(c, r) < 0) return false;
  }
  return true;
}

std::optional<std::vector<std::pair<int, int>>> aStar(const Grid& g, std::pair<int, int> from,
                                                      std::pair<int, int> to) {
  const int n = g.cols * g.rows;
  std::vector<double> best(static_cast<std::size_t>(n), 1e18);
  std::vector<int> prev(static_cast<std::size_t>(n), -1);
  auto idx = [&](int c, int r) { return r * g.cols + c; };
  using Item = std::pair<double, int>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
  best[static_cast<std::size_t>(idx(from.first, from.second))] = 0;
  open.push({0, idx(from.first, from.second)});
  const int goal = idx(to.first, to.second);
  while (!open.empty()) {
    const auto [f, i] = open.top();
    open.pop();
    if (i == goal) break;
    const int c = i % g.cols, r = i / g.cols;
    for (int dc = -1; dc <= 1; ++dc)
      for (int dr = -1; dr <= 1; ++dr) {
        const int nc = c + dc, nr = r + dr;
        if ((dc == 0 && dr == 0) || nc < 0 || nr < 0 || nc >= g.cols || nr >= g.rows) continue;
        if (g.at(nc, nr) < 0) continue;
        const double step = std::hypot(dc, dr) * kCellM * (g.at(c, r) + g.at(nc, nr)) / 2;
        const int j = idx(nc, nr);
        const double cost = best[static_cast<std::size_t>(i)] + step;
        if (cost >= best[static_cast<std::size_t>(j)]) continue;
        best[static_cast<std::size_t>(j)] = cost;
        prev[static_cast<std::size_t>(j)] = i;
        const double h = std::hypot(nc - to.first, nr - to.second) * kCellM;  // x1 is the least
        open.push({cost + h, j});
      }
  }
  if (best[static_cast<std::size_t>(goal)] >= 1e18) return std::nullopt;
  std::vector<std::pair<int, int>> cells;
  for (int i = goal; i >= 0; i = prev[static_cast<std::size_t>(i)]) cells.push_back({i % g.cols, i / g.cols});
  std::reverse(cells.begin(), cells.end());
  return cells;
}

}  // namespace

std::optional<std::vector<PointM>> planPath(const C3Battle& b, const C3Unit& u, PointM goal) {
  const Grid g = gridFor(b, u);
  const PointM start = toMetres(b.settings, u.footprint.centre());
  if (openBetween(g, start, goal)) return std::vector<PointM>{goal};
  const auto [gc, gr] = cellOf(g, goal);
  if (g.at(gc, gr) < 0) return std::nullopt;
  const auto from = cellOf(g, start);  // it stands where it stands, open or not
  const auto cells = aStar(g, from, {gc, gr});
  if (!cells) return std::nullopt;
  // Pull the path straight: keep a corner only where the way past it is not open.
  std::vector<PointM> out;
  PointM anchor = start;
  for (std::size_t i = 1; i < cells->size(); ++i) {
    const PointM next = g.centre((*cells)[i].first, (*cells)[i].second);
    const PointM corner = g.centre((*cells)[i - 1].first, (*cells)[i - 1].second);
    if (!openBetween(g, anchor, next)) {
      out.push_back(corner);
      anchor = corner;
    }
  }
  out.push_back(goal);
  return out;
}

}  // namespace hfg::c3
