// Generated open-field battles: two armies in line with cavalry on the wings, artillery beside the foot and a second line (issue #5 tests and benchmark).
#pragma once

#include <array>
#include <string>

#include "core/battle/hfg/battle_setup.h"

namespace hfg::battle {

/// One army of a generated battle.
struct ArmySpec {
  int foot = 6;         ///< front-line foot, in the middle
  int mounted = 2;      ///< split over both wings
  int artillery = 0;    ///< between the foot and the cavalry
  int reserveFoot = 0;  ///< the second line, 600 p behind the centre
  TroopType footType = TroopType::Bayonets;
  TroopType mountedType = TroopType::HeavyCavalry;
  TroopType artilleryType = TroopType::Smoothbore;
  Grade footGrade = Grade::Basic;
  Grade mountedGrade = Grade::Basic;
  Grade reserveGrade = Grade::Elite;
  int commands = 1;  ///< front line split between them; with 3 or
                     ///< more, the second line is its own command
  GeneralQuality quality = GeneralQuality::Ordinary;
  bool staffOnly = false;  ///< just the C-in-C's staff element
};

/// An army of about `points` AP (T-5 element and general costs) in the proportions 6 foot :
/// 2 mounted : 1 artillery, a sixth of the foot in the second line, 3 commands.
ArmySpec armyOfPoints(int points, int year = 1809);
/// T-5 cost of a generated army (elements and generals).
int pointsOf(const ArmySpec& army, int year = 1809);

/// The battle: side 0 ("blue", south edge) and side 1 ("red", north edge), front lines
/// `gapPaces` apart across the middle of the table, no terrain, fair weather.
struct GeneratedBattle {
  std::array<ArmySpec, 2> armies;
  int attacker = 0;
  int year = 1809;
  int boundsPerSide = 12;
  double gapPaces = 2400;
  TableSize table = TableSize::Standard;  ///< wide when the front lines need it
};
BattleSetup generateBattle(const GeneratedBattle& spec);

}  // namespace hfg::battle
