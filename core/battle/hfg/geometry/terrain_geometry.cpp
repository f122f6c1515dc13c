// G-4, G-19, G-20 and G-21 of hfg-battle.md section 4 (terrain, heights, sight, roads).
#include "core/battle/hfg/geometry/terrain_geometry.h"

#include <algorithm>
#include <cmath>

#include "core/battle/hfg/geometry/contact.h"

namespace hfg::battle {
namespace {

bool isLinear(TerrainClass t) {
  return t == TerrainClass::RoadGood || t == TerrainClass::RoadBad || t == TerrainClass::Railway ||
         t == TerrainClass::River || t == TerrainClass::Stream || t == TerrainClass::Gully;
}

bool blocksSight(const BattleTerrainFeature& f) {
  return f.terrain == TerrainClass::Woods || f.terrain == TerrainClass::BUA;
}

bool onUpperHalf(Vec2 p, const std::vector<BattleTerrainFeature>& terrain,
                 const BattleSettings& s) {
  return std::any_of(terrain.begin(), terrain.end(), [&](const BattleTerrainFeature& f) {
    return isHill(f) && relativeHeight(p, f, s) >= 0.5;
  });
}

// Distance from p to the hill's crest (0 inside a plateau).
double crestDistance(Vec2 p, const BattleTerrainFeature& hill, const BattleSettings& s) {
  double best = INFINITY;
  for (const CrestCurve& c : crestOf(hill, s)) {
    if (c.closed) {
      if (ringContains(c.points, p)) return 0;
      best = std::min(best, distanceToBoundary(p, c.points));
    } else {
      best = std::min(best, distanceToPolyline(p, c.points));
    }
  }
  return best;
}

std::vector<Vec2> samplePoints(const Footprint& fp) {
  const auto c = fp.corners();
  return {c[0], c[1], c[2], c[3], fp.centre()};
}

}  // namespace

// ---- G-4 -------------------------------------------------------------------------------------
bool partlyIn(const Footprint& fp, const Ring& area) {
  return intersectionArea(ringOf(fp), area) > 1.0;
}

bool entirelyIn(const Footprint& fp, const Ring& area, const BattleSettings& s) {
  return ringContainsRing(area, ringOf(fp), s.contactEpsPaces);
}

bool inOrAstride(const Footprint& fp, const Polyline& line, double widthPaces) {
  return ringMeetsBand(ringOf(fp), line, widthPaces / 2);
}

bool onHill(const Footprint& fp, const Ring& hillOutline) {
  return ringContains(hillOutline, fp.centre());
}

TerrainGoing goingOf(const Footprint& fp, const std::vector<BattleTerrainFeature>& terrain,
                     const BattleSettings& s) {
  TerrainGoing worst = TerrainGoing::Good;
  const auto worsen = [&](TerrainGoing g) { worst = std::max(worst, g); };
  for (const auto& f : terrain) {
    if (isLinear(f.terrain)) {
      const double width = f.widthPaces > 0 ? f.widthPaces : s.streamWidthPaces;
      if (!inOrAstride(fp, f.line, width)) continue;
      if (f.terrain == TerrainClass::Stream || f.terrain == TerrainClass::Gully)
        worsen(TerrainGoing::Slow);
      else if (f.terrain == TerrainClass::River)
        worsen(TerrainGoing::Impassable);
      continue;
    }
    if (!partlyIn(fp, f.outline)) continue;
    switch (f.terrain) {
      case TerrainClass::Woods:
      case TerrainClass::HillDifficult:
      case TerrainClass::Marsh: worsen(TerrainGoing::Difficult); break;
      case TerrainClass::SlowGoing: worsen(TerrainGoing::Slow); break;
      case TerrainClass::BUA:
        if (f.burning) worsen(TerrainGoing::Difficult);
        break;
      case TerrainClass::Waterway: worsen(TerrainGoing::Impassable); break;
      default: break;
    }
  }
  return worst;
}

std::vector<Ring> impassableAreas(const std::vector<BattleTerrainFeature>& terrain) {
  std::vector<Ring> out;
  for (const auto& f : terrain)
    if (f.terrain == TerrainClass::Marsh && f.outline.size() >= 3) out.push_back(f.outline);
  return out;
}

// ---- G-19 ------------------------------------------------------------------------------------
bool isHill(const BattleTerrainFeature& f) {
  return f.terrain == TerrainClass::HillGentle || f.terrain == TerrainClass::HillDifficult;
}

std::vector<CrestCurve> crestOf(const BattleTerrainFeature& hill, const BattleSettings& s) {
  std::vector<CrestCurve> out;
  if (hill.crest.size() >= 2) {
    out.push_back({hill.crest, false});
    return out;
  }
  for (Ring& r : insetRing(hill.outline, s.gentlePlateauInsetPaces)) out.push_back({r, true});
  if (out.empty() && !hill.outline.empty()) {
    // Too narrow for a plateau and no ridge drawn: the summit is taken at the outline's centre.
    Vec2 c;
    for (Vec2 p : hill.outline) c = c + p;
    c = c * (1.0 / static_cast<double>(hill.outline.size()));
    out.push_back({{c, c}, false});
  }
  return out;
}

double relativeHeight(Vec2 p, const BattleTerrainFeature& hill, const BattleSettings& s) {
  if (hill.outline.size() < 3 || !ringContains(hill.outline, p)) return 0;
  const double dOutline = distanceToBoundary(p, hill.outline);
  const double dCrest = crestDistance(p, hill, s);
  if (dCrest <= 1e-9) return 1;
  return dOutline / (dOutline + dCrest);
}

double absoluteHeight(Vec2 p, const std::vector<BattleTerrainFeature>& terrain,
                      const BattleSettings& s) {
  double best = 0;
  for (const auto& f : terrain)
    if (isHill(f)) best = std::max(best, s.hillHeight * relativeHeight(p, f, s));
  return best;
}

bool deepInWood(Vec2 p, Vec2 other, const Ring& wood, const BattleSettings& s) {
  if (!ringContains(wood, p)) return false;
  double run = distance(p, other);
  for (Vec2 x : crossings({p, other}, wood, true)) run = std::min(run, distance(p, x));
  return run > s.woodEdgeMarginPaces;
}

bool clearLine(const SightQuery& q, const std::vector<BattleTerrainFeature>& terrain,
               const BattleSettings& s) {
  const Vec2 o = q.from, t = q.to;
  const Segment ot{o, t};
  // 1. weather
  if (q.weatherLimitPaces && distance(o, t) > *q.weatherLimitPaces) return false;
  // Aeronauts look down on crests, woods and cover alike.
  if (q.aeronautSightPaces) return distance(o, t) <= *q.aeronautSightPaces;
  for (const auto& f : terrain) {
    // 2. crests
    if (isHill(f)) {
      const bool tOnCrest = crestDistance(t, f, s) <= s.contactEpsPaces;
      for (const CrestCurve& c : crestOf(f, s)) {
        for (Vec2 x : crossings(ot, c.points, c.closed)) {
          if (distance(x, o) <= s.contactEpsPaces || tOnCrest) continue;
          if (q.shooting && q.overCrestAllowed && q.overCrestAllowed(f, x)) continue;
          if (q.shooting || f.terrain == TerrainClass::HillDifficult) return false;
          const double tToCrest =
              c.closed ? distanceToBoundary(t, c.points) : distanceToPolyline(t, c.points);
          if (tToCrest > 400) return false;
        }
      }
    }
    // 3. woods and BUAs in between
    if (blocksSight(f) && f.outline.size() >= 3) {
      const bool holdsEnd = ringContains(f.outline, o) || ringContains(f.outline, t);
      if (!holdsEnd && lengthInside(ot, f.outline) > s.contactEpsPaces) {
        const bool over = q.shooting ? onUpperHalf(o, terrain, s) && onUpperHalf(t, terrain, s)
                                     : onUpperHalf(o, terrain, s);
        if (!over) return false;
      }
      // Shooting into a wood only from outside it (G-19 last sentence).
      if (q.shooting && f.terrain == TerrainClass::Woods && ringContains(f.outline, t) &&
          ringContains(f.outline, o))
        return false;
    }
    // 4. deep cover
    if (f.terrain == TerrainClass::Woods && !q.inContact &&
        (deepInWood(t, o, f.outline, s) || deepInWood(o, t, f.outline, s)))
      return false;
  }
  if (!q.inContact && (q.fromInBuaInterior || q.toInBuaInterior)) return false;
  return true;
}

bool visible(const Footprint& a, const Footprint& b,
             const std::vector<BattleTerrainFeature>& terrain, const VisibilityOptions& options,
             const BattleSettings& s) {
  if (options.hidden) return false;
  for (Vec2 o : samplePoints(a))
    for (Vec2 t : samplePoints(b)) {
      SightQuery q;
      q.from = o;
      q.to = t;
      q.weatherLimitPaces = options.weatherLimitPaces;
      q.inContact = options.inContact;
      q.fromInBuaInterior = options.aInBuaInterior;
      q.toInBuaInterior = options.bInBuaInterior;
      q.aeronautSightPaces = options.aeronautSightPaces;
      if (clearLine(q, terrain, s)) return true;
    }
  return false;
}

// ---- G-20, G-21 ------------------------------------------------------------------------------
bool startedUphill(const Footprint& aStart, const Footprint& bStart, EdgeId contactedEdgeOfB,
                   const std::vector<BattleTerrainFeature>& terrain, const BattleSettings& s) {
  const Segment front = aStart.edge(EdgeId::Front);
  double lowestA = INFINITY;
  for (Vec2 p : {front.a, front.b, front.midpoint()})
    lowestA = std::min(lowestA, absoluteHeight(p, terrain, s));
  double highestB = 0;
  std::vector<Vec2> pts = samplePoints(bStart);
  for (EdgeId e : kAllEdges) pts.push_back(bStart.edge(e).midpoint());
  for (Vec2 p : pts) highestB = std::max(highestB, absoluteHeight(p, terrain, s));
  if (!(lowestA > highestB)) return false;
  const Ring aRing = ringOf(aStart);
  EdgeId nearest = EdgeId::Front;
  double best = INFINITY;
  for (EdgeId e : kAllEdges) {
    const double d = distanceBetween(aRing, bStart.edge(e));
    if (d < best - 1e-9) {
      best = d;
      nearest = e;
    }
  }
  return nearest == contactedEdgeOfB;
}

bool onRoad(const Footprint& fp, const Polyline& road, const BattleSettings& s) {
  return distanceToPolyline(fp.edge(EdgeId::Front).midpoint(), road) <= s.roadHalfwidthPaces &&
         distanceToPolyline(fp.edge(EdgeId::Rear).midpoint(), road) <= s.roadHalfwidthPaces;
}

}  // namespace hfg::battle
