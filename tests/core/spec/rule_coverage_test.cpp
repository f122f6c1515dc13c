// Every rule id numbered in ../shared/spec (C-, G-, TF-, GF-, O-) has at least one test case named
// after it, so "all rules tested" is checked by the suite rather than claimed in a note.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "tests/shared_data.h"
#include "tests/paths/test_paths.h"

namespace fs = std::filesystem;

namespace {

std::string readAll(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

fs::path specDir() { return hfg::sharedfolder::sharedDir() / "spec"; }

/// Ids defined by the spec: list items "- **C-n", predicates "**G-n", table rows "| TF-n |".
std::set<std::string> idsDefinedIn(const std::string& text, const std::regex& definition) {
  std::set<std::string> ids;
  for (std::sregex_iterator it(text.begin(), text.end(), definition), end; it != end; ++it)
    ids.insert((*it)[1].str());
  return ids;
}

/// The names of every TEST_CASE under tests/.
std::string allTestCaseNames() {
  std::string names;
  const std::regex testCase(R"re(TEST_CASE\s*\(\s*"([^"]*)")re");
  for (const auto& entry :
       fs::recursive_directory_iterator(hfg::testpaths::sourceDir() / "tests")) {
    if (!entry.is_regular_file() || entry.path().extension() != ".cpp") continue;
    std::string text = readAll(entry.path());
    for (std::sregex_iterator it(text.begin(), text.end(), testCase), end; it != end; ++it)
      names += (*it)[1].str() + "\n";
  }
  return names;
}

/// True when some test name contains `id` as a whole token ("C-1" does not match "C-10").
bool someTestNames(const std::string& names, const std::string& id) {
  const std::regex token("(^|[^A-Za-z0-9-])" + id + "($|[^A-Za-z0-9])");
  return std::regex_search(names, token);
}

void checkCovered(const std::set<std::string>& ids, const std::string& names, const char* what) {
  std::string missing;
  for (const auto& id : ids)
    if (!someTestNames(names, id)) missing += id + " ";
  const std::string report =
      std::string(what) + " ids with no test case named after them: " + missing;
  INFO(report);
  CHECK(missing.empty());
}

}  // namespace

TEST_CASE("every campaign rule C-1..C-28 has a test named after it" HFG_NEEDS_SHARED_DATA) {
  fs::path spec = specDir() / "hfg-campaign.md";
  REQUIRE_MESSAGE(fs::exists(spec), spec << " is absent");
  auto ids = idsDefinedIn(readAll(spec), std::regex(R"re(\n- \*\*(C-\d+))re"));
  CHECK(ids.size() == 28);
  checkCovered(ids, allTestCaseNames(), "campaign rule");
}

TEST_CASE(
    "every battle predicate and factor G-, TF-, GF-, O- has a test named after "
    "it" HFG_NEEDS_SHARED_DATA) {
  fs::path spec = specDir() / "hfg-battle.md";
  REQUIRE_MESSAGE(fs::exists(spec), spec << " is absent");
  std::string text = readAll(spec);
  auto predicates = idsDefinedIn(text, std::regex(R"re(\n\*\*(G-\d+))re"));
  auto rows = idsDefinedIn(text, std::regex(R"re(\n\| ((?:TF|GF|O)-[A-Za-z0-9]+) \|)re"));
  CHECK(predicates.size() == 26);
  CHECK(rows.size() > 100);
  std::string names = allTestCaseNames();
  checkCovered(predicates, names, "geometric predicate");
  checkCovered(rows, names, "factor or outcome");
}
