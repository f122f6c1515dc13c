// The tables decoded from the surviving text, KT-1 to KT-12 of shared/spec/c3.md (section 3.1).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/battle/c3/c3_settings.h"
#include "core/battle/c3/c3_types.h"

namespace hfg::c3 {

// KT-1: how many troops 100 m of frontage holds.
enum class FrontageOrder {
  FootThreeRanks,
  FootTwoRanks,
  FootExtended,
  MountedTwoRanks,
  MountedOneRank
};
int menPerHundredMetres(FrontageOrder order);
/// KT-1: deployed artillery puts 8 to 15 pieces on 100 m.
inline constexpr int kGunsPerHundredMetresMin = 8;
inline constexpr int kGunsPerHundredMetresMax = 15;

// KT-2: base depths in metres.
struct DepthRange {
  double minM;
  double maxM;
};
DepthRange footBaseDepthM();
/// The cavalry depth is lost in the text: KB-2 takes the squadron interval.
double cavalryBaseDepthM(const C3Settings& s);
double deployedArtilleryMinDepthM();
/// Limbered artillery: 10 m of frontage per pair of guns, 60 m deep.
double limberedArtilleryFrontageM(int guns);
double limberedArtilleryDepthM();
/// Supply train: 10 m frontage; 60 m of depth per 8 caissons or 16 wagons.
double supplyTrainDepthM(int caissons, int wagons);

// KT-3: Commander castings by level, lowest first.
struct CommanderCasting {
  int mountedFigures;
  int footFigures;
  std::string_view example;
};
/// level 0 is the lowest shown (a division), 3 a grand army; throws std::out_of_range beyond.
CommanderCasting commanderCasting(int level);

// KT-4: Unit sizes by the player's force size.
enum class ForceSize { Division, Corps, Army, GrandArmy };
struct UnitSizes {
  double metresPerMm;
  std::string_view infantry;
  std::string_view cavalry;
  std::string_view artillery;
};
UnitSizes unitSizes(ForceSize force);

// KT-5: the responses each Event allows (the "used" column; KB-12's switch gives the other reading).
std::vector<Response> allowedResponses(Event event, const C3Settings& s);
bool allows(Event event, Response response, const C3Settings& s);
// KT-6.
std::string_view whatItAllows(Response response);

// KT-7: the kind of each UnitCommand and its response delay for a given D10 (never below 0, KB-27).
CommandKind kindOf(UnitCommand command);
int responseDelayMin(UnitCommand command, int d10);
/// KB-27: combined Commands make one test and take the longer kind's delay (the standard one).
int combinedResponseDelayMin(UnitCommand first, UnitCommand second, int d10);

// KT-8: visibility distances; against extended order each is a third.
struct SightDistances {
  double seenM;      ///< any troops in the open
  double kindM;      ///< mounted told from foot
  double strengthM;  ///< strength estimated
  double signalM;    ///< signals read
};
SightDistances sightDistances(bool targetExtendedOrder);
/// KT-8: nationality is made out at 1D10 x 250 m (never thrown while c3_identify_nationality is off).
double nationalityDistanceM(int d10);
/// KT-8: stationary troops inside a wood or built-up area seen by others inside it.
double insideCoverSightM(bool targetExtendedOrder);
inline constexpr int kIdentifyAttemptMin = 15;

// KT-9: heights of obstacles.
enum class Obstacle { Troops, Wall, Hedge, SingleStorey, TwoStorey, ThreeStorey, Wood, Contour };
double obstacleHeightM(Obstacle obstacle);

// KT-10: the patrols' contact test and the token cup.
enum class PatrolOutcome { SmallerRetires, NoEffect, LargerRetires };
struct PatrolResult {
  PatrolOutcome outcome;
  double retireM;   ///< how far the retiring side goes (0 for no effect)
  int noEffectMin;  ///< 60 for no effect: then they may test again
};
PatrolResult patrolContactResult(int modifiedScore);
/// The difference the contact test adds: initiator's count minus the other's, mounted patrols
/// counting three times against a side with only foot patrols, and with equal numbers the side
/// that made the contact counting as larger. Returns {difference >= 0, initiatorIsLarger}.
struct PatrolOdds {
  int difference;
  bool initiatorLarger;
};
PatrolOdds patrolOdds(int initiatorFoot, int initiatorMounted, int otherFoot, int otherMounted);
/// The 30 tokens of the cup, in percent of the true strength (-30 .. +30).
const std::vector<int>& tokenCup();
/// The strength reported under a token (rounded to the nearest man).
int reportedStrength(int trueStrength, int tokenPercent);

// KT-11: slopes from a contour interval and the spacing between contours (KB-10 fills the lost
// rows by gradient: gentle to 1 in 11, steep to 1 in 6, very steep to 1 in 4).
Slope slopeOf(double contourIntervalM, double spacingM);
Slope slopeOfGradient(double rise, double run);

// KT-12: the terrain multipliers; nullopt is "NA" (may not enter or cross). Clear ground, gentle
// and steep slopes cost x1 where the table says so. For wall, hedge and stream the artillery
// columns hold the minutes to make a way (KB-9), see wayMakingMin.
std::optional<double> terrainMultiplier(Ground ground, TerrainColumn column);
/// KB-9 (b): minutes artillery halts at a linear obstacle to make a way, then crosses at x1.
int wayMakingMin(TerrainColumn column, const C3Settings& s);
/// KB-9 (a): horse and Portable artillery use "Dispersed", the rest and trains "Smooth bore".
TerrainColumn artilleryColumn(bool horseOrPortable);

}  // namespace hfg::c3
