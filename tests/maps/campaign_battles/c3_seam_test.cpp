// C3 through the battle seam (C-28, section 6 of the C3 spec): a campaign meeting fought by the
// C3 rule set with its computer generals, minute by minute, and applied back by the campaign
// (KT-29 fates, KB-58 winner and retreat, KT-30 bounds); the same seed, the same result.
#include <doctest/doctest.h>

#include <algorithm>

#include "../../core/campaign/fixture.h"
#include "maps/campaign_battles/auto_battles.h"

using namespace hfg;
using namespace hfg::maps;
using namespace hfg::test;

namespace {

struct C3Run {
  std::vector<std::string> lines;
  std::vector<std::string> log;
  CampaignState state;
  int periods = 0;
};

/// Blue's foot and guns hold c; red's horse, foot and guns march from d and attack.
C3Run runC3Campaign(std::uint64_t seed) {
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d"});
  using T = TroopType;
  fx.command("blue", "inf", {T::Bayonets, T::Bayonets, T::Bayonets, T::Smoothbore}, T::ArmyHQ);
  fx.command("red", "corps", {T::Bayonets, T::Bayonets, T::Bayonets, T::Smoothbore}, T::ArmyHQ);
  fx.command("red", "cav", {T::HeavyCavalry, T::LightCavalry});
  fx.force("b", "blue", {"inf"}, "c").force("r", "red", {"corps", "cav"}, "d");
  fx.scenario.settings.startDate.year = 1815;
  CampaignState st = fx.start();
  st.rngState = seed;
  Dice dice(st.rngState);
  CampaignEngine engine(fx.scenario, st, dice);
  AutoBattles driver(fx.scenario, builtInBattleRules().make("c3", "--battle-rules"));
  REQUIRE(engine.setOrders({sideOrders("red", st.day, {stepsFor("r", {march({"d", "c"})})})})
              .empty());
  C3Run run;
  engine.runPeriod();
  REQUIRE(st.pendingBattles.size() == 1);
  while (!st.pendingBattles.empty() && run.periods < 4) {
    for (std::string& l : driver.afterPeriod(engine, st, dice)) run.lines.push_back(l);
    ++run.periods;
    if (!st.pendingBattles.empty()) engine.runPeriod();
  }
  run.log = driver.logs().at("battle-1");
  run.state = st;
  return run;
}

bool has(const std::vector<std::string>& lines, const std::string& text) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

}  // namespace

TEST_CASE("C-28 C-20 C-21 KB-56 KB-58 KT-29 KT-30 KG-2: a campaign battle fought with c3 through "
          "AutoBattles reaches its result and the campaign applies it") {
  const C3Run run = runC3Campaign(5);
  for (const std::string& l : run.lines) MESSAGE(l);
  // Every fighting element a Unit (KT-26; staff elements are Commanders), each with its initial
  // Order, and the red cavalry's Commander too (KG-2): 4 blue and 6 red Units, 1 Commander.
  CHECK(has(run.log, "Set-up: 10 units and 3 commanders on their HFG elements (KB-56)"));
  CHECK(std::count_if(run.log.begin(), run.log.end(), [](const std::string& l) {
          return l.find("K-23: initial order") != std::string::npos;
        }) == 11);
  CHECK(has(run.log, "Rules: C3, Command, Control and Communications"));
  CHECK(has(run.log, "K-23: initial order"));
  CHECK(has(run.log, "KB-58: army break check"));
  CHECK(has(run.log, "HFG bounds a side (KT-30)"));
  CHECK(run.state.pendingBattles.empty());
  REQUIRE_FALSE(run.state.resolvedBattles.empty());
  CHECK(run.state.resolvedBattles.back().battleRules == "c3");
  CHECK(has(run.log, "Result: "));
}

TEST_CASE("C-26 KG-15: the same seed gives the same C3 campaign battle and result") {
  const C3Run a = runC3Campaign(9), b = runC3Campaign(9);
  CHECK(a.log == b.log);
  CHECK(a.lines == b.lines);
  CHECK(a.state.resolvedBattles == b.state.resolvedBattles);
}
