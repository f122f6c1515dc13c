// The hill finder scored on named hills, ridges and plateaus of Gettysburg 1863 and Jena 1806
// (tests/fixtures/maps/hill_validation.json, sources in tests/fixtures/maps/SOURCES.md).
#include <doctest/doctest.h>

#include <cpl_json.h>

#include <cstdio>
#include <string>
#include <vector>

#include "core/battle/common/shapes.h"
#include "maps/elevation/dem_loader.h"
#include "maps/elevation/hill_finder.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/gdal_session.h"
#include "tests/case_needs.h"
#include "tests/maps/test_data.h"
#include "tests/paths/test_paths.h"

using namespace hfg;
using namespace hfg::maps;

namespace {

struct NamedPoint {
  std::string name;
  LonLat at;
};

std::vector<NamedPoint> pointsOf(const CPLJSONArray& list) {
  std::vector<NamedPoint> out;
  for (int i = 0; i < list.Size(); ++i)
    out.push_back(
        {list[i].GetString("name"), {list[i].GetDouble("lon"), list[i].GetDouble("lat")}});
  return out;
}

/// The index of the hill whose outline holds the point, -1 for none.
int hillAt(const std::vector<FoundHill>& hills, Vec2 local) {
  for (size_t i = 0; i < hills.size(); ++i)
    if (battle::ringContains(hills[i].feature.points, local)) return static_cast<int>(i);
  return -1;
}

/// Scores one area: each named hill inside a hill, each pair apart, each valley floor outside.
void scoreArea(const CPLJSONObject& area) {
  const std::string name = area.GetString("name");
  const CPLJSONArray region = area.GetArray("region");
  const GeoBounds bounds{region[0].ToDouble(), region[1].ToDouble(), region[2].ToDouble(),
                         region[3].ToDouble()};
  const MapFrame frame = makeUtmFrame(bounds);
  std::vector<std::string> dems;
  const CPLJSONArray files = area.GetArray("dem");
  for (int i = 0; i < files.Size(); ++i) dems.push_back(test::sharedFile(files[i].ToString()));
  const LocalBox box = localBoxOf(frame, bounds);
  DemLoadOptions window;
  window.localMin = box.min;
  window.localMax = box.max;
  const DemGrid grid = loadDemInFrame(dems, frame, window);
  const std::vector<FoundHill> hills = findHills(grid);  // the defaults, as a user gets them
  FrameProjector project(frame, "EPSG:4326");
  auto local = [&](const NamedPoint& p) { return project.toLocal({p.at.lon, p.at.lat}); };
  int score = 0, total = 0;
  for (const auto& p : pointsOf(area.GetArray("hills"))) {
    const int hill = hillAt(hills, local(p));
    ++total;
    score += hill >= 0 ? 1 : 0;
    MESSAGE(
        name << ": " << p.name
             << (hill >= 0 ? " in " + hills[static_cast<size_t>(hill)].feature.id : " NOT FOUND"));
    CHECK_MESSAGE(hill >= 0, p.name << " is not inside a hill");
  }
  std::vector<NamedPoint> named = pointsOf(area.GetArray("hills"));
  auto find = [&](const std::string& n) {
    for (const auto& p : named)
      if (p.name == n) return local(p);
    FAIL("no hill named " << n);
    return Vec2{};
  };
  const CPLJSONArray pairs = area.GetArray("separate");
  for (int i = 0; i < pairs.Size(); ++i) {
    const CPLJSONArray pair = pairs[i].ToArray();
    const int a = hillAt(hills, find(pair[0].ToString())),
              b = hillAt(hills, find(pair[1].ToString()));
    const bool apart = a >= 0 && b >= 0 && a != b;
    ++total;
    score += apart ? 1 : 0;
    CHECK_MESSAGE(apart, pair[0].ToString()
                             << " and " << pair[1].ToString() << " are not two hills");
  }
  for (const auto& p : pointsOf(area.GetArray("valleys"))) {
    const int hill = hillAt(hills, local(p));
    ++total;
    score += hill < 0 ? 1 : 0;
    MESSAGE(
        name << ": " << p.name
             << (hill < 0 ? " clear" : " INSIDE " + hills[static_cast<size_t>(hill)].feature.id));
    CHECK_MESSAGE(hill < 0, p.name << " lies inside a hill");
  }
  std::printf("hill validation, %s: %d of %d (%zu hills found on %d x %d cells of %.1f m)\n",
              name.c_str(), score, total, hills.size(), grid.width, grid.height, grid.cellMetres);
}

}  // namespace

// Its own ctest (test_maps_hill_validation); skipped in a plain test_maps run, and left out
// (reported skipped) by tests/doctest_main.cpp when ../shared is absent.
TEST_SUITE("hill-validation" * doctest::skip()) {
  TEST_CASE(
      "HILLS validation: named hills of Gettysburg 1863 and Jena 1806 are found, valley floors "
      "clear" HFG_NAMED_NEEDS("../shared")) {
    ensureGdalRegistered();
    CPLJSONDocument doc;
    const std::string path =
        hfg::testpaths::sourceDir().string() + "/tests/fixtures/maps/hill_validation.json";
    REQUIRE_MESSAGE(doc.Load(path), "cannot read " << path);
    const CPLJSONArray areas = doc.GetRoot().GetArray("areas");
    REQUIRE(areas.Size() == 2);
    for (int i = 0; i < areas.Size(); ++i) {
      CAPTURE(areas[i].GetString("name"));
      scoreArea(areas[i]);
    }
  }
}
