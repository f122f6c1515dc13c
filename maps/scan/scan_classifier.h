// Classifying a georeferenced scanned map by colour into HFG area features (woods, marsh, BUA ...).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/model/stage_map.h"
#include "core/model/terrain.h"
#include "maps/progress.h"

namespace hfg::maps {

using Rgb = std::array<std::uint8_t, 3>;

/// Colours picked by the user on the scan for one class. No terrain = background (paper, lettering
/// ...): pixels nearest to it are left unclassified.
struct ColourClass {
  std::optional<TerrainClass> terrain;
  std::vector<Rgb> samples;
};

struct ScanClassifySettings {
  /// A pixel farther than this (RGB distance) from every sample stays unclassified.
  double maxColourDistance = 60;
  /// Majority filter over a (2r+1)^2 window removes speckle and lettering; 0 = no smoothing.
  int majorityRadiusPixels = 2;
  /// Areas smaller than this are dropped (a wood of a few trees is not a battlefield feature).
  double minAreaSquareMetres = 10000;
  /// Outline simplification; 0 = two pixels.
  double simplifyToleranceMetres = 0;
  /// Work goes in strips of whole rows, at most this many rows and about 16 x this^2 pixels
  /// (memory stays bounded by a few strips whatever the scan's size).
  int tilePixels = 512;
  /// Threads for classifying and smoothing (0 = one per core, up to 8). The result does not
  /// depend on it.
  int threadCount = 0;
};

struct ScanClassification {
  std::vector<TerrainFeature> features;  ///< local-frame outlines, ids "scan-<class>-<n>"
  std::string
      classifiedPath;  ///< Byte GeoTIFF (PackBits, row strips): 0 = unclassified, i = classes[i - 1]
};

/// Classifies the RGB scan (a raster with a geotransform and CRS, typically the scan warped into
/// the frame) and smooths it with a majority filter in one streaming pass over strips of rows
/// (each distinct colour is matched once, see ColourMatcher), polygonizes (GDALPolygonize), drops
/// small areas, simplifies and projects into `frame`. Only area classes (naturalShapeOf == Area)
/// may be given. Throws MapError (bad classes, no georeferencing, fewer than 3 bands) / Cancelled.
ScanClassification classifyScan(const std::string& scanPath, const MapFrame& frame,
                                const std::vector<ColourClass>& classes,
                                const std::string& classifiedOutputPath,
                                const ScanClassifySettings& settings = {},
                                const ProgressFn& progress = {});

}  // namespace hfg::maps
