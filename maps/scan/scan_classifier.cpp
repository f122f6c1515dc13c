// Colour classification, majority smoothing and polygonizing of a scan, tile by tile.
#include "maps/scan/scan_classifier.h"

#include <gdal_alg.h>
#include <ogrsf_frmts.h>

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "maps/frame/crs.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/map_error.h"
#include "maps/raster/raster_open.h"

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

// Pass 1: each pixel gets the class of its nearest sample colour, 0 when too far or background.
void classifyPixels(GDALDataset& scan, GDALDataset& out, const std::vector<ColourClass>& classes,
                    const ScanClassifySettings& settings, ProgressStep& step) {
  const int w = scan.GetRasterXSize(), h = scan.GetRasterYSize(), tile = settings.tilePixels;
  const bool alpha = scan.GetRasterCount() >= 4 &&
                     scan.GetRasterBand(4)->GetColorInterpretation() == GCI_AlphaBand;
  const int bandCount = alpha ? 4 : 3;
  int bandMap[4] = {1, 2, 3, 4};
  const double maxSq = settings.maxColourDistance * settings.maxColourDistance;
  std::vector<std::uint8_t> rgb, classesOut;
  for (int y = 0; y < h; y += tile) {
    for (int x = 0; x < w; x += tile) {
      const int tw = std::min(tile, w - x), th = std::min(tile, h - y);
      const size_t n = static_cast<size_t>(tw) * static_cast<size_t>(th);
      rgb.resize(n * static_cast<size_t>(bandCount));
      classesOut.assign(n, 0);
      if (scan.RasterIO(GF_Read, x, y, tw, th, rgb.data(), tw, th, GDT_Byte, bandCount, bandMap, bandCount,
                        static_cast<GSpacing>(tw) * bandCount, 1, nullptr) != CE_None)
        throw MapError(std::string(scan.GetDescription()) + ": cannot read the scan");
      for (size_t i = 0; i < n; ++i) {
        const std::uint8_t* p = &rgb[i * static_cast<size_t>(bandCount)];
        if (alpha && p[3] == 0) continue;
        double best = maxSq;
        std::uint8_t cls = 0;
        for (size_t c = 0; c < classes.size(); ++c)
          for (const Rgb& s : classes[c].samples) {
            const double dr = p[0] - s[0], dg = p[1] - s[1], db = p[2] - s[2];
            const double d = dr * dr + dg * dg + db * db;
            if (d <= best) {
              best = d;
              cls = classes[c].terrain ? static_cast<std::uint8_t>(c + 1) : 0;
            }
          }
        classesOut[i] = cls;
      }
      if (out.GetRasterBand(1)->RasterIO(GF_Write, x, y, tw, th, classesOut.data(), tw, th, GDT_Byte, 0, 0,
                                         nullptr) != CE_None)
        throw MapError(std::string(out.GetDescription()) + ": cannot write the classified raster");
      step.report((static_cast<double>(y) * w + static_cast<double>(x + tw) * th) / (static_cast<double>(w) * h));
      step.throwIfCancelled();
    }
  }
}

// Pass 2: each pixel takes the commonest class of its window (ties keep the pixel's own class).
void majorityFilter(GDALDataset& in, GDALDataset& out, int radius, int classCount, int tile, ProgressStep& step) {
  const int w = in.GetRasterXSize(), h = in.GetRasterYSize();
  std::vector<std::uint8_t> src, dst;
  std::vector<int> counts(static_cast<size_t>(classCount) + 1);
  for (int y = 0; y < h; y += tile) {
    for (int x = 0; x < w; x += tile) {
      const int tw = std::min(tile, w - x), th = std::min(tile, h - y);
      const int x0 = std::max(0, x - radius), y0 = std::max(0, y - radius);
      const int x1 = std::min(w, x + tw + radius), y1 = std::min(h, y + th + radius);
      const int sw = x1 - x0, sh = y1 - y0;
      src.resize(static_cast<size_t>(sw) * static_cast<size_t>(sh));
      dst.resize(static_cast<size_t>(tw) * static_cast<size_t>(th));
      if (in.GetRasterBand(1)->RasterIO(GF_Read, x0, y0, sw, sh, src.data(), sw, sh, GDT_Byte, 0, 0, nullptr) !=
          CE_None)
        throw MapError("cannot read the classified raster back");
      for (int r = 0; r < th; ++r) {
        for (int c = 0; c < tw; ++c) {
          std::fill(counts.begin(), counts.end(), 0);
          const int cx = x + c - x0, cy = y + r - y0;
          for (int dy = std::max(0, cy - radius); dy <= std::min(sh - 1, cy + radius); ++dy)
            for (int dx = std::max(0, cx - radius); dx <= std::min(sw - 1, cx + radius); ++dx)
              ++counts[src[static_cast<size_t>(dy) * sw + dx]];
          const std::uint8_t own = src[static_cast<size_t>(cy) * sw + cx];
          std::uint8_t best = own;
          for (int k = 0; k <= classCount; ++k)
            if (counts[static_cast<size_t>(k)] > counts[best]) best = static_cast<std::uint8_t>(k);
          dst[static_cast<size_t>(r) * tw + c] = best;
        }
      }
      if (out.GetRasterBand(1)->RasterIO(GF_Write, x, y, tw, th, dst.data(), tw, th, GDT_Byte, 0, 0, nullptr) !=
          CE_None)
        throw MapError("cannot write the smoothed classified raster");
      step.report((static_cast<double>(y) * w + static_cast<double>(x + tw) * th) / (static_cast<double>(w) * h));
      step.throwIfCancelled();
    }
  }
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

  const std::string rawPath = classifiedOutputPath + ".unsmoothed.tif";
  {
    DatasetPtr raw = createByteTiff(settings.majorityRadiusPixels > 0 ? rawPath : classifiedOutputPath, *scan);
    ProgressStep classifyStep(progress, "classifying colours", 0.0, 0.4);
    classifyPixels(*scan, *raw, classes, settings, classifyStep);
    if (settings.majorityRadiusPixels > 0) {
      raw->FlushCache();
      DatasetPtr smooth = createByteTiff(classifiedOutputPath, *scan);
      ProgressStep smoothStep(progress, "smoothing", 0.4, 0.7);
      majorityFilter(*raw, *smooth, settings.majorityRadiusPixels, static_cast<int>(classes.size()),
                     settings.tilePixels, smoothStep);
    }
  }
  std::error_code ec;
  std::filesystem::remove(rawPath, ec);

  DatasetPtr classified = openRaster(classifiedOutputPath);
  GdalMessageCapture capture;
  DatasetPtr vectors(GetGDALDriverManager()->GetDriverByName("Memory")->Create("", 0, 0, 0, GDT_Unknown, nullptr));
  OGRLayer* layer = vectors->CreateLayer("classes", nullptr, wkbPolygon, nullptr);
  OGRFieldDefn field("class", OFTInteger);
  layer->CreateField(&field);
  GDALRasterBand* band = classified->GetRasterBand(1);
  ProgressStep polygonStep(progress, "outlining areas", 0.7, 0.95);
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
