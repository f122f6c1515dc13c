// The import wizard's engine: imports run on a worker thread and land as one undoable edit.
#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <vector>

#include "editor/shell/document.h"
#include "editor/import/import_job.h"
#include "maps/frame/crs.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"

namespace hfg {
namespace {

struct Scratch {
  std::filesystem::path dir;
  explicit Scratch(const std::string& tag)
      : dir(std::filesystem::temp_directory_path() / ("hfg_editor_import_" + tag)) {
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
  }
  ~Scratch() { std::filesystem::remove_all(dir); }
  std::string file(const std::string& name) const { return (dir / name).string(); }
};

maps::ImportRequest request(const Scratch& scratch, const std::string& path) {
  maps::ImportRequest r;
  r.paths = {path};
  r.frame.crsWkt = maps::crsWktFromEpsg(32632);
  r.frame.origin = {652000, 5538000};
  r.outputDirectory = scratch.file("out");
  return r;
}

// A 4 km square DEM in UTM 32N with one Gaussian hill 60 m high at its centre.
std::string writeDem(const Scratch& scratch) {
  maps::ensureGdalRegistered();
  const int n = 200;
  const std::string path = scratch.file("dem.tif");
  maps::DatasetPtr ds(GetGDALDriverManager()->GetDriverByName("GTiff")->Create(
      path.c_str(), n, n, 1, GDT_Float32, nullptr));
  double gt[6] = {650000, 20, 0, 5540000, 0, -20};
  ds->SetGeoTransform(gt);
  ds->SetProjection(maps::crsWktFromEpsg(32632).c_str());
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

}  // namespace

TEST_CASE("a GeoJSON import on the worker thread adds its features as one undoable step") {
  Scratch scratch("vector");
  const std::string path = scratch.file("roads.geojson");
  std::ofstream(path) << R"({"type": "FeatureCollection", "features": [
    {"type": "Feature", "properties": {"highway": "primary", "name": "B2"},
     "geometry": {"type": "LineString", "coordinates": [[11.50, 50.00], [11.52, 50.00]]}},
    {"type": "Feature", "properties": {"waterway": "river", "name": "Main"},
     "geometry": {"type": "LineString", "coordinates": [[11.50, 50.01], [11.53, 50.01]]}}]})";
  ImportJob job;
  job.start(request(scratch, path), "vector");
  job.wait();
  CHECK(job.finished());
  CHECK(job.error().empty());
  CHECK(job.fraction() == doctest::Approx(1.0));
  auto result = job.takeResult();
  REQUIRE(result);
  REQUIRE(result->terrain.size() == 2);

  Document document(Scenario{});
  const std::size_t before = document.history().size();
  REQUIRE(document.edit(importOperation(document.scenario().map, *result,
                                        request(scratch, path).frame, "", "Import roads.geojson")));
  CHECK(document.scenario().map.terrain.size() == 2);
  CHECK(document.scenario().map.frame.origin ==
        Vec2{652000, 5538000});  // the empty map took the frame
  CHECK(document.history().size() == before + 1);
  document.undo();
  CHECK(document.scenario().map.terrain.empty());
  CHECK(document.scenario().map.frame.crsWkt.empty());
  document.redo();
  // Imported again: the ids clash and get suffixes, and it is still one step.
  REQUIRE(document.edit(importOperation(document.scenario().map, *result, {}, "", "Again")));
  CHECK(document.scenario().map.terrain.size() == 4);
  CHECK(document.scenario().map.terrain[2].id == document.scenario().map.terrain[0].id + "-2");
}

TEST_CASE("a DEM import finds the hill and its hillshade becomes the background") {
  Scratch scratch("dem");
  const std::string dem = writeDem(scratch);
  ImportJob job;
  job.start(request(scratch, dem), "dem");
  job.wait();
  REQUIRE(job.error().empty());
  auto result = job.takeResult();
  REQUIRE(result);
  REQUIRE(result->terrain.size() == 1);
  CHECK(result->terrain[0].terrain == TerrainClass::HillGentle);
  REQUIRE(result->products.size() == 1);
  Document document(Scenario{});
  REQUIRE(document.edit(importOperation(document.scenario().map, *result, {}, result->products[0],
                                        "Import dem.tif")));
  CHECK(document.scenario().map.backgroundImage == result->products[0]);
  document.undo();
  CHECK(document.scenario().map.backgroundImage.empty());
  CHECK(document.scenario().map.terrain.empty());
}

TEST_CASE("a failed import reports the file in plain words and changes nothing") {
  Scratch scratch("bad");
  ImportJob job;
  job.start(request(scratch, scratch.file("missing.tif")), "dem");
  job.wait();
  CHECK(job.finished());
  CHECK_FALSE(job.takeResult());
  CHECK(job.error().find("missing.tif") != std::string::npos);
  job.start(request(scratch, scratch.file("x.tif")), "teapot");
  job.wait();
  CHECK(job.error().find("no importer for \"teapot\"") != std::string::npos);
}

}  // namespace hfg
