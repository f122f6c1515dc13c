// T-6 PIP scores and costs.
#include <doctest/doctest.h>

#include <stdexcept>

#include "core/battle/hfg/bound/pips.h"

using namespace hfg;
using namespace hfg::battle;

TEST_CASE("T-6 an ordinary general's score is his die") {
  PipThrow t;
  t.rawDie = 4;
  const PipScore s = pipScore(t);
  CHECK(s.adjusted == 4);
  CHECK_FALSE(s.doubled);
  CHECK(s.adjustments.empty());
}

TEST_CASE("T-6 a Brilliant general may double his die in 2 bounds of the battle") {
  PipThrow t;
  t.rawDie = 5;
  t.quality = GeneralQuality::Brilliant;
  CHECK(pipScore(t).adjusted == 5);  // not asked
  t.wantsToDouble = true;
  CHECK(pipScore(t).adjusted == 10);
  CHECK(pipScore(t).doubled);
  t.doublingsAlreadyUsed = 1;
  CHECK(pipScore(t).adjusted == 10);
  t.doublingsAlreadyUsed = 2;
  CHECK(pipScore(t).adjusted == 5);  // both used
  t.doublingsAlreadyUsed = 0;
  t.withinInertCommanderInChiefDistance = true;
  CHECK(pipScore(t).adjusted == 5);  // not near an Inert C-in-C
  PipThrow ordinary;
  ordinary.rawDie = 5;
  ordinary.wantsToDouble = true;
  CHECK(pipScore(ordinary).adjusted == 5);
}

TEST_CASE("T-6 an Inert general deducts 1 from his raw score") {
  PipThrow t;
  t.quality = GeneralQuality::Inert;
  t.rawDie = 1;
  CHECK(pipScore(t).adjusted == 0);
  t.rawDie = 6;
  CHECK(pipScore(t).adjusted == 5);
  CHECK(pipScore(t).raw == 6);
  t.rawDie = 7;
  CHECK_THROWS_AS(pipScore(t), std::invalid_argument);
}

TEST_CASE("T-6 base costs: free road march, moves, transfers, ford search (B-46), rally") {
  PipCostFacts f;
  f.action = PipAction::FirstMarchMoveAllByRoad;
  CHECK(pipCost(f).total == 0);
  f.action = PipAction::Move;
  CHECK(pipCost(f).total == 1);
  f.action = PipAction::TransferCommand;
  CHECK(pipCost(f).total == 1);
  f.action = PipAction::FordSearch;
  CHECK(pipCost(f).total == 3);
  f.alreadyTouchingBank = true;
  CHECK(pipCost(f).total == 2);
  f = {};
  f.action = PipAction::Rally;
  CHECK(pipCost(f).total == 3);
}

TEST_CASE("T-6 extras (a)-(e) add 1 each, at most once each (B-47)") {
  PipCostFacts f;
  f.beyondCommandOrGeneralHampered = true;
  f.offRoadWithSlowElements = true;
  f.retiringWithin400OfEnemy = true;
  CHECK(pipCost(f).total == 4);
  // (c) 4th march move on good roads; 3rd off them.
  PipCostFacts m;
  m.marchMoveOrdinal = 3;
  CHECK(pipCost(m).total == 1);
  m.marchMoveOrdinal = 4;
  CHECK(pipCost(m).total == 2);
  m.marchMoveOrdinal = 3;
  m.marchOnlyGoodOrDryRoads = false;
  CHECK(pipCost(m).total == 2);
  // (e) rallying an unhelped router, with (a): 3 + 1 + 1.
  PipCostFacts r;
  r.action = PipAction::Rally;
  r.routerUnhelped = true;
  r.beyondCommandOrGeneralHampered = true;
  CHECK(pipCost(r).total == 5);
  CHECK(pipCost(r).parts.size() == 3);
}

TEST_CASE("T-6 easy command distance: 2,400 p for Army HQ, 800 p for CP or NP") {
  CHECK(easyCommandDistancePaces(TroopType::ArmyHQ) == 2400);
  CHECK(easyCommandDistancePaces(TroopType::CommandParty) == 800);
  CHECK(easyCommandDistancePaces(TroopType::NativePotentate) == 800);
}
