// MT-3 decoded from the flattened run "Infantry 9-3 Full Sharpshooter 9 No Effect No Effect ...".
#include "core/battle/howlin_mobs/movement_table.h"

#include <array>
#include <stdexcept>

namespace hfg::howlin_mobs {

const MovementRow& movementRow(MoveClass unit) {
  using R = RoughEffect;
  using O = ObstacleEffect;
  static const std::array<MovementRow, 8> kRows{{
      {MoveClass::Infantry, 9, 0, R::Penalty, O::FullMove},
      {MoveClass::Sharpshooters, 9, 0, R::NoEffect, O::NoEffect},
      {MoveClass::Cavalry, 12, 0, R::RoadOnly, O::FullMove},
      {MoveClass::FieldArtillery, 9, 3, R::RoadOnly, O::FullMove},
      {MoveClass::HorseArtillery, 12, 3, R::RoadOnly, O::FullMove},
      {MoveClass::Wagon, 9, 0, R::RoadOnly, O::CannotCross},
      {MoveClass::General, 12, 0, R::NoEffect, O::NoEffect},
      {MoveClass::Courier, 24, 0, R::NoEffect, O::NoEffect},
  }};
  for (const MovementRow& row : kRows)
    if (row.unit == unit) return row;
  throw std::invalid_argument("MT-3: unknown move class");
}

std::optional<double> moveAllowanceIn(MoveClass unit, bool limbered, bool touchesRough,
                                      bool alongRoad, const HowlinMobsSettings& s) {
  const MovementRow& row = movementRow(unit);
  if (unit == MoveClass::Courier) return s.courierMoveIn;
  const bool artillery = unit == MoveClass::FieldArtillery || unit == MoveClass::HorseArtillery;
  const double base = artillery && !limbered ? row.unlimberedIn : row.openIn;
  if (!touchesRough) return base;
  switch (row.rough) {
    case RoughEffect::NoEffect: return base;
    case RoughEffect::Penalty: return base - s.infantryRoughPenaltyIn;
    case RoughEffect::RoadOnly:
      if (alongRoad) return base;
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace hfg::howlin_mobs
