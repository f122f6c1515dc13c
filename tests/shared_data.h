// Whether ../shared (rule books, specs, real map data) is there, and the tags for tests that need it.
#pragma once

#include <doctest/doctest.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <system_error>

namespace hfg::sharedfolder {

/// The shared folder: the environment variable HFG_SHARED_DIR when set (point it at an empty
/// folder to see the skips), else the compile definition HFG_SHARED_DIR ("<repo>/../shared").
inline std::filesystem::path sharedDir() {
  if (const char* env = std::getenv("HFG_SHARED_DIR")) return env;
#ifdef HFG_SHARED_DIR
  return HFG_SHARED_DIR;
#else
  return {};
#endif
}

/// True when the shared folder holds both its real data and its specs.
inline bool sharedDataPresent() {
  const auto dir = sharedDir();
  std::error_code ec;
  return !dir.empty() && std::filesystem::exists(dir / "data" / "SOURCES.md", ec) &&
         std::filesystem::exists(dir / "spec" / "hfg-campaign.md", ec);
}

/// The description that marks a case reading ../shared which runs only when named (--no-skip).
inline constexpr const char* kNeedsSharedData = "needs ../shared";

/// True for a case tagged HFG_NEEDS_SHARED_DATA or HFG_NAMED_NEEDS_SHARED_DATA.
inline bool needsSharedData(const doctest::TestCaseData& tc) {
  return std::strcmp(tc.m_test_suite, "shared-data") == 0 ||
         (tc.m_description && std::strcmp(tc.m_description, kNeedsSharedData) == 0);
}

}  // namespace hfg::sharedfolder

/// Decorates a TEST_CASE that reads ../shared: it joins the test suite "shared-data", which ctest
/// runs as a test of its own (tests/CMakeLists.txt), and doctest skips it - counted as skipped in
/// its summary, never passed - when the folder is absent.
#define HFG_NEEDS_SHARED_DATA \
  *doctest::test_suite("shared-data") * doctest::skip(!::hfg::sharedfolder::sharedDataPresent())

/// Decorates a case that reads ../shared, is skipped in a plain run and runs when its own ctest
/// names it with --no-skip (a heavy or windowed test): --no-skip overrides doctest's skip, so
/// tests/doctest_main.cpp leaves such a case out, reported skipped, when the folder is absent.
#define HFG_NAMED_NEEDS_SHARED_DATA \
  *doctest::skip() * doctest::description(::hfg::sharedfolder::kNeedsSharedData)
