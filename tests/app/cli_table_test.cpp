// `hfg table build` and `hfg table export` as a user runs them: by the book, from the Gettysburg
// data, and the clear errors for bad locations and bad options.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "tests/app/cli_runner.h"
#include "tests/shared_data.h"
#include "tests/paths/test_paths.h"

using hfg::test::contains;
using hfg::test::runHfg;

namespace {

std::filesystem::path scratch(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() / ("hfg_cli_table_" + name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

std::filesystem::path sharedData() { return hfg::sharedfolder::sharedDir() / "data"; }

}  // namespace

TEST_CASE("hfg table build --by-the-book then export a PNG and a PDF") {
  auto dir = scratch("book");
  auto run = runHfg("table build --by-the-book --seed 5 --out " + (dir / "t.json").string());
  INFO(run.output);
  REQUIRE(run.exitCode == 0);
  CHECK(contains(run.output, "6x3 table (12000 x 6000 p)"));
  CHECK(contains(run.output, "Good road"));
  auto again = runHfg("table build --by-the-book --seed 5 --out " + (dir / "u.json").string());
  CHECK(again.exitCode == 0);
  auto out = runHfg("table export " + (dir / "t.json").string() + " --png " +
                    (dir / "t.png").string() + " --pdf " + (dir / "t.pdf").string() +
                    " --paper a4 --figure-scale 15mm --png-resolution 1");
  INFO(out.output);
  CHECK(out.exitCode == 0);
  CHECK(contains(out.output, "22 pages on a4 landscape"));
  CHECK(std::filesystem::file_size(dir / "t.png") > 1000);
  CHECK(std::filesystem::file_size(dir / "t.pdf") > 1000);
  std::filesystem::remove_all(dir);
}

TEST_CASE("hfg table: bad options are usage errors naming what was expected") {
  auto dir = scratch("usage");
  auto size = runHfg("table build --by-the-book --size 7x7 --out " + (dir / "t.json").string());
  CHECK(size.exitCode == 2);
  CHECK(contains(size.output, "expected one of 6x3, 9x3, 9x6"));
  auto at = runHfg("table build --map " + (dir).string() + " --at north --out " +
                   (dir / "t.json").string());
  CHECK(at.exitCode == 2);
  CHECK(contains(at.output, "expected LON,LAT"));
  auto both = runHfg("table build --out " + (dir / "t.json").string());
  CHECK(both.exitCode == 2);
  auto paper = runHfg("table export " + (dir / "t.json").string() + " --pdf x.pdf --paper a3");
  CHECK(paper.exitCode == 2);
  CHECK(contains(paper.output, "expected a4 or letter"));
  std::filesystem::remove_all(dir);
}

TEST_CASE("hfg table build around Little Round Top, and off the map" HFG_NEEDS_SHARED_DATA) {
  auto data = sharedData();
  REQUIRE_MESSAGE(std::filesystem::exists(data / "SOURCES.md"), data << " is absent");
  auto dir = scratch("gettysburg");
  auto sources = dir / "sources";
  std::filesystem::create_directories(sources);
  std::filesystem::create_symlink(data / "gettysburg_dem_3dep_terrarium_z14.tif",
                                  sources / "dem.tif");
  std::filesystem::create_symlink(data / "gettysburg_gnpc_map_utm18n.tif", sources / "scan.tif");
  auto run = runHfg("table build --map " + sources.string() +
                    " --at -77.2366,39.7925 --facing 0 --size 6x3 --name LRT --out " +
                    (dir / "lrt.json").string());
  INFO(run.output);
  REQUIRE(run.exitCode == 0);
  CHECK(contains(run.output, "areas without map data"));
  CHECK(contains(run.output, "lies outside the map data: shown as no data, not invented"));
  CHECK(contains(run.output, "hill"));
  auto off = runHfg("table build --map " + sources.string() + " --at -77.0,39.79 --out " +
                    (dir / "off.json").string());
  CHECK(off.exitCode == 1);
  CHECK(contains(off.output, "off the map"));
  std::filesystem::remove_all(dir);
}

TEST_CASE(
    "hfg table build from a campaign scenario: its roads, rivers and towns; deployment and works") {
  auto dir = scratch("saalfeld");
  const std::string campaign = hfg::testpaths::sourceDir().string() + "/campaigns/saalfeld-1806/";
  auto run = runHfg(
      "table build --map " + campaign + "scenario.json --at 11.37,50.65 --facing 0 --defender " +
      campaign + "orbat-prussia.json --attacker " + campaign +
      "orbat-france.json --works entrenchment,redoubt --out " + (dir / "saalfeld.json").string());
  INFO(run.output);
  REQUIRE(run.exitCode == 0);
  CHECK(contains(run.output, "Good road"));
  CHECK(contains(run.output, "Built-up area"));
  CHECK(contains(run.output, "elements deployed"));
  // Saalfeld's node in the map's own frame.
  auto local =
      runHfg("table build --map " + campaign + "scenario.json --at-local -12735,13353.6 --out " +
             (dir / "local.json").string());
  INFO(local.output);
  CHECK(local.exitCode == 0);
  CHECK(contains(local.output, "Built-up area"));
  auto both = runHfg("table build --map " + campaign +
                     "scenario.json --at 11,50 --at-local 0,0 --out " + (dir / "b.json").string());
  CHECK(both.exitCode == 2);
  auto off = runHfg("table build --map " + campaign + "scenario.json --at 0,0 --out " +
                    (dir / "off.json").string());
  CHECK(off.exitCode == 1);
  CHECK(contains(off.output, "off the map"));
  auto works = runHfg("table build --by-the-book --works moat --defender x --attacker y --out " +
                      (dir / "w.json").string());
  CHECK(works.exitCode != 0);
  std::filesystem::remove_all(dir);
}
