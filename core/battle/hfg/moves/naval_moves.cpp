// T-2 naval move distances and navigable water for naval paths.
#include "core/battle/hfg/moves/naval_moves.h"

#include <algorithm>
#include <cmath>

#include "core/battle/hfg/bound/router_path.h"
#include "core/battle/common/shapes.h"

namespace hfg::battle {
namespace {

std::string paces(double p) { return std::to_string(static_cast<int>(std::lround(p))); }

bool onWaterway(const Battle& battle, const Footprint& fp) {
  const Ring ring = ringOf(fp);
  for (const auto& f : battle.setup().terrain)
    if (f.terrain == TerrainClass::Waterway && f.outline.size() >= 3 &&
        ringContainsRing(f.outline, ring, battle.settings().contactEpsPaces))
      return true;
  return false;
}

/// The navigable river (index) that holds the whole footprint, for Flotilla (T-2: at least a
/// land base width, 400 p, wide).
std::optional<std::size_t> onNavigableRiver(const Battle& battle, const Footprint& fp) {
  const auto& terrain = battle.setup().terrain;
  for (std::size_t k = 0; k < terrain.size(); ++k) {
    const auto& f = terrain[k];
    if (f.terrain != TerrainClass::River || f.line.size() < 2 || f.widthPaces < 400) continue;
    bool inside = true;
    for (Vec2 c : fp.corners())
      inside = inside && distanceToPolyline(c, f.line) <=
                             f.widthPaces / 2 + battle.settings().contactEpsPaces;
    if (inside) return k;
  }
  return std::nullopt;
}

}  // namespace

std::optional<double> navalMovePaces(TroopType type, int year, bool partlyUpstream, bool damaged) {
  double paces = 0;
  switch (type) {
    case TroopType::Steamer:
    case TroopType::Ironclad: paces = partlyUpstream ? 1200 : 2000; break;
    case TroopType::Submarine: paces = partlyUpstream ? 400 : 800; break;
    case TroopType::Sail: paces = partlyUpstream ? 800 : 1200; break;
    case TroopType::Flotilla:
      // T-2 with B-14: Flotilla move like steamers from 1876.
      paces = year >= 1876 ? (partlyUpstream ? 1200 : 2000) : (partlyUpstream ? 800 : 1200);
      break;
    default: return std::nullopt;
  }
  return damaged ? std::max(0.0, paces - 400) : paces;
}

double navalMoveLengthPaces(const ElementPath& path) {
  double best = 0;
  for (CornerId c : {CornerId::FrontLeft, CornerId::FrontRight})
    best = std::max(best, distance(path.start().corner(c), path.end().corner(c)));
  return best;
}

std::optional<std::string> navalMoveForbidden(const Battle& battle, std::size_t element,
                                              const ElementPath& path) {
  const ElementInPlay& e = battle.elements()[element];
  const bool flotilla = e.type() == TroopType::Flotilla;
  if (battle.weather() && battle.weather()->current() == TableWeather::Mist && !flotilla)
    return "in mist only Flotilla may move (T-12): '" + e.id() + "'";
  if (auto no = sailUpwindForbidden(battle, element, path)) return no;
  std::optional<std::size_t> river;
  for (const auto& fp : path.poses) {
    if (onWaterway(battle, fp)) continue;
    const auto r = flotilla ? onNavigableRiver(battle, fp) : std::nullopt;
    if (!r)
      return "'" + e.id() +
             "' would leave navigable water (T-2: a Waterway, or for Flotilla a River at least 400 "
             "p wide)";
    river = r;
  }
  bool upstream = false;
  if (river) {
    const auto& line = battle.setup().terrain[*river].line;
    upstream = arcLengthOfNearest(line, path.end().frontMid) >
               arcLengthOfNearest(line, path.start().frontMid) + 1.0;
  }
  const auto limit = navalMovePaces(e.type(), battle.setup().year, upstream, e.damaged);
  if (!limit) return "'" + e.id() + "' is not naval";
  const double length = navalMoveLengthPaces(path);
  if (length > *limit + 0.5)
    return "'" + e.id() + "' would move " + paces(length) + " p; its T-2 limit" +
           (upstream ? " partly upstream" : "") + (e.damaged ? " when damaged" : "") + " is " +
           paces(*limit) + " p";
  return std::nullopt;
}

std::optional<std::string> sailUpwindForbidden(const Battle& battle, std::size_t element,
                                               const ElementPath& path) {
  const ElementInPlay& e = battle.elements()[element];
  if (e.type() != TroopType::Sail || !battle.setup().windFromDeg || path.poses.size() < 2)
    return std::nullopt;
  const double upwind = *battle.setup().windFromDeg;
  const auto tooClose = [&](double headingDeg) {
    return headingDifferenceDeg(headingDeg, upwind) < kSailUpwindLimitDeg - 1e-6;
  };
  for (std::size_t q = 1; q < path.poses.size(); ++q) {
    const Vec2 step = path.poses[q].frontMid - path.poses[q - 1].frontMid;
    const bool moving = std::hypot(step.x, step.y) > 0.5;
    if (tooClose(path.poses[q].headingDeg) || (moving && tooClose(headingOf(step))))
      return "'" + e.id() +
             "' (Sail) may not head closer than 45 degrees to straight upwind (T-2; wind from " +
             paces(upwind) + " degrees)";
  }
  return std::nullopt;
}

}  // namespace hfg::battle
