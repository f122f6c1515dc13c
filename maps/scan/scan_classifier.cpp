// Colour classification and majority smoothing of a scan in one streaming pass over strips, then polygonizing.
#include "maps/scan/scan_classifier.h"

#include <gdal_alg.h>
#include <ogrsf_frmts.h>

#include <algorithm>
#include <cmath>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>

#include "maps/frame/crs.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"
#include "maps/raster/raster_open.h"
#include "maps/scan/colour_matcher.h"
#include "maps/scan/majority_filter.h"

namespace hfg::maps {
namespace {

DatasetPtr createByteTiff(const std::string& path, GDALDataset& like) {
  GdalMessageCapture capture;
  GDALDriver* gtiff = GetGDALDriverManager()->GetDriverByName("GTiff");
  const char* options[] = {"COMPRESS=DEFLATE", "TILED=YES", nullptr};
  DatasetPtr ds(gtiff->Create(path.c_str(), like.GetRasterXSize(), like.GetRasterYSize(), 1, GDT_Byte,
                              const_cast<char**>(options)));
  if (!ds) throw MapError(withGdalReason(path + ": cannot create the classified raster", capture.lastError()));
  double gt[6];
  like.GetGeoTransform(gt);
  ds->SetGeoTransform(gt);
  ds->SetSpatialRef(like.GetSpatialRef());
  return ds;
}

// How many image rows one strip holds: whole rows, about 16 x `tilePixels`^2 pixels, so memory stays
// bounded whatever the width; at least 16 rows.
int stripRowsFor(int width, int tilePixels) {
  const long long cells = 16LL * tilePixels * tilePixels;
  return static_cast<int>(std::max<long long>(16, std::min<long long>(tilePixels, cells / std::max(1, width))));
}

// One streaming pass: every strip of rows is read from the scan with `radius` rows of halo each
// side, matched to classes through the colour cache, majority filtered, and written. Strips are
// independent, so worker threads take them in any order; the output depends only on the strip.
class StripClassifier {
 public:
  StripClassifier(const std::string& scanPath, GDALDataset& out, const std::vector<ColourClass>& classes,
                  const ScanClassifySettings& settings, int bandCount)
      : m_scanPath(scanPath),
        m_out(out),
        m_matcher(classes, settings.maxColourDistance),
        m_radius(std::max(0, settings.majorityRadiusPixels)),
        m_classCount(static_cast<int>(classes.size())),
        m_bandCount(bandCount),
        m_width(out.GetRasterXSize()),
        m_height(out.GetRasterYSize()),
        m_stripRows(stripRowsFor(m_width, settings.tilePixels)),
        m_stripCount((m_height + m_stripRows - 1) / m_stripRows) {}

  void run(int threadCount, ProgressStep& step) {
    std::vector<std::thread> helpers;
    for (int t = 1; t < threadCount && t < m_stripCount; ++t) helpers.emplace_back([this] { work(nullptr); });
    work(&step);
    for (std::thread& t : helpers) t.join();
    if (m_error) std::rethrow_exception(m_error);
    step.report(1);
    step.throwIfCancelled();
  }

 private:
  // Takes strips until none are left; the calling thread (with `step`) also reports progress.
  void work(ProgressStep* step) {
    try {
      DatasetPtr scan = openRaster(m_scanPath);  // a GDAL dataset is not shared between threads
      std::vector<std::uint8_t> pixels, classes, smoothed;
      int bandMap[4] = {1, 2, 3, 4};
      for (int strip = m_next++; strip < m_stripCount && !m_stop; strip = m_next++) {
        const int y0 = strip * m_stripRows, rows = std::min(m_stripRows, m_height - y0);
        const int in0 = std::max(0, y0 - m_radius), in1 = std::min(m_height, y0 + rows + m_radius);
        const std::size_t inCells = static_cast<std::size_t>(m_width) * static_cast<std::size_t>(in1 - in0);
        pixels.resize(inCells * static_cast<std::size_t>(m_bandCount));
        classes.resize(inCells);
        if (scan->RasterIO(GF_Read, 0, in0, m_width, in1 - in0, pixels.data(), m_width, in1 - in0, GDT_Byte,
                           m_bandCount, bandMap, m_bandCount, static_cast<GSpacing>(m_width) * m_bandCount, 1,
                           nullptr) != CE_None)
          throw MapError(m_scanPath + ": cannot read the scan");
        m_matcher.classifyPixels(pixels.data(), m_bandCount, inCells, classes.data());
        const std::uint8_t* result = classes.data();
        if (m_radius > 0) {
          smoothed.resize(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(rows));
          majorityFilterRows({classes.data(), m_width, in1 - in0, in0, m_height}, m_radius, m_classCount, y0, rows,
                             smoothed.data());
          result = smoothed.data();
        }
        {
          const std::lock_guard<std::mutex> lock(m_writeMutex);
          if (m_out.GetRasterBand(1)->RasterIO(GF_Write, 0, y0, m_width, rows, const_cast<std::uint8_t*>(result),
                                                m_width, rows, GDT_Byte, 0, 0, nullptr) != CE_None)
            throw MapError(std::string(m_out.GetDescription()) + ": cannot write the classified raster");
        }
        const int done = ++m_done;
        if (step && !step->report(static_cast<double>(done) / m_stripCount)) m_stop = true;
      }
    } catch (...) {
      const std::lock_guard<std::mutex> lock(m_writeMutex);
      if (!m_error) m_error = std::current_exception();
      m_stop = true;
    }
  }

  const std::string& m_scanPath;
  GDALDataset& m_out;
  const ColourMatcher m_matcher;
  const int m_radius, m_classCount, m_bandCount, m_width, m_height, m_stripRows, m_stripCount;
  std::atomic<int> m_next{0}, m_done{0};
  std::atomic<bool> m_stop{false};
  std::mutex m_writeMutex;
  std::exception_ptr m_error;
};

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
                                const std::vector<ColourClass>& classes, const std::string& classifiedOutputPath,
                                const ScanClassifySettings& settings, const ProgressFn& progress) {
  if (classes.empty() || classes.size() > 254) throw MapError("scan classification needs 1 to 254 colour classes");
  for (size_t i = 0; i < classes.size(); ++i) {
    if (classes[i].samples.empty())
      throw MapError("colour class " + std::to_string(i + 1) + " has no colour samples (pick some on the scan)");
    if (classes[i].terrain && naturalShapeOf(*classes[i].terrain) != FeatureShape::Area)
      throw MapError("colour class " + std::to_string(i + 1) + " is " + std::string(keyOf(*classes[i].terrain)) +
                     ", a line class; classify only area classes (woods, marsh, built-up area ...)");
  }
  if (settings.tilePixels < 16) throw MapError("scan classification: tilePixels must be at least 16");
  DatasetPtr scan = openRaster(scanPath);
  double gt[6];
  if (scan->GetGeoTransform(gt) != CE_None || !scan->GetSpatialRef())
    throw MapError(scanPath + ": the scan must be georeferenced with a geotransform (warp it into the frame first)");
  if (scan->GetRasterCount() < 3) throw MapError(scanPath + ": expected an RGB scan (3 or 4 bands)");

  const bool alpha = scan->GetRasterCount() >= 4 && scan->GetRasterBand(4)->GetColorInterpretation() == GCI_AlphaBand;
  const int threads = threadCountFor(settings.threadCount);
  // Polygonized through the same handle: the tiles just written are still in GDAL's block cache.
  DatasetPtr classified = createByteTiff(classifiedOutputPath, *scan);
  {
    ProgressStep classifyStep(progress, "classifying colours", 0.0, 0.6);
    StripClassifier(scanPath, *classified, classes, settings, alpha ? 4 : 3).run(threads, classifyStep);
  }
  classified->FlushCache();
  GdalMessageCapture capture;
  DatasetPtr vectors(GetGDALDriverManager()->GetDriverByName("Memory")->Create("", 0, 0, 0, GDT_Unknown, nullptr));
  OGRLayer* layer = vectors->CreateLayer("classes", nullptr, wkbPolygon, nullptr);
  OGRFieldDefn field("class", OFTInteger);
  layer->CreateField(&field);
  GDALRasterBand* band = classified->GetRasterBand(1);
  ProgressStep polygonStep(progress, "outlining areas", 0.6, 0.95);
  if (GDALPolygonize(GDALRasterBand::ToHandle(band), GDALRasterBand::ToHandle(band), OGRLayer::ToHandle(layer), 0,
                     nullptr, ProgressStep::gdalFunc, &polygonStep) != CE_None) {
    polygonStep.throwIfCancelled();
    throw MapError(withGdalReason(scanPath + ": cannot polygonize the classes", capture.lastError()));
  }

  const FrameProjector projector(frame, crsToWkt(*scan->GetSpatialRef()));
  const double pixel = std::hypot(gt[1], gt[4]);
  const double tolerance = settings.simplifyToleranceMetres > 0 ? settings.simplifyToleranceMetres : 2 * pixel;
  ScanClassification result;
  result.classifiedPath = classifiedOutputPath;
  std::vector<int> serial(classes.size() + 1, 0);
  for (auto& feature : *layer) {
    const int cls = feature->GetFieldAsInteger(0);
    const auto* polygon = dynamic_cast<const OGRPolygon*>(feature->GetGeometryRef());
    if (cls <= 0 || cls > static_cast<int>(classes.size()) || !polygon || !polygon->getExteriorRing()) continue;
    OGRPolygon outer;
    OGRLinearRing exterior(*polygon->getExteriorRing());
    outer.addRing(&exterior);
    std::unique_ptr<OGRGeometry> simple(outer.SimplifyPreserveTopology(tolerance));
    const auto* sp = simple ? dynamic_cast<const OGRPolygon*>(simple.get()) : nullptr;
    const OGRLinearRing* ring = sp && sp->getExteriorRing() ? sp->getExteriorRing() : outer.getExteriorRing();
    Polyline outline;
    for (int i = 0; i < ring->getNumPoints(); ++i) outline.push_back(projector.toLocal({ring->getX(i), ring->getY(i)}));
    if (outline.size() > 1 && outline.front() == outline.back()) outline.pop_back();
    if (outline.size() < 3 || ringArea(outline) < settings.minAreaSquareMetres) continue;
    const TerrainClass terrain = *classes[static_cast<size_t>(cls) - 1].terrain;
    TerrainFeature f;
    f.id = "scan-" + std::string(keyOf(terrain)) + "-" + std::to_string(++serial[static_cast<size_t>(cls)]);
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
