// The command line answers --version and --help, and usage errors exit with 2 (docs/cli.md).
#include <doctest/doctest.h>

#include "tests/app/cli_runner.h"

using hfg::test::contains;
using hfg::test::runHfg;

TEST_CASE("hfg --version names the program and its version") {
  auto r = runHfg("--version");
  CHECK(r.exitCode == 0);
  CHECK(contains(r.output, "hfg "));
}

TEST_CASE("hfg with an unknown option is a usage error (exit 2)") {
  CHECK(runHfg("--no-such-option").exitCode == 2);
}

TEST_CASE("every subcommand answers --help") {
  for (const char* sub : {"validate", "info"}) {
    CAPTURE(sub);
    auto r = runHfg(std::string(sub) + " --help");
    CHECK(r.exitCode == 0);
    CHECK(contains(r.output, "Usage"));
  }
}

TEST_CASE("a subcommand missing its file is a usage error (exit 2)") {
  CHECK(runHfg("validate").exitCode == 2);
}
