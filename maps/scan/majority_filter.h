// The majority (mode) filter that removes speckle and lettering from a classified scan.
#pragma once

#include <cstdint>

namespace hfg::maps {

/// Rows of a class raster held in memory: `rows` rows of `width` bytes starting at image row
/// `firstRow` of an image `imageHeight` rows tall.
struct ClassRows {
  const std::uint8_t* data = nullptr;
  int width = 0;
  int rows = 0;
  int firstRow = 0;
  int imageHeight = 0;
};

/// Writes image rows [outFirstRow, outFirstRow + outRows) of the majority-filtered raster into `out`
/// (`width` bytes a row): each pixel takes the commonest class of its (2r+1)^2 window clipped to
/// the image; on a tie the pixel keeps its own class when it is among the commonest, else the
/// lowest class among them wins. `in` must hold every row the windows touch (the output rows
/// plus `radius` rows each side, clipped to the image). Classes are 0..classCount.
void majorityFilterRows(const ClassRows& in, int radius, int classCount, int outFirstRow,
                        int outRows, std::uint8_t* out);

}  // namespace hfg::maps
