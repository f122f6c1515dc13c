// Every broken fixture under tests/fixtures/broken/ is refused with a LoadError naming file and
// field.
#include <doctest/doctest.h>

#include <string>

#include "core/io/load_error.h"
#include "core/io/scenario_io.h"
#include "io_test_support.h"

using namespace hfg;

namespace {

struct Expected {
  const char* fixture;
  const char* file;     ///< the file the error must name
  const char* field;    ///< the field path; empty for syntax errors, which give line and column
  const char* problem;  ///< a part of the problem text
};

// Keep in step with tests/fixtures/broken/README.md.
const Expected kBroken[] = {
    {"truncated_json", "orbat_red.json", "", "truncated?"},
    {"wrong_type", "map.json", "links[1].stages", "expected a number, found a string"},
    {"unknown_troop_type", "orbat_blue.json", "armies[0].commands[1].elements[4].type",
     "unknown troop type \"light_cavalery\"; expected one of: army_hq, command_party, "},
    {"unknown_link_kind", "map.json", "links[0].kind",
     "unknown link kind \"motorway\"; expected one of: good_road, bad_road, railway, water"},
    {"missing_required_field", "map.json", "nodes[3].position", "required field is missing"},
    {"future_version", "scenario.json", "format_version",
     "version 7 was written by a newer hfg; this hfg reads hfg-scenario versions 0 to 1"},
    {"path_escapes_folder", "scenario.json", "map_file", "leads outside the folder"},
    {"absolute_path", "scenario.json", "sides[1].orbat_file", "absolute path \"/etc/passwd\""},
    {"deeply_nested", "scenario.json", "", "nested deeper than 64 levels"},
    {"link_node_as_number", "map.json", "links[2].from", "expected a string, found an integer"},
    {"wrong_kind_of_file", "orbat_red.json", "format", "expected \"hfg-map\", found \"hfg-orbat\""},
    {"misspelt_field", "orbat_red.json", "armies[0].agression",
     "unknown field; expected one of: id, name, aggression, commander_command, commands"},
    {"impossible_date", "scenario.json", "settings.start_date",
     "expected a date \"YYYY-MM-DD\", found \"1813-02-30\""},
    {"missing_orbat_file", "orbat_blue.json", "", "file not found"},
    {"point_with_three_numbers", "map.json", "links[2].path[1]",
     "expected a point [x, y], found an array"},
    {"top_level_array", "map.json", "", "expected a JSON object at the top level, found an array"},
};

}  // namespace

TEST_CASE("each broken fixture is refused with a LoadError naming its file and field") {
  for (const auto& expected : kBroken) {
    CAPTURE(expected.fixture);
    const auto scenario = test::fixture("broken") / expected.fixture / "scenario.json";
    try {
      loadScenario(scenario);
      FAIL("loaded without error");
    } catch (const LoadError& e) {
      const std::string message = e.what();
      CAPTURE(message);
      CHECK(e.file().filename() == expected.file);
      CHECK(e.field() == expected.field);
      CHECK(e.problem().find(expected.problem) != std::string::npos);
      CHECK(message.find(e.file().string()) == 0);
      if (*expected.field)
        CHECK(message.find(std::string(": ") + expected.field + ": ") != std::string::npos);
    }
  }
}

TEST_CASE("syntax errors carry the line and column") {
  try {
    loadScenario(test::fixture("broken/deeply_nested/scenario.json"));
    FAIL("loaded");
  } catch (const LoadError& e) {
    // The root object is level 1, so the parse stops at the 64th bracket of "description".
    const std::string text = test::readText(test::fixture("broken/deeply_nested/scenario.json"));
    std::size_t offset = text.find("\"description\"");
    for (int i = 0; i < 64; ++i) offset = text.find('[', offset + 1);
    int line = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < offset; ++i)
      if (text[i] == '\n') {
        ++line;
        lineStart = i + 1;
      }
    const int column = static_cast<int>(offset - lineStart) + 1;
    CHECK(e.line() == line);
    CHECK(e.column() == column);
    CHECK(std::string(e.what()).find("scenario.json:" + std::to_string(line) + ":" +
                                     std::to_string(column) + ": ") != std::string::npos);
  }
  try {
    loadScenario(test::fixture("broken/truncated_json/scenario.json"));
    FAIL("loaded");
  } catch (const LoadError& e) {
    REQUIRE(e.line().has_value());
    const std::string text = test::readText(test::fixture("broken/truncated_json/orbat_red.json"));
    int lines = 1;
    for (char c : text) lines += c == '\n';
    CHECK(*e.line() == lines);  // the error is at the end of the cut-off file
  }
}

TEST_CASE("fixtures with semantic problems load; the validator refuses them") {
  for (const char* name : {"command_of_four_elements", "negative_aggression"}) {
    CAPTURE(name);
    CHECK_NOTHROW(loadScenario(test::fixture("broken") / name / "scenario.json"));
  }
  Scenario four = loadScenario(test::fixture("broken/command_of_four_elements/scenario.json"));
  CHECK(four.sides[0].orbat.armies[0].commands[1].elementCount() == 4);
  Scenario negative = loadScenario(test::fixture("broken/negative_aggression/scenario.json"));
  CHECK(negative.sides[1].orbat.armies[0].aggression == -2);
}

TEST_CASE("the good fixture loads and is already in the layout hfg writes") {
  const auto source = test::fixture("good/saale");
  Scenario scenario = loadScenario(source / "scenario.json");
  CHECK(scenario.name == "Saale crossing");
  CHECK(scenario.map.nodes.size() == 5);
  CHECK(scenario.map.findLink("l2")->bridge == BridgeState::Intact);
  CHECK(scenario.sides[1].orbat.armies[0].commands[1].elements[4].type == TroopType::Dragoons);
  CHECK(scenario.settings.startDate == Date{1813, 10, 14});

  test::ScratchFolder folder("good_fixture_layout");
  saveScenario(scenario, folder / "scenario.json");
  for (const char* file : {"scenario.json", "map.json", "orbat_red.json", "orbat_blue.json"}) {
    CAPTURE(file);
    CHECK(test::readText(folder / file) == test::readText(source / file));
  }
}
