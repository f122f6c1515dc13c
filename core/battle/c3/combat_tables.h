// The project's combat tables KT-18 to KT-25 of shared/spec/c3.md (section 3.2). PROJECT COMBAT:
// the text's chapters 8-13 (combat, casualties, special situations, losses, ammunition, weapon
// classes) are lost; these numbers are the project's own, written in the text's spirit (KB-1,
// KB-38 to KB-51), and every one is data here or a named setting in C3Settings.
#pragma once

#include <optional>

#include "core/battle/c3/c3_settings.h"
#include "core/battle/c3/c3_types.h"
#include "core/model/troop_type.h"

namespace hfg::c3 {

// KT-18: small-arms classes.
enum class WeaponClass { None, ShortMusket, Musket, RifleMusket, BreechLoader, MagazineRifle };
enum class RangeBand { Canister, Close, Effective, Long, OutOfRange };

struct SmallArms {
  WeaponClass weaponClass = WeaponClass::None;
  double maxRangeM = 0;
};
/// KT-18: the class and maximum range of an HFG type in a year; `dismounted` for cavalry on foot,
/// `elite` for Stoic Foot's earlier change of weapon. None for Spearmen and all mounted.
SmallArms smallArmsOf(TroopType type, int year, bool dismounted, bool elite);
/// The Laager's garrison fires rifle-muskets (KT-18, KT-26).
SmallArms laagerGarrisonArms();

struct GunRow {
  double maxRangeM = 0;
  int canister = 0;
  int close = 0;
  int effective = 0;
  int longRange = 0;
};
/// KT-18: artillery per CE of 10 guns; `heavy` adds the Heavy grade row; brass rifled guns use the
/// Mixed row. Throws std::invalid_argument for a type that is not artillery.
GunRow gunRowOf(TroopType type, int year, bool heavy, bool brassRifled = false);

/// KT-18: close up to a third of the maximum range, effective up to two thirds, long to the
/// maximum (canister for artillery within canister_m, Portable 200 m).
RangeBand smallArmsBand(double rangeM, double maxRangeM);
RangeBand gunBand(double rangeM, const GunRow& row, bool portable, const C3Settings& s);
int smallArmsFactor(WeaponClass weaponClass, RangeBand band);
int gunFactor(const GunRow& row, RangeBand band);

// KT-19: fire points, the fire die and SP lost.
struct FirePointsInput {
  int factor = 0;
  int firingCes = 0;
  int spNow = 0;
  int spAtStart = 0;
  bool battleColumn = false;  ///< x 1/2
  bool prolong = false;       ///< x 2 (KB-37)
};
int firePoints(const FirePointsInput& in);

struct FireModifiers {
  // target
  bool targetExtendedOrder = false;
  bool targetMountedOpenOrder = false;
  bool targetInCover = false;
  bool targetInWorksFacing = false;
  bool targetMarchColumn = false;
  bool targetSquareOrColumnAndFirerArtillery = false;
  bool targetLimberedOrTrain = false;
  bool targetEnfiladed = false;
  // firer
  Training firerGrade = Training::Trained;
  int firerFatigue = 0;
  bool firerDisordered = false;
  bool firerFootMoved = false;
  bool grandBattery = false;
};
int fireDieModifier(const FireModifiers& m);
/// D = 1D10 + modifiers, kept within 0..15.
int fireDie(int d10, const FireModifiers& m, const C3Settings& s);
/// SP lost = floor(FP x D / casualty_divisor).
int spLostToFire(int fp, int d, const C3Settings& s);

// KT-20: the Combat Result Test.
enum class CombatResult { Stands, FallsBack, Routs };
struct CrtModifiers {
  Training grade = Training::Trained;
  bool stoicFoot = false;
  bool commanderInContact = false;
  bool inCover = false;
  bool inWorks = false;
  bool supported = false;
  int fatigue = 0;
  int spLostSoFar = 0;  ///< including this round's
  int spAtStart = 0;
  bool enfiladed = false;
  bool disordered = false;
};
int crtModifier(const CrtModifiers& m);
int crtScore(int d10, const CrtModifiers& m, int spLostThisRound);
CombatResult crtResult(int score);

// KT-21: close combat factors. nullopt never: every Unit has a factor (perhaps 0).
struct CloseCombatant {
  Arm arm = Arm::Foot;
  TroopType type = TroopType::Bayonets;
  Formation formation = Formation::Line;
  bool attackedOnFront = true;  ///< artillery: 3 only when attacked on its front
};
int closeCombatFactor(const CloseCombatant& unit, bool againstMounted);

// KT-22.
struct CloseModifiers {
  bool chargeBonus = false;
  bool flankOrRear = false;
  int flanksOverlapped = 0;  ///< at most 2 count
  int furtherUnits = 0;      ///< at most 2 count
  double spRatio = 1;        ///< its side's SP over the other side's
  bool uphill = false;
  bool defendingWorks = false;
  bool defendingBuiltUp = false;
  bool defendingWoodOrLinear = false;
  Training grade = Training::Trained;
  bool commanderInContact = false;
  int fatigue = 0;
  bool disordered = false;
  int spLost = 0;
  int spAtStart = 0;
  bool typeBonus = false;  ///< Spearmen; Cuirassiers against mounted; Stoic Foot defending
};
int closeCombatModifier(const CloseModifiers& m);

// KT-23.
struct CloseResult {
  int d = 0;
  bool locked = false;
  bool lowerRouts = false;  ///< else falls back (when not locked)
  int lowerSpLoss = 0;
  int higherSpLoss = 0;
};
CloseResult closeCombatResult(int higherScore, int lowerScore);

// KT-24: fatigue.
struct FatigueGains {
  int roundsFired = 0;
  int spLost = 0;
  int closeRounds = 0;
  int minutesAtCharge = 0;
  int fiveMinutesAtDouble = 0;
};
int fatigueGained(const FatigueGains& g);
int addFatigue(int fatigue, int gained, const C3Settings& s);
/// One point back per full 10 minutes of rest (KT-24).
int recoverFatigue(int fatigue, int restMinutes, const C3Settings& s);
bool exhausted(int fatigue, const C3Settings& s);

// KT-25: ammunition in combat rounds of fire.
int ammunitionCarried(Arm arm, bool dismounted, const C3Settings& s);
/// A prolonge round of double fire uses 2.
int ammunitionUsed(bool prolong);

}  // namespace hfg::c3
