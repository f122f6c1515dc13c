// Scan import: GCP fit report, warp into the frame, overviews.
#include "maps/import/scan_importer.h"

#include "maps/georef/georeference_writer.h"
#include "maps/georef/scan_fit.h"
#include "maps/import/import_paths.h"
#include "maps/import/source_sniffing.h"
#include "maps/map_error.h"
#include "maps/raster/overviews.h"
#include "maps/raster/raster_info.h"
#include "maps/raster/raster_warp.h"
#include "maps/scan/scan_classifier.h"

namespace hfg::maps {

bool ScanImporter::accepts(const std::string& path) const {
  return sniffSource(path) == SourceKind::Scan;
}

ImportResult ScanImporter::run(const ImportRequest& request, const ProgressFn& progress) const {
  if (request.paths.size() != 1) throw MapError("a scan import takes exactly one file");
  const std::string& path = request.paths[0];
  const RasterInfo info = describeRaster(path);
  ImportResult result;
  result.messages.push_back(plainDescription(info));
  const std::string output = productPath(request.outputDirectory, path, "_frame.tif");
  const ScanFit fit = decideScanFit(path, request.gcps, request.gcpMethod);
  if (fit.byGcps) {
    result.messages.push_back(fitGcps(fit.gcps, fit.method).summary());
    GeoreferenceRequest warp{path, fit.gcps, fit.method, request.frame.crsWkt, output};
    for (auto& warning : writeGeoreferenced(warp, subProgress(progress, 0.0, 0.5)))
      result.messages.push_back("Warning: " + warning);
  } else {
    warpRasterToCrs(path, output, request.frame.crsWkt, "bilinear",
                    subProgress(progress, 0.0, 0.5));
  }
  buildOverviews(output, {}, subProgress(progress, 0.5, 0.6));
  result.products.push_back(output);
  if (!request.colourClasses.empty()) {
    const std::string classesPath = productPath(request.outputDirectory, path, "_classes.tif");
    ScanClassification classes =
        classifyScan(output, request.frame, request.colourClasses, classesPath, request.classify,
                     subProgress(progress, 0.6, 1.0));
    result.messages.push_back("Classified " + std::to_string(classes.features.size()) +
                              " areas by colour.");
    result.terrain = std::move(classes.features);
    result.products.push_back(classes.classifiedPath);
  }
  return result;
}

}  // namespace hfg::maps
