// The no-data mask of a table as merged rectangles (template body of uncoveredRectangles).
#pragma once

#include <algorithm>
#include <cmath>

namespace hfg::maps {

template <class Covered>
std::vector<Polyline> uncoveredRectangles(const TableExtent& extent, double cellPaces,
                                          Covered covered) {
  const int cols = std::max(1, static_cast<int>(std::ceil(extent.widthPaces / cellPaces)));
  const int rows = std::max(1, static_cast<int>(std::ceil(extent.depthPaces / cellPaces)));
  struct Run {
    int c0, c1, r0, r1;
  };
  std::vector<Run> open, done;
  for (int r = 0; r < rows; ++r) {
    std::vector<Run> runs;
    for (int c = 0; c < cols;) {
      auto at = [&](int col) {
        double x = std::min((col + 0.5) * cellPaces, extent.widthPaces);
        double y = std::min((r + 0.5) * cellPaces, extent.depthPaces);
        return covered(Vec2{x, y});
      };
      if (at(c)) {
        ++c;
        continue;
      }
      int start = c;
      while (c < cols && !at(c)) ++c;
      runs.push_back({start, c, r, r + 1});
    }
    std::vector<Run> next;
    for (auto& run : runs) {
      auto same = std::find_if(open.begin(), open.end(),
                               [&](const Run& o) { return o.c0 == run.c0 && o.c1 == run.c1; });
      if (same != open.end()) {
        same->r1 = r + 1;
        next.push_back(*same);
        open.erase(same);
      } else {
        next.push_back(run);
      }
    }
    done.insert(done.end(), open.begin(), open.end());
    open = std::move(next);
  }
  done.insert(done.end(), open.begin(), open.end());
  std::vector<Polyline> out;
  for (const auto& run : done) {
    double x0 = run.c0 * cellPaces, x1 = std::min(run.c1 * cellPaces, extent.widthPaces);
    double y0 = run.r0 * cellPaces, y1 = std::min(run.r1 * cellPaces, extent.depthPaces);
    out.push_back({{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}});
  }
  return out;
}

}  // namespace hfg::maps
