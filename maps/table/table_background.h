// The historical scan under a table, warped into table pixels for a faded plan background.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/model/battlefield.h"

namespace hfg::maps {

/// Premultiplied-free RGBA, row 0 = the table's north edge, column 0 = its west edge.
struct RgbaImage {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> rgba;
};

/// The table's ground.backgroundImage warped (bilinear) into a grid of `pacesPerPixel` over the
/// table; nullopt when the setup has no ground or no image. Throws MapError when the image
/// cannot be read.
std::optional<RgbaImage> renderTableBackground(const TableSetup& setup, double pacesPerPixel = 10);

}  // namespace hfg::maps
