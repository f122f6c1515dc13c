// Reading the colour samples file that `hfg map classify` and `hfg map import --samples` take.
#pragma once

#include <string>
#include <vector>

#include "maps/scan/scan_classifier.h"

namespace hfg::cli {

struct ColourSamples {
  std::vector<maps::ColourClass> classes;
  maps::ScanClassifySettings settings;
};

/// Parses a samples file (JSON):
/// { "classes": [ { "class": "woods", "samples": [[60, 140, 50], [70, 150, 60]] },
///                { "class": "background", "samples": [[250, 250, 250]] } ],
///   "max_colour_distance": 60, "majority_radius_px": 2, "min_area_m2": 10000, "simplify_m": 0 }
/// "class" is an area terrain key (woods, marsh, bua, ...) or "background" (paper, lettering: left
/// unclassified). The settings are optional. Throws MapError naming the file and the field.
ColourSamples loadColourSamples(const std::string& path);

}  // namespace hfg::cli
