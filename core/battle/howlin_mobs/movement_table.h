// MT-3 the Movin' table, with the readings of MB-19 and MB-22.
#pragma once

#include <optional>

#include "core/battle/howlin_mobs/howlin_settings.h"

namespace hfg::howlin_mobs {

/// The rows of MT-3 (plus the courier of MB-14); dismounted cavalry move as Infantry (M-26).
enum class MoveClass {
  Infantry,
  Sharpshooters,
  Cavalry,
  FieldArtillery,
  HorseArtillery,
  Wagon,
  General,
  Courier
};

enum class RoughEffect { Penalty, NoEffect, RoadOnly };
enum class ObstacleEffect { FullMove, NoEffect, CannotCross };

struct MovementRow {
  MoveClass unit;
  double openIn = 0;        ///< limbered for artillery
  double unlimberedIn = 0;  ///< MB-19 "(3)": guns pushed by hand; 0 for the others
  RoughEffect rough = RoughEffect::NoEffect;
  ObstacleEffect obstacle = ObstacleEffect::NoEffect;
};

const MovementRow& movementRow(MoveClass unit);

/// How far a unit may move (MB-19, MB-21): `touchesRough` when any sampled pose overlaps rough
/// ground, `alongRoad` when that rough ground is crossed along a road. Empty: it may not go.
std::optional<double> moveAllowanceIn(MoveClass unit, bool limbered, bool touchesRough,
                                      bool alongRoad, const HowlinMobsSettings& s);

}  // namespace hfg::howlin_mobs
