// Colour classification of a scan: streaming classify-and-smooth pass, polygonizing alongside, outlines.
#include "maps/scan/scan_classifier.h"

#include <gdal_alg.h>
#include <ogrsf_frmts.h>

#include <algorithm>
#include <cmath>
#include <thread>

#include "maps/frame/crs.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"
#include "maps/raster/raster_open.h"
#include "maps/scan/strip_classifier.h"

namespace hfg::maps {
namespace {

DatasetPtr createByteTiff(const std::string& path, GDALDataset& like) {
  GdalMessageCapture capture;
  GDALDriver* gtiff = GetGDALDriverManager()->GetDriverByName("GTiff");
  // Strips of whole rows, not tiles: the polygonizer reads row by row. PackBits (run lengths,
  // plain TIFF) suits a class raster of long runs and costs far less to write and read than
  // DEFLATE (measured: about 10 % of the whole classification).
  const char* options[] = {"COMPRESS=PACKBITS", "BLOCKYSIZE=64", nullptr};
  DatasetPtr ds(gtiff->Create(path.c_str(), like.GetRasterXSize(), like.GetRasterYSize(), 1,
                              GDT_Byte, const_cast<char**>(options)));
  if (!ds)
    throw MapError(
        withGdalReason(path + ": cannot create the classified raster", capture.lastError()));
  double gt[6];
  like.GetGeoTransform(gt);
  ds->SetGeoTransform(gt);
  ds->SetSpatialRef(like.GetSpatialRef());
  return ds;
}

int threadCountFor(int setting) {
  if (setting > 0) return setting;
  return static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 8u));
}

double ringArea(const Polyline& ring) {
  double a = 0;
  for (size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) a += cross(ring[j], ring[i]);
  return std::abs(a) / 2;
}

}  // namespace

ScanClassification classifyScan(const std::string& scanPath, const MapFrame& frame,
                                const std::vector<ColourClass>& classes,
                                const std::string& classifiedOutputPath,
                                const ScanClassifySettings& settings, const ProgressFn& progress) {
  if (classes.empty() || classes.size() > 254)
    throw MapError("scan classification needs 1 to 254 colour classes");
  for (size_t i = 0; i < classes.size(); ++i) {
    if (classes[i].samples.empty())
      throw MapError("colour class " + std::to_string(i + 1) +
                     " has no colour samples (pick some on the scan)");
    if (classes[i].terrain && naturalShapeOf(*classes[i].terrain) != FeatureShape::Area)
      throw MapError(
          "colour class " + std::to_string(i + 1) + " is " +
          std::string(keyOf(*classes[i].terrain)) +
          ", a line class; classify only area classes (woods, marsh, built-up area ...)");
  }
  if (settings.tilePixels < 16)
    throw MapError("scan classification: tilePixels must be at least 16");
  DatasetPtr scan = openRaster(scanPath);
  double gt[6];
  if (scan->GetGeoTransform(gt) != CE_None || !scan->GetSpatialRef())
    throw MapError(
        scanPath +
        ": the scan must be georeferenced with a geotransform (warp it into the frame first)");
  if (scan->GetRasterCount() < 3)
    throw MapError(scanPath + ": expected an RGB scan (3 or 4 bands)");

  const bool alpha = scan->GetRasterCount() >= 4 &&
                     scan->GetRasterBand(4)->GetColorInterpretation() == GCI_AlphaBand;
  const int threads = threadCountFor(settings.threadCount);
  DatasetPtr classified = createByteTiff(classifiedOutputPath, *scan);
  // The polygonizer reads the strips as the workers finish them (its first pass runs alongside
  // the classification), then reads the written file for its second pass.
  StripClassifier strips(scanPath, *classified, classes, settings, alpha ? 4 : 3, threads);
  ClassStreamDataset stream(strips, *classified);
  GdalMessageCapture capture;
  DatasetPtr vectors(
      GetGDALDriverManager()->GetDriverByName("Memory")->Create("", 0, 0, 0, GDT_Unknown, nullptr));
  OGRLayer* layer = vectors->CreateLayer("classes", nullptr, wkbPolygon, nullptr);
  OGRFieldDefn field("class", OFTInteger);
  layer->CreateField(&field);
  GDALRasterBand* band = stream.GetRasterBand(1);
  ProgressStep polygonStep(progress, "classifying colours and outlining areas", 0.0, 0.95);
  strips.start();
  const CPLErr polygonized =
      GDALPolygonize(GDALRasterBand::ToHandle(band), GDALRasterBand::ToHandle(band),
                     OGRLayer::ToHandle(layer), 0, nullptr, ProgressStep::gdalFunc, &polygonStep);
  if (polygonStep.cancelled()) strips.stop();
  polygonStep.throwIfCancelled();
  strips.finish();  // rethrows a worker's error (cannot read the scan ...)
  if (polygonized != CE_None)
    throw MapError(
        withGdalReason(scanPath + ": cannot polygonize the classes", capture.lastError()));

  const FrameProjector projector(frame, crsToWkt(*scan->GetSpatialRef()));
  const double pixel = std::hypot(gt[1], gt[4]);
  const double tolerance =
      settings.simplifyToleranceMetres > 0 ? settings.simplifyToleranceMetres : 2 * pixel;
  ScanClassification result;
  result.classifiedPath = classifiedOutputPath;
  std::vector<int> serial(classes.size() + 1, 0);
  for (auto& feature : *layer) {
    const int cls = feature->GetFieldAsInteger(0);
    const auto* polygon = dynamic_cast<const OGRPolygon*>(feature->GetGeometryRef());
    if (cls <= 0 || cls > static_cast<int>(classes.size()) || !polygon ||
        !polygon->getExteriorRing())
      continue;
    OGRPolygon outer;
    OGRLinearRing exterior(*polygon->getExteriorRing());
    outer.addRing(&exterior);
    std::unique_ptr<OGRGeometry> simple(outer.SimplifyPreserveTopology(tolerance));
    const auto* sp = simple ? dynamic_cast<const OGRPolygon*>(simple.get()) : nullptr;
    const OGRLinearRing* ring =
        sp && sp->getExteriorRing() ? sp->getExteriorRing() : outer.getExteriorRing();
    Polyline outline;
    for (int i = 0; i < ring->getNumPoints(); ++i)
      outline.push_back(projector.toLocal({ring->getX(i), ring->getY(i)}));
    if (outline.size() > 1 && outline.front() == outline.back()) outline.pop_back();
    if (outline.size() < 3 || ringArea(outline) < settings.minAreaSquareMetres) continue;
    const TerrainClass terrain = *classes[static_cast<size_t>(cls) - 1].terrain;
    TerrainFeature f;
    f.id = "scan-" + std::string(keyOf(terrain)) + "-" +
           std::to_string(++serial[static_cast<size_t>(cls)]);
    f.terrain = terrain;
    f.points = std::move(outline);
    result.features.push_back(std::move(f));
  }
  ProgressStep done(progress, "outlining areas", 0.95, 1.0);
  done.report(1);
  done.throwIfCancelled();
  return result;
}

}  // namespace hfg::maps
