// The words of the C3 rules (spec 1.3, 1.5, KT-5 to KT-7, KT-14, KT-26) as types.
#pragma once

#include <string_view>

namespace hfg::c3 {

/// What a Unit is on the table (KT-26).
enum class Arm { Foot, Mounted, Artillery, SupplyTrain };

/// The formations of KT-14/KT-15 (artillery and trains use Limbered, Unlimbered, MarchColumn;
/// dismounted cavalry Line, ExtendedOrder, MarchColumn, KB-50).
enum class Formation {
  Line,
  DoubleLine,
  BattleColumn,
  Square,
  ExtendedOrder,
  OpenOrder,
  MarchColumn,
  Unlimbered,
  Limbered
};

/// Artillery by its movement and limbering (KT-13, KT-16, KT-26).
enum class GunDraught { Foot, Horse, Heavy };

/// The columns of KT-12, in the table's order.
enum class TerrainColumn {
  FootCloseOrder,
  FootExtendedOrder,
  FootColumnOfMarch,
  MountedCloseOrder,
  MountedOpenOrder,
  MountedExtendedOrder,
  MountedColumnOfMarch,
  ArtilleryDispersed,
  ArtillerySmoothBore
};

/// The rows of KT-12 (river: never crossed except at a bridge or ford, K-53).
enum class Ground {
  Clear,
  Wood,
  Forest,
  BuiltUp,
  Rough,
  LinearObstacle,
  River,
  Bridge,
  Ford,
  GentleSlope,
  SteepSlope,
  VerySteepSlope,
  Impassable
};

/// The slope classes of KT-11.
enum class Slope { Gentle, Steep, VerySteep, Impassable };

/// The Events of KT-5, a..i.
enum class Event { A, B, C, D, E, F, G, H, I };

/// The responses of KT-6.
enum class Response { A, B, C, D };

/// The Commands of KT-7.
enum class UnitCommand {
  GeneralAdvance,
  Halt,
  ChangeFormation,
  Square,
  Charge,
  CounterCharge,
  Evade,
  Withdraw,
  ActNow
};

/// KT-7: standard Commands respond after 1D10 minutes, special ones after 1D10 - 5.
enum class CommandKind { Standard, Special };

/// Grades (KT-26): HFG Elite, Basic, Inferior.
enum class Training { Elite, Trained, Raw };

std::string_view name(Arm arm);
std::string_view name(Formation formation);
std::string_view name(UnitCommand command);

}  // namespace hfg::c3
