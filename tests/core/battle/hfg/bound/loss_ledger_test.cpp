// T-11 over a battle: defeated commands (B-51, B-52) and the losing army, bound by bound.
#include <doctest/doctest.h>

#include <stdexcept>

#include "core/battle/hfg/bound/loss_ledger.h"

using namespace hfg;
using namespace hfg::battle;

TEST_CASE("T-11 B-51 a command is defeated at a third lost, and stays defeated after rallies") {
  LossLedger l;
  l.addCommand("fr1", "fr", 12);
  l.addCommand("au1", "au", 12);
  l.beginBound();
  l.recordLoss("fr1", 3);
  auto end = l.endBound();
  CHECK(end.newlyDefeatedCommands.empty());
  l.beginBound();
  l.recordLoss("fr1", 1);
  end = l.endBound();
  CHECK(end.newlyDefeatedCommands == std::vector<std::string>{"fr1"});
  l.beginBound();
  l.recordRally("fr1", 2);
  end = l.endBound();
  CHECK(end.newlyDefeatedCommands.empty());
  CHECK(l.defeated("fr1"));  // B-52: permanent
  CHECK(l.lostEe("fr") == 2);
}

TEST_CASE("B-52 a command with every original element lost or spent is defeated") {
  LossLedger l;
  l.addCommand("c", "a", 6);
  l.addCommand("d", "b", 6);
  l.beginBound();
  l.markAllOriginalLostOrSpent("c");
  CHECK(l.endBound().newlyDefeatedCommands == std::vector<std::string>{"c"});
}

TEST_CASE(
    "T-11 B-51 the army loses past a quarter lost, losing more than the enemy in that bound") {
  LossLedger l;
  l.addCommand("fr1", "fr", 20);
  l.addCommand("fr2", "fr", 20);
  l.addCommand("au1", "au", 40);
  l.beginBound();
  l.recordLoss("fr1", 6);
  l.recordLoss("au1", 4);
  CHECK_FALSE(l.endBound().losingSide);  // 6 of 40 is not more than a quarter
  l.beginBound();
  l.recordLoss("fr2", 5);  // 11 of 40 > 10
  l.recordLoss("au1", 5);  // but the enemy lost as much this bound
  CHECK_FALSE(l.endBound().losingSide);
  l.beginBound();
  l.recordLoss("fr2", 2);
  l.recordLoss("au1", 1);
  const auto end = l.endBound();
  REQUIRE(end.losingSide);
  CHECK(*end.losingSide == "fr");
  CHECK(l.originalEe("fr") == 40);
}

TEST_CASE("LossLedger refuses unknown or duplicate commands with a message") {
  LossLedger l;
  l.addCommand("a", "x", 5);
  CHECK_THROWS_WITH_AS(l.addCommand("a", "x", 5), "LossLedger: command 'a' added twice",
                       std::invalid_argument);
  CHECK_THROWS_AS(l.recordLoss("zzz", 1), std::invalid_argument);
  CHECK_THROWS_AS(l.addCommand("b", "x", 0), std::invalid_argument);
}
