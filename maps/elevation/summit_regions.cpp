// Flooding from the summits down with union-find; prominence decides merges at saddles.
#include "maps/elevation/summit_regions.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace hfg::maps {
namespace {

struct Regions {
  std::vector<int> parent;
  std::vector<float> peak;
  int find(int i) {
    while (parent[static_cast<size_t>(i)] != i) {
      parent[static_cast<size_t>(i)] = parent[static_cast<size_t>(parent[static_cast<size_t>(i)])];
      i = parent[static_cast<size_t>(i)];
    }
    return i;
  }
  /// `lower` (by summit) joins `higher`.
  void merge(int higher, int lower) { parent[static_cast<size_t>(lower)] = higher; }
};

constexpr int kDc[8] = {-1, 0, 1, -1, 1, -1, 0, 1};
constexpr int kDr[8] = {-1, -1, -1, 0, 0, 1, 1, 1};

}  // namespace

std::vector<int> summitRegions(const DemGrid& g, const std::vector<char>& mask,
                               double minProminenceMetres, int& count) {
  const size_t n = g.cellCount();
  std::vector<int> cells;
  for (size_t i = 0; i < n; ++i)
    if (mask[i] && !std::isnan(g.heightsMetres[i])) cells.push_back(static_cast<int>(i));
  std::stable_sort(cells.begin(), cells.end(), [&](int a, int b) {
    return g.heightsMetres[static_cast<size_t>(a)] > g.heightsMetres[static_cast<size_t>(b)];
  });
  Regions regions{std::vector<int>(n, -1), std::vector<float>(n, 0)};
  std::vector<int> roots;
  for (int i : cells) {
    const float h = g.heightsMetres[static_cast<size_t>(i)];
    const int c = i % g.width, r = i / g.width;
    roots.clear();
    int highest = -1;  // the highest neighbour already flooded
    for (int k = 0; k < 8; ++k) {
      const int nc = c + kDc[k], nr = r + kDr[k];
      if (nc < 0 || nr < 0 || nc >= g.width || nr >= g.height) continue;
      const int j = nr * g.width + nc;
      if (regions.parent[static_cast<size_t>(j)] < 0) continue;
      roots.push_back(regions.find(j));
      if (highest < 0 ||
          g.heightsMetres[static_cast<size_t>(j)] > g.heightsMetres[static_cast<size_t>(highest)])
        highest = j;
    }
    if (roots.empty()) {  // a summit
      regions.parent[static_cast<size_t>(i)] = i;
      regions.peak[static_cast<size_t>(i)] = h;
      continue;
    }
    // A saddle when several regions meet here: those not standing high enough above it merge
    // into the region with the highest summit.
    std::sort(roots.begin(), roots.end());
    roots.erase(std::unique(roots.begin(), roots.end()), roots.end());
    if (roots.size() > 1) {
      const int top = *std::max_element(roots.begin(), roots.end(), [&](int a, int b) {
        return regions.peak[static_cast<size_t>(a)] < regions.peak[static_cast<size_t>(b)];
      });
      for (int root : roots)
        if (root != top && regions.peak[static_cast<size_t>(root)] - h < minProminenceMetres)
          regions.merge(top, root);
    }
    regions.parent[static_cast<size_t>(i)] = regions.find(highest);
  }
  std::vector<int> labels(n, 0);
  std::vector<int> labelOfRoot(n, 0);
  count = 0;
  for (int i : cells) {
    const int root = regions.find(i);
    if (!labelOfRoot[static_cast<size_t>(root)]) labelOfRoot[static_cast<size_t>(root)] = ++count;
    labels[static_cast<size_t>(i)] = labelOfRoot[static_cast<size_t>(root)];
  }
  return labels;
}

}  // namespace hfg::maps
