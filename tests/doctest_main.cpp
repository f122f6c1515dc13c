// The doctest runner shared by every test executable.
// Each run works in a temporary folder of its own (TMPDIR, which std::filesystem's
// temp_directory_path and the programs the tests start both follow), so two runs at once -
// a developer's and CI's on one machine - never write over each other's files.
// A case that lacks what it needs (tests/case_needs.h: ../shared, xvfb-run, an environment
// variable) does not run and doctest counts it skipped; a run in which nothing else ran says
// "SKIPPED:" so that ctest reports it skipped (SKIP_REGULAR_EXPRESSION in tests/CMakeLists.txt).
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <set>
#include <stdexcept>
#include <string>
#include <system_error>

#include "tests/case_needs.h"
#include "tests/shared_data.h"

namespace {

/// Counts the cases that start, so that main can tell a run that checked nothing.
struct StartedCases : doctest::IReporter {
  static inline int started = 0;
  explicit StartedCases(const doctest::ContextOptions&) {}
  void report_query(const doctest::QueryData&) override {}
  void test_run_start() override {}
  void test_run_end(const doctest::TestRunStats&) override {}
  void test_case_start(const doctest::TestCaseData&) override { ++started; }
  void test_case_reenter(const doctest::TestCaseData&) override {}
  void test_case_end(const doctest::CurrentTestCaseStats&) override {}
  void test_case_exception(const doctest::TestCaseException&) override {}
  void subcase_start(const doctest::SubcaseSignature&) override {}
  void subcase_end() override {}
  void log_assert(const doctest::AssertData&) override {}
  void log_message(const doctest::MessageData&) override {}
  void test_case_skipped(const doctest::TestCaseData&) override {}
};
DOCTEST_REGISTER_LISTENER("hfg-started-cases", 1, StartedCases);

/// Leaves out every case that lacks something it needs (tests/case_needs.h: ../shared, xvfb-run,
/// an environment variable), even under --no-skip (which overrides doctest's skip decorator), and
/// returns how many there are; `wanted` gathers what was missing. doctest offers no public list
/// of its cases: detail::getRegisteredTests is its own (doctest 2.4.9, the Debian package). A
/// filter splits at commas, so they become the one-character wildcard.
int leaveOutCasesMissingNeeds(doctest::Context& context, std::set<std::string>& wanted) {
  int count = 0;
  for (const auto& tc : doctest::detail::getRegisteredTests()) {
    const auto missing = hfg::testneeds::missingNeeds(tc);
    if (missing.empty()) continue;
    wanted.insert(missing.begin(), missing.end());
    std::string name = tc.m_name;
    std::replace(name.begin(), name.end(), ',', '?');
    context.addFilter("test-case-exclude", name.c_str());
    ++count;
  }
  return count;
}

/// What the left-out cases wanted, for the log: "../shared (<path>: data/SOURCES.md and spec/)".
std::string describe(const std::set<std::string>& wanted) {
  std::string text;
  for (const auto& need : wanted) {
    if (!text.empty()) text += ", ";
    text += need;
    if (need == "../shared")
      text += " (" + hfg::sharedfolder::sharedDir().string() + ": data/SOURCES.md and spec/)";
    else if (need[0] == '$')
      text += " (unset)";
  }
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  doctest::Context context(argc, argv);
  std::set<std::string> wanted;
  int leftOut = 0;
  try {
    leftOut = leaveOutCasesMissingNeeds(context, wanted);
  } catch (const std::invalid_argument& e) {  // a case names a need no one can meet
    std::cerr << e.what() << "\n";
    return 1;
  }
  const fs::path own = fs::temp_directory_path() / ("hfg-tests-" + std::to_string(::getpid()));
  fs::create_directories(own);
  ::setenv("TMPDIR", own.c_str(), 1);
  // The editor writes campaign states and lists to the user's data folder (XDG): a test run
  // has its own, never the developer's.
  ::setenv("XDG_DATA_HOME", (own / "data").c_str(), 1);
  const int result = context.run();
  if (leftOut > 0 && !context.shouldExit()) {
    // "SKIPPED:" only when nothing ran, so a run that checked other cases still passes in ctest.
    std::cout << (StartedCases::started == 0 ? "SKIPPED: " : "note: ") << leftOut
              << " test cases did not run, for want of " << describe(wanted) << "\n";
  }
  std::error_code ignored;
  fs::remove_all(own, ignored);
  return result;
}
