// The fast classification path (colour cache, streaming strips, sliding majority filter, threads)
// gives byte-identical classified rasters to a plain per-pixel reference on generated scans.
#include <doctest/doctest.h>
#include <gdal_alg.h>
#include <ogrsf_frmts.h>

#include <algorithm>
#include <memory>
#include <cstdint>
#include <string>
#include <vector>

#include "maps/frame/crs.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/raster/raster_open.h"
#include "maps/scan/colour_matcher.h"
#include "maps/scan/majority_filter.h"
#include "maps/scan/scan_classifier.h"
#include "tests/maps/test_data.h"

using namespace hfg;
using namespace hfg::maps;
using hfg::maps::test::TempDir;

namespace {

// A deterministic hash of a pixel position, standing in for scan noise (tests need no dice).
std::uint32_t noise(std::uint32_t x, std::uint32_t y, std::uint32_t salt) {
  std::uint64_t z = (std::uint64_t{x} << 32 | y) + 0x9e3779b97f4a7c15ULL * (salt + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return static_cast<std::uint32_t>(z ^ (z >> 31));
}

const std::vector<ColourClass> kClasses = {
    {TerrainClass::Woods, {{{60, 140, 50}}, {{80, 160, 70}}}},
    {TerrainClass::Marsh, {{{120, 150, 190}}}},
    {TerrainClass::BUA, {{{200, 90, 80}}}},
    {std::nullopt, {{{245, 240, 225}}, {{15, 15, 15}}}}};

// Paper with blobs of the class colours, every pixel jittered, some random pixels of any colour
// (speckle and ties for the majority filter) and, with alpha, a few transparent pixels.
std::vector<std::uint8_t> makePixels(int w, int h, int bands) {
  const Rgb palette[] = {
      {245, 240, 225}, {60, 140, 50}, {120, 150, 190}, {200, 90, 80}, {15, 15, 15}};
  std::vector<std::uint8_t> px(static_cast<size_t>(w) * static_cast<size_t>(h) *
                               static_cast<size_t>(bands));
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const std::uint32_t n =
          noise(static_cast<std::uint32_t>(x), static_cast<std::uint32_t>(y), 1);
      const int blob = ((x / 23) * 7 + (y / 17) * 3) % 5;
      std::uint8_t* p =
          &px[(static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)) *
              static_cast<size_t>(bands)];
      for (int b = 0; b < 3; ++b) {
        int v = palette[blob][static_cast<size_t>(b)] + static_cast<int>((n >> (8 * b)) % 61) - 30;
        if (n % 11 == 0) v = static_cast<int>((n >> (8 * b + 3)) & 0xff);  // speckle of any colour
        p[b] = static_cast<std::uint8_t>(std::clamp(v, 0, 255));
      }
      if (bands == 4) p[3] = n % 13 == 0 ? 0 : 255;
    }
  return px;
}

std::string writeScan(const TempDir& dir, int w, int h, int bands,
                      const std::vector<std::uint8_t>& px) {
  ensureGdalRegistered();
  const std::string path = dir.file("scan.tif");
  const char* options[] = {"TILED=YES", "BLOCKXSIZE=32", "BLOCKYSIZE=32", nullptr};
  DatasetPtr ds(GetGDALDriverManager()->GetDriverByName("GTiff")->Create(
      path.c_str(), w, h, bands, GDT_Byte, const_cast<char**>(options)));
  double gt[6] = {650000, 10, 0, 5540000, 0, -10};
  ds->SetGeoTransform(gt);
  OGRSpatialReference srs = parseCrs("EPSG:32632");
  ds->SetSpatialRef(&srs);
  if (bands == 4) ds->GetRasterBand(4)->SetColorInterpretation(GCI_AlphaBand);
  int bandMap[4] = {1, 2, 3, 4};
  REQUIRE(ds->RasterIO(GF_Write, 0, 0, w, h, const_cast<std::uint8_t*>(px.data()), w, h, GDT_Byte,
                       bands, bandMap, bands, static_cast<GSpacing>(w) * bands, 1,
                       nullptr) == CE_None);
  return path;
}

// The reference: the plain nearest-sample loop, pixel by pixel (later samples win ties).
std::uint8_t referenceClass(const std::uint8_t* p, const std::vector<ColourClass>& classes,
                            double maxDistance) {
  double best = maxDistance * maxDistance;
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
  return cls;
}

// The reference majority filter: counts the whole clipped window for every pixel; ties keep the
// pixel's own class, else the lowest class among the commonest.
std::vector<std::uint8_t> referenceMajority(const std::vector<std::uint8_t>& src, int w, int h,
                                            int radius, int classCount) {
  std::vector<std::uint8_t> dst(src.size());
  std::vector<int> counts(static_cast<size_t>(classCount) + 1);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      std::fill(counts.begin(), counts.end(), 0);
      for (int dy = std::max(0, y - radius); dy <= std::min(h - 1, y + radius); ++dy)
        for (int dx = std::max(0, x - radius); dx <= std::min(w - 1, x + radius); ++dx)
          ++counts[src[static_cast<size_t>(dy) * static_cast<size_t>(w) + static_cast<size_t>(dx)]];
      const std::uint8_t own =
          src[static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)];
      std::uint8_t best = own;
      for (int k = 0; k <= classCount; ++k)
        if (counts[static_cast<size_t>(k)] > counts[best]) best = static_cast<std::uint8_t>(k);
      dst[static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)] = best;
    }
  return dst;
}

std::vector<std::uint8_t> referenceClassified(const std::vector<std::uint8_t>& px, int w, int h,
                                              int bands, const ScanClassifySettings& settings) {
  std::vector<std::uint8_t> cls(static_cast<size_t>(w) * static_cast<size_t>(h));
  for (size_t i = 0; i < cls.size(); ++i) {
    const std::uint8_t* p = &px[i * static_cast<size_t>(bands)];
    cls[i] = bands == 4 && p[3] == 0 ? 0 : referenceClass(p, kClasses, settings.maxColourDistance);
  }
  if (settings.majorityRadiusPixels <= 0) return cls;
  return referenceMajority(cls, w, h, settings.majorityRadiusPixels,
                           static_cast<int>(kClasses.size()));
}

std::vector<std::uint8_t> readClassified(const std::string& path, int w, int h) {
  DatasetPtr ds = openRaster(path);
  std::vector<std::uint8_t> v(static_cast<size_t>(w) * static_cast<size_t>(h));
  REQUIRE(ds->GetRasterBand(1)->RasterIO(GF_Read, 0, 0, w, h, v.data(), w, h, GDT_Byte, 0, 0,
                                         nullptr) == CE_None);
  return v;
}

MapFrame frame() {
  MapFrame f;
  f.crsWkt = crsWktFromEpsg(32632);
  f.origin = {650000, 5537000};
  return f;
}

}  // namespace

TEST_CASE(
    "the colour cache gives the same class as comparing every sample, for every colour tried") {
  for (const double maxDistance : {60.0, 45.5, 1000.0}) {
    const ColourMatcher matcher(kClasses, maxDistance);
    for (int i = 0; i < 200000; ++i) {
      const std::uint32_t n = noise(static_cast<std::uint32_t>(i), 7, 2);
      const std::uint8_t p[3] = {static_cast<std::uint8_t>(n), static_cast<std::uint8_t>(n >> 8),
                                 static_cast<std::uint8_t>(n >> 16)};
      const std::uint8_t expected = referenceClass(p, kClasses, maxDistance);
      REQUIRE(matcher.nearestClass(p[0], p[1], p[2]) == expected);
      REQUIRE(matcher.classOf(p[0], p[1], p[2]) == expected);  // first through the cache: fills it
      REQUIRE(matcher.classOf(p[0], p[1], p[2]) == expected);  // then from it
    }
  }
}

TEST_CASE("a tie between samples of two classes goes to the later class, as before") {
  // (100, 100, 100) is 10 from both samples; the marsh sample comes later.
  const std::vector<ColourClass> classes = {{TerrainClass::Woods, {{{90, 100, 100}}}},
                                            {TerrainClass::Marsh, {{{110, 100, 100}}}}};
  const ColourMatcher matcher(classes, 60);
  CHECK(matcher.classOf(100, 100, 100) == 2);
  CHECK(matcher.classOf(95, 100, 100) == 1);
  CHECK(matcher.classOf(100, 200, 100) == 0);  // 100 away from both: unclassified
}

TEST_CASE("the sliding majority filter equals counting every window, on strips with halos") {
  const int w = 61, h = 47, classCount = 6;
  std::vector<std::uint8_t> src(static_cast<size_t>(w) * h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const std::uint32_t n =
          noise(static_cast<std::uint32_t>(x), static_cast<std::uint32_t>(y), 3);
      // Patches of one class (uniform windows) broken by speckle of any class (ties, mixtures).
      const int patch = ((x / 9) + 2 * (y / 7)) % (classCount + 1);
      src[static_cast<size_t>(y) * w + x] =
          static_cast<std::uint8_t>(n % 4 == 0 ? (n >> 8) % (classCount + 1) : patch);
    }
  for (const int radius : {1, 2, 3, 5}) {
    const std::vector<std::uint8_t> expected = referenceMajority(src, w, h, radius, classCount);
    for (const int stripRows : {1, 7, 16, h}) {
      for (int y0 = 0; y0 < h; y0 += stripRows) {
        const int rows = std::min(stripRows, h - y0);
        const int in0 = std::max(0, y0 - radius), in1 = std::min(h, y0 + rows + radius);
        std::vector<std::uint8_t> out(static_cast<size_t>(w) * rows);
        majorityFilterRows({&src[static_cast<size_t>(in0) * w], w, in1 - in0, in0, h}, radius,
                           classCount, y0, rows, out.data());
        for (size_t i = 0; i < out.size(); ++i)
          REQUIRE(out[i] == expected[static_cast<size_t>(y0) * w + i]);
      }
    }
  }
}

TEST_CASE(
    "classifyScan writes the same classified raster as the plain reference, whatever strips and "
    "threads") {
  struct Case {
    int w, h, bands;
  };
  for (const Case c : {Case{203, 157, 3}, Case{97, 131, 4}}) {
    TempDir dir("equivalence");
    const std::vector<std::uint8_t> px = makePixels(c.w, c.h, c.bands);
    const std::string scan = writeScan(dir, c.w, c.h, c.bands, px);
    for (const int radius : {0, 1, 2, 3}) {
      for (const double maxDistance : {60.0, 45.5}) {
        ScanClassifySettings settings;
        settings.majorityRadiusPixels = radius;
        settings.maxColourDistance = maxDistance;
        const std::vector<std::uint8_t> expected =
            referenceClassified(px, c.w, c.h, c.bands, settings);
        for (const int tile : {16, 37, 512}) {
          for (const int threads : {1, 2, 3}) {
            CAPTURE(c.w);
            CAPTURE(c.bands);
            CAPTURE(radius);
            CAPTURE(maxDistance);
            CAPTURE(tile);
            CAPTURE(threads);
            settings.tilePixels = tile;
            settings.threadCount = threads;
            const std::string out = dir.file("classes.tif");
            classifyScan(scan, frame(), kClasses, out, settings);
            REQUIRE(readClassified(out, c.w, c.h) == expected);
          }
        }
      }
    }
  }
}

namespace {

// The reference outlines: GDALPolygonize of a classified raster file (the old, unstreamed way),
// exterior rings simplified with the same tolerance, moved into the frame (same CRS: minus origin).
std::vector<TerrainFeature> referenceOutlines(const std::string& classifiedPath,
                                              double toleranceMetres) {
  DatasetPtr raster = openRaster(classifiedPath);
  DatasetPtr vectors(
      GetGDALDriverManager()->GetDriverByName("Memory")->Create("", 0, 0, 0, GDT_Unknown, nullptr));
  OGRLayer* layer = vectors->CreateLayer("classes", nullptr, wkbPolygon, nullptr);
  OGRFieldDefn field("class", OFTInteger);
  layer->CreateField(&field);
  GDALRasterBand* band = raster->GetRasterBand(1);
  REQUIRE(GDALPolygonize(GDALRasterBand::ToHandle(band), GDALRasterBand::ToHandle(band),
                         OGRLayer::ToHandle(layer), 0, nullptr, nullptr, nullptr) == CE_None);
  std::vector<TerrainFeature> out;
  for (auto& feature : *layer) {
    const int cls = feature->GetFieldAsInteger(0);
    const auto* polygon = dynamic_cast<const OGRPolygon*>(feature->GetGeometryRef());
    if (cls <= 0 || !polygon) continue;
    OGRPolygon outer;
    OGRLinearRing exterior(*polygon->getExteriorRing());
    outer.addRing(&exterior);
    std::unique_ptr<OGRGeometry> simple(outer.SimplifyPreserveTopology(toleranceMetres));
    const OGRLinearRing* ring = dynamic_cast<const OGRPolygon*>(simple.get())->getExteriorRing();
    TerrainFeature f;
    f.terrain = *kClasses[static_cast<size_t>(cls) - 1].terrain;
    for (int i = 0; i < ring->getNumPoints(); ++i)
      f.points.push_back({ring->getX(i) - 650000, ring->getY(i) - 5537000});
    if (f.points.size() > 1 && f.points.front() == f.points.back()) f.points.pop_back();
    out.push_back(std::move(f));
  }
  return out;
}

}  // namespace

TEST_CASE(
    "the outlines polygonized while strips stream in equal polygonizing the finished raster") {
  TempDir dir("outlines");
  const int w = 203, h = 157;
  const std::vector<std::uint8_t> px = makePixels(w, h, 3);
  const std::string scan = writeScan(dir, w, h, 3, px);
  ScanClassifySettings settings;
  settings.minAreaSquareMetres = 0;  // keep every area, even single pixels
  settings.simplifyToleranceMetres = 15;
  for (const int tile : {16, 512}) {
    for (const int threads : {1, 2, 3}) {
      CAPTURE(tile);
      CAPTURE(threads);
      settings.tilePixels = tile;
      settings.threadCount = threads;
      const ScanClassification r =
          classifyScan(scan, frame(), kClasses, dir.file("classes.tif"), settings);
      const std::vector<TerrainFeature> expected = referenceOutlines(r.classifiedPath, 15);
      REQUIRE(r.features.size() > 20);
      REQUIRE(r.features.size() == expected.size());
      for (size_t i = 0; i < expected.size(); ++i) {
        REQUIRE(r.features[i].terrain == expected[i].terrain);
        REQUIRE(r.features[i].points.size() == expected[i].points.size());
        for (size_t k = 0; k < expected[i].points.size(); ++k) {
          REQUIRE(r.features[i].points[k].x == doctest::Approx(expected[i].points[k].x));
          REQUIRE(r.features[i].points[k].y == doctest::Approx(expected[i].points[k].y));
        }
      }
    }
  }
}
