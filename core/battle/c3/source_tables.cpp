#include "core/battle/c3/source_tables.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

namespace hfg::c3 {

int menPerHundredMetres(FrontageOrder order) {
  switch (order) {
    case FrontageOrder::FootThreeRanks: return 360;
    case FrontageOrder::FootTwoRanks: return 240;
    case FrontageOrder::FootExtended: return 120;
    case FrontageOrder::MountedTwoRanks: return 200;
    case FrontageOrder::MountedOneRank: return 100;
  }
  return 0;
}

DepthRange footBaseDepthM() { return {50, 60}; }
double cavalryBaseDepthM(const C3Settings& s) { return s.cavalryBaseDepthM; }
double deployedArtilleryMinDepthM() { return 240; }
double limberedArtilleryFrontageM(int guns) { return 10.0 * std::ceil(guns / 2.0); }
double limberedArtilleryDepthM() { return 60; }

double supplyTrainDepthM(int caissons, int wagons) {
  // 8 six-horse caissons or 16 light wagons fill one 60 m base; part bases count whole.
  const double bases = caissons / 8.0 + wagons / 16.0;
  return 60.0 * std::ceil(bases);
}

CommanderCasting commanderCasting(int level) {
  static const std::array<CommanderCasting, 4> kRows{{
      {1, 0, "division or equivalent"},
      {1, 1, "corps"},
      {2, 0, "army"},
      {2, 1, "grand army"},
  }};
  return kRows.at(static_cast<std::size_t>(level));
}

UnitSizes unitSizes(ForceSize force) {
  switch (force) {
    case ForceSize::Division: return {2.5, "battalion", "battalion or regiment", "single battery"};
    case ForceSize::Corps: return {5, "brigade", "brigade", "converged divisional guns"};
    case ForceSize::Army: return {10, "division", "brigade", "converged corps reserve batteries"};
    case ForceSize::GrandArmy:
      return {20, "corps", "division", "converged corps reserve batteries"};
  }
  return {};
}

std::vector<Response> allowedResponses(Event event, const C3Settings& s) {
  using R = Response;
  switch (event) {
    case Event::A:
    case Event::B:
    case Event::C:
    case Event::D:
    case Event::F:
      // KB-12: the unprinted events; the other reading lets them answer in every way.
      if (s.unlistedEventsAllowAll) return {R::A, R::B, R::C, R::D};
      if (event == Event::F) return {R::A, R::B, R::C};
      return {R::A, R::B, R::D};
    case Event::E: return {R::A, R::B, R::D};
    case Event::G: return {R::A, R::B, R::C};
    case Event::H: return {R::B};
    case Event::I: return {R::D};
  }
  return {};
}

bool allows(Event event, Response response, const C3Settings& s) {
  const auto all = allowedResponses(event, s);
  return std::find(all.begin(), all.end(), response) != all.end();
}

std::string_view whatItAllows(Response response) {
  switch (response) {
    case Response::A:
      return "protect the force while keeping to the Orders or Command: at most a third of it "
             "turned on the threat; foot may form square, artillery limber or unlimber, cavalry "
             "charge or counter-charge";
    case Response::B: return "send a Message to the immediate superior";
    case Response::C: return "go back to the first Orders and formation";
    case Response::D:
      return "bring new Orders into force, or issue Orders or Commands to those under him";
  }
  return "";
}

CommandKind kindOf(UnitCommand command) {
  switch (command) {
    case UnitCommand::GeneralAdvance:
    case UnitCommand::Halt:
    case UnitCommand::ChangeFormation: return CommandKind::Standard;
    default: return CommandKind::Special;
  }
}

int responseDelayMin(UnitCommand command, int d10) {
  if (kindOf(command) == CommandKind::Standard) return d10;
  return std::max(0, d10 - 5);  // KB-27: 0 or less is at once
}

int combinedResponseDelayMin(UnitCommand first, UnitCommand second, int d10) {
  return std::max(responseDelayMin(first, d10), responseDelayMin(second, d10));
}

SightDistances sightDistances(bool targetExtendedOrder) {
  const double f = targetExtendedOrder ? 1.0 / 3.0 : 1.0;
  return {5000 * f, 3000 * f, 1000 * f, 5000 * f};
}

double nationalityDistanceM(int d10) { return 250.0 * d10; }
double insideCoverSightM(bool targetExtendedOrder) { return targetExtendedOrder ? 50 : 200; }

double obstacleHeightM(Obstacle obstacle) {
  switch (obstacle) {
    case Obstacle::Troops:
    case Obstacle::Wall:
    case Obstacle::Hedge: return 2;
    case Obstacle::SingleStorey: return 3;
    case Obstacle::TwoStorey: return 5;
    case Obstacle::ThreeStorey:
    case Obstacle::Wood:
    case Obstacle::Contour: return 10;
  }
  return 0;
}

PatrolResult patrolContactResult(int modifiedScore) {
  if (modifiedScore >= 8) return {PatrolOutcome::SmallerRetires, 1000, 0};
  if (modifiedScore >= 2) return {PatrolOutcome::NoEffect, 0, 60};
  return {PatrolOutcome::LargerRetires, 500, 0};
}

PatrolOdds patrolOdds(int initiatorFoot, int initiatorMounted, int otherFoot, int otherMounted) {
  // Mounted patrols count three times when the other side has only foot patrols.
  const bool otherOnlyFoot = otherMounted == 0 && otherFoot > 0;
  const bool initiatorOnlyFoot = initiatorMounted == 0 && initiatorFoot > 0;
  const int a = initiatorFoot + initiatorMounted * (otherOnlyFoot ? 3 : 1);
  const int b = otherFoot + otherMounted * (initiatorOnlyFoot ? 3 : 1);
  return {std::abs(a - b), a >= b};
}

const std::vector<int>& tokenCup() {
  static const std::vector<int> kCup = [] {
    std::vector<int> cup;
    const std::array<std::pair<int, int>, 7> kCounts{
        {{-30, 3}, {30, 3}, {-20, 3}, {20, 3}, {-10, 6}, {10, 6}, {0, 6}}};
    for (const auto& [percent, count] : kCounts) cup.insert(cup.end(), count, percent);
    return cup;
  }();
  return kCup;
}

int reportedStrength(int trueStrength, int tokenPercent) {
  return static_cast<int>(std::lround(trueStrength * (100.0 + tokenPercent) / 100.0));
}

Slope slopeOfGradient(double rise, double run) {
  if (rise <= 0) return Slope::Gentle;
  const double oneIn = run / rise;  // "1 in oneIn"
  if (oneIn >= 11) return Slope::Gentle;
  if (oneIn >= 6) return Slope::Steep;
  if (oneIn >= 4) return Slope::VerySteep;
  return Slope::Impassable;
}

Slope slopeOf(double contourIntervalM, double spacingM) {
  return slopeOfGradient(contourIntervalM, spacingM);
}

namespace {

constexpr double kNa = -1;  // "NA" in the table

// KT-12, rows in Ground order, columns in TerrainColumn order. The wall/hedge/stream artillery
// cells are way-making minutes (KB-9) and read here as x1 once the way is made.
constexpr std::array<std::array<double, 9>, 13> kTerrain{{
    {1, 1, 1, 1, 1, 1, 1, 1, 1},                    // clear
    {3, 1, 2, 4, 2, 2, 4, 3, 4},                    // wood
    {4, 1, 2, 8, 4, 2, 8, 4, 8},                    // forest
    {3, 1, 1, 4, 2, 2, 1, 3, 2},                    // built-up
    {3, 1, 2, 8, 4, 4, 4, kNa, kNa},                // rough ground, all other
    {2, 1, 2, 2, 2, 2, 2, 1, 1},                    // wall, hedge, stream
    {kNa, kNa, kNa, kNa, kNa, kNa, kNa, kNa, kNa},  // river
    {2, 2, 1, 2, 2, 2, 1, 1, 1},                    // bridge
    {3, 2, 3, 5, 3, 2, 5, 5, 10},                   // ford
    {1, 1, 1, 1, 1, 1, 1, 1, 1},                    // gentle slope
    {1, 1, 1, 1, 1, 1, 1, 1, kNa},                  // steep slope
    {kNa, 2, kNa, kNa, kNa, 3, kNa, kNa, kNa},      // very steep slope
    {kNa, kNa, kNa, kNa, kNa, kNa, kNa, kNa, kNa},  // impassable slope
}};

}  // namespace

std::optional<double> terrainMultiplier(Ground ground, TerrainColumn column) {
  const double v =
      kTerrain.at(static_cast<std::size_t>(ground)).at(static_cast<std::size_t>(column));
  if (v == kNa) return std::nullopt;
  return v;
}

int wayMakingMin(TerrainColumn column, const C3Settings& s) {
  if (column == TerrainColumn::ArtilleryDispersed) return s.wayMakingDispersedMin;
  if (column == TerrainColumn::ArtillerySmoothBore) return s.wayMakingSmoothBoreMin;
  return 0;
}

TerrainColumn artilleryColumn(bool horseOrPortable) {
  return horseOrPortable ? TerrainColumn::ArtilleryDispersed : TerrainColumn::ArtillerySmoothBore;
}

}  // namespace hfg::c3
