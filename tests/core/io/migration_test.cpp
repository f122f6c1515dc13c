// Files of an older format version are upgraded step by step before loading.
#include <doctest/doctest.h>

#include "core/io/campaign_io.h"
#include "core/io/load_error.h"
#include "core/io/migrations.h"
#include "core/io/scenario_io.h"
#include "io_test_support.h"

using namespace hfg;

TEST_CASE("a version-0 scenario folder, with the draft field names, loads as the current one") {
  Scenario old = loadScenario(test::fixture("v0/saale/scenario.json"));
  Scenario current = loadScenario(test::fixture("good/saale/scenario.json"));
  CHECK(old.mapFile == "map.json");                   // was "map"
  CHECK(old.sides[0].orbatFile == "orbat_red.json");  // was "orbat"
  CHECK(old.map.findLink("l2")->stages == 1.5);       // was "length"
  CHECK(old.sides[0].orbat.armies[0].commands[0].elements[0].type ==
        TroopType::Bayonets);  // was "troop_type"
  CHECK(old == current);
}

TEST_CASE("saving a migrated file writes the current version") {
  test::ScratchFolder folder("migrated_save");
  saveScenario(loadScenario(test::fixture("v0/saale/scenario.json")), folder / "scenario.json");
  const std::string map = test::readText(folder / "map.json");
  CHECK(map.find("\"format_version\": 1") != std::string::npos);
  CHECK(map.find("\"length\"") == std::string::npos);
  CHECK(map == test::readText(test::fixture("good/saale/map.json")));
}

TEST_CASE("a version-0 campaign state is migrated too") {
  test::ScratchFolder folder("migrated_campaign");
  saveCampaignState(test::fullCampaignState(), folder / "state.json");
  std::string text = test::readText(folder / "state.json");
  text.replace(text.find("\"format_version\": 5"), 19, "\"format_version\": 0");
  text.replace(text.find("\"scenario_file\""), 15, "\"scenario\"");
  test::writeText(folder / "state.json", text);
  CHECK(loadCampaignState(folder / "state.json") == test::fullCampaignState());
}

TEST_CASE("a version-1 campaign state (before the engine's fields) loads with their defaults") {
  test::ScratchFolder folder("campaign_v1");
  CampaignState before;
  before.scenarioFile = "scenario.json";
  before.day = 3;
  saveCampaignState(before, folder / "state.json");
  std::string text = test::readText(folder / "state.json");
  text.replace(text.find("\"format_version\": 5"), 19, "\"format_version\": 1");
  test::writeText(folder / "state.json", text);
  CampaignState loaded = loadCampaignState(folder / "state.json");
  CHECK(loaded == before);
  CHECK(loaded.nextBattleNumber == 1);
  CHECK(loaded.pendingBattles.empty());
}

TEST_CASE("every format has an upgrade step from each older version") {
  for (auto format :
       {io::kScenarioFormat, io::kMapFormat, io::kOrbatFormat, io::kCampaignStateFormat}) {
    for (int v = 0; v < format.currentVersion; ++v) {
      int steps = 0;
      for (const auto& m : io::migrationRegistry())
        steps += m.format == format.name && m.fromVersion == v ? 1 : 0;
      CAPTURE(format.name);
      CAPTURE(v);
      CHECK(steps == 1);
    }
  }
}

TEST_CASE("negative and non-integer versions are refused") {
  test::ScratchFolder folder("bad_versions");
  const std::string good = test::readText(test::fixture("good/saale/map.json"));
  for (const char* version : {"-1", "1.5", "\"1\""}) {
    std::string text = good;
    text.replace(text.find("\"format_version\": 1"), 19,
                 std::string("\"format_version\": ") + version);
    test::writeText(folder / "map.json", text);
    CAPTURE(version);
    try {
      loadMap(folder / "map.json");
      FAIL("loaded");
    } catch (const LoadError& e) {
      CHECK(e.field() == "format_version");
    }
  }
}
