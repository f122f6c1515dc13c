// Tests the terrain GeoJSON export: areas as polygons, lines, crests, lon/lat coordinates.
#include <doctest/doctest.h>

#include <ogrsf_frmts.h>

#include "maps/frame/crs.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/gdal_handles.h"
#include "maps/vector/terrain_geojson.h"
#include "tests/maps/test_data.h"

using namespace hfg;
using namespace hfg::maps;
using hfg::maps::test::TempDir;

TEST_CASE("terrain features are written as GeoJSON that OGR reads back in lon/lat") {
  TempDir dir("terrainjson");
  const MapFrame frame = makeUtmFrame({11.49, 49.99, 11.53, 50.03});
  TerrainFeature hill;
  hill.id = "hill-1";
  hill.terrain = TerrainClass::HillGentle;
  hill.name = "Buchstein";
  hill.points = {{0, 0}, {500, 0}, {500, 500}, {0, 500}};
  hill.crest = {{100, 250}, {400, 250}};
  TerrainFeature road;
  road.id = "road-1";
  road.terrain = TerrainClass::RoadGood;
  road.points = {{-1000, 0}, {1000, 0}};
  const std::string path = dir.file("terrain.geojson");
  writeTerrainGeoJson({hill, road}, frame, path);
  DatasetPtr ds(GDALDataset::Open(path.c_str(), GDAL_OF_VECTOR));
  REQUIRE(ds);
  OGRLayer* layer = ds->GetLayer(0);
  REQUIRE(layer->GetFeatureCount() == 3);
  int polygons = 0, lines = 0;
  for (auto& f : *layer) {
    const auto type = wkbFlatten(f->GetGeometryRef()->getGeometryType());
    polygons += type == wkbPolygon;
    lines += type == wkbLineString;
    OGREnvelope env;
    f->GetGeometryRef()->getEnvelope(&env);
    CHECK(env.MinX > 11.4);  // longitude, not UTM metres
    CHECK(env.MaxY < 50.1);
    if (std::string(f->GetFieldAsString("part")) == "outline") {
      CHECK(std::string(f->GetFieldAsString("class")) == "hill_gentle");
      CHECK(std::string(f->GetFieldAsString("name")) == "Buchstein");
    }
  }
  CHECK(polygons == 1);
  CHECK(lines == 2);
}
