// MT-12 HFG element types and grades as Howlin' Mobs units (project, MB-33, MB-48).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/battle/howlin_mobs/hm_types.h"
#include "core/battle/howlin_mobs/howlin_settings.h"

namespace hfg::howlin_mobs {

/// What an HFG element becomes.
enum class Becomes {
  ArmyCommander,
  GeneralStand,
  Infantry,
  Sharpshooters,
  Cavalry,
  AttachedGun,
  IndependentGun,
  Wagon,
  LaagerInfantry,
  AeronautSight,
  NotUsed
};

enum class HfgGrade { Elite, Basic, Inferior, Heavy, Horse };

/// One converted element: its unit and weapon for the battle's year.
struct ElementConversion {
  Becomes becomes = Becomes::NotUsed;
  bool canDismount = false;  ///< cavalry that may dismount (Dragoons, Repeaters, Rifles)
  bool canFire = false;
  int pointsPerBase = 0;        ///< small arms
  double rangeIn = 0;           ///< small arms
  std::optional<GunType> gun;   ///< artillery: MT-4 values through gunRow
  double gunLongRangeIn = 0;    ///< artillery long range for the year
  bool horseArtillery = false;  ///< moves as horse artillery (MT-3)
  bool shockCavalry = false;    ///< +1 in fights while mounted
  bool spearmen = false;        ///< +1 in fights when attacking
  bool stoic = false;           ///< +1 unit state
  bool evadesInfantry = false;  ///< Light Horse (MB-35 item 7)
  bool neverMoves = false;      ///< Supply Base, Laager
  bool crack = false;           ///< Elite grade (M-5)
  bool inferior = false;        ///< Inferior grade
};

/// MT-12 for an HFG type name (as the HFG rules spell it), grade and year; empty for a name the
/// table does not know (the caller names the field in its error).
std::optional<ElementConversion> convertElement(std::string_view hfgType, HfgGrade grade, int year,
                                                const HowlinMobsSettings& s);

}  // namespace hfg::howlin_mobs
