// Tests choosing an importer by sniffing the source, and each importer end to end.
#include <doctest/doctest.h>

#include <cmath>
#include <fstream>

#include "maps/frame/crs.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/import/map_importer.h"
#include "maps/import/source_sniffing.h"
#include "maps/map_error.h"
#include "maps/raster/raster_info.h"
#include "tests/maps/rgb_scan_fixture.h"
#include "tests/maps/test_data.h"

using namespace hfg;
using namespace hfg::maps;
using hfg::maps::test::TempDir;

namespace {

// A raster in UTM 32N, 20 m cells, 4 km square; bytes for a scan, a Gaussian hill for a DEM.
std::string writeRaster(const TempDir& dir, const std::string& name, GDALDataType type) {
  ensureGdalRegistered();
  const int n = 200;
  const std::string path = dir.file(name);
  DatasetPtr ds(GetGDALDriverManager()->GetDriverByName("GTiff")->Create(path.c_str(), n, n, 1,
                                                                         type, nullptr));
  double gt[6] = {650000, 20, 0, 5540000, 0, -20};
  ds->SetGeoTransform(gt);
  OGRSpatialReference srs = parseCrs("EPSG:32632");
  ds->SetSpatialRef(&srs);
  std::vector<float> v(static_cast<size_t>(n) * n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const double dx = (c - 100) * 20.0, dy = (r - 100) * 20.0;
      v[static_cast<size_t>(r) * n + c] =
          static_cast<float>(100 + 60 * std::exp(-(dx * dx + dy * dy) / (2 * 300.0 * 300.0)));
    }
  REQUIRE(ds->GetRasterBand(1)->RasterIO(GF_Write, 0, 0, n, n, v.data(), n, n, GDT_Float32, 0, 0,
                                         nullptr) == CE_None);
  return path;
}

ImportRequest request(const TempDir& dir, std::vector<std::string> paths) {
  ImportRequest r;
  r.paths = std::move(paths);
  r.frame.crsWkt = crsWktFromEpsg(32632);
  r.frame.origin = {652000, 5538000};
  r.outputDirectory = dir.file("out");
  return r;
}

}  // namespace

TEST_CASE("sources are told apart by what GDAL finds in them") {
  TempDir dir("sniff");
  const std::string scan = writeRaster(dir, "scan.tif", GDT_Byte);
  const std::string dem = writeRaster(dir, "dem.tif", GDT_Float32);
  const std::string vec = dir.file("roads.geojson");
  std::ofstream(vec) << R"({"type": "FeatureCollection", "features": []})";
  const std::string text = dir.file("readme.txt");
  std::ofstream(text) << "hello\n";
  CHECK(sniffSource(scan) == SourceKind::Scan);
  CHECK(sniffSource(dem) == SourceKind::Elevation);
  CHECK(sniffSource(vec) == SourceKind::Vector);
  CHECK(sniffSource(text) == SourceKind::Unknown);
  CHECK(sniffSource(dir.file("missing.tif")) == SourceKind::Unknown);
  const auto importers = standardImporters();
  CHECK(importerFor(importers, scan).kind() == "scan");
  CHECK(importerFor(importers, dem).kind() == "dem");
  CHECK(importerFor(importers, vec).kind() == "vector");
  CHECK_THROWS_WITH_AS(importerFor(importers, text),
                       doctest::Contains("readme.txt: not a map source"), MapError);
}

TEST_CASE("the scan importer warps a georeferenced scan into the frame with overviews") {
  TempDir dir("scanimp");
  const auto importers = standardImporters();
  const std::string scan = writeRaster(dir, "scan.tif", GDT_Byte);
  ImportRequest req = request(dir, {scan});
  req.frame = makeUtmFrame({11.0, 49.9, 11.2, 50.1});  // zone 32 too, but a different origin
  ImportResult r = importerFor(importers, scan).run(req);
  REQUIRE(r.products.size() == 1);
  RasterInfo out = describeRaster(r.products[0]);
  CHECK(out.crsName == "WGS 84 / UTM zone 32N");
  CHECK(out.bands[0].overviewCount >= 1);
  CHECK(r.messages[0].find("200 x 200 pixels") != std::string::npos);
}

TEST_CASE("the scan importer classifies the warped scan when colour classes are given") {
  TempDir dir("scanclasses");
  const std::string scan = test::writeRgbScan(dir);
  ImportRequest req = request(dir, {scan});
  req.colourClasses = {{TerrainClass::Woods, {{{55, 135, 55}}}},
                       {TerrainClass::Marsh, {{{125, 155, 185}}}},
                       {std::nullopt, {{{250, 250, 250}}, {{10, 10, 10}}}}};
  const auto importers = standardImporters();
  ImportResult r = importerFor(importers, scan).run(req);
  REQUIRE(r.products.size() == 2);  // the warped scan and the classified raster
  REQUIRE(r.terrain.size() == 2);
  int woods = 0, marsh = 0;
  for (const auto& f : r.terrain) {
    woods += f.terrain == TerrainClass::Woods;
    marsh += f.terrain == TerrainClass::Marsh;
  }
  CHECK(woods == 1);
  CHECK(marsh == 1);
  CHECK(r.messages.back() == "Classified 2 areas by colour.");
}

TEST_CASE("the DEM importer finds the hill and writes a hillshade") {
  TempDir dir("demimp");
  const auto importers = standardImporters();
  const std::string dem = writeRaster(dir, "dem.tif", GDT_Float32);
  double last = 0;
  ImportResult r =
      importerFor(importers, dem).run(request(dir, {dem}), [&](double f, const std::string&) {
        CHECK(f >= last - 1e-9);  // progress never goes back across the steps
        last = f;
        return true;
      });
  REQUIRE(r.terrain.size() == 1);
  CHECK(r.terrain[0].terrain == TerrainClass::HillGentle);
  CHECK(length(r.terrain[0].crest.front()) < 400);  // the summit is at local (0, 0)
  REQUIRE(r.products.size() == 1);
  CHECK(describeRaster(r.products[0]).bands[0].dataType == "Byte");
  CHECK(r.messages[0].find("found 1 hills") != std::string::npos);
  CHECK(last == doctest::Approx(1.0));
}

TEST_CASE("the vector importer maps OSM-tagged GeoJSON") {
  TempDir dir("vecimp");
  const std::string path = dir.file("roads.geojson");
  std::ofstream(path) << R"({"type": "FeatureCollection", "features": [
    {"type": "Feature", "properties": {"highway": "primary", "name": "B2"},
     "geometry": {"type": "LineString", "coordinates": [[11.50, 50.00], [11.52, 50.00]]}},
    {"type": "Feature", "properties": {"place": "village", "name": "Emtmannsberg"},
     "geometry": {"type": "Point", "coordinates": [11.51, 50.001]}}]})";
  const auto importers = standardImporters();
  ImportResult r = importerFor(importers, path).run(request(dir, {path}));
  REQUIRE(r.terrain.size() == 1);
  CHECK(r.terrain[0].terrain == TerrainClass::RoadGood);
  REQUIRE(r.settlements.size() == 1);
  CHECK(r.settlements[0].kind == "village");
  CHECK(r.messages[0].find("1 road_good") != std::string::npos);
}

TEST_CASE("the vector importer leaves out features wholly outside the map area") {
  TempDir dir("vecregion");
  const std::string path = dir.file("roads.geojson");
  std::ofstream(path) << R"({"type": "FeatureCollection", "features": [
    {"type": "Feature", "properties": {"highway": "track"},
     "geometry": {"type": "LineString", "coordinates": [[11.49, 50.00], [11.52, 50.00]]}},
    {"type": "Feature", "properties": {"highway": "track"},
     "geometry": {"type": "LineString", "coordinates": [[11.60, 50.00], [11.62, 50.00]]}},
    {"type": "Feature", "properties": {"place": "hamlet", "name": "Fernweiler"},
     "geometry": {"type": "Point", "coordinates": [11.61, 50.001]}}]})";
  ImportRequest req = request(dir, {path});
  req.region = GeoBounds{11.50, 49.99, 11.55, 50.02};
  req.frame = makeUtmFrame(*req.region);
  ImportResult r = standardImporters()[2]->run(req);
  REQUIRE(r.terrain.size() == 1);  // the track crossing the edge stays whole
  CHECK(r.terrain[0].points.size() == 2);
  CHECK(r.settlements.empty());
  CHECK(r.messages[0].find("2 lay outside the map area") != std::string::npos);
}

TEST_CASE(
    "the real Gettysburg scan is imported through its GCPs with the fit "
    "reported" HFG_NEEDS_SHARED_DATA) {
  TempDir dir("gburg");
  const std::string scan = test::sharedFile("gettysburg_gnpc_map.jpg");
  const auto importers = standardImporters();
  ImportRequest req = request(dir, {scan});
  req.frame = makeUtmFrame(geoBoundsOfFile(scan));
  ImportResult r = importerFor(importers, scan).run(req);
  REQUIRE(r.messages.size() == 2);
  CHECK(r.messages[1].find("RMS 317 m") != std::string::npos);
  RasterInfo out = describeRaster(r.products[0]);
  CHECK(out.crsName == "WGS 84 / UTM zone 18N");
  CHECK(out.bands.size() == 4);  // RGB + alpha
}
