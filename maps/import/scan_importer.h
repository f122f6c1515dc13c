// Importing a scanned map: georeferenced by GCPs or a geotransform, warped into the map frame.
#pragma once

#include "maps/import/map_importer.h"

namespace hfg::maps {

/// Writes "<stem>_frame.tif" in the output folder: the scan warped into the frame's CRS (through
/// its GCPs with the requested fit, or its geotransform), with overviews for display. Reports
/// the GCP fit (RMS, worst and disagreeing points) in the messages. With colour classes in the
/// request, the warped scan is then classified ("<stem>_classes.tif") into area features.
class ScanImporter : public MapImporter {
 public:
  std::string kind() const override { return "scan"; }
  bool accepts(const std::string& path) const override;
  ImportResult run(const ImportRequest& request, const ProgressFn& progress = {}) const override;
};

}  // namespace hfg::maps
