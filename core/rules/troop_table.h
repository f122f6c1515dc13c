// Per-type data from the book's tables: army-point costs (T-5), date limits (hfg-battle.md 1.6,
// B-14), base sizes (1.3, B-3, B-4), element equivalents (T-11, B-50) and march classes (C-10).
#pragma once

#include <optional>
#include <string_view>

#include "core/model/troop_type.h"

namespace hfg {

// ---- T-5 army-point costs -------------------------------------------------------------------

/// T-5: the cost in AP of one element of a non-staff type at a grade, or std::nullopt where the
/// book prints "-" (grade not allowed). Staff types always give std::nullopt (see staffCost).
/// Submarine Basic is printed "0", a lost digit (B-18): it gives std::nullopt and
/// isCostUnreadable() says why.
std::optional<int> armyPointCost(TroopType type, Grade grade);

/// B-18: true only for Submarine Basic, whose printed cost "0" is unreadable.
bool isCostUnreadable(TroopType type, Grade grade);

/// T-5: cost of a staff element (Army HQ, Command Party, Native Potentate) by its general's
/// quality; std::nullopt for a non-staff type.
std::optional<int> staffCost(TroopType staffType, GeneralQuality quality);

/// T-5 "Admiral in Flagship": added to the flagship's own cost.
int admiralCost(GeneralQuality quality);

/// TROOP DEFINITIONS: Elite for mounted and foot, Heavy and Horse for artillery, Inferior for
/// mounted, foot and naval; Basic for all. Equivalent to "T-5 does not print '-'" except for
/// the unreadable Submarine Basic, which the book does allow (from 1900).
bool bookAllowsGrade(TroopType type, Grade grade);

// ---- dates ----------------------------------------------------------------------------------

/// First and last battle year a type may be used in; std::nullopt = no limit. From the dates in
/// TROOP DEFINITIONS read with B-14: "(A-B)" is A..B inclusive, "(N>)" is after N (first = N+1),
/// "(>N)" is up to and including N.
struct YearLimits {
  std::optional<int> firstYear;
  std::optional<int> lastYear;
};

YearLimits yearLimitsOf(TroopType type);
bool allowedInYear(TroopType type, int year);

/// TROOP DEFINITIONS: "all submarines (<1900)" are Inferior, so a Basic submarine needs a
/// year of 1900 or later.
inline constexpr int kFirstYearOfBasicSubmarines = 1900;

// ---- element equivalents (T-11) -------------------------------------------------------------

/// B-19/B-50: Flotilla, Submarine and Inferior naval count "as an element equivalent" in the
/// printed text, restored as ½ (a lost "½").
inline constexpr double kMinorNavalEquivalents = 0.5;

/// T-11/B-50: Laager counts 2 and Supply Base 3 for each 200 AP (or part) of the army's elements.
inline constexpr int kPointsPerTrainBlock = 200;

/// T-11: element equivalents of one element. `armyPoints` is the AP total of the elements of
/// the army the element belongs to (B-50); it only matters for Laager and Supply Base.
double elementEquivalents(TroopType type, Grade grade, int armyPoints);

// ---- bases (1.3) ----------------------------------------------------------------------------

/// B-3: the three naval model scales and their base sizes; 1/2400 is the default.
enum class NavalBaseScale { Scale1200, Scale2400, Scale6000 };

/// 1.3: every land element is 400 p wide; naval by model scale (B-3).
int baseFrontagePaces(TroopType type, NavalBaseScale naval = NavalBaseScale::Scale2400);
/// 1.3 (40 mm column): 800, 400, 300 or 200 p; dismountables always 400 (B-4); naval by B-3.
int baseDepthPaces(TroopType type, NavalBaseScale naval = NavalBaseScale::Scale2400);

// ---- campaign march classes (C-10) ----------------------------------------------------------

/// C-10: the five march classes of the book, plus the two kinds that never march by road.
enum class MarchClass {
  Fast,          ///< 3 stages a period, 3 a day
  Steady,        ///< 2 a period, 3 a day
  SlowFoot,      ///< 2 a period, 2 a day
  HorseGuns,     ///< 3 a period, 3 a day
  GunsAndTrain,  ///< 1 a period, 2 a day
  Immobile,      ///< Interpretation (C-10): a Supply Base moves only by rail or water
  Naval,         ///< moves only by water (C-23)
};

/// C-10: stages a force of this class may march in one period and in total in one day.
struct MarchRate {
  int perPeriodStages = 0;
  int perDayStages = 0;
  friend bool operator==(const MarchRate&, const MarchRate&) = default;
};

/// C-10: by type, and for artillery by grade (Horse artillery marches with the horse guns,
/// Heavy with the guns and train). Elite and Inferior do not change the class.
MarchClass marchClassOf(TroopType type, Grade grade = Grade::Basic);
/// C-10 table; Immobile and Naval have {0, 0}: they do not march by road.
MarchRate marchRateOf(MarchClass marchClass);
std::string_view keyOf(MarchClass marchClass);

}  // namespace hfg
