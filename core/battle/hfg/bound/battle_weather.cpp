// T-12 weather and its ending (B-48, B-49).
#include "core/battle/hfg/bound/battle_weather.h"

#include <stdexcept>
#include <string>

namespace hfg::battle {

BattleWeather BattleWeather::fromAttackerFirstPip(int rawDie) {
  if (rawDie < 1 || rawDie > 6)
    throw std::invalid_argument("weather die must be 1-6, got " + std::to_string(rawDie));
  return fixed(rawDie == 6   ? TableWeather::Mist
               : rawDie == 1 ? TableWeather::Rain
                             : TableWeather::Fair);
}

BattleWeather BattleWeather::fixed(TableWeather weather) {
  BattleWeather w;
  w.m_weather = weather;
  w.m_rainStarted = weather == TableWeather::Rain;
  return w;
}

void BattleWeather::onAttackerCommanderPip(int rawDie) {
  if (m_weather == TableWeather::Mist && rawDie == 6) m_weather = TableWeather::Fair;
}

void BattleWeather::onDefenderCommanderPip(int rawDie) {
  if (!m_rainStarted || rawDie != 1) return;
  ++m_defenderOnesSinceRain;
  if (m_weather == TableWeather::Rain) m_weather = TableWeather::Fair;
}

std::optional<double> BattleWeather::visibilityPaces() const {
  switch (m_weather) {
    case TableWeather::Mist: return 200.0;
    case TableWeather::Rain: return 1200.0;
    case TableWeather::Fair: return std::nullopt;
  }
  return std::nullopt;
}

std::optional<double> BattleWeather::shootingRangeCapPaces() const {
  if (m_weather == TableWeather::Mist) return 200.0;
  return std::nullopt;
}

bool BattleWeather::navalMayMove(TroopType type) const {
  return m_weather != TableWeather::Mist || type == TroopType::Flotilla;
}

bool BattleWeather::offRoadLimitedToSlowFigure(TroopType type) const {
  if (m_weather == TableWeather::Mist) return categoryOf(type) != TroopCategory::Naval;
  const bool gunsOrLaager =
      categoryOf(type) == TroopCategory::Artillery || type == TroopType::Laager;
  return gunsOrLaager && m_rainStarted && m_defenderOnesSinceRain < 2;
}

}  // namespace hfg::battle
