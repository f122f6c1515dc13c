// `hfg validate` accepts the bundled campaign and refuses every broken fixture with exit 1 and a
// message naming the file and the field (tests/fixtures/broken/README.md lists them).
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/app/cli_runner.h"
#include "tests/paths/test_paths.h"

using hfg::test::contains;
using hfg::test::runHfg;

namespace {
const std::string kSource = hfg::testpaths::sourceDir().string();

struct BrokenCase {
  const char* folder;
  const char* file;   ///< the file the message must name
  const char* field;  ///< a part of the field path or problem the message must name
};

const std::vector<BrokenCase> kBroken = {
    {"truncated_json", "orbat_red.json", "malformed JSON"},
    {"wrong_type", "map.json", "links[1].stages"},
    {"unknown_troop_type", "orbat_blue.json", "armies[0].commands[1].elements[4].type"},
    {"unknown_link_kind", "map.json", "links[0].kind"},
    {"missing_required_field", "map.json", "nodes[3].position"},
    {"future_version", "scenario.json", "format_version"},
    {"path_escapes_folder", "scenario.json", "map_file"},
    {"absolute_path", "scenario.json", "sides[1].orbat_file"},
    {"deeply_nested", "scenario.json", "nested deeper"},
    {"link_node_as_number", "map.json", "links[2].from"},
    {"wrong_kind_of_file", "orbat_red.json", "format"},
    {"misspelt_field", "orbat_red.json", "agression"},
    {"impossible_date", "scenario.json", "settings.start_date"},
    {"missing_orbat_file", "orbat_blue.json", "not found"},
    {"point_with_three_numbers", "map.json", "links[2].path[1]"},
    {"top_level_array", "map.json", "top level"},
    {"command_of_four_elements", "orbat_red.json", "at least 6"},
    {"negative_aggression", "orbat_blue.json", "aggression"},
};
}  // namespace

TEST_CASE("hfg validate accepts the bundled default campaign") {
  auto r = runHfg("validate " + kSource + "/campaigns/default/scenario.json");
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output, "valid"));
}

TEST_CASE("hfg validate refuses each broken file with exit 1, naming the file and field") {
  for (const auto& c : kBroken) {
    CAPTURE(c.folder);
    std::string scenario = kSource + "/tests/fixtures/broken/" + c.folder + "/scenario.json";
    REQUIRE(std::filesystem::exists(scenario));
    auto r = runHfg("validate " + scenario);
    CAPTURE(r.output);
    CHECK(r.exitCode == 1);
    CHECK(contains(r.output, c.file));
    CHECK(contains(r.output, c.field));
  }
}

TEST_CASE("hfg validate --json lists the problems") {
  auto r = runHfg("validate --json " + kSource +
                  "/tests/fixtures/broken/command_of_four_elements/scenario.json");
  CHECK(r.exitCode == 1);
  CHECK(contains(r.output, "\"valid\": false"));
  CHECK(contains(r.output, "\"rule\""));
}

TEST_CASE("hfg validate on a file that does not exist is invalid, not a crash") {
  auto r = runHfg("validate /nonexistent/scenario.json");
  CHECK(r.exitCode == 1);
  CHECK(contains(r.output, "/nonexistent/scenario.json"));
}

TEST_CASE("hfg info summarises the tutorial campaign with points and element equivalents") {
  auto r = runHfg("info " + kSource + "/campaigns/saalfeld-1806/scenario.json");
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output, "14 nodes"));
  CHECK(contains(r.output, "French Empire"));
  CHECK(contains(r.output, " AP"));
  CHECK(contains(r.output, " EE"));
  auto j = runHfg("info --json " + kSource + "/campaigns/default/scenario.json");
  CHECK(j.exitCode == 0);
  CHECK(contains(j.output, "\"army_points\""));
}
