// The bundled TCHAE scenarios played to their end by the computer generals on both sides, refereed every turn (ES-G, issue 20).
#include <doctest/doctest.h>

#include <string>

#include "core/battle/tchae/auto_battle.h"
#include "core/battle/tchae/end_of_game.h"
#include "core/battle/tchae/setup_loader.h"
#include "core/battle/tchae/simple_general.h"
#include "core/battle/tchae/tchae_battle.h"
#include "tests/core/battle/tchae/referee.h"
#include "tests/paths/test_paths.h"

using namespace hfg;
using namespace hfg::tchae;
using namespace hfg::tchae::test;

namespace {

BattleState bundled(const std::string& folder) {
  return loadBattleSetup(hfg::testpaths::sourceDir().string() + "/campaigns/" + folder +
                         "/battle.json");
}

}  // namespace

TEST_CASE(
    "ES-G1 ES-G2 ES-G3 ES-G4 Gettysburg: the orders of battle, the arrivals and the table as the "
    "scenario gives them") {
  const BattleState s = bundled("gettysburg-1863-tchae");
  CHECK(s.level == GameLevel::Regimental);
  CHECK(s.endRules.maxTurns == 20);
  CHECK(s.terrain.widthIn == 72);
  CHECK(s.terrain.depthIn == 48);
  int confederate = 0, unionUnits = 0;
  for (const Unit& u : s.units) (u.side == Belligerent::Union ? unionUnits : confederate) += 1;
  CHECK(confederate == 16);  // ES-G2: 13 regiments, 3 batteries
  CHECK(unionUnits == 18);   // ES-G3: 16 regiments, 2 batteries
  CHECK(s.unit("15al")->inspirationalColonel);
  CHECK(s.unit("1tx")->aggressive);
  CHECK(s.unit("1tx")->resolute);
  CHECK(s.unit("2uss")->marksmen);
  CHECK(s.unit("2uss")->formation == Formation::Skirmish);
  CHECK(s.unit("17me")->onTable);
  CHECK(s.commander("vincent")->inspirational);
  CHECK(s.commander("vincent")->ability == Ability::Professional);
  CHECK(s.blind("blind-vincent")->arrivalTurn == 4);
  CHECK(s.blind("blind-weed")->arrivalTurn == 8);
  CHECK(s.blind("blind-40ny")->arrivalTurn == 12);
  CHECK(s.settings.grandTacticalCardSide.empty());                 // ES-G1: none after June 1863
  CHECK(s.terrain.kindAt({44, 16}) == TerrainKind::RockyOutcrop);  // Devil's Den
  CHECK(s.terrain.movementClassAt({59, 15}) == TerrainGrade::Difficult);  // Little Round Top
}

TEST_CASE(
    "ES-G E-111 Gettysburg plays to its end with both sides automatic, refereed every turn, the "
    "same for a seed") {
  const BattleState setup = bundled("gettysburg-1863-tchae");
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    CAPTURE(seed);
    Dice dice(seed);
    SimpleGeneral u, c;
    TchaeBattle battle(setup, dice, u, c);
    for (int t = 0; t < 25 && !battle.state().ended; ++t) {
      battle.playTurn();
      referee(battle.state());
    }
    const BattleState& end = battle.state();
    CHECK(end.ended);
    CHECK(turnsOf(end) <= 20);
    int onTable = 0;
    for (const Unit& x : end.units) onTable += x.onTable || x.eliminated || x.offTable ? 1 : 0;
    CHECK(onTable > 20);  // the blinds were spotted or deployed
    CHECK(narrativeOf(fightAutomatically(setup, seed, 0)) ==
          narrativeOf(fightAutomatically(setup, seed, 0)));
    MESSAGE("seed " << seed << ": " << end.endReason << ", Union broken "
                    << brokenShare(end, Belligerent::Union) << ", Confederate broken "
                    << brokenShare(end, Belligerent::Confederate));
  }
}

TEST_CASE(
    "ES-A1 ES-A2 ES-A3 ES-A4 Antietam: corps level, brigades, 8-gun models, arrivals on turns 8, "
    "14 and 20") {
  const BattleState s = bundled("antietam-1862-tchae");
  CHECK(s.level == GameLevel::Corps);
  CHECK(s.endRules.maxTurns == 30);
  CHECK(s.terrain.widthIn == 96);
  CHECK(s.terrain.depthIn == 72);
  int confederate = 0, unionUnits = 0;
  for (const Unit& u : s.units) (u.side == Belligerent::Union ? unionUnits : confederate) += 1;
  CHECK(unionUnits == 26);   // ES-A2: 17 brigades, 9 artillery units
  CHECK(confederate == 20);  // ES-A3: 14 brigades, 6 artillery units
  CHECK(startModels(*s.unit("meade-guns")) == 1);
  CHECK(s.unit("hood-1")->aggressive);
  CHECK(s.commander("hood")->inspirational);
  CHECK(s.commander("doubleday")->superiorId == "hooker");
  CHECK(s.commander("hooker")->order == Order::Attack);
  CHECK(s.commander("jackson")->order == Order::Hold);
  CHECK(s.blind("blind-ricketts")->arrivalTurn == 8);
  CHECK(s.blind("blind-sedgwick")->arrivalTurn == 14);
  CHECK(s.blind("blind-mclaws")->arrivalTurn == 20);
  CHECK(s.settings.grandTacticalCardSide == "confederate");
}

TEST_CASE(
    "ES-A E-105 E-111 Antietam plays to its end with both sides automatic, refereed every turn") {
  const BattleState setup = bundled("antietam-1862-tchae");
  for (std::uint64_t seed : {1u, 2u}) {
    CAPTURE(seed);
    Dice dice(seed);
    SimpleGeneral u, c;
    TchaeBattle battle(setup, dice, u, c);
    for (int t = 0; t < 35 && !battle.state().ended; ++t) {
      battle.playTurn();
      referee(battle.state());
    }
    const BattleState& end = battle.state();
    CHECK(end.ended);
    CHECK(turnsOf(end) <= 30);
    MESSAGE("seed " << seed << ": " << end.endReason << " after turn " << turnsOf(end)
                    << ", Union broken " << brokenShare(end, Belligerent::Union)
                    << ", Confederate broken " << brokenShare(end, Belligerent::Confederate));
  }
}
