// T-12 battle weather from the attacker's first PIP die, and how mist and rain end (B-48, B-49).
#pragma once

#include <optional>

#include "core/battle/hfg/battle_setup.h"

namespace hfg::battle {

/// The weather state over a battle. Feed it each C-in-C's unadjusted PIP die in bound order.
class BattleWeather {
 public:
  /// T-12: 6 mist, 1 rain, 2-5 fair, from the attacking C-in-C's first-bound unadjusted die.
  static BattleWeather fromAttackerFirstPip(int rawDie);
  /// A scenario that fixes the weather.
  static BattleWeather fixed(TableWeather weather);

  TableWeather current() const { return m_weather; }
  /// B-49: mist ends at the attacking C-in-C's next unadjusted 6 in a later bound.
  void onAttackerCommanderPip(int rawDie);
  /// B-49: rain ends at the defending C-in-C's first unadjusted 1 after it started; the
  /// artillery and Laager limit ends at his second.
  void onDefenderCommanderPip(int rawDie);

  /// Visibility and range limit in paces (T-12), none in fair weather.
  std::optional<double> visibilityPaces() const;
  /// Every shooting range is capped at 200 p in mist (T-4, T-12).
  std::optional<double> shootingRangeCapPaces() const;
  bool aeronautsWork() const { return m_weather == TableWeather::Fair; }
  /// In mist only Flotilla may move on water.
  bool navalMayMove(TroopType type) const;
  /// Off-road land moves no longer than the slow-going figure: everyone in mist; artillery and
  /// Laager from rain until the defending C-in-C's second unadjusted 1.
  bool offRoadLimitedToSlowFigure(TroopType type) const;
  /// B-48: bad roads are muddy, and gullies streams, for the rest of the battle once rain started.
  bool badRoadsMuddy() const { return m_rainStarted; }
  bool gulliesAreStreams() const { return m_rainStarted; }
  /// B-49 "good weather" (Aeronauts, Surprise): neither mist nor rain.
  bool good() const { return m_weather == TableWeather::Fair; }

 private:
  TableWeather m_weather = TableWeather::Fair;
  bool m_rainStarted = false;
  int m_defenderOnesSinceRain = 0;
};

}  // namespace hfg::battle
