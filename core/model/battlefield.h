// A battle table set up for play: size, terrain features in paces, zones, forces, works, report.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/model/enum_names.h"
#include "core/model/geometry.h"
#include "core/model/scenario.h"
#include "core/model/terrain.h"

namespace hfg {

/// Table coordinates (paces): x runs along the long edges from the west short edge (x = 0) to the
/// east one (x = width); y runs from the south long edge (y = 0) to the north one (y = depth).
/// The defender's base edge is always the south edge; "north" is the table's, not the world's.
struct TableExtent {
  double widthPaces = 12000;
  double depthPaces = 6000;
  friend bool operator==(const TableExtent&, const TableExtent&) = default;
};

/// hfg-battle.md 1.2: 6 x 3, 9 x 3 and 9 x 6 miles at 2,000 p to the mile.
TableExtent extentOf(TableSize size);

/// Where a table feature came from.
enum class FeatureOrigin { Map, Book, Attacker };
template <>
struct EnumKeys<FeatureOrigin> {
  static constexpr std::string_view what = "feature origin";
  static constexpr EnumNames<FeatureOrigin, 3> names{{{{FeatureOrigin::Map, "map"},
                                                       {FeatureOrigin::Book, "book"},
                                                       {FeatureOrigin::Attacker, "attacker"}}}};
};

/// A terrain feature on the table: as TerrainFeature, but in table paces.
struct TableFeature {
  std::string id;
  TerrainClass terrain = TerrainClass::Woods;
  std::string name;       ///< real place name where known
  Polyline points;        ///< outline (areas, implicitly closed) or centre line, paces
  Polyline crest;         ///< hills: crest line (or plateau edge for wide gentle hills)
  double widthPaces = 0;  ///< linear features: drawn width, 0 = the class's default
  FeatureOrigin origin = FeatureOrigin::Map;
  int edgeSection = 0;  ///< book features: the positioning die's edge section 1-6
  friend bool operator==(const TableFeature&, const TableFeature&) = default;
};

/// Works the defender may build before the battle (T-14).
enum class PreparationKind { StrongPoint, Redoubt, Entrenchment, Elf, Obstacle };
template <>
struct EnumKeys<PreparationKind> {
  static constexpr std::string_view what = "preparation kind";
  static constexpr EnumNames<PreparationKind, 5> names{
      {{{PreparationKind::StrongPoint, "strong_point"},
        {PreparationKind::Redoubt, "redoubt"},
        {PreparationKind::Entrenchment, "entrenchment"},
        {PreparationKind::Elf, "elf"},
        {PreparationKind::Obstacle, "obstacle"}}}};
};

/// One work on the table: a straight segment (entrenchment, ELF, obstacle) or a square (SP,
/// redoubt) centred on `position`, its front facing `headingDegrees` (0 = table north, clockwise).
struct Preparation {
  std::string id;
  std::string side;
  PreparationKind kind = PreparationKind::Entrenchment;
  Vec2 position;
  double headingDegrees = 0;
  double lengthPaces = 0;
  friend bool operator==(const Preparation&, const Preparation&) = default;
};

/// A side's deployment zone (T-15 steps 5 and 6): a rectangle in table paces.
struct DeploymentZone {
  std::string side;
  Vec2 min;
  Vec2 max;
  friend bool operator==(const DeploymentZone&, const DeploymentZone&) = default;
};

/// An element on the table: the centre of its base, its heading and its base size.
struct TableElement {
  std::string side;
  std::string command;
  std::string element;  ///< element id, or "general" for the command's staff element
  TroopType type = TroopType::Bayonets;
  Vec2 position;              ///< centre of the base, paces
  double headingDegrees = 0;  ///< 0 = facing table north
  double frontagePaces = 400;
  double depthPaces = 200;
  friend bool operator==(const TableElement&, const TableElement&) = default;
};

/// Where a delayed command may arrive: a road (or railway) crossing a table edge (T-15).
struct Arrival {
  std::string id;
  std::string side;     ///< the side that may use it
  std::string feature;  ///< the road or railway feature id
  Vec2 position;        ///< on the table edge
  std::string edge;     ///< "north", "east", "south" or "west"
  friend bool operator==(const Arrival&, const Arrival&) = default;
};

/// A place where the table departs from the book (real ground kept, features discarded ...).
struct Departure {
  std::string rule;     ///< the book's rule or section ("BATTLEFIELD TERRAIN: WOODS")
  std::string feature;  ///< feature id, empty for the whole table
  std::string text;     ///< plain words for the user
  friend bool operator==(const Departure&, const Departure&) = default;
};

/// How a table cut from a map sits on the ground, so plans can show the scan beneath it.
struct TableGround {
  std::string crsWkt;  ///< the metric CRS of the map frame
  Vec2 centreCrs;      ///< CRS coordinates of the table's centre
  LonLat centreLonLat;
  double facingDegrees = 0;      ///< compass bearing of table north (the defender's front)
  double gridFacingDegrees = 0;  ///< the same bearing measured from the CRS's grid north
  double metresPerPace = 0.75;   ///< B-50
  std::string backgroundImage;   ///< a georeferenced scan to show faded under the plan, "" = none
  /// How the scan is placed: "" by its own geotransform, else its control points fitted by
  /// "poly1", "poly2", "poly3" or "tps" (maps/georef/scan_fit.h), with the fit's RMS in metres.
  std::string backgroundFit;
  double backgroundFitRmsMetres = 0;
  friend bool operator==(const TableGround&, const TableGround&) = default;
};

struct TableSetup {
  std::string name;
  TableSize size = TableSize::Standard;
  TableExtent extent;
  std::uint64_t seed = 0;             ///< the dice seed used (book terrain, deployment dice)
  std::optional<TableGround> ground;  ///< set when the table was cut from a map
  std::string defender;               ///< side ids, "" when no forces were given
  std::string attacker;
  std::vector<TableFeature> features;
  std::vector<Polyline> noDataAreas;  ///< parts of the window the map sources do not cover
  std::vector<DeploymentZone> zones;
  std::vector<TableElement> elements;
  std::vector<Arrival> arrivals;
  std::vector<Preparation> preparations;
  std::vector<Departure> departures;
  friend bool operator==(const TableSetup&, const TableSetup&) = default;
};

/// B-51: edge sections numbered in table coordinates: 1 = west short edge, 2 = west half of the
/// north edge, 3 = east half of north, 4 = east short edge, 5 = east half of south, 6 = west half
/// of south. Returns the section's end points (clockwise order).
std::pair<Vec2, Vec2> edgeSection(const TableExtent& extent, int section);

/// The edge section (1-6) nearest to a point (ties go to the lower number).
int nearestEdgeSection(const TableExtent& extent, Vec2 point);

/// Distance from a point to edge section `section` (1-6).
double distanceToEdgeSection(const TableExtent& extent, int section, Vec2 point);

}  // namespace hfg
