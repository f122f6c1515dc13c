// Issue 20 "Rule reach": every E- rule of the contract is applied in real battles (the three
// bundled scenarios fought by computer generals, several seeds) or listed with a reason in
// tests/fixtures/tchae_unreached_rules.txt. Reach is read from the battle log's rule ids, which
// the engine writes only where it applied the rule.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "core/battle/tchae/auto_battle.h"
#include "core/battle/tchae/setup_loader.h"
#include "tests/case_needs.h"
#include "tests/shared_data.h"
#include "tests/paths/test_paths.h"

using namespace hfg;
using namespace hfg::tchae;
namespace fs = std::filesystem;

namespace {

std::string readAll(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

/// The corpus: each bundled TCHAE scenario and each reach set-up, at seeds 1-3.
std::vector<fs::path> corpus() {
  const fs::path dir = hfg::testpaths::sourceDir() / "campaigns";
  std::vector<fs::path> out;
  for (const char* name : {"kernstown-1862-tchae", "gettysburg-1863-tchae", "antietam-1862-tchae"})
    out.push_back(dir / name / "battle.json");
  // Set-ups that bring about what the scenarios rarely do (tests/fixtures/tchae/reach_corpus).
  for (const auto& e :
       fs::directory_iterator(hfg::testpaths::sourceDir() / "tests/fixtures/tchae/reach_corpus"))
    if (e.path().string().ends_with(".battle.json")) out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

/// How often each E- id is logged over the corpus (a log line may cite several ids).
std::map<std::string, long> reachOverCorpus() {
  std::map<std::string, long> hits;
  const std::regex id(R"(E-\d+)");
  for (const auto& path : corpus()) {
    const BattleState setup = loadBattleSetup(path);
    for (std::uint64_t seed : {1u, 2u, 3u}) {
      const BattleState end = fightAutomatically(setup, seed, 0);
      for (const auto& entry : end.log)
        for (std::sregex_iterator it(entry.ruleId.begin(), entry.ruleId.end(), id), e; it != e;
             ++it)
          ++hits[it->str()];
    }
  }
  return hits;
}

/// tests/fixtures/tchae_unreached_rules.txt: "ID reason" a line, # comments.
std::map<std::string, std::string> listedUnreached() {
  std::map<std::string, std::string> listed;
  std::istringstream list(
      readAll(hfg::testpaths::sourceDir() / "tests/fixtures/tchae_unreached_rules.txt"));
  for (std::string line; std::getline(list, line);) {
    if (line.empty() || line[0] == '#') continue;
    const auto space = line.find(' ');
    REQUIRE_MESSAGE(space != std::string::npos,
                    "tchae_unreached_rules.txt: '" << line << "' has no reason");
    listed[line.substr(0, space)] = line.substr(space + 1);
  }
  return listed;
}

}  // namespace

TEST_SUITE_BEGIN("rule-reach-tchae");

// Its own ctest (test_core_tchae_rule_reach); without ../shared doctest_main leaves it out, skipped.
TEST_CASE(
    "issue 20: every E- rule is reached in the scenario corpus or listed with a "
    "reason" HFG_NAMED_NEEDS("../shared")) {
  const fs::path spec = sharedfolder::sharedDir() / "spec/tchae.md";
  REQUIRE_MESSAGE(fs::exists(spec), spec << " is absent");
  const std::string text = readAll(spec);
  std::set<std::string> ids;
  const std::regex rule(R"re(\n\*\*(E-\d+) )re");
  for (std::sregex_iterator it(text.begin(), text.end(), rule), end; it != end; ++it)
    ids.insert((*it)[1].str());
  REQUIRE(ids.size() == 112);
  const auto listed = listedUnreached();
  const auto hits = reachOverCorpus();
  std::string missing, stale, reachedIds;
  int reached = 0;
  for (const auto& id : ids) {
    const bool hit = hits.count(id) > 0;
    reached += hit;
    if (hit) reachedIds += id + " ";
    if (!hit && !listed.count(id)) missing += id + " ";
    if (hit && listed.count(id)) stale += id + " ";
  }
  for (const auto& [id, reason] : listed)
    CHECK_MESSAGE(ids.count(id), "tchae_unreached_rules.txt lists " << id << ", not a rule");
  const std::size_t battles = corpus().size() * 3;
  MESSAGE(battles << " battles: " << reached << " of " << ids.size() << " E- rules reached ("
                  << reachedIds << "), " << listed.size() << " listed as unreached");
  INFO("listed as unreached but reached now (take them off the list): " << stale);
  CHECK(stale.empty());
  INFO("reached by no battle of the corpus and not listed: " << missing);
  CHECK(missing.empty());
}

TEST_SUITE_END();
