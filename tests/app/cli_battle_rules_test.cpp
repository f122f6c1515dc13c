// Choosing the battle rule set on the command line: `hfg campaign run --battle-rules`, `hfg battle resolve --rules`.
#include <doctest/doctest.h>

#include <filesystem>

#include "tests/app/cli_runner.h"
#include "tests/paths/test_paths.h"

using hfg::test::contains;
using hfg::test::runHfg;
namespace fs = std::filesystem;

namespace {
const std::string kDefault =
    hfg::testpaths::sourceDir().string() + "/campaigns/default/scenario.json";
const std::string kSetup =
    hfg::testpaths::sourceDir().string() + "/tests/fixtures/battles/cavalry_clash.setup.json";
}  // namespace

TEST_CASE(
    "hfg campaign run --battle-rules: an unknown rule set is a usage error naming the option and "
    "the known ones") {
  const fs::path root = hfg::testpaths::binaryDir() / "test-scratch" / "cli-battle-rules";
  fs::remove_all(root);
  auto r = runHfg("campaign run " + kDefault + " --days 1 --auto-battles --battle-rules howlin_mobs --out " +
                  (root / "state.json").string());
  CAPTURE(r.output);
  CHECK(r.exitCode == 2);
  CHECK(
      contains(r.output, "--battle-rules: no battle rule set \"howlin_mobs\"; expected one of: hfg, tchae, c3"));
  CHECK_FALSE(fs::exists(root / "state.json"));
  // Named, the built-in HFG fights as by default.
  r = runHfg("campaign run " + kDefault + " --days 1 --auto-battles --battle-rules hfg --out " +
             (root / "state.json").string());
  CAPTURE(r.output);
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output, "day 1 done"));
  fs::remove_all(root);
}

TEST_CASE(
    "hfg battle resolve --rules: hfg fights the set-up; an unknown rule set is a usage error") {
  auto r = runHfg("battle resolve " + kSetup + " --rules howlin_mobs");
  CAPTURE(r.output);
  CHECK(r.exitCode == 2);
  CHECK(contains(r.output, "--rules: no battle rule set \"howlin_mobs\"; expected one of: hfg, tchae, c3"));
  r = runHfg("battle resolve " + kSetup + " --rules hfg --seed 3");
  CAPTURE(r.output);
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output, "result: "));
}
