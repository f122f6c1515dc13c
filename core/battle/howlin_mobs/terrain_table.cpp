// MT-13 as data. Rivers are impassable except at fords (obstacles) and bridges (roads): the
// crossing points come from the set-up, not from this row.
#include "core/battle/howlin_mobs/terrain_table.h"

#include <array>
#include <stdexcept>

namespace hfg::howlin_mobs {

const TerrainRow& terrainRow(HfgTerrain hfg) {
  using H = HfgTerrain;
  using T = HmTerrain;
  using G = Ground;
  using S = SightClass;
  using P = Protection;
  using F = Facing;
  static const std::array<TerrainRow, 18> kRows{{
      {H::GoodGoing, T::Open, G::Open, S::Open, P::None, F::None},
      {H::GentleHill, T::Open, G::Open, S::Open, P::None, F::None},
      {H::Road, T::Road, G::Open, S::Open, P::None, F::None},
      {H::SlowGoing, T::Rough, G::Rough, S::Open, P::None, F::None},
      {H::Marsh, T::Rough, G::Rough, S::Open, P::None, F::None},
      {H::DifficultHill, T::Rough, G::Rough, S::Open, P::None, F::None},
      {H::Wood, T::Woods, G::Rough, S::Woods, P::Cover, F::All},
      {H::Bua, T::Rough, G::Rough, S::Cover, P::Cover, F::All},
      {H::Stream, T::Obstacle, G::Obstacle, S::Open, P::None, F::None},
      {H::Gully, T::Obstacle, G::Obstacle, S::Open, P::None, F::None},
      {H::River, T::Impassable, G::Obstacle, S::Open, P::None, F::None},
      {H::Waterway, T::Impassable, G::Obstacle, S::Open, P::None, F::None},
      {H::Railway, T::Open, G::Open, S::Open, P::None, F::None},
      {H::Redoubt, T::Redoubt, G::Open, S::Cover, P::Works, F::FrontAndFlanks},
      {H::StrongPoint, T::Redoubt, G::Open, S::Cover, P::Works, F::FrontAndFlanks},
      {H::Entrenchment, T::Entrenchment, G::Open, S::Cover, P::Works, F::Front},
      {H::Elf, T::Entrenchment, G::Open, S::Cover, P::Works, F::Front},
      {H::ObstaclePreparation, T::ObstacleAndCoverLine, G::Obstacle, S::Open, P::Cover, F::Front},
  }};
  for (const TerrainRow& row : kRows)
    if (row.hfg == hfg) return row;
  throw std::invalid_argument("MT-13: unknown HFG terrain");
}

}  // namespace hfg::howlin_mobs
