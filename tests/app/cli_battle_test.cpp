// `hfg battle play` replays the three scripted battles to their expected results; `hfg rules combat` prints a combat's record; bad files are refused with file and field.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "tests/app/cli_runner.h"
#include "tests/paths/test_paths.h"

using hfg::test::contains;
using hfg::test::runHfg;

namespace {
const std::string kSource = hfg::testpaths::sourceDir().string();
const std::string kBattles = kSource + "/tests/fixtures/battles/";

hfg::test::CliRun play(const std::string& name) {
  return runHfg("battle play " + kBattles + name + ".setup.json --script " + kBattles + name +
                ".script.json");
}

std::string writeTemp(const std::string& name, const std::string& text) {
  const std::string path =
      (std::filesystem::temp_directory_path() / ("hfg_cli_battle_" + name)).string();
  std::ofstream(path) << text;
  return path;
}
}  // namespace

TEST_CASE("battle play: a cavalry clash in the open is won by the French in the first bound") {
  const auto r = play("cavalry_clash");
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output,
                 "refused (B-21): a march move may not start or come within 600 p of known enemy"));
  CHECK(contains(r.output, "fr-c1,fr-c2 tactical advance 600 p, 1 PIP, contacts au-c1 au-c2"));
  CHECK(contains(r.output, "au-c1 repulsed 600 p (O-D5, B-38)"));
  CHECK(contains(r.output, "au-c2 destroyed (O-E6)"));
  CHECK(contains(r.output, "fr-c1 pursue 400 p (O-A2)"));
  CHECK(contains(r.output, "the army of austrian loses the battle (T-11, B-51)"));
  CHECK(contains(r.output, "result: french wins"));
  CHECK(contains(r.output, "1 illegal order refused"));
}

TEST_CASE(
    "battle play: the assault on a village and a redoubt line fails under the redoubts' TF-2") {
  const auto r = play("bua_redoubt_assault");
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output, "TF-2 garrison holding the edge of a BUA"));
  CHECK(contains(r.output, "TF-2 sheltered by a redoubt"));
  CHECK(contains(r.output, "close_combat: fr-i3 against ru-g1"));
  CHECK(contains(r.output, "close_combat: fr-i4 against ru-i2"));
  CHECK(contains(r.output, "fr-i3 (french, Bayonets): destroyed"));
  CHECK(contains(r.output, "fr-i4 (french, Bayonets): destroyed"));
  CHECK(contains(r.output, "command fr-right is defeated (T-11, B-52)"));
  CHECK(contains(r.output, "result: night falls, undecided"));
}

TEST_CASE(
    "battle play: the river crossing finds a ford under fire and crosses the bridge in column") {
  const auto r = play("river_crossing");
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output, "fr-lc searches river 'ticino' for a ford: die 5 + 0 = 5, 3 PIPs"));
  CHECK(contains(r.output, "a ford is found and marked"));
  CHECK(contains(r.output, "fr-i1,fr-i2 tactical advance 600 p by road"));
  // G-1 (issue #17): fr-g1 no longer starts on top of fr-lc, so the shooting and the PIP dice
  // that follow differ from the old story; the later orders now lack the PIPs.
  CHECK(contains(r.output, "fr-i2 (french, Bayonets): ready at (3000, 3125)"));
  CHECK(contains(r.output, "result: night falls, undecided"));
}

TEST_CASE("battle play refuses a malformed set-up naming the file and field") {
  const std::string setup =
      writeTemp("bad_setup.json",
                R"({"format": "hfg-battle-setup", "format_version": 1, "year": 1810,
      "sides": [{"id": "a", "base_edge": "south", "commands": []}], "elements": []})");
  const auto r =
      runHfg("battle play " + setup + " --script " + kBattles + "cavalry_clash.script.json");
  CHECK(r.exitCode == 1);
  CHECK(contains(r.output, "bad_setup.json: sides: expected exactly 2 sides, found 1"));
}

TEST_CASE("battle play refuses a script with an impossible die") {
  std::ifstream in(kBattles + "cavalry_clash.script.json");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  text.replace(text.find("\"dice\": [4"), 10, "\"dice\": [9");
  const auto r = runHfg("battle play " + kBattles + "cavalry_clash.setup.json --script " +
                        writeTemp("bad_die.json", text));
  CHECK(r.exitCode == 1);
  CHECK(contains(r.output, "bad_die.json: dice[0]: expected a die face 1-6, got 9"));
}

TEST_CASE("rules combat prints the record of one close and one distant combat") {
  const auto close =
      runHfg("rules combat " + kSource + "/tests/fixtures/combat/cuirassiers_v_bayonets.json");
  CHECK(close.exitCode == 0);
  CHECK(contains(close.output, "Cuirassiers (elite): die 4 + 3 [T-3"));
  CHECK(contains(close.output, "TF-9 1 flank(s) overlapped"));
  CHECK(contains(close.output, "O-A2 pursue 400-1200 p"));
  const auto distant =
      runHfg("rules combat " + kSource + "/tests/fixtures/combat/artillery_at_redoubt.json");
  CHECK(distant.exitCode == 0);
  CHECK(contains(distant.output, "TF-2 sheltered by a redoubt"));
  CHECK(contains(distant.output, "O-C4 silenced"));
}

TEST_CASE(
    "O-D6 rules combat infers the mounted opponent's front in contact in close combat (B-57)") {
  const auto close =
      runHfg("rules combat " + kSource + "/tests/fixtures/combat/cuirassiers_v_bayonets.json");
  CHECK(close.exitCode == 0);
  CHECK(contains(close.output,
                 "O-D6 destroyed (in good going with enemy mounted in front-edge contact)"));
  // Told otherwise, it takes the fact as given.
  const auto told =
      runHfg("rules combat " +
             writeTemp("told.json",
                       R"({"format":"hfg-combat-case","format_version":1,"kind":"close","year":1812,
                               "a":{"type":"cuirassiers","grade":"elite","own_bound":true,"moved":true,"moved_into_contact":true},
                               "b":{"type":"bayonets","flanks_overlapped":1,"enemy_mounted_front_in_contact":false},
                               "dice":[4,3]})"));
  CHECK(told.exitCode == 0);
  CHECK_FALSE(contains(told.output, "O-D6"));
}

TEST_CASE(
    "T-4 G-9 rules combat refuses a target beyond the shooter's maximum range, naming the rule") {
  const auto r = runHfg(
      "rules combat " +
      writeTemp("far.json",
                R"({"format":"hfg-combat-case","format_version":1,"kind":"distant","year":1812,
                            "a":{"type":"bayonets","shot_at":true,"shooters":[{"type":"smoothbore_artillery",
                                 "distance_paces":2000,"max_range_paces":2000}]},
                            "b":{"type":"smoothbore_artillery","shooting":true},"dice":[3,4]})"));
  CHECK(r.exitCode == 1);
  CHECK(contains(r.output,
                 "far.json: a.shooters[0].distance_paces: the target is 2000 p away, beyond the "
                 "maximum range of 1600 p (T-4, G-9)"));
}

TEST_CASE("TF-8 B-42 O-B2x rules combat takes the facts of combat_situation.h in snake case") {
  const auto r =
      runHfg("rules combat " +
             writeTemp("facts.json",
                       R"({"format":"hfg-combat-case","format_version":1,"kind":"close","year":1812,
                            "a":{"type":"command_party","command_party_rear_type":"cuirassiers",
                                 "aided_by_supporting_artillery_in_close":true},
                            "b":{"type":"bayonets"},"dice":[3,3]})"));
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output, "TF-8"));
  CHECK(contains(r.output, "using Cuirassiers behind it (B-42)"));
}

TEST_CASE("rules combat refuses a case with a die out of range") {
  const auto r =
      runHfg("rules combat " +
             writeTemp("bad_case.json",
                       R"({"format":"hfg-combat-case","format_version":1,"kind":"close","year":1812,
                            "a":{"type":"bayonets"},"b":{"type":"bayonets"},"dice":[7,1]})"));
  CHECK(r.exitCode == 1);
  CHECK(contains(r.output, "bad_case.json: dice[0]: expected a die face 1-6, got 7"));
}

TEST_CASE("battle play refuses a script with an unknown field, and stops when its dice run out") {
  const std::string unknown =
      writeTemp("unknown_field.json",
                R"({"format": "hfg-battle-script", "format_version": 1, "dice": [3],
      "bounds": [{"bound": 1, "orders": [{"elements": ["fr-c1"], "paht": [[1, 2]]}]}]})");
  const auto r = runHfg("battle play " + kBattles + "cavalry_clash.setup.json --script " + unknown);
  CHECK(r.exitCode == 1);
  CHECK(contains(r.output, "unknown_field.json: bounds[0].orders[0]"));
  CHECK(contains(r.output, "paht"));
  const std::string few =
      writeTemp("few_dice.json",
                R"({"format": "hfg-battle-script", "format_version": 1, "dice": [4],
      "bounds": [{"bound": 1, "orders": [{"elements": ["fr-c1", "fr-c2"], "path": [[5200, 2200]]}]}]})");
  const auto ran = runHfg("battle play " + kBattles + "cavalry_clash.setup.json --script " + few);
  CHECK(ran.exitCode == 1);
  CHECK(contains(ran.output, "few_dice.json: dice: the script's dice ran out after 1 dice"));
  CHECK(contains(ran.output, "contacts au-c1 au-c2"));
}
