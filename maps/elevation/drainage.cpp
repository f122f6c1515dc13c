// Priority-Flood filling, D8 flow directions, flow accumulation and HAND on a DemGrid.
#include "maps/elevation/drainage.h"

#include <cmath>
#include <functional>
#include <limits>
#include <queue>
#include <utility>

namespace hfg::maps {
namespace {

constexpr int kDc[8] = {-1, 0, 1, -1, 1, -1, 0, 1};
constexpr int kDr[8] = {-1, -1, -1, 0, 0, 1, 1, 1};

bool onDataEdge(const DemGrid& g, int c, int r) {
  if (c == 0 || r == 0 || c == g.width - 1 || r == g.height - 1) return true;
  for (int k = 0; k < 8; ++k)
    if (!g.valid(c + kDc[k], r + kDr[k])) return true;
  return false;
}

}  // namespace

Drainage drainageOf(const DemGrid& g) {
  const int n = static_cast<int>(g.cellCount());
  Drainage d;
  d.downstream.assign(static_cast<size_t>(n), -1);
  d.order.reserve(static_cast<size_t>(n));
  std::vector<float> filled(static_cast<size_t>(n), std::numeric_limits<float>::quiet_NaN());
  std::vector<char> seen(static_cast<size_t>(n), 0);
  using Entry = std::pair<float, int>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
  for (int r = 0; r < g.height; ++r)
    for (int c = 0; c < g.width; ++c)
      if (g.valid(c, r) && onDataEdge(g, c, r)) {
        const int i = r * g.width + c;
        filled[static_cast<size_t>(i)] = g.at(c, r);
        seen[static_cast<size_t>(i)] = 1;
        open.push({g.at(c, r), i});
      }
  // Lowest first: a cell reached from a lower one is raised just above it when in a pit, so
  // every cell ends with a path down to an outlet.
  while (!open.empty()) {
    const auto [h, i] = open.top();
    open.pop();
    d.order.push_back(i);
    const int c = i % g.width, r = i / g.width;
    for (int k = 0; k < 8; ++k) {
      const int nc = c + kDc[k], nr = r + kDr[k];
      if (nc < 0 || nr < 0 || nc >= g.width || nr >= g.height || !g.valid(nc, nr)) continue;
      const int j = nr * g.width + nc;
      if (seen[static_cast<size_t>(j)]) continue;
      seen[static_cast<size_t>(j)] = 1;
      const float raised = std::nextafter(h, std::numeric_limits<float>::infinity());
      filled[static_cast<size_t>(j)] = std::max(g.at(nc, nr), raised);
      d.downstream[static_cast<size_t>(j)] = i;
      open.push({filled[static_cast<size_t>(j)], j});
    }
  }
  // D8 over the filled surface: the steepest drop among the lower neighbours (all of which come
  // earlier in `order`); the flood's own parent on flats.
  for (int i : d.order) {
    if (d.downstream[static_cast<size_t>(i)] < 0) continue;
    const int c = i % g.width, r = i / g.width;
    double best = 0;
    for (int k = 0; k < 8; ++k) {
      const int nc = c + kDc[k], nr = r + kDr[k];
      if (nc < 0 || nr < 0 || nc >= g.width || nr >= g.height || !g.valid(nc, nr)) continue;
      const int j = nr * g.width + nc;
      const double drop = (filled[static_cast<size_t>(i)] - filled[static_cast<size_t>(j)]) /
                          (kDc[k] != 0 && kDr[k] != 0 ? std::sqrt(2.0) : 1.0);
      if (drop > best) {
        best = drop;
        d.downstream[static_cast<size_t>(i)] = j;
      }
    }
  }
  return d;
}

std::vector<float> heightAboveDrainage(const DemGrid& g, const Drainage& d,
                                       double streamAreaSquareMetres) {
  const size_t n = g.cellCount();
  std::vector<double> area(n, g.cellMetres * g.cellMetres);
  for (auto it = d.order.rbegin(); it != d.order.rend(); ++it) {
    const int down = d.downstream[static_cast<size_t>(*it)];
    if (down >= 0) area[static_cast<size_t>(down)] += area[static_cast<size_t>(*it)];
  }
  std::vector<float> base(n, std::numeric_limits<float>::quiet_NaN());
  std::vector<float> hand(n, std::numeric_limits<float>::quiet_NaN());
  for (int i : d.order) {
    const size_t u = static_cast<size_t>(i);
    const int down = d.downstream[u];
    base[u] = down < 0 || area[u] >= streamAreaSquareMetres ? g.heightsMetres[u]
                                                            : base[static_cast<size_t>(down)];
    hand[u] = std::max(0.0f, g.heightsMetres[u] - base[u]);
  }
  return hand;
}

}  // namespace hfg::maps
