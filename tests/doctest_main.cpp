// The doctest runner shared by every test executable.
// Each run works in a temporary folder of its own (TMPDIR, which std::filesystem's
// temp_directory_path and the programs the tests start both follow), so two runs at once -
// a developer's and CI's on one machine - never write over each other's files.
// A run asked for the test suite "shared-data" while ../shared is absent says "SKIPPED:" and runs
// nothing, so that ctest reports it skipped (tests/CMakeLists.txt), never passed.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <string>
#include <string_view>
#include <system_error>

#include "tests/shared_data.h"

namespace {

/// True when the command line selects the test suite that needs ../shared.
bool asksForSharedData(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--test-suite=shared-data" || arg == "-ts=shared-data") return true;
  }
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  if (asksForSharedData(argc, argv) && !hfg::sharedfolder::sharedDataPresent()) {
    std::cout << "SKIPPED: " << hfg::sharedfolder::sharedDir()
              << " holds no data/SOURCES.md and spec/; the "
              << "test cases that need it did not run\n";
    return 0;
  }
  namespace fs = std::filesystem;
  const fs::path own = fs::temp_directory_path() / ("hfg-tests-" + std::to_string(::getpid()));
  fs::create_directories(own);
  ::setenv("TMPDIR", own.c_str(), 1);
  // The editor writes campaign states and lists to the user's data folder (XDG): a test run
  // has its own, never the developer's.
  ::setenv("XDG_DATA_HOME", (own / "data").c_str(), 1);
  doctest::Context context(argc, argv);
  const int result = context.run();
  std::error_code ignored;
  fs::remove_all(own, ignored);
  return result;
}
