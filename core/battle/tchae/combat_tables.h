// Combat values (ET-17, ET-18, EB-11), resolution (ET-19), results (ET-20) and firefights (ET-21).
#pragma once

#include <string_view>

#include "core/battle/tchae/tchae_settings.h"
#include "core/battle/tchae/unit.h"

namespace hfg::tchae {

/// ET-17 columns and ET-19 rows: skirmishers and dismounted cavalry count as infantry (EB-6).
enum class CombatArm { Infantry, Cavalry, Artillery };
CombatArm combatArmOf(const Unit& u);

/// ET-17: base value of `own` against an opponent of `opponent` arm.
int baseCombatValue(const Unit& own, CombatArm opponent);

/// Everything ET-18 reads for one side of a combat.
struct CombatSideInput {
  double outnumberRatio = 1;  ///< own SP in contact / enemy SP in contact (EB-13)
  double overlap = 0;         ///< EB-12
  bool attacking = false;
  bool defendingHardCover = false;
  int infantryCavalrySupports = 0;  ///< capped at 3 (E-90)
  int supportingGuns = 0;           ///< regimental: floor(guns / 4); corps: models (E-105)
  bool terrainAdvantage = false;
  bool mediumSmoothbore = false;  ///< in the combat or in support
  bool skirmishersInDifficult = false;
  double ownMeanClass = 1;  ///< EB-15
  double enemyMeanClass = 1;
  int officerLf = 0;
  bool disorderedInGoodTerrain = false;
};
/// E-93 with EB-11: max(0, base + modifiers), then halved per halving.
double combatValue(const Unit& own, CombatArm opponent, const CombatSideInput& in, GameLevel level,
                   const TchaeSettings& s = {});
/// E-92, EB-15: the class modifier of the side with mean `own` against `enemy`.
int classModifier(double own, double enemy);

/// ET-19 result codes; the letter of h/l names which side the result hits.
enum class CombatCode {
  HigherRouts,
  HigherDefeated,
  LowerDefeated,
  LowerRouts,
  Firefight,
  BreakOff,
  Halt,
  NeverReaches
};
/// ET-19: row from the two fighting units (higher first), index = floor(2D6 + difference).
CombatCode combatResult(CombatArm higher, CombatArm lower, int index);
std::string_view keyOf(CombatCode code);

/// ET-20: SP lost by the side the result hits and by the other.
struct CombatCasualties {
  int loser = 0;
  int winner = 0;
};
CombatCasualties casualtiesFor(CombatCode code);

/// ET-21: casualties a side inflicts in a firefight.
int firefightCasualties(const Unit& own, int ownD6, int enemyD6);
/// What the winner list of ET-21 reads for one side.
struct FirefightSide {
  const Unit* unit = nullptr;
  bool defeated = false;  ///< after this firefight's casualties (EB-45)
  bool defendingWallOrHardCover = false;
  int d6 = 0;
};
/// ET-21: 0 = a wins, 1 = b wins, -1 = no winner.
int firefightWinner(const FirefightSide& a, const FirefightSide& b);

}  // namespace hfg::tchae
