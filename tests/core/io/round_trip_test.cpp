// Save → load → equal, for scenarios (JSON) and campaign states (JSON and binary).
#include <doctest/doctest.h>

#include "core/io/campaign_io.h"
#include "core/io/document_io.h"
#include "core/io/load_error.h"
#include "core/io/scenario_io.h"
#include "io_test_support.h"

using namespace hfg;

TEST_CASE("a scenario using every field survives save and load unchanged") {
  test::ScratchFolder folder("round_trip_scenario");
  const Scenario original = test::fullScenario();
  saveScenario(original, folder / "scenario.json");

  CHECK(std::filesystem::exists(folder / "maps/bohemia.json"));
  CHECK(std::filesystem::exists(folder / "orbats/prussia.json"));
  CHECK(std::filesystem::exists(folder / "austria.json"));

  const Scenario loaded = loadScenario(folder / "scenario.json");
  CHECK(loaded.map == original.map);
  CHECK(loaded.sides[0].orbat == original.sides[0].orbat);
  CHECK(loaded.sides[1].orbat == original.sides[1].orbat);
  CHECK(loaded.settings == original.settings);
  CHECK(loaded == original);

  // Saving what was loaded writes the same bytes: the format is stable for diffs.
  const std::string first = test::readText(folder / "scenario.json");
  const std::string firstMap = test::readText(folder / "maps/bohemia.json");
  saveScenario(loaded, folder / "scenario.json");
  CHECK(test::readText(folder / "scenario.json") == first);
  CHECK(test::readText(folder / "maps/bohemia.json") == firstMap);
}

TEST_CASE("scenario JSON is readable: snake_case, enum keys, points as [x, y], defaults left out") {
  test::ScratchFolder folder("readable_json");
  Scenario scenario = test::fullScenario();
  saveScenario(scenario, folder / "scenario.json");
  const std::string map = test::readText(folder / "maps/bohemia.json");
  const std::string orbat = test::readText(folder / "orbats/prussia.json");
  const std::string top = test::readText(folder / "scenario.json");

  CHECK(map.find("\"format\": \"hfg-map\"") != std::string::npos);
  CHECK(map.find("\"format_version\": 1") != std::string::npos);
  CHECK(map.find("\"kind\": \"bad_road\"") != std::string::npos);
  CHECK(map.find("\"bridge\": \"broken\"") != std::string::npos);
  CHECK(map.find("\"position\": [1200.5, -340.125]") != std::string::npos);
  CHECK(map.find("\"terrain\": \"hill_difficult\"") != std::string::npos);
  CHECK(orbat.find("\"type\": \"light_cavalry\"") != std::string::npos);
  CHECK(orbat.find("\"staff_type\": \"army_hq\"") != std::string::npos);
  CHECK(top.find("\"start_date\": \"1866-06-29\"") != std::string::npos);
  CHECK(top.find("\"table_size\": \"9x6\"") != std::string::npos);
  CHECK(top.find("\"map_file\": \"maps/bohemia.json\"") != std::string::npos);

  // Node "munchengratz" has no lon/lat, is no port and has no works: none of that is written.
  auto at = map.find("\"id\": \"munchengratz\"");
  REQUIRE(at != std::string::npos);
  auto end = map.find('}', at);
  std::string node = map.substr(at, end - at);
  CHECK(node.find("lon_lat") == std::string::npos);
  CHECK(node.find("port") == std::string::npos);
  CHECK(node.find("works") == std::string::npos);
  // Element e5 is a basic-grade bayonet with no name: only its id and type are written.
  at = orbat.find("\"id\": \"e5\"");
  REQUIRE(at != std::string::npos);
  CHECK(orbat.substr(at, orbat.find('}', at) - at).find("grade") == std::string::npos);
}

TEST_CASE("a scenario whose fields are all default still round-trips") {
  test::ScratchFolder folder("round_trip_minimal");
  Scenario scenario;
  scenario.sides.resize(1);
  scenario.sides[0].orbat.id = "red";
  saveScenario(scenario, folder / "scenario.json");
  Scenario loaded = loadScenario(folder / "scenario.json");
  CHECK(loaded.mapFile == "map.json");
  CHECK(loaded.sides[0].orbatFile == "orbat_red.json");
  scenario.mapFile = "map.json";
  scenario.sides[0].orbatFile = "orbat_red.json";
  CHECK(loaded == scenario);
}

TEST_CASE("a campaign state round-trips through JSON and through binary") {
  test::ScratchFolder folder("round_trip_campaign");
  const CampaignState original = test::fullCampaignState();

  saveCampaignState(original, folder / "state.json");
  CHECK(loadCampaignState(folder / "state.json") == original);
  CHECK(test::readText(folder / "state.json").find("\"period\": \"night\"") != std::string::npos);

  saveCampaignState(original, folder / "state.hfgb", SaveFormat::Binary);
  CHECK(loadCampaignState(folder / "state.hfgb") == original);
  const std::string bytes = test::readText(folder / "state.hfgb");
  CHECK(bytes.substr(0, 8) == std::string("\x89HFGBIN\n", 8));
  CHECK(bytes.size() < test::readText(folder / "state.json").size());

  // The loader goes by content, not by name: binary under a .json name still loads.
  saveCampaignState(original, folder / "other.json", SaveFormat::Binary);
  CHECK(loadCampaignState(folder / "other.json") == original);
}

TEST_CASE("numbers survive exactly: doubles and 64-bit seeds") {
  test::ScratchFolder folder("round_trip_numbers");
  CampaignState state = test::fullCampaignState();
  state.rngState = 0xFFFFFFFFFFFFFFFFull;
  state.forces[1].location.stagesFromStart = 0.1 + 0.2;  // not a short decimal
  for (auto format : {SaveFormat::Json, SaveFormat::Binary}) {
    saveCampaignState(state, folder / "state", format);
    CampaignState loaded = loadCampaignState(folder / "state");
    CHECK(loaded.rngState == state.rngState);
    CHECK(loaded.forces[1].location.stagesFromStart == state.forces[1].location.stagesFromStart);
  }
}

TEST_CASE("saving a non-finite number is refused and leaves no file") {
  test::ScratchFolder folder("nan_refused");
  CampaignState state = test::fullCampaignState();
  state.forces[1].location.stagesFromStart = std::numeric_limits<double>::quiet_NaN();
  CHECK_THROWS_AS(saveCampaignState(state, folder / "state.json"), SaveError);
  CHECK_FALSE(std::filesystem::exists(folder / "state.json"));
}

TEST_CASE("saving refuses file names that would leave the scenario folder, writing nothing") {
  test::ScratchFolder folder("save_paths");
  Scenario scenario = test::fullScenario();
  scenario.mapFile = "../map.json";
  CHECK_THROWS_AS(saveScenario(scenario, folder / "s" / "scenario.json"), SaveError);
  scenario = test::fullScenario();
  scenario.sides[1].orbatFile = "/tmp/austria.json";
  CHECK_THROWS_AS(saveScenario(scenario, folder / "s" / "scenario.json"), SaveError);
  scenario = test::fullScenario();
  scenario.map.backgroundImage = "../../scan.tif";  // relative to maps/, so out of the folder
  CHECK_THROWS_AS(saveScenario(scenario, folder / "s" / "scenario.json"), SaveError);
  scenario = test::fullScenario();
  scenario.sides[1].orbatFile = scenario.mapFile;  // two parts in one file
  CHECK_THROWS_AS(saveScenario(scenario, folder / "s" / "scenario.json"), SaveError);
  CHECK_FALSE(std::filesystem::exists(folder / "s"));
}

TEST_CASE("the full scenario's map, orbats and settings also round-trip through the binary form") {
  // Only campaign states are saved as binary today, but every type shares one serialize, so the
  // binary reader and writer are checked on every type here.
  const Scenario original = test::fullScenario();
  StageMap map;
  io::loadBinaryBytes(io::toBinaryBytes(io::kMapFormat, original.map), "map.bin", io::kMapFormat,
                      map);
  CHECK(map == original.map);
  for (const auto& side : original.sides) {
    Side loaded;
    io::loadBinaryBytes(io::toBinaryBytes(io::kOrbatFormat, side.orbat), "orbat.bin",
                        io::kOrbatFormat, loaded);
    CHECK(loaded == side.orbat);
  }
  Scenario scenario;
  io::loadBinaryBytes(io::toBinaryBytes(io::kScenarioFormat, original), "scenario.bin",
                      io::kScenarioFormat, scenario);
  scenario.map = original.map;  // these live in their own files
  for (std::size_t i = 0; i < scenario.sides.size(); ++i)
    scenario.sides[i].orbat = original.sides[i].orbat;
  CHECK(scenario == original);
}
