// From the HFG campaign and back: KT-26 to KT-30 of shared/spec/c3.md (section 6), all the
// project's own (KB-4, KB-6, KB-9 to KB-11, KB-18, KB-59).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/battle/c3/c3_settings.h"
#include "core/battle/c3/c3_types.h"
#include "core/battle/c3/movement_tables.h"
#include "core/model/troop_type.h"

namespace hfg::c3 {

// KT-26: what an HFG element becomes.
enum class ElementRole { Commander, Unit, Works, Observer, NotUsed };
struct UnitProfile {
  ElementRole role = ElementRole::NotUsed;
  Arm arm = Arm::Foot;
  MoverClass mover = MoverClass::Foot;
  int ces = 0;        ///< combat elements (bases for a supply train)
  int menOrGuns = 0;  ///< men (foot, mounted) or guns (artillery)
  Training grade = Training::Trained;
  bool mayDismount = false;
  bool mayPatrol = false;
  bool mayEvade = false;
  bool neverMoves = false;   ///< Supply Base; the Laager's garrison
  bool commandPost = false;  ///< Army HQ (KB-17)
};
UnitProfile unitProfileOf(TroopType type, hfg::Grade hfgGrade, int year);
/// KT-26 grades: Elite stays Elite, Basic is Trained, Inferior Raw (artillery's Heavy and Horse
/// grades are Trained and change its draught instead).
Training c3GradeOf(hfg::Grade hfgGrade);

// KT-27: C3 ratings (1 best .. 4 poorest), minutes per level = 5 x rating (K-22).
int c3Rating(GeneralQuality quality, bool nativePotentate, bool alliedCommand);
inline constexpr int kPatrolRating = 1;
int processingMin(int rating);

// KT-28: HFG terrain and works.
enum class HfgGround {
  GoodGoing,
  Road,
  GentleHill,
  DifficultHill,
  Wood,
  Bua,
  Marsh,
  SlowGoing,
  Stream,
  Gully,
  River,
  Waterway,
  Railway,
  Redoubt,
  StrongPoint,
  Entrenchment,
  Elf,
  Obstacle
};
struct C3Ground {
  Ground ground = Ground::Clear;
  bool works = false;
  bool cover = false;              ///< cover for Units in it (or behind it, for linear ground)
  bool coverExtendedOnly = false;  ///< marsh and slow going: cover only in extended order
  double crestM = 0;               ///< hills: crest height (KB-10)
  double sightHeightM = 0;         ///< height added for sight lines (KB-11)
};
/// `areaKm2` decides wood or forest (forest_min_km2).
C3Ground c3GroundOf(HfgGround hfg, double areaKm2, const C3Settings& s);

// KT-29: element fates.
enum class Fate { Present, Spent, Destroyed, OffTable };
struct UnitEnd {
  int spAtStart = 0;
  int spNow = 0;
  int fatigue = 0;
  bool captured = false;  ///< artillery or train lost in close combat
  bool dispersedByFailedRallies = false;
  bool routingOnTable = false;
  bool offTable = false;
};
Fate fateOf(const UnitEnd& u, const C3Settings& s);
std::string_view keyOf(Fate fate);

// KT-30: periods, minutes and bounds.
inline constexpr int kMorningStartMin = 6 * 60;
inline constexpr int kAfternoonStartMin = 12 * 60;
inline constexpr int kNightfallMin = 18 * 60;
inline constexpr int kPeriodMin = 360;
/// Bounds a side: 12 per filled period before the last, max(1, ceil(12 m / 360)) for the last.
int boundsFought(int startClockMin, int endClockMin);
/// Minutes after the battle start at which an element with arrivesAtBound b arrives.
int arrivalMinuteOfBound(int arrivesAtBound);
/// A campaign arrival at fraction f of its period: the period's start + floor(360 f).
int arrivalMinuteOfFraction(int periodStartClockMin, double fraction);
/// "09:00" for a clock in minutes after midnight.
std::string clockText(int clockMin);

}  // namespace hfg::c3
