// The data a battle starts from: table, sides, commands, placed elements, terrain, weather (hfg-battle.md 1.2, T-12, T-15).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/battle/common/footprint.h"
#include "core/battle/common/shapes.h"
#include "core/model/orbat.h"
#include "core/model/scenario.h"
#include "core/model/terrain.h"
#include "core/model/enum_names.h"

namespace hfg::battle {

/// Table width (x, along the base edges) and depth (y) in paces.
struct TableDimensions {
  double widthPaces = 0;
  double depthPaces = 0;
};
/// 1.2: standard 12,000 x 6,000, wide 18,000 x 6,000, paired 18,000 x 12,000 p.
TableDimensions tableDimensions(TableSize size);

/// T-12 weather while it lasts.
enum class TableWeather { Fair, Mist, Rain };

/// The two long edges are the base edges (B-51: table coordinates, y north).
enum class BaseEdge { South, North };

/// A terrain feature on the battle table, in paces. Areas use `outline`; roads, railways and
/// watercourses use `line` with `widthPaces`.
struct BattleTerrainFeature {
  std::string id;
  TerrainClass terrain = TerrainClass::Woods;
  Ring outline;
  Polyline line;
  Polyline crest;         ///< hills: the ridge (empty: a plateau, G-19)
  double widthPaces = 0;  ///< linear features (B-2 streams 200 p, B-7 roads 200 p)
  bool burning = false;   ///< a BUA set afire (T-10)
};

/// A place where troops may cross a river (T-13): a ford (placed, or found by a B-46 search) or
/// a bridge. `at` lies on the river's line; the crossing is `widthPaces` wide along the river.
enum class CrossingKind { Ford, Bridge };
struct BattleCrossing {
  std::string id;
  std::string riverId;  ///< the river or stream feature it crosses
  CrossingKind kind = CrossingKind::Ford;
  Vec2 at;
  double widthPaces = 400;  ///< B-46: a found ford is 400 p wide
};

/// T-14 field works on the table. A redoubt is a 400 x 400 p square `outline`; the linear works
/// are a segment `a`-`b` with `enemySide` the unit normal towards the enemy they face (B-13).
enum class BattleWorkKind { Redoubt, Entrenchment, Elf, Obstacle };
struct BattleWork {
  std::string id;
  BattleWorkKind kind = BattleWorkKind::Redoubt;
  std::string sideId;  ///< whose work it is
  Ring outline;        ///< redoubts
  Vec2 a;              ///< linear works
  Vec2 b;
  Vec2 enemySide;
  /// B-13: an entrenchment bought as a siege entrenchment gives TF-2 (a field one TF-4a).
  bool siege = false;
};

/// T-14, B-12: a Strong Point, a fixed square (at most 250 p) with a single-figure garrison that
/// fights as one combatant (T-3 "SP and its garrison"); it is not an element and has no EE.
struct BattleStrongPoint {
  std::string id;
  std::string sideId;  ///< whose garrison holds it (the defender's)
  Vec2 centre;
  double sizePaces = 250;  ///< B-12 sp_size_p: the side of the square
  double headingDeg = 90;  ///< the direction one side faces; the square is drawn around it
  bool burning = false;    ///< set afire (T-10, O-E13): TF-2 no longer applies
};
/// The SP's square as a footprint (front edge on the side facing `headingDeg`).
Footprint strongPointFootprint(const BattleStrongPoint& sp);

/// T-15, B-64: the road by which a delayed command arrives (its deployment plan).
struct ArrivalRoad {
  std::string commandId;
  std::string roadId;  ///< a road feature crossing the command's base edge or a side edge
  /// T-15 (after 1859): the command comes by railway instead: `roadId` names a Railway feature
  /// and the elements detrain at `detrainAt` on it (B-64).
  bool byRail = false;
  std::optional<Vec2> detrainAt{};
};

/// T-14 naval minefield: a 400 p square (axis-aligned about `centre`) in a Waterway of the
/// side's deployment zone. Its own side's naval may not enter it; each enemy naval element
/// entering it throws a die, 1 = destroyed.
struct BattleMinefield {
  std::string id{};
  std::string sideId{};
  Vec2 centre{};
  double sizePaces = 400;
};

/// One element on (or waiting to enter) the table.
struct PlacedElement {
  std::string id;  ///< unique in the battle
  std::string sideId;
  std::string commandId;
  Element element;      ///< type and grade from the orbat
  Footprint footprint;  ///< position at deployment
  bool mounted = true;  ///< dismountables: the state at deployment (B-54)
  bool onTable = true;  ///< false for a delayed command's element still to arrive (T-15)
  /// With onTable false: the first bound (1-based over both sides) in which it may arrive; 0 =
  /// from the start. A campaign arrival is on the road at this bound (C-19, C-20).
  int arrivesAtBound = 0;
  bool concealed = false;  ///< in a Concealed Position (T-14)
};

struct BattleCommandSetup {
  std::string id;
  std::string name;
  GeneralQuality quality = GeneralQuality::Ordinary;
  bool allied = false;
  bool commanderInChief = false;
  std::string generalElementId;   ///< the staff element that is the general
  std::optional<int> aggression;  ///< allied commands (dilatory allies, T-6)
};

struct BattleSideSetup {
  std::string id;
  std::string name;
  bool attacker = false;
  BaseEdge baseEdge = BaseEdge::South;
  int aggression = 0;
  std::vector<BattleCommandSetup> commands;
};

/// Everything a resolver needs to fight one battle.
struct BattleSetup {
  int year = 1800;  ///< B-14: required, dates the troop rules
  TableSize tableSize = TableSize::Standard;
  std::array<BattleSideSetup, 2> sides;
  std::vector<PlacedElement> elements;
  std::vector<BattleTerrainFeature> terrain;
  std::vector<BattleCrossing> crossings;        ///< fords and bridges known at the start
  std::vector<BattleWork> works;                ///< T-14 redoubts, entrenchments, ELF, obstacles
  std::vector<BattleStrongPoint> strongPoints;  ///< T-14 SPs (B-12)
  /// T-15, B-64: arrival roads of delayed commands; a delayed command without one enters where
  /// its elements are placed.
  std::vector<ArrivalRoad> arrivals;
  /// T-15 surprise: Concealed Positions bought by each side (index as `sides`).
  std::array<int, 2> concealedPositions{0, 0};
  /// Set by a scenario, or absent to be thrown by T-12 in the attacker's first bound.
  std::optional<TableWeather> weather;
  /// T-14 naval minefields (at most 1 a side).
  std::vector<BattleMinefield> navalMinefields{};
  /// T-12 "The attacking C-in-C chooses the wind direction": where the wind blows FROM, degrees
  /// counter-clockwise from east (as headings). Absent: no wind limit on Sail (T-2).
  std::optional<double> windFromDeg{};
  int boundsPerSideToNightfall = 24;  ///< B-62 for a stand-alone battle
};

/// Every problem found, each naming the field and what was expected; empty when the set-up is
/// usable. `source` names the file or origin for the messages.
std::vector<std::string> validateBattleSetup(const BattleSetup& setup,
                                             const std::string& source = "battle setup");

using hfg::keyOf;  // the names below, beside this namespace's own keyOf overloads

}  // namespace hfg::battle

// The names files give this header's enums (core/model/enum_names.h).
namespace hfg {

template <>
struct EnumKeys<battle::TableWeather> {
  static constexpr std::string_view what = "weather";
  static constexpr EnumNames<battle::TableWeather, 3> names{
      {{{battle::TableWeather::Fair, "fair"},
        {battle::TableWeather::Mist, "mist"},
        {battle::TableWeather::Rain, "rain"}}}};
};
template <>
struct EnumKeys<battle::BaseEdge> {
  static constexpr std::string_view what = "base edge";
  static constexpr EnumNames<battle::BaseEdge, 2> names{
      {{{battle::BaseEdge::South, "south"}, {battle::BaseEdge::North, "north"}}}};
};
template <>
struct EnumKeys<battle::CrossingKind> {
  static constexpr std::string_view what = "crossing kind";
  static constexpr EnumNames<battle::CrossingKind, 2> names{
      {{{battle::CrossingKind::Ford, "ford"}, {battle::CrossingKind::Bridge, "bridge"}}}};
};
template <>
struct EnumKeys<battle::BattleWorkKind> {
  static constexpr std::string_view what = "work kind";
  static constexpr EnumNames<battle::BattleWorkKind, 4> names{
      {{{battle::BattleWorkKind::Redoubt, "redoubt"},
        {battle::BattleWorkKind::Entrenchment, "entrenchment"},
        {battle::BattleWorkKind::Elf, "elf"},
        {battle::BattleWorkKind::Obstacle, "obstacle"}}}};
};

}  // namespace hfg
