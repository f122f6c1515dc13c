// What a named case needs to run - the ../shared folder, xvfb-run, an environment variable - and
// whether this machine has it. tests/doctest_main.cpp leaves out a case whose need is missing,
// even under --no-skip, and reports it skipped: no case returns early and counts as passed.
#pragma once

#include <doctest/doctest.h>

#include <cstdlib>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "tests/shared_data.h"

namespace hfg::testneeds {

/// True when xvfb-run is on the PATH (asked once per run).
inline bool xvfbRunFound() {
  static const bool found = std::system("command -v xvfb-run >/dev/null 2>&1") == 0;
  return found;
}

/// Whether one need, as a description names it, is met here: "../shared", "xvfb-run" or
/// "$NAME" (the environment variable NAME is set). An unknown need is a mistake in the test.
inline bool needMet(const std::string& need) {
  if (need == "../shared") return sharedfolder::sharedDataPresent();
  if (need == "xvfb-run") return xvfbRunFound();
  if (need.size() > 1 && need[0] == '$') return std::getenv(need.c_str() + 1) != nullptr;
  throw std::invalid_argument("unknown test need '" + need + "' (../shared, xvfb-run or $NAME)");
}

/// The needs of `tc` this machine lacks: those its description lists after "needs ", and
/// ../shared for the test suite "shared-data" (HFG_NEEDS_SHARED_DATA).
inline std::vector<std::string> missingNeeds(const doctest::TestCaseData& tc) {
  std::vector<std::string> needs;
  if (std::string(tc.m_test_suite) == "shared-data") needs.push_back("../shared");
  const std::string description = tc.m_description ? tc.m_description : "";
  if (description.rfind("needs ", 0) == 0) {
    std::istringstream words(description.substr(6));
    for (std::string word; words >> word;) needs.push_back(word);
  }
  std::vector<std::string> missing;
  for (const auto& need : needs)
    if (!needMet(need)) missing.push_back(need);
  return missing;
}

}  // namespace hfg::testneeds

/// Decorates a case that is skipped in a plain run and runs when its own ctest names it with
/// --no-skip (a windowed or heavy test), and that needs what `needs` lists, space-separated:
/// "../shared", "xvfb-run", "$NAME". Where one is missing the case does not run and is reported
/// skipped, --no-skip or not. HFG_NAMED_NEEDS("xvfb-run $HFG_SCREENSHOT_PANEL").
#define HFG_NAMED_NEEDS(needs) *doctest::skip() * doctest::description("needs " needs)
