// Elements and terrain: in a feature, going, hill heights, line of sight, uphill, on a road (G-4, G-19, G-20, G-21).
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/hfg/battle_setup.h"
#include "core/battle/common/footprint.h"

namespace hfg::battle {

// ---- G-4 -------------------------------------------------------------------------------------
/// G-4 partly in: area(footprint ∩ X) > 1 p².
bool partlyIn(const Footprint& fp, const Ring& area);
/// G-4 entirely in: the footprint lies inside X inflated by eps.
bool entirelyIn(const Footprint& fp, const Ring& area, const BattleSettings& s = {});
/// G-4 in or astride a stream or gully: the footprint meets its band (width `widthPaces`).
bool inOrAstride(const Footprint& fp, const Polyline& line, double widthPaces);
/// G-4 on a hill: the element's centre lies inside the hill outline.
bool onHill(const Footprint& fp, const Ring& hillOutline);

/// T-13 going classes, worst last.
enum class TerrainGoing { Good, Slow, Difficult, Impassable };
/// G-4, T-13: the worst going among the features the footprint is partly in (or astride, for
/// streams and gullies). Gentle hills, roads and unburnt BUAs are good going here; rivers and
/// waterways are impassable (fords and bridges are not modelled yet).
TerrainGoing goingOf(const Footprint& fp, const std::vector<BattleTerrainFeature>& terrain,
                     const BattleSettings& s = {});
/// The areas an outcome move, a repulse or an arrival's push stops short of: the marsh outlines.
std::vector<Ring> impassableAreas(const std::vector<BattleTerrainFeature>& terrain);

// ---- G-19 ------------------------------------------------------------------------------------
bool isHill(const BattleTerrainFeature& f);
/// G-19 relative height h(p) = d_o / (d_o + d_c) inside the outline, 0 outside: 1 on the crest
/// (a ridge polyline, or a plateau = outline shrunk by 500 p when no ridge is given).
double relativeHeight(Vec2 p, const BattleTerrainFeature& hill, const BattleSettings& s = {});
/// Absolute height: the highest hill_height x h(p) over every hill (0 off hills).
double absoluteHeight(Vec2 p, const std::vector<BattleTerrainFeature>& terrain,
                      const BattleSettings& s = {});
/// The crest curves of a hill: its ridge, or the plateau outline(s) (closed).
struct CrestCurve {
  Polyline points;
  bool closed = false;
};
std::vector<CrestCurve> crestOf(const BattleTerrainFeature& hill, const BattleSettings& s = {});

struct SightQuery {
  Vec2 from;
  Vec2 to;
  bool shooting = false;                    ///< G-19 shooting mode
  std::optional<double> weatherLimitPaces;  ///< mist 200, rain 1,200 (T-12)
  bool inContact = false;                   ///< the two elements touch (step 4 exemption)
  bool fromInBuaInterior = false;           ///< deep cover (step 4)
  bool toInBuaInterior = false;
  /// Set for an operating Aeronauts element: steps 2-4 are skipped, the line is clear this far.
  std::optional<double> aeronautSightPaces;
  /// Shooting mode: a crest crossing blocks unless this says an over-crest case (B-15, B-16)
  /// applies to that hill and crossing point.
  std::function<bool(const BattleTerrainFeature& hill, Vec2 crossing)> overCrestAllowed;
};

/// G-19 segment test clear(o, t), steps 1-4, in sight or shooting mode.
bool clearLine(const SightQuery& q, const std::vector<BattleTerrainFeature>& terrain,
               const BattleSettings& s = {});

/// How visible(A, B) is asked.
struct VisibilityOptions {
  std::optional<double> weatherLimitPaces;  ///< mist 200, rain 1,200 (T-12)
  bool hidden = false;                      ///< undeployed concealed troops (B-26)
  bool inContact = false;                   ///< step 4 exemption
  bool aInBuaInterior = false;
  bool bInBuaInterior = false;
  /// An operating Aeronauts element ignores steps 2-4 and sees this far (8,000 p for a balloon,
  /// the whole table for an aeroplane after 1910).
  std::optional<double> aeronautSightPaces;
};

/// G-19 visible(A, B): some pair of sample points (four corners and centre of each) is clear in
/// sight mode.
bool visible(const Footprint& a, const Footprint& b,
             const std::vector<BattleTerrainFeature>& terrain,
             const VisibilityOptions& options = {}, const BattleSettings& s = {});

/// B-66: a point inside a wood is deep for a sight line towards `other` when the line runs more
/// than 100 p inside the wood from that point before leaving it.
bool deepInWood(Vec2 p, Vec2 other, const Ring& wood, const BattleSettings& s = {});

// ---- G-20, G-21 ------------------------------------------------------------------------------
/// G-20 (TF-10): with start-of-bound positions, a was uphill of b if the lowest height on a's
/// front edge (ends and midpoint) exceeds the highest on b's footprint (corners, edge midpoints,
/// centre), and b's edge that a contacts is the edge of b nearest a's starting position.
bool startedUphill(const Footprint& aStart, const Footprint& bStart, EdgeId contactedEdgeOfB,
                   const std::vector<BattleTerrainFeature>& terrain, const BattleSettings& s = {});

/// G-21 (B-7): the midpoints of the front and rear edges both lie within road_halfwidth_p of the
/// road polyline.
bool onRoad(const Footprint& fp, const Polyline& road, const BattleSettings& s = {});

}  // namespace hfg::battle
