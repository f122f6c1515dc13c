// The historical scan under a table, warped into table pixels for a faded plan background.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
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
/// The scan is placed by the fit the setup names (ground.backgroundFit, maps/georef/scan_fit.h).
std::optional<RgbaImage> renderTableBackground(const TableSetup& setup, double pacesPerPixel = 10);

/// "affine (polynomial order 1) fit (poly1) of its control points, RMS 317 m" or "the scan's own
/// geotransform": how the plans draw the scan.
std::string describeGroundFit(const TableGround& ground);

/// A warning when the setup's scan fit is of order > 1 or a spline and the table reaches outside
/// its control points' hull; nullopt otherwise.
std::optional<std::string> backgroundHullWarning(const TableSetup& setup);

}  // namespace hfg::maps
