// Majority filter: uniform windows are found with vectorizable byte loops; elsewhere a window
// histogram slides along the row (each pixel enters and leaves once).
#include "maps/scan/majority_filter.h"

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <stdexcept>
#include <vector>

namespace hfg::maps {
namespace {

std::uint64_t load8(const std::uint8_t* p) {
  std::uint64_t v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

void store8(std::uint8_t* p, std::uint64_t v) { std::memcpy(p, &v, sizeof v); }

}  // namespace

void majorityFilterRows(const ClassRows& in, int radius, int classCount, int outFirstRow,
                        int outRows, std::uint8_t* out) {
  const int w = in.width;
  const std::size_t stride = static_cast<std::size_t>(w);
  std::vector<int> counts(static_cast<std::size_t>(classCount) + 1);
  std::vector<std::uint8_t> mixed(stride), step(stride), mixedWindow(stride);
  for (int y = outFirstRow; y < outFirstRow + outRows; ++y) {
    const int top = std::max(0, y - radius), bottom = std::min(in.imageHeight - 1, y + radius);
    if (top < in.firstRow || bottom >= in.firstRow + in.rows)
      throw std::logic_error("majorityFilterRows: the input rows do not cover the window");
    const std::uint8_t* first = in.data + static_cast<std::size_t>(top - in.firstRow) * stride;
    const std::uint8_t* own = in.data + static_cast<std::size_t>(y - in.firstRow) * stride;
    std::uint8_t* dst = out + static_cast<std::size_t>(y - outFirstRow) * stride;
    const int height = bottom - top + 1;

    // mixed[x] != 0 when column x of the window holds more than one class; step[x] != 0 when
    // column x or x + 1 is mixed or they differ. Plain byte loops the compiler vectorizes.
    {
      // Eight bytes at a time (SWAR): a plain build (-O2) does not vectorize byte loops itself.
      std::uint8_t* mixedP = mixed.data();
      std::uint8_t* stepP = step.data();
      std::uint8_t* windowP = mixedWindow.data();
      const int wide = w - w % 8;
      std::fill(mixed.begin(), mixed.end(), std::uint8_t{0});
      for (int r = 1; r < height; ++r) {
        const std::uint8_t* row = first + static_cast<std::size_t>(r) * stride;
        int x = 0;
        for (; x < wide; x += 8)
          store8(mixedP + x, load8(mixedP + x) | (load8(row + x) ^ load8(first + x)));
        for (; x < w; ++x) mixedP[x] = static_cast<std::uint8_t>(mixedP[x] | (row[x] ^ first[x]));
      }
      int x = 0;
      for (; x + 8 < w; x += 8)
        store8(stepP + x, load8(mixedP + x) | load8(mixedP + x + 1) |
                              (load8(first + x) ^ load8(first + x + 1)));
      for (; x + 1 < w; ++x)
        stepP[x] = static_cast<std::uint8_t>(mixedP[x] | mixedP[x + 1] | (first[x] ^ first[x + 1]));
      stepP[w - 1] = 1;
      // The window of x is uniform when steps x - r .. x + r - 1 are all zero (interior pixels).
      std::fill(mixedWindow.begin(), mixedWindow.end(),
                static_cast<std::uint8_t>(radius == 0 ? 0 : 1));
      if (radius > 0) {
        for (x = radius; x + radius + 8 <= w; x += 8) {
          std::uint64_t any = 0;
          for (int k = 0; k < 2 * radius; ++k) any |= load8(stepP + x - radius + k);
          store8(windowP + x, any);
        }
        for (; x + radius < w; ++x) {
          std::uint8_t any = 0;
          for (int k = 0; k < 2 * radius; ++k)
            any = static_cast<std::uint8_t>(any | stepP[x - radius + k]);
          windowP[x] = any;
        }
      }
    }

    int distinct = 0;  // classes with a non-zero count in the histogram
    auto addColumn = [&](int x, int delta) {
      const std::uint8_t* p = first + x;
      for (int r = 0; r < height; ++r, p += stride) {
        int& c = counts[*p];
        if (c == 0) ++distinct;
        c += delta;
        if (c == 0) --distinct;
      }
    };
    bool histogramValid = false;  // holds the window of the previous pixel
    for (int x = 0; x < w; ++x) {
      if (x + 8 <= w && load8(mixedWindow.data() + x) == 0) {  // eight uniform windows
        std::memcpy(dst + x, first + x, 8);
        histogramValid = false;
        x += 7;
        continue;
      }
      if (mixedWindow[static_cast<std::size_t>(x)] == 0) {  // one class fills the window
        dst[x] = first[x];
        histogramValid = false;
        continue;
      }
      const int lo = std::max(0, x - radius), hi = std::min(w - 1, x + radius);
      if (!histogramValid) {
        std::fill(counts.begin(), counts.end(), 0);
        distinct = 0;
        for (int c = lo; c <= hi; ++c) addColumn(c, 1);
        histogramValid = true;
      } else {
        if (x - radius - 1 >= 0) addColumn(x - radius - 1, -1);
        if (x + radius < w) addColumn(x + radius, 1);
      }
      std::uint8_t best = own[x];
      if (distinct > 1) {
        for (int k = 0; k <= classCount; ++k)
          if (counts[static_cast<std::size_t>(k)] > counts[best])
            best = static_cast<std::uint8_t>(k);
      }
      dst[x] = best;
    }
  }
}

}  // namespace hfg::maps
