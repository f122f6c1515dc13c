// `hfg campaign balance`: many whole campaigns through the real executable, the same by threads and by shards.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "tests/app/cli_runner.h"
#include "tests/paths/test_paths.h"

using hfg::test::contains;
using hfg::test::runHfg;
namespace fs = std::filesystem;

namespace {

// The smallest bundled campaign (6 days); three days of it still fight battles.
const std::string kSaalfeld =
    hfg::testpaths::sourceDir().string() + "/campaigns/saalfeld-1806/scenario.json";
const std::string kStudy = kSaalfeld + " --runs 4 --days 3 --seed 9";

fs::path scratch(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("cli-balance-" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

std::string readBytes(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

}  // namespace

TEST_CASE(
    "C-26 hfg campaign balance: a small study reports each side's win probability, interval, "
    "points, "
    "battles and losses") {
  const auto r = runHfg("campaign balance " + kStudy + " --threads 2");
  CAPTURE(r.output);
  REQUIRE(r.exitCode == 0);
  CHECK(contains(
      r.output,
      "balance of Saalfeld and Schleiz, October 1806: 4 campaigns of up to 3 days, seed 9"));
  CHECK(contains(r.output, "  france wins "));
  CHECK(contains(r.output, "  prussia wins "));
  CHECK(contains(r.output, "(95% "));
  CHECK(contains(r.output, "objective points "));
  CHECK(contains(r.output, "draws (level on points)"));
  const auto json = runHfg("campaign balance " + kStudy + " --threads 2 --json");
  REQUIRE(json.exitCode == 0);
  CHECK(contains(json.output, "\"runs\": 4"));
  CHECK(contains(json.output, "\"win_interval\""));
  CHECK(contains(json.output, "\"battles_total\""));
  CHECK(contains(json.output, "\"destroyed_mean\""));
  // The auto-battles really ran: three days of Saalfeld bring the armies to blows.
  CHECK_FALSE(contains(json.output, "\"battles_total\": 0,"));
}

TEST_CASE("C-26 hfg campaign balance: the thread count does not change the result") {
  const auto one = runHfg("campaign balance " + kStudy + " --threads 1 --json");
  const auto two = runHfg("campaign balance " + kStudy + " --threads 2 --json");
  REQUIRE(one.exitCode == 0);
  REQUIRE(two.exitCode == 0);
  CHECK(one.output == two.output);
  const auto other =
      runHfg("campaign balance " + kSaalfeld + " --runs 4 --days 3 --seed 10 --threads 2 --json");
  CHECK(other.output != one.output);  // the seed does reach the dice
}

TEST_CASE(
    "hfg campaign balance --shard I/N and merge: the merged parts give byte for byte one run's "
    "report") {
  const fs::path dir = scratch("shards");
  const auto whole = runHfg("campaign balance " + kStudy + " --threads 2");
  REQUIRE(whole.exitCode == 0);
  std::string parts;
  for (int i = 1; i <= 3; ++i) {  // 4 runs in 3 shards: 2, 1 and 1 runs
    const std::string part = (dir / ("part-" + std::to_string(i) + ".json")).string();
    const auto r = runHfg("campaign balance " + kStudy + " --threads 1 --shard " +
                          std::to_string(i) + "/3 --out " + part);
    CAPTURE(r.output);
    REQUIRE(r.exitCode == 0);
    CHECK(contains(r.output, "shard " + std::to_string(i) + "/3: "));
    parts = part + " " + parts;  // merged in reverse order on purpose
  }
  const auto merged = runHfg("campaign balance merge " + parts);
  CAPTURE(merged.output);
  REQUIRE(merged.exitCode == 0);
  CHECK(merged.output == whole.output);
  const auto mergedJson = runHfg("campaign balance merge " + parts + " --json");
  CHECK(mergedJson.output == runHfg("campaign balance " + kStudy + " --threads 2 --json").output);
  // One shard of one is the whole study as a part: it merges alone.
  const std::string single = (dir / "single.json").string();
  REQUIRE(runHfg("campaign balance " + kStudy + " --shard 1/1 --out " + single).exitCode == 0);
  CHECK(runHfg("campaign balance merge " + single).output == whole.output);

  // Run 0's campaign seed replays it with `campaign run`: the same battles, the same losses.
  const std::string part = readBytes(single);
  std::smatch m;
  REQUIRE(std::regex_search(part, m, std::regex(R"re("run": 0,\s*"campaign_seed": ([0-9]+))re")));
  const std::string seed = m[1];
  REQUIRE(std::regex_search(part, m, std::regex(R"re("run": 0,[^}]*"battles": ([0-9]+))re")));
  const std::string battles = m[1];
  const auto replay = runHfg("campaign run " + kSaalfeld + " --days 3 --seed " + seed +
                             " --auto-battles --out " + (dir / "replay" / "state.json").string());
  REQUIRE(replay.exitCode == 0);
  const std::string state = readBytes(dir / "replay" / "state.json");
  CHECK(contains(state, "\"next_battle_number\": " + std::to_string(std::stoi(battles) + 1)));
}

TEST_CASE("hfg campaign balance: bad arguments and parts are refused with the reason") {
  const fs::path dir = scratch("refused");
  const auto noRuns = runHfg("campaign balance " + kSaalfeld);
  CHECK(noRuns.exitCode == 2);
  CHECK(contains(noRuns.output, "expected SCENARIO and --runs N"));
  const auto zero = runHfg("campaign balance " + kSaalfeld + " --runs 0");
  CHECK(zero.exitCode == 2);
  CHECK(contains(zero.output, "--runs"));
  const auto badShard =
      runHfg("campaign balance " + kStudy + " --shard 3/2 --out " + (dir / "x.json").string());
  CHECK(badShard.exitCode == 2);
  CHECK(contains(badShard.output, "--shard 3/2: expected I/N with 1 <= I <= N"));
  const auto noOut = runHfg("campaign balance " + kStudy + " --shard 1/2");
  CHECK(noOut.exitCode == 2);
  CHECK(contains(noOut.output, "--shard needs --out"));
  const auto tooLong = runHfg("campaign balance " + kSaalfeld + " --runs 1 --days 7");
  CHECK(tooLong.exitCode == 2);
  CHECK(contains(tooLong.output, "the campaign ends after day 6"));
  const auto missing = runHfg("campaign balance " + (dir / "none.json").string() + " --runs 1");
  CHECK(missing.exitCode == 1);

  const std::string p1 = (dir / "p1.json").string();
  const std::string p2 = (dir / "p2.json").string();
  const std::string other = (dir / "other.json").string();
  REQUIRE(runHfg("campaign balance " + kSaalfeld + " --runs 2 --days 1 --shard 1/2 --out " + p1)
              .exitCode == 0);
  REQUIRE(runHfg("campaign balance " + kSaalfeld + " --runs 2 --days 1 --shard 2/2 --out " + p2)
              .exitCode == 0);
  REQUIRE(runHfg("campaign balance " + kSaalfeld +
                 " --runs 2 --days 1 --seed 5 --shard 2/2 --out " + other)
              .exitCode == 0);
  const auto gap = runHfg("campaign balance merge " + p1);
  CHECK(gap.exitCode == 1);
  CHECK(contains(gap.output, "shard 2/2 is missing"));
  const auto twice = runHfg("campaign balance merge " + p1 + " " + p1 + " " + p2);
  CHECK(twice.exitCode == 1);
  CHECK(contains(twice.output, "shard 1/2 is given twice"));
  const auto mixed = runHfg("campaign balance merge " + p1 + " " + other);
  CHECK(mixed.exitCode == 1);
  CHECK(contains(mixed.output, "different studies"));
  const auto notPart = runHfg("campaign balance merge " + kSaalfeld);
  CHECK(notPart.exitCode == 1);
  CHECK(contains(notPart.output, "format: expected \"hfg-balance-part\""));
  std::string broken = readBytes(p2);
  broken.replace(broken.find("\"end_day\""), 9, "\"end_dax\"");
  std::ofstream(dir / "broken.json") << broken;
  const auto field = runHfg("campaign balance merge " + p1 + " " + (dir / "broken.json").string());
  CHECK(field.exitCode == 1);
  CHECK(contains(field.output, "results[0].end_dax"));  // a misspelt field is unknown, not ignored
  CHECK(contains(field.output, "unknown field"));
}
