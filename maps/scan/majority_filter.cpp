// Majority filter: uniform windows are found from runs of uniform columns; elsewhere a window
// histogram slides along the row (each pixel enters and leaves once).
#include "maps/scan/majority_filter.h"

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <vector>

namespace hfg::maps {

void majorityFilterRows(const ClassRows& in, int radius, int classCount, int outFirstRow, int outRows,
                        std::uint8_t* out) {
  const int w = in.width;
  const std::size_t stride = static_cast<std::size_t>(w);
  constexpr std::uint16_t kMixed = 256;
  std::vector<int> counts(static_cast<std::size_t>(classCount) + 1);
  std::vector<std::uint16_t> column(stride);  // the class of a uniform column, else kMixed
  std::vector<int> run(stride);               // uniform columns of one class ending here
  for (int y = outFirstRow; y < outFirstRow + outRows; ++y) {
    const int top = std::max(0, y - radius), bottom = std::min(in.imageHeight - 1, y + radius);
    if (top < in.firstRow || bottom >= in.firstRow + in.rows)
      throw std::logic_error("majorityFilterRows: the input rows do not cover the window");
    const std::uint8_t* first = in.data + static_cast<std::size_t>(top - in.firstRow) * stride;
    const std::uint8_t* own = in.data + static_cast<std::size_t>(y - in.firstRow) * stride;
    std::uint8_t* dst = out + static_cast<std::size_t>(y - outFirstRow) * stride;
    const int height = bottom - top + 1;

    for (int x = 0; x < w; ++x) column[static_cast<std::size_t>(x)] = first[x];
    for (int r = 1; r < height; ++r) {
      const std::uint8_t* row = first + static_cast<std::size_t>(r) * stride;
      for (int x = 0; x < w; ++x)
        if (row[x] != first[x]) column[static_cast<std::size_t>(x)] = kMixed;
    }
    for (int x = 0; x < w; ++x) {
      const std::uint16_t c = column[static_cast<std::size_t>(x)];
      run[static_cast<std::size_t>(x)] =
          c == kMixed ? 0 : (x > 0 && column[static_cast<std::size_t>(x) - 1] == c ? run[static_cast<std::size_t>(x) - 1] + 1 : 1);
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
      const int lo = std::max(0, x - radius), hi = std::min(w - 1, x + radius);
      if (run[static_cast<std::size_t>(hi)] >= hi - lo + 1) {  // one class fills the window
        dst[x] = static_cast<std::uint8_t>(column[static_cast<std::size_t>(hi)]);
        histogramValid = false;
        continue;
      }
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
          if (counts[static_cast<std::size_t>(k)] > counts[best]) best = static_cast<std::uint8_t>(k);
      }
      dst[x] = best;
    }
  }
}

}  // namespace hfg::maps
