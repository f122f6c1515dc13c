// MT-13 HFG terrain and works as Howlin' Mobs ground (project, MB-20).
#pragma once

#include "core/battle/howlin_mobs/hm_types.h"
#include "core/battle/howlin_mobs/morale_tables.h"

namespace hfg::howlin_mobs {

/// The HFG terrain and works classes of T-13 and T-14 that MT-13 lists.
enum class HfgTerrain {
  GoodGoing,
  GentleHill,
  Road,
  SlowGoing,
  Marsh,
  DifficultHill,
  Wood,
  Bua,
  Stream,
  Gully,
  River,
  Waterway,
  Railway,
  Redoubt,
  StrongPoint,
  Entrenchment,
  Elf,
  ObstaclePreparation
};

enum class HmTerrain {
  Open,
  Road,
  Rough,
  Woods,
  Obstacle,
  Impassable,
  Redoubt,
  Entrenchment,
  ObstacleAndCoverLine
};
/// Which directions a protection covers (M-52, M-53, MB-34).
enum class Facing { None, Front, FrontAndFlanks, All };

struct TerrainRow {
  HfgTerrain hfg;
  HmTerrain becomes;
  Ground movement;
  SightClass sight;
  Protection protection;
  Facing protects;
};

const TerrainRow& terrainRow(HfgTerrain hfg);

}  // namespace hfg::howlin_mobs
