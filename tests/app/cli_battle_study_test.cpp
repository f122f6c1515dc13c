// `hfg battle audit` and `hfg battle duel` (issue #18): the generals' faults per 1,000 element-bounds, and one level's score against another with sides swapped.
#include <doctest/doctest.h>

#include <string>

#include "tests/app/cli_runner.h"
#include "tests/paths/test_paths.h"

using hfg::test::contains;
using hfg::test::runHfg;

namespace {
const std::string kCorpus =
    hfg::testpaths::sourceDir().string() + "/tests/fixtures/battles/corpus/";
}  // namespace

TEST_CASE(
    "issue #18 battle audit: counts per 1,000 element-bounds, and JSON with each side's starting "
    "EE") {
  const std::string setup = kCorpus + "shenandoah_seed1_battle-2.setup.json";
  const auto text = runHfg("battle audit " + setup + " --runs 2 --seed 7");
  CHECK(text.exitCode == 0);
  CHECK(contains(text.output, "2 battles, "));
  CHECK(contains(text.output, "per 1,000 element-bounds"));
  CHECK(contains(text.output, "PIPs on moves < 100 p, no contact   0.00 (0)"));
  const auto json = runHfg("battle audit " + setup + " --runs 2 --seed 7 --json");
  CHECK(json.exitCode == 0);
  CHECK(contains(json.output, "\"starting_ee\""));
  CHECK(contains(json.output, "\"lone_advances\""));
  CHECK(contains(json.output, "\"small_move_pips\": 0"));
  // A bad level is a usage error naming the option.
  const auto bad = runHfg("battle audit " + setup + " --difficulty expert");
  CHECK(bad.exitCode == 2);
  CHECK(contains(bad.output, "--difficulty expert"));
}

TEST_CASE("issue #18 battle duel: each set-up with sides swapped, a score with its 95% interval") {
  const std::string setup = kCorpus + "shenandoah_seed1_battle-2.setup.json";
  const auto r = runHfg("battle duel " + setup + " --a normal --b normal --runs 2 --threads 1");
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output, "normal against normal: 4 games (each set-up with sides swapped)"));
  // The same generals on both sides with the same dice streams: exactly even.
  CHECK(contains(r.output, "score 0.500"));
  CHECK(contains(r.output, "95% interval"));
  const auto bad = runHfg("battle duel " + setup + " --a grandmaster");
  CHECK(bad.exitCode == 2);
}
