// Tests UTM zone choice, CRS transforms and the model's local map frame.
#include <doctest/doctest.h>

#include "maps/frame/crs.h"
#include "maps/frame/crs_transform.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/frame/utm_zone.h"
#include "maps/map_error.h"
#include "tests/maps/test_data.h"

using namespace hfg;
using namespace hfg::maps;

TEST_CASE("the UTM zone of a place is chosen from its longitude and hemisphere") {
  CHECK(utmZoneOf(-77.23) == 18);  // Gettysburg
  CHECK(utmZoneOf(11.54) == 32);   // Bayreuth
  CHECK(utmZoneOf(-180.0) == 1);
  CHECK(utmZoneOf(179.99) == 60);
  CHECK(utmZoneOf(12.0) == 33);  // zone boundaries belong to the zone to the east
  CHECK(utmEpsgFor({-77.23, 39.81}) == 32618);
  CHECK(utmEpsgFor({11.54, 50.0}) == 32632);
  CHECK(utmEpsgFor({-58.4, -34.6}) == 32721);  // Buenos Aires, southern hemisphere
}

TEST_CASE("points move between CRSs in lon/lat (x/y) order") {
  // The UTM 32N central meridian (9 E) on the equator maps to the false easting 500000.
  CrsTransform toUtm("EPSG:4326", "EPSG:32632");
  Vec2 p = toUtm.apply({9.0, 0.0});
  CHECK(p.x == doctest::Approx(500000.0).epsilon(1e-9));
  CHECK(p.y == doctest::Approx(0.0));
  Vec2 back = toUtm.inverse().apply(toUtm.apply({11.5, 50.0}));
  CHECK(back.x == doctest::Approx(11.5));
  CHECK(back.y == doctest::Approx(50.0));
  CHECK_THROWS_AS(CrsTransform("EPSG:4326", "not a crs"), MapError);
}

TEST_CASE("a region's MapFrame is its centre's UTM zone with a whole-kilometre origin") {
  GeoBounds bayreuth{11.4807, 49.9721, 11.6053, 50.047};
  MapFrame frame = makeUtmFrame(bayreuth);
  CHECK(frameEpsg(frame) == 32632);
  CHECK(std::fmod(frame.origin.x, 1000.0) == 0.0);
  CHECK(std::fmod(frame.origin.y, 1000.0) == 0.0);
  FrameProjector projector(frame, "EPSG:4326");
  const LonLat c = bayreuth.centre();
  Vec2 local = projector.toLocal({c.lon, c.lat});
  CHECK(std::abs(local.x) < 500.0);  // the origin is the centre rounded to 1 km
  CHECK(std::abs(local.y) < 500.0);
  // The region is about 9 km across east-west.
  Vec2 w = projector.toLocal({bayreuth.west, c.lat});
  Vec2 e = projector.toLocal({bayreuth.east, c.lat});
  CHECK(distance(w, e) == doctest::Approx(8920).epsilon(0.01));
  LonLat round = localToLonLat(frame, local);
  CHECK(round.lon == doctest::Approx(c.lon));
  CHECK(round.lat == doctest::Approx(c.lat));
  CHECK_THROWS_AS(makeUtmFrame(GeoBounds{1, 1, 0, 0}), MapError);
}

TEST_CASE("the real files' bounds are found in WGS 84" HFG_NEEDS_SHARED_DATA) {
  GeoBounds dem = geoBoundsOfFile(test::sharedFile("gettysburg_dem_3dep_terrarium_z14.tif"));
  CHECK(dem.west == doctest::Approx(-77.2778).epsilon(1e-4));
  CHECK(dem.north == doctest::Approx(39.8423).epsilon(1e-4));
  // The scan's GCPs span 39.79-39.83 N; its edges reach further (SOURCES.md: north to about 39.849 N).
  GeoBounds scan = geoBoundsOfFile(test::sharedFile("gettysburg_gnpc_map.jpg"));
  CHECK(scan.north == doctest::Approx(39.849).epsilon(2e-5));
  CHECK(scan.east == doctest::Approx(-77.194).epsilon(2e-4));
  GeoBounds gpkg = geoBoundsOfFile(test::sharedFile("north_bayreuth_layers_utm32n.gpkg"));
  CHECK(gpkg.west > 11.3);  // whole OSM ways reach a little past the extract's bbox
  CHECK(gpkg.east < 11.7);
  CHECK(makeUtmFrame(gpkg).crsWkt.find("UTM zone 32N") != std::string::npos);
}
