// The campaign's stage map (C-1..C-3): nodes, links between them, and the terrain beneath.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/enum_names.h"
#include "core/model/geometry.h"
#include "core/model/terrain.h"

namespace hfg {

/// C-2: what a link is.
enum class LinkKind { GoodRoad, BadRoad, Railway, Water };

/// C-3: a road link over a major river crosses by a bridge that may be broken.
enum class BridgeState { None, Intact, Broken };

/// C-22: works a side has built at a node; they become its battlefield preparations there.
enum class WorkKind { Entrenchment, Redoubt };

template <>
struct EnumKeys<LinkKind> {
  static constexpr std::string_view what = "link kind";
  static constexpr EnumNames<LinkKind, 4> names{{{{LinkKind::GoodRoad, "good_road"},
                                                  {LinkKind::BadRoad, "bad_road"},
                                                  {LinkKind::Railway, "railway"},
                                                  {LinkKind::Water, "water"}}}};
};
template <>
struct EnumKeys<BridgeState> {
  static constexpr std::string_view what = "bridge state";
  static constexpr EnumNames<BridgeState, 3> names{{{{BridgeState::None, "none"},
                                                     {BridgeState::Intact, "intact"},
                                                     {BridgeState::Broken, "broken"}}}};
};
template <>
struct EnumKeys<WorkKind> {
  static constexpr std::string_view what = "work kind";
  static constexpr EnumNames<WorkKind, 2> names{
      {{{WorkKind::Entrenchment, "entrenchment"}, {WorkKind::Redoubt, "redoubt"}}}};
};

struct Work {
  WorkKind kind = WorkKind::Entrenchment;
  std::string side;  ///< id of the side that built it
  friend bool operator==(const Work&, const Work&) = default;
};

struct StageNode {
  std::string id;
  std::string name;
  Vec2 position;                 ///< metres in the map's local frame
  std::optional<LonLat> lonLat;  ///< real coordinates where known
  bool port = false;             ///< C-2: water links may end here
  bool station = false;          ///< C-2: railway links may end here
  std::vector<Work> works;       ///< C-22
  friend bool operator==(const StageNode&, const StageNode&) = default;
};

struct StageLink {
  std::string id;
  std::string from;  ///< node id
  std::string to;    ///< node id
  LinkKind kind = LinkKind::GoodRoad;
  double stages = 1.0;  ///< C-1: length in stages (1 stage = 12 km nominal)
  BridgeState bridge = BridgeState::None;
  std::string riverName;  ///< the river a bridge crosses, for reports
  Polyline path;          ///< the real route in local metres; empty = straight line

  bool joins(std::string_view a, std::string_view b) const {
    return (from == a && to == b) || (from == b && to == a);
  }
  const std::string& otherEnd(std::string_view node) const { return from == node ? to : from; }
  friend bool operator==(const StageLink&, const StageLink&) = default;
};

/// Where the map's local metric frame sits: local (x, y) = CRS (x, y) − origin.
struct MapFrame {
  std::string crsWkt;  ///< the metric CRS of the local frame (for example a UTM zone)
  Vec2 origin;         ///< CRS coordinates of local (0, 0)
  friend bool operator==(const MapFrame&, const MapFrame&) = default;
};

struct StageMap {
  std::string name;
  MapFrame frame;
  std::vector<StageNode> nodes;
  std::vector<StageLink> links;
  std::vector<TerrainFeature> terrain;
  std::string backgroundImage;  ///< relative path of a scan or hillshade, may be empty

  const StageNode* findNode(std::string_view id) const;
  StageNode* findNode(std::string_view id);
  const StageLink* findLink(std::string_view id) const;
  StageLink* findLink(std::string_view id);
  /// Links touching a node, in file order.
  std::vector<const StageLink*> linksAt(std::string_view nodeId) const;
  friend bool operator==(const StageMap&, const StageMap&) = default;
};

/// Nominal length of one stage (C-1): 7.5 miles, 12 km.
inline constexpr double kMetresPerStage = 12000.0;

}  // namespace hfg
