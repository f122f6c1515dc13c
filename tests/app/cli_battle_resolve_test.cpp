// `hfg battle resolve`: a battle fought by computer generals writes a campaign result and a JSON-lines log and tells its turning points; --runs reports odds independent of the thread count.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "core/io/battle_files_io.h"
#include "core/io/json_document.h"
#include "tests/app/cli_runner.h"
#include "tests/paths/test_paths.h"

using hfg::test::contains;
using hfg::test::runHfg;

namespace {
const std::string kBattles = hfg::testpaths::sourceDir().string() + "/tests/fixtures/battles/";
}  // namespace

TEST_CASE("battle resolve: one battle gives the C-28 result, a JSON-lines log and a narrative") {
  const std::string out =
      (std::filesystem::temp_directory_path() / "hfg_cli_resolve_result.json").string();
  const std::string log =
      (std::filesystem::temp_directory_path() / "hfg_cli_resolve_log.jsonl").string();
  std::remove(out.c_str());
  std::remove(log.c_str());
  const auto r = runHfg("battle resolve " + kBattles + "cavalry_clash.setup.json --seed 4 --out " +
                        out + " --log " + log);
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output, "result: "));
  CHECK(contains(r.output, "result of cavalry_clash.setup: " + out));
  // The result reads back as `hfg campaign apply-result` reads it, under the default id.
  const hfg::BattleResult result = hfg::loadBattleResultFile(out);
  CHECK(result.battle == "cavalry_clash.setup");
  CHECK(result.elements.size() == 6);
  CHECK(result.boundsFought >= 1);
  // Every line of the log is a JSON object with bound, kind and text; combats carry records.
  std::ifstream in(log);
  std::string line;
  int lines = 0;
  bool sawCombat = false;
  while (std::getline(in, line)) {
    ++lines;
    const auto doc = hfg::io::parseJsonDocument(line, log);
    CHECK(doc.HasMember("bound"));
    CHECK(doc.HasMember("kind"));
    CHECK(doc.HasMember("text"));
    if (doc.HasMember("combat")) {
      sawCombat = true;
      CHECK(doc["combat"]["sides"].Size() == 2);
      CHECK(doc["combat"]["sides"][0].HasMember("outcome"));
    }
  }
  CHECK(lines > 5);
  CHECK(sawCombat);
  // The same seed replays the same battle; --battle-id names it.
  const auto again = runHfg("battle resolve " + kBattles +
                            "cavalry_clash.setup.json --seed 4 --battle-id battle-7 --out " + out);
  CHECK(again.exitCode == 0);
  CHECK(hfg::loadBattleResultFile(out).battle == "battle-7");
  CHECK(again.output.substr(0, again.output.find("result of")) ==
        r.output.substr(0, r.output.find("result of")));
}

TEST_CASE("battle resolve --runs: odds with Wilson intervals, the same for 1 and 2 threads") {
  const std::string setup = kBattles + "cavalry_clash.setup.json";
  const auto one = runHfg("battle resolve " + setup + " --runs 30 --threads 1 --seed 9");
  const auto two = runHfg("battle resolve " + setup + " --runs 30 --threads 2 --seed 9");
  CHECK(one.exitCode == 0);
  CHECK(one.output == two.output);
  CHECK(contains(one.output, "30 runs"));
  CHECK(contains(one.output, "95% Wilson"));
  CHECK(contains(one.output, "length (bounds)"));
  const auto json = runHfg("battle resolve " + setup + " --runs 10 --threads 2 --seed 9 --json");
  CHECK(json.exitCode == 0);
  const auto doc = hfg::io::parseJsonDocument(json.output, "stdout");
  CHECK(doc["runs"].GetInt() == 10);
  CHECK(doc["sides"].Size() == 2);
  CHECK(doc["sides"][0].HasMember("win_interval"));
}

TEST_CASE("battle resolve: bad options and bad set-ups are refused with the reason") {
  const std::string setup = kBattles + "cavalry_clash.setup.json";
  const auto both = runHfg("battle resolve " + setup + " --runs 5 --out " +
                           (std::filesystem::temp_directory_path() / "x.json").string());
  CHECK(both.exitCode == 2);
  CHECK(contains(both.output, "--out and --log are for one battle"));
  const auto badSide = runHfg("battle resolve " + setup + " --doctrine prussian=aggressive");
  CHECK(badSide.exitCode == 2);
  CHECK(contains(badSide.output, "no side 'prussian'"));
  const auto badLevel = runHfg("battle resolve " + setup + " --difficulty french=godlike");
  CHECK(badLevel.exitCode == 2);
  const auto missing =
      runHfg("battle resolve " +
             (std::filesystem::temp_directory_path() / "hfg_no_such_setup.json").string());
  CHECK(missing.exitCode == 1);
}
