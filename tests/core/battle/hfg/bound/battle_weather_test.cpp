// T-12 battle weather and how it ends (B-48, B-49).
#include <doctest/doctest.h>

#include <stdexcept>

#include "core/battle/hfg/bound/battle_weather.h"

using namespace hfg;
using namespace hfg::battle;

TEST_CASE("T-12 the attacker's first PIP die: 6 mist, 1 rain, 2-5 fair") {
  CHECK(BattleWeather::fromAttackerFirstPip(6).current() == TableWeather::Mist);
  CHECK(BattleWeather::fromAttackerFirstPip(1).current() == TableWeather::Rain);
  for (int d = 2; d <= 5; ++d)
    CHECK(BattleWeather::fromAttackerFirstPip(d).current() == TableWeather::Fair);
  CHECK_THROWS_AS(BattleWeather::fromAttackerFirstPip(0), std::invalid_argument);
}

TEST_CASE("T-12 mist: 200 p sight and range, no Aeronauts, only Flotilla move on water") {
  BattleWeather w = BattleWeather::fromAttackerFirstPip(6);
  CHECK(w.visibilityPaces() == 200.0);
  CHECK(w.shootingRangeCapPaces() == 200.0);
  CHECK_FALSE(w.aeronautsWork());
  CHECK(w.navalMayMove(TroopType::Flotilla));
  CHECK_FALSE(w.navalMayMove(TroopType::Steamer));
  CHECK(w.offRoadLimitedToSlowFigure(TroopType::Cuirassiers));
  CHECK_FALSE(w.good());
}

TEST_CASE("B-49 mist ends at the attacking C-in-C's next unadjusted 6") {
  BattleWeather w = BattleWeather::fromAttackerFirstPip(6);
  w.onAttackerCommanderPip(5);
  w.onDefenderCommanderPip(6);  // the defender's 6 does nothing
  CHECK(w.current() == TableWeather::Mist);
  w.onAttackerCommanderPip(6);
  CHECK(w.current() == TableWeather::Fair);
  CHECK_FALSE(w.visibilityPaces());
  CHECK(w.good());
}

TEST_CASE(
    "T-12 rain: 1,200 p sight; ends at the defender's first 1; guns limited until his second") {
  BattleWeather w = BattleWeather::fromAttackerFirstPip(1);
  CHECK(w.visibilityPaces() == 1200.0);
  CHECK_FALSE(w.shootingRangeCapPaces());
  CHECK_FALSE(w.aeronautsWork());
  CHECK(w.offRoadLimitedToSlowFigure(TroopType::Smoothbore));
  CHECK(w.offRoadLimitedToSlowFigure(TroopType::Laager));
  CHECK_FALSE(w.offRoadLimitedToSlowFigure(TroopType::Muskets));
  w.onAttackerCommanderPip(1);  // the attacker's 1 does nothing
  CHECK(w.current() == TableWeather::Rain);
  w.onDefenderCommanderPip(1);
  CHECK(w.current() == TableWeather::Fair);
  CHECK(w.offRoadLimitedToSlowFigure(TroopType::Smoothbore));  // after rain
  w.onDefenderCommanderPip(3);
  w.onDefenderCommanderPip(1);
  CHECK_FALSE(w.offRoadLimitedToSlowFigure(TroopType::Smoothbore));
  // B-48: bad roads stay muddy and gullies stay streams for the rest of the battle.
  CHECK(w.badRoadsMuddy());
  CHECK(w.gulliesAreStreams());
}

TEST_CASE("T-12 fair weather: no limits") {
  const BattleWeather w = BattleWeather::fromAttackerFirstPip(3);
  CHECK_FALSE(w.visibilityPaces());
  CHECK(w.aeronautsWork());
  CHECK_FALSE(w.badRoadsMuddy());
  CHECK_FALSE(w.offRoadLimitedToSlowFigure(TroopType::Rifled));
}
