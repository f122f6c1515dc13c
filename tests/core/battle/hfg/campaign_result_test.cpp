// C-28: the battle engine's result read back by the campaign.
#include "core/battle/hfg/campaign_result.h"

#include <doctest/doctest.h>

namespace hfg::battle {
namespace {

BattleSetup twoCommandSetup() {
  BattleSetup setup;
  setup.sides[0].id = "blue";
  setup.sides[0].commands.push_back(
      {"b1", "Blue I", GeneralQuality::Ordinary, false, true, "b1-general", {}});
  setup.sides[1].id = "red";
  setup.sides[1].commands.push_back(
      {"r1", "Red I", GeneralQuality::Ordinary, false, true, "r1-general", {}});
  return setup;
}

TEST_CASE("C-28 every fate comes back under the campaign's element ids") {
  TableResult fought;
  fought.elements = {
      {"b1-general", ElementFate::Present, false}, {"b-inf-1", ElementFate::Destroyed, false},
      {"b-cav-1", ElementFate::Spent, false},      {"r-cav-1", ElementFate::OffTable, false},
      {"r-inf-1", ElementFate::Present, true},     {"r1-general", ElementFate::Destroyed, false}};
  fought.winnerSideId = "blue";
  fought.boundsPlayed = 15;

  const auto result = campaignResultOf(fought, twoCommandSetup(), "battle-3");
  CHECK(result.battle == "battle-3");
  REQUIRE(result.elements.size() == 6);
  CHECK(result.elements[0] == BattleElementResult{"b1", ElementStatus::Present});
  CHECK(result.elements[1] == BattleElementResult{"b-inf-1", ElementStatus::Destroyed});
  CHECK(result.elements[2] == BattleElementResult{"b-cav-1", ElementStatus::Spent});
  CHECK(result.elements[3] == BattleElementResult{"r-cav-1", ElementStatus::OffTable});
  // T-11, C-21: a router still on the table is lost for the battle and comes back next period.
  CHECK(result.elements[4] == BattleElementResult{"r-inf-1", ElementStatus::OffTable});
  CHECK(result.elements[5] == BattleElementResult{"r1", ElementStatus::Destroyed});
  CHECK(result.winner == "blue");
  // C-20: 15 bounds in all are 8 by the side that moved first.
  CHECK(result.boundsFought == 8);
  CHECK(result.routStages == 1);
}

TEST_CASE("C-20 a battle undecided at nightfall has no winner") {
  TableResult fought;
  fought.boundsPlayed = 24;
  fought.nightfall = true;
  const auto result = campaignResultOf(fought, twoCommandSetup(), "battle-1");
  CHECK(result.winner.empty());
  CHECK(result.boundsFought == 12);
}

}  // namespace
}  // namespace hfg::battle
