// The doctest runner shared by every test executable.
// Each run works in a temporary folder of its own (TMPDIR, which std::filesystem's
// temp_directory_path and the programs the tests start both follow), so two runs at once -
// a developer's and CI's on one machine - never write over each other's files.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

int main(int argc, char** argv) {
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
