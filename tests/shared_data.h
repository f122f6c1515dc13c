// Whether ../shared (rule books, specs, real map data) is there, and the tags for tests that need it.
#pragma once

#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <system_error>

#include "tests/paths/test_paths.h"

namespace hfg::sharedfolder {

/// The shared folder: the environment variable HFG_SHARED_DIR when set (point it at an empty
/// folder to see the skips), else "<checkout>/../shared".
inline std::filesystem::path sharedDir() {
  if (const char* env = std::getenv("HFG_SHARED_DIR")) return env;
  return (testpaths::sourceDir() / ".." / "shared").lexically_normal();
}

/// True when the shared folder holds both its real data and its specs.
inline bool sharedDataPresent() {
  const auto dir = sharedDir();
  std::error_code ec;
  return !dir.empty() && std::filesystem::exists(dir / "data" / "SOURCES.md", ec) &&
         std::filesystem::exists(dir / "spec" / "hfg-campaign.md", ec);
}

}  // namespace hfg::sharedfolder

/// Decorates a TEST_CASE that reads ../shared: it joins the test suite "shared-data", which ctest
/// runs as a test of its own (tests/CMakeLists.txt), and doctest skips it - counted as skipped in
/// its summary, never passed - when the folder is absent.
#define HFG_NEEDS_SHARED_DATA \
  *doctest::test_suite("shared-data") * doctest::skip(!::hfg::sharedfolder::sharedDataPresent())

/// A case that reads ../shared and runs only when its own ctest names it:
/// HFG_NAMED_NEEDS("../shared") (tests/case_needs.h).
