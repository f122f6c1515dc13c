// The saved hot-seat battle file ("hfg-battle-save"): written and read back, and each bad field refused by name (docs/formats.md).
#include <doctest/doctest.h>

#include <string>

#include "core/battle/hfg/io/battle_io.h"
#include "core/io/load_error.h"

using namespace hfg;

namespace {

io::BattleSave twoBounds() {
  const auto setup = io::battleSetupFromJson(R"({
 "format": "hfg-battle-setup", "format_version": 1, "year": 1810, "bounds_per_side": 2,
 "sides": [
  {"id": "fr", "attacker": true, "base_edge": "south", "commands": [{"id": "f1", "commander_in_chief": true, "general": "f-cp", "quality": "brilliant"}]},
  {"id": "au", "base_edge": "north", "commands": [{"id": "a1", "commander_in_chief": true, "general": "a-cp"}]}],
 "elements": [
  {"id": "f-cp", "side": "fr", "command": "f1", "type": "command_party", "front_mid": [5000, 1000], "heading_deg": 90},
  {"id": "a-cp", "side": "au", "command": "a1", "type": "command_party", "front_mid": [5000, 5000], "heading_deg": 270}]})",
                                             "setup.json");
  io::BattleSave save;
  save.title = "two generals";
  save.campaignBattle = "b-1-jena";
  save.seed = 18446744073709551557ull;  // above 2^63: the whole unsigned range round-trips
  save.setup = setup;
  io::SavedBound first;
  first.doubled = {"f1"};
  battle::MoveOrder walk;
  walk.elementIds = {"f-cp"};
  walk.path = {{5000, 1400}};
  first.orders = {walk};
  first.movesEnded = true;
  save.bounds = {first, io::SavedBound{}};
  save.stateDigest = std::string(64, 'a');
  return save;
}

std::string refusal(const std::string& text) {
  try {
    io::battleSaveFromJson(text, "b.json");
  } catch (const LoadError& e) {
    return e.what();
  }
  return "";
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  REQUIRE_MESSAGE(at != std::string::npos, from);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("battle save: written and read back field for field") {
  const io::BattleSave save = twoBounds();
  const std::string text = io::battleSaveToJson(save);
  CHECK(text.find("\"format\": \"hfg-battle-save\"") != std::string::npos);
  const io::BattleSave back = io::battleSaveFromJson(text, "b.json");
  CHECK(back.title == save.title);
  CHECK(back.campaignBattle == save.campaignBattle);
  CHECK(back.seed == save.seed);
  CHECK(back.setup.elements.size() == 2);
  CHECK(back.setup.boundsPerSideToNightfall == 2);
  REQUIRE(back.bounds.size() == 2);
  CHECK(back.bounds[0].doubled == std::vector<std::string>{"f1"});
  REQUIRE(back.bounds[0].orders.size() == 1);
  CHECK(back.bounds[0].orders[0].path == save.bounds[0].orders[0].path);
  CHECK(back.bounds[0].orders[0].label.empty());
  CHECK(back.bounds[0].movesEnded);
  CHECK_FALSE(back.bounds[1].movesEnded);
  CHECK(back.stateDigest == save.stateDigest);
  CHECK(io::battleSaveToJson(back) == text);
}

TEST_CASE("battle save: bad fields are named with what was expected") {
  const std::string good = io::battleSaveToJson(twoBounds());
  CHECK(refusal(replaced(good, std::string(64, 'a'), "abc"))
            .find("b.json: state_digest: expected 64") == 0);
  CHECK(refusal(replaced(good, "\"moves_ended\": true", "\"moves_ended\": false"))
            .find("bounds[0].moves_ended: expected true") != std::string::npos);
  // The set-up inside is read and checked as a set-up file's would be, its fields under "setup.".
  CHECK(refusal(replaced(good, "\"command_party\"", "\"command_partie\""))
            .find("b.json: setup.elements[0].type: unknown troop type") == 0);
  const std::string sameEdge = refusal(replaced(good, "\"north\"", "\"south\""));
  INFO(sameEdge);
  CHECK(sameEdge.find("b.json: setup.") == 0);
  CHECK(refusal(replaced(good, "\"seed\"", "\"sead\"")).find("seed") != std::string::npos);
  // T-1.4 nightfall after 2 bounds a side: a fifth bound cannot have been played.
  io::BattleSave tooLong = twoBounds();
  tooLong.bounds = std::vector<io::SavedBound>(5, tooLong.bounds.front());
  CHECK(refusal(io::battleSaveToJson(tooLong)).find("bounds: expected at most 4 bounds") !=
        std::string::npos);
  io::BattleSave noOne = twoBounds();
  noOne.bounds[0].orders[0].elementIds.clear();
  CHECK(refusal(io::battleSaveToJson(noOne)).find("bounds[0].orders[0].elements") !=
        std::string::npos);
}
