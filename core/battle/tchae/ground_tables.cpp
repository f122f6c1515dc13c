// ET-5, ET-6, ET-8, ET-26 and E-61 as data and lookups.
#include "core/battle/tchae/ground_tables.h"

#include <array>

namespace hfg::tchae {

SpotNeed spottingNeed(TerrainGrade blindTerrain, double rangeIn, bool spotterHigher) {
  // ET-5 columns: < 5, < 8, < 16, < 24, < 36, < 48; 0 = automatic, -1 = cannot.
  static constexpr std::array<double, 6> kBands{5, 8, 16, 24, 36, 48};
  static constexpr std::array<std::array<int, 6>, 3> kTable{{
      {0, 0, 6, 8, 10, 11},
      {0, 5, 7, 9, 11, 12},
      {0, 6, 8, 10, 12, -1},
  }};
  int column = 6;  // 48 in or more
  for (std::size_t i = 0; i < kBands.size(); ++i)
    if (rangeIn < kBands[i]) {
      column = static_cast<int>(i);
      break;
    }
  if (spotterHigher && column > 0) --column;
  if (column >= 6) return {};
  const int cell = kTable[static_cast<std::size_t>(blindTerrain)][static_cast<std::size_t>(column)];
  if (cell < 0) return {};
  if (cell == 0) return {true, true, 0};
  return {true, false, cell};
}

double automaticSpotIn(TerrainGrade blindTerrain) {
  return blindTerrain == TerrainGrade::Open ? 8 : 5;
}

double moveRateIn(const Unit& u, const MoveRateInput& in) {
  double rate = 0;
  if (u.prone) return 0;  // EB-61
  const bool routing = u.status == Status::Routed;
  switch (u.arm) {
    case Arm::Infantry:
      if (routing)
        rate = in.startsInDifficult ? 4 : 8;
      else if (u.isSkirmisher() && in.firedThisActivation)
        rate = in.startsInDifficult ? 1.5 : 3;
      else
        rate = in.startsInDifficult ? 3 : 6;
      break;
    case Arm::Cavalry:
      if (!u.mounted) {
        if (routing)
          rate = in.startsInDifficult ? 4 : 8;
        else if (in.firedThisActivation)
          rate = in.startsInDifficult ? 1.5 : 3;
        else
          rate = in.startsInDifficult ? 3 : 6;
      } else {
        rate = routing ? (in.startsInDifficult ? 4 : 16) : (in.startsInDifficult ? 3 : 12);
      }
      break;
    case Arm::Artillery:
      if (in.startsInDifficult) return 0;
      if (!u.limbered)
        rate = u.isLightArtillery() ? 2 : 0;  // manhandled, light only
      else
        rate = u.isLightArtillery() ? 12 : 6;
      break;
  }
  return in.retiring ? rate / 2 : rate;
}

double commanderRateIn(bool startsInDifficult, const TchaeSettings& s) {
  return startsInDifficult ? s.commanderDifficultIn : 12;
}

double blindMoveIn(bool column, bool startsInDifficult) {
  const double rate = column ? 8 : 4;
  return startsInDifficult ? rate / 2 : rate;
}

double zocDepthIn(const Unit& u, GameLevel level, bool inDifficult, const TchaeSettings& s) {
  if (!u.onTable || u.eliminated || u.status == Status::Routed) return 0;
  if (u.arm == Arm::Artillery && u.limbered) return 0;
  if (level == GameLevel::Corps) return inDifficult ? s.zocCorpsDifficultIn : s.zocCorpsOpenIn;
  return inDifficult ? s.zocDifficultIn : s.zocOpenIn;
}

bool multipleMoveAllowed(double nearestOpenEnemyIn, double nearestCoverEnemyIn,
                         double nearestBlindIn, const TchaeSettings& s) {
  return nearestOpenEnemyIn > s.multiMoveClearIn && nearestCoverEnemyIn > s.multiMoveCoverIn &&
         nearestBlindIn > s.multiMoveBlindIn;
}

}  // namespace hfg::tchae
