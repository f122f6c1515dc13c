// The battle set-up and script files carry Strong Points, arrival roads, Concealed Positions, 2-deep blocks and re-forms (docs/formats.md, B-12, B-64, B-24, B-9).
#include <doctest/doctest.h>

#include "core/battle/hfg/io/battle_io.h"
#include "core/io/load_error.h"

using namespace hfg;

namespace {

std::string setupJson(const std::string& extra) {
  return R"({
 "format": "hfg-battle-setup", "format_version": 1, "year": 1812,
 "sides": [
  {"id": "fr", "attacker": true, "base_edge": "south", "commands": [
    {"id": "f1", "commander_in_chief": true, "general": "f-cp"}, {"id": "f2", "general": "f2-cp"}]},
  {"id": "ru", "base_edge": "north", "commands": [{"id": "r1", "commander_in_chief": true, "general": "r-cp"}]}],
 "elements": [
  {"id": "f-cp", "side": "fr", "command": "f1", "type": "command_party", "front_mid": [1000, 600], "heading_deg": 90},
  {"id": "f2-cp", "side": "fr", "command": "f2", "type": "command_party", "front_mid": [2000, 600], "heading_deg": 90, "on_table": false},
  {"id": "r-cp", "side": "ru", "command": "r1", "type": "command_party", "front_mid": [6000, 5600], "heading_deg": 270}],
 "terrain": [{"id": "road", "terrain": "road_good", "line": [[6000, 0], [6000, 3000]], "width_paces": 200}])" +
         extra + "}";
}

}  // namespace

TEST_CASE("B-12 B-64 B-24 strong points, arrival roads and concealed positions load and save") {
  const auto setup = io::battleSetupFromJson(setupJson(R"(,
 "strong_points": [{"id": "sp1", "side": "ru", "centre": [6000, 4000], "size_paces": 200}],
 "arrivals": [{"command": "f2", "road": "road"}],
 "concealed_positions": [2, 0])"),
                                             "s.json");
  REQUIRE(setup.strongPoints.size() == 1);
  CHECK(setup.strongPoints[0].sizePaces == 200);
  CHECK(setup.strongPoints[0].headingDeg == 90);
  CHECK_FALSE(setup.strongPoints[0].burning);
  REQUIRE(setup.arrivals.size() == 1);
  CHECK(setup.arrivals[0].roadId == "road");
  CHECK(setup.concealedPositions[0] == 2);
  const auto again = io::battleSetupFromJson(io::battleSetupToJson(setup), "again.json");
  CHECK(again.strongPoints[0].centre.y == doctest::Approx(4000));
  CHECK(again.arrivals[0].commandId == "f2");
  CHECK(again.concealedPositions[0] == 2);
}

TEST_CASE(
    "a strong point larger than 250 p, an arrival by an unknown road and one concealed count are "
    "refused with the field") {
  const auto refusal = [](const std::string& extra) {
    try {
      io::battleSetupFromJson(setupJson(extra), "bad.json");
    } catch (const LoadError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  CHECK(
      refusal(
          R"(, "strong_points": [{"id": "sp1", "side": "ru", "centre": [6000, 4000], "size_paces": 300}])")
          .find("strong_points[0].size_paces") != std::string::npos);
  CHECK(refusal(R"(, "arrivals": [{"command": "f2", "road": "lane"}])").find("arrivals[0].road") !=
        std::string::npos);
  CHECK(refusal(R"(, "concealed_positions": [1])").find("concealed_positions") !=
        std::string::npos);
}

TEST_CASE("B-9 script orders carry ranks and re-form places") {
  const auto script = io::battleScriptFromJson(R"({
 "format": "hfg-battle-script", "format_version": 1, "dice": [3],
 "bounds": [{"bound": 1, "orders": [
   {"elements": ["a", "b"], "action": "column_to_line", "wheel_deg": -90, "ranks": 2},
   {"elements": ["a", "b"], "reform": [{"front_mid": [1, 2], "heading_deg": 90}, {"front_mid": [3, 4], "heading_deg": 90}]}]}]})",
                                               "script.json");
  REQUIRE(script.bounds.size() == 1);
  REQUIRE(script.bounds[0].orders.size() == 2);
  CHECK(script.bounds[0].orders[0].ranks == 2);
  REQUIRE(script.bounds[0].orders[1].reform.size() == 2);
  CHECK(script.bounds[0].orders[1].reform[1].frontMid.x == doctest::Approx(3));
  CHECK(script.bounds[0].orders[1].ranks == 1);
}

TEST_CASE(
    "T-14 T-12 naval minefields and the wind direction load and save; a minefield off the water is "
    "refused with the field") {
  const std::string bay =
      R"(, "terrain": [{"id": "bay", "terrain": "waterway", "outline": [[0, 2500], [12000, 2500], [12000, 3500], [0, 3500]]}])";
  // The terrain key is given twice in one object otherwise: replace the road terrain.
  auto json = setupJson(R"(,
 "naval_minefields": [{"id": "m1", "side": "ru", "centre": [4000, 3000]}],
 "wind_from_deg": 45)");
  const std::string road =
      R"("terrain": [{"id": "road", "terrain": "road_good", "line": [[6000, 0], [6000, 3000]], "width_paces": 200}])";
  json.replace(json.find(road), road.size(), bay.substr(2));
  const auto setup = io::battleSetupFromJson(json, "s.json");
  REQUIRE(setup.navalMinefields.size() == 1);
  CHECK(setup.navalMinefields[0].sizePaces == 400);
  REQUIRE(setup.windFromDeg);
  CHECK(*setup.windFromDeg == 45);
  const auto again = io::battleSetupFromJson(io::battleSetupToJson(setup), "again.json");
  REQUIRE(again.navalMinefields.size() == 1);
  CHECK(again.navalMinefields[0].centre.x == doctest::Approx(4000));
  CHECK(again.navalMinefields[0].sideId == "ru");
  CHECK(*again.windFromDeg == 45);

  std::string onLand = json;
  onLand.replace(onLand.find("[4000, 3000]"), 12, "[4000, 1000]");
  std::string why = "accepted";
  try {
    io::battleSetupFromJson(onLand, "bad.json");
  } catch (const LoadError& e) {
    why = e.what();
  }
  CHECK(why.find("bad.json") != std::string::npos);
  CHECK(why.find("naval_minefields[0].centre") != std::string::npos);
  CHECK(why.find("Waterway") != std::string::npos);
}
