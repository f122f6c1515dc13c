// Computer generals over many seeded battles: even odds, the bigger army, elite reserves, cavalry against foot, a lone general, and no refused orders (issue #5).
#include <doctest/doctest.h>

#include <array>
#include <cmath>

#include "core/battle/hfg/ai/auto_resolve.h"
#include "core/battle/hfg/ai/battle_generator.h"
#include "core/battle/hfg/ai/charge_odds.h"
#include "core/battle/hfg/ai/odds.h"

using namespace hfg;
using namespace hfg::battle;

// These run as their own ctest, `test_core_ai_odds` (label "heavy"), beside the rest of test_core:
// `test_core --test-suite=ai-odds --no-skip`; a plain `test_core` skips them.
// Small armies and short days keep this suite to a few seconds of CPU in a release build;
// each threshold below was set from runs of these exact set-ups and seeds, with the margin
// explained beside it. The odds are deterministic for a seed, so the tests cannot flake; the
// margins are there so a reasonable change of the generals' play does not break them.

TEST_SUITE_BEGIN("ai-odds");

namespace {

ArmySpec line(int foot, int mounted) {
  ArmySpec a;
  a.foot = foot;
  a.mounted = mounted;
  return a;
}

OddsReport odds(const BattleSetup& setup, int runs, AiSettings ai = {}, std::uint64_t seed = 2026) {
  OddsOptions o;
  o.runs = runs;
  o.threads = 2;
  o.seed = seed;
  o.ai = ai;
  return runOdds(setup, o);
}

double share(int n, int runs) { return static_cast<double>(n) / runs; }

}  // namespace

TEST_CASE("issue #5: equal armies give roughly even odds" * doctest::skip()) {
  // Mirror-image armies, each attacking in half the runs (who moves first matters in HFG:
  // the side moving second shoots at the attacker closing in and often charges first).
  GeneratedBattle g;
  g.armies = {line(4, 2), line(4, 2)};
  g.boundsPerSide = 10;
  g.gapPaces = 1600;
  std::array<int, 2> wins{0, 0};
  int runs = 0;
  for (int attacker = 0; attacker < 2; ++attacker) {
    g.attacker = attacker;
    const auto r =
        odds(generateBattle(g), 60, AiSettings::uniform(Difficulty::Normal, Doctrine::Aggressive));
    MESSAGE("attacker " << attacker << ":\n" << describeOdds(r));
    wins[0] += r.wins[0];
    wins[1] += r.wins[1];
    runs += r.runs;
    CHECK(r.refusals == 0);
  }
  // Neither side's wins may exceed the other's by more than 15 points of the 120 runs (about
  // 2.4 standard errors of the difference when both are near 40%). 600 runs of this set-up
  // (seed 77) gave blue 250, red 234: even, with the side moving second a little ahead.
  CHECK(std::abs(share(wins[0], runs) - share(wins[1], runs)) <= 0.15);
  CHECK(wins[0] + wins[1] >= runs / 4);  // and the battles are mostly decided
}

TEST_CASE("issue #5: an army twice the size wins much more often" * doctest::skip()) {
  GeneratedBattle g;
  g.armies = {line(8, 4), line(4, 2)};
  g.boundsPerSide = 10;
  g.gapPaces = 1600;
  const auto r = odds(generateBattle(g), 60);
  MESSAGE(describeOdds(r));
  // Runs gave about 40% wins for the double army (most of the rest nightfall) and 1 or 2 for the
  // small one; require at least 30% and five times the small army's wins (at least 3 more).
  CHECK(share(r.wins[0], r.runs) >= 0.30);
  CHECK(r.wins[0] >= 5 * r.wins[1] + 3);
  CHECK(r.winInterval[0].low > r.winInterval[1].high);
}

TEST_CASE("issue #5: elite reserves committed late matter" * doctest::skip()) {
  // The same army with its second line elite or basic, against an equal basic army.
  GeneratedBattle g;
  g.armies = {line(5, 2), line(5, 2)};
  g.armies[0].reserveFoot = 3;
  g.armies[1].reserveFoot = 3;
  g.armies[1].reserveGrade = Grade::Basic;
  g.boundsPerSide = 12;
  g.gapPaces = 1600;
  g.armies[0].reserveGrade = Grade::Elite;
  const auto elite = odds(generateBattle(g), 60);
  g.armies[0].reserveGrade = Grade::Basic;
  const auto basic = odds(generateBattle(g), 60);
  MESSAGE("elite reserve:\n" << describeOdds(elite) << "basic reserve:\n" << describeOdds(basic));
  // The elite reserve must do better in the balance of wins over losses (same seeds).
  CHECK(elite.wins[0] - elite.wins[1] > basic.wins[0] - basic.wins[1]);
}

TEST_CASE("issue #5: cavalry charging unbroken foot frontally loses" * doctest::skip()) {
  // Reckless (Easy) cavalry, which does not refuse such charges, against a foot line. Every
  // close combat of mounted against the front of foot that is neither repulsed nor routing is
  // read back from the combat records of 40 seeded battles.
  GeneratedBattle g;
  g.armies = {line(0, 4), line(4, 0)};
  g.boundsPerSide = 8;
  g.gapPaces = 1600;
  const BattleSetup setup = generateBattle(g);
  AiSettings reckless;
  reckless.difficulty = {Difficulty::Easy, Difficulty::Normal};
  int frontal = 0;
  int cavalryLost = 0;
  int cavalryWon = 0;
  for (std::uint64_t run = 0; run < 40; ++run) {
    const AutoBattle b = fightWithComputerGenerals(setup, reckless, 11, run);
    const Battle& battle = *b.battle;
    for (const auto& l : battle.logEntries()) {
      if (l.kind != LogKind::CloseCombat || !l.combat) continue;
      const std::string ids = l.text.substr(0, l.text.find('\n'));
      const auto a = battle.find(ids.substr(0, ids.find(" against ")));
      const auto d = battle.find(ids.substr(ids.find(" against ") + 9));
      REQUIRE(a.has_value());
      REQUIRE(d.has_value());
      const auto& rec = *l.combat;
      if (categoryOf(battle.elements()[*a].type()) != TroopCategory::Mounted ||
          categoryOf(battle.elements()[*d].type()) != TroopCategory::Foot)
        continue;
      // Frontal and unshaken: no flank factor (TF-16) and no TF-15 for the foot.
      bool flankOrShaken = rec.sides[0].outcome.rowId == "O-P3";
      for (const auto& side : rec.sides)
        for (const auto& f : side.factors)
          flankOrShaken = flankOrShaken || f.id == "TF-16" || f.id == "TF-15";
      if (flankOrShaken) continue;
      ++frontal;
      const double harmCavalry = harmOf(rec.sides[0].outcome.result);
      const double harmFoot = harmOf(rec.sides[1].outcome.result);
      if (harmCavalry >= 0.25 && harmFoot < 0.25) ++cavalryLost;
      if (harmFoot >= 0.25 && harmCavalry < 0.25) ++cavalryWon;
    }
  }
  MESSAGE(frontal << " frontal charges: cavalry lost " << cavalryLost << ", won " << cavalryWon);
  // T-3 and the outcome tables give about 5 losses to 1 win (charge_odds_test); require at least
  // 20 such combats and twice as many cavalry defeats as victories.
  CHECK(frontal >= 20);
  CHECK(cavalryLost >= 2 * cavalryWon);
  CHECK(cavalryLost > frontal / 2);
}

TEST_CASE("issue #5: a lone general against an army: the odds report says certain defeat" *
          doctest::skip()) {
  GeneratedBattle g;
  g.armies = {line(3, 2), ArmySpec{}};
  g.armies[1].staffOnly = true;
  g.boundsPerSide = 24;
  g.gapPaces = 1600;
  // 80 runs: all lost gives a Wilson interval for defeat from 0.954, above the 0.95 of
  // "certain defeat" (73 runs is the least that can say it).
  const auto r = odds(generateBattle(g), 80);
  MESSAGE(describeOdds(r));
  CHECK(r.wins[1] == 0);
  CHECK(r.verdict[1] == "certain defeat");
}

TEST_CASE("issue #5: hundreds of seeded battles and not one order of the generals refused" *
          doctest::skip()) {
  // Every order is pre-checked with the engine's own planner; the engine logs a refusal for
  // any order it will not carry out. Mixed arms, artillery, three commands, all difficulties.
  long refusals = 0;
  long orders = 0;
  int battles = 0;
  for (int variant = 0; variant < 3; ++variant) {
    GeneratedBattle g;
    g.armies = {line(3, 2), line(3, 1)};
    g.armies[0].artillery = 1;
    g.armies[1].artillery = variant;
    g.armies[0].commands = variant + 1;
    // Brilliant generals in the Hard variant: doubling and the C-in-C's score exchange (T-6).
    if (variant == 2) g.armies[0].quality = GeneralQuality::Brilliant;
    g.armies[1].reserveFoot = variant;
    g.boundsPerSide = 8;
    g.gapPaces = 1600 + 400 * variant;
    g.attacker = variant % 2;
    const BattleSetup setup = generateBattle(g);
    const Difficulty d = variant == 0   ? Difficulty::Easy
                         : variant == 1 ? Difficulty::Normal
                                        : Difficulty::Hard;
    for (std::uint64_t run = 0; run < 70; ++run) {
      AiSettings ai = AiSettings::uniform(d, run % 3 == 0   ? Doctrine::Aggressive
                                             : run % 3 == 1 ? Doctrine::Balanced
                                                            : Doctrine::Cautious);
      const AutoBattle b = fightWithComputerGenerals(setup, ai, 7, run);
      refusals += b.refusals;
      orders += b.ordersGiven;
      ++battles;
    }
  }
  MESSAGE(battles << " battles, " << orders << " orders");
  CHECK(battles == 210);
  CHECK(orders > 1000);
  CHECK(refusals == 0);
}

TEST_SUITE_END();
