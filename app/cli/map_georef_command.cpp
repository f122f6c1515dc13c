// `hfg map georef SCAN`: fit ground control points, report residuals per point, write a GeoTIFF or VRT.
#include <algorithm>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <memory>

#include "app/cli/commands.h"
#include "app/cli/json_output.h"
#include "app/cli/map_common.h"
#include "app/cli/progress_bar.h"
#include "maps/frame/crs.h"
#include "maps/gdal_session.h"
#include "maps/georef/georeference_writer.h"
#include "maps/map_error.h"
#include "maps/raster/raster_info.h"

namespace hfg::cli {
namespace {

struct GeorefOptions {
  std::string scan;
  std::string gcps;
  std::string gcpCrs;
  bool fromAux = false;
  std::string method = "poly1";
  std::string out;
  std::string targetCrs;
  std::string resampling = "bilinear";
  bool json = false;
  bool quiet = false;
};

void printTable(const maps::GcpFitReport& fit) {
  size_t nameWidth = 4;
  for (const auto& r : fit.residuals) nameWidth = std::max(nameWidth, r.name.size());
  std::cout << "GCP fit: " << maps::nameOf(fit.method)
            << ", residuals in metres (EPSG:" << fit.metricEpsg << ")\n";
  std::cout << std::left << std::setw(static_cast<int>(nameWidth)) << "name" << std::right
            << std::setw(10) << "dx" << std::setw(10) << "dy" << std::setw(10) << "residual"
            << std::setw(11) << "left-out"
            << "  flag\n";
  for (const auto& r : fit.residuals) {
    std::cout << std::left << std::setw(static_cast<int>(nameWidth)) << r.name << std::right
              << std::setw(10) << fixed(r.dxMetres, 1) << std::setw(10) << fixed(r.dyMetres, 1)
              << std::setw(10) << fixed(r.residualMetres, 1) << std::setw(11)
              << (r.leaveOneOutMetres < 0 ? std::string("-") : fixed(r.leaveOneOutMetres, 1))
              << (r.outlier ? "  DISAGREES" : "") << '\n';
  }
  std::cout << "RMS " << fixed(fit.rmsMetres, 1) << " m over " << fit.residuals.size()
            << " points; worst " << fit.worst().name << " (" << fixed(fit.worst().residualMetres, 1)
            << " m)\n";
  if (fit.outliers.empty()) {
    std::cout << "No point disagrees with the others.\n";
  } else {
    std::cout << "Flagged (disagree with the others; check them on the scan):";
    for (const auto& name : fit.outliers) std::cout << ' ' << name;
    std::cout << '\n';
  }
}

void printJson(const GeorefOptions& options, const maps::GcpFitReport& fit) {
  JsonStreamWriter out(std::cout);
  out.beginObject();
  out.field("scan", options.scan);
  out.field("method", options.method);
  out.field("metric_epsg", fit.metricEpsg);
  out.field("rms_m", fit.rmsMetres);
  out.field("worst", fit.worst().name);
  out.key("points");
  out.beginArray();
  for (const auto& r : fit.residuals) {
    out.beginObject();
    out.field("name", r.name);
    out.field("dx_m", r.dxMetres);
    out.field("dy_m", r.dyMetres);
    out.field("residual_m", r.residualMetres);
    out.field("leave_one_out_m", r.leaveOneOutMetres);
    out.field("flagged", r.outlier);
    out.endObject();
  }
  out.endArray();
  out.key("flagged");
  out.beginArray();
  for (const auto& name : fit.outliers) out.value(name);
  out.endArray();
  out.field("output", options.out);
  out.endObject();
  std::cout << '\n';
}

void runGeoref(const GeorefOptions& options) {
  runMapCommand([&] {
    maps::ensureGdalRegistered();
    maps::GdalMessageCapture capture;
    maps::GcpSet gcps;
    if (options.fromAux) {
      const maps::RasterInfo info = maps::describeRaster(options.scan);
      gcps = info.gcps;
      if (gcps.points.empty())
        throw maps::MapError(options.scan +
                             ": no control points stored with the scan (its .aux.xml or header); "
                             "give them with --gcps FILE");
      if (gcps.crsWkt.empty()) {
        if (options.gcpCrs.empty())
          throw maps::MapError(options.scan +
                               ": the stored control points have no CRS; pass --gcp-crs");
        gcps.crsWkt = maps::crsToWkt(maps::parseCrs(options.gcpCrs, "--gcp-crs"));
      }
    } else {
      maps::describeRaster(options.scan);  // a clear error now for a missing or unreadable scan
      gcps = loadGcpFile(options.gcps, options.gcpCrs);
    }
    const maps::GcpMethod method = gcpMethodFromName(options.method);
    const maps::GcpFitReport fit = maps::fitGcps(gcps, method);
    if (!options.out.empty()) {
      maps::GeoreferenceRequest request;
      request.sourcePath = options.scan;
      request.gcps = gcps;
      request.method = method;
      request.targetCrs = options.targetCrs;
      request.outputPath = options.out;
      request.resampling = options.resampling;
      const std::string ext = std::filesystem::path(options.out).extension().string();
      request.output = ext == ".vrt" || ext == ".VRT" ? maps::GeoreferencedOutput::WarpedVrt
                                                      : maps::GeoreferencedOutput::WarpedGeoTiff;
      ProgressBar bar(std::cerr, options.quiet || options.json, stderrIsTerminal());
      const auto warnings = maps::writeGeoreferenced(request, bar.callback());
      bar.done();
      for (const auto& w : warnings) std::cerr << "warning: " << w << '\n';
    }
    printGdalMessages(capture);
    if (options.json) {
      printJson(options, fit);
    } else {
      printTable(fit);
      if (!options.out.empty()) std::cout << "wrote " << options.out << '\n';
    }
  });
}

}  // namespace

void registerMapGeoref(CLI::App& map) {
  auto options = std::make_shared<GeorefOptions>();
  auto* cmd = map.add_subcommand(
      "georef",
      "Fit a scan's ground control points, report residuals per point, write it georeferenced");
  cmd->add_option("SCAN", options->scan, "the scanned map (JPEG, PNG, TIFF ...)")->required();
  auto* gcps =
      cmd->add_option("--gcps", options->gcps,
                      "control points: a QGIS .points file or a CSV name,pixel,line,x,y[,crs]")
          ->check(CLI::ExistingFile);
  auto* aux = cmd->add_flag("--from-aux", options->fromAux,
                            "use the control points stored with the scan (its .aux.xml or header)");
  gcps->excludes(aux);
  aux->excludes(gcps);
  cmd->add_option("--gcp-crs", options->gcpCrs,
                  "CRS of the control points when the file does not say (EPSG:4326)");
  cmd->add_option("--method", options->method,
                  "poly1, poly2, poly3 (polynomial order) or tps (thin-plate spline)")
      ->check(gcpMethodValidator())
      ->capture_default_str();
  cmd->add_option("--out,-o", options->out,
                  "write the georeferenced scan: OUT.tif (warped GeoTIFF) or OUT.vrt (warped VRT); "
                  "without it only "
                  "the fit is reported");
  cmd->add_option("--crs", options->targetCrs,
                  "target CRS (default: the UTM zone of the control points' centre)");
  cmd->add_option("--resampling", options->resampling, "GDAL resampling for the warp")
      ->check(
          CLI::IsMember({"near", "bilinear", "cubic", "cubicspline", "lanczos", "average", "mode"}))
      ->capture_default_str();
  cmd->add_flag("--json", options->json, "print the fit as JSON");
  cmd->add_flag("--quiet,-q", options->quiet, "no progress bar");
  cmd->footer(
      "Exit status: 0 fitted (even with flagged points), 1 bad input (too few or degenerate "
      "points, "
      "missing CRS, unreadable scan), 2 usage error.");
  cmd->callback([options] {
    if (options->gcps.empty() && !options->fromAux)
      throw CLI::RequiredError("one of --gcps FILE or --from-aux");
    runGeoref(*options);
  });
}

}  // namespace hfg::cli
