// The HFG table to a TCHAE table (7.1 terrain rows, 7.3 size).
#include "core/battle/tchae/campaign_ground.h"

#include <algorithm>
#include <cmath>

#include "core/battle/common/footprint.h"
#include "core/battle/common/shapes.h"
#include "core/battle/tchae/campaign_outcome.h"

namespace hfg::tchae {

namespace {

constexpr double kMinLineWidthIn = 0.6;  // a watercourse or gully is never drawn thinner

Vec2 toInches(Vec2 p, double k) { return p * k; }

battle::Ring ringInches(const Polyline& points, double k) {
  battle::Ring out;
  for (Vec2 p : points) out.push_back(toInches(p, k));
  return out;
}

/// A rectangle of `halfWidth` either side of segment a-b.
battle::Ring segmentRing(Vec2 a, Vec2 b, double halfWidth) {
  const Vec2 d = b - a;
  const double len = length(d);
  if (len <= 1e-9) return {};
  const Vec2 n{-d.y / len * halfWidth, d.x / len * halfWidth};
  return {a + n, b + n, b - n, a - n};
}

bool crossedByRoad(const TchaeTerrain& t, Vec2 a, Vec2 b) {
  for (const Road& r : t.roads)
    for (std::size_t i = 1; i < r.pointsIn.size(); ++i)
      if (battle::distanceBetween(battle::Segment{a, b},
                                  battle::Segment{r.pointsIn[i - 1], r.pointsIn[i]}) < 1e-6)
        return true;
  return false;
}

/// 7.1: streams fordable by all, rivers only at fords and bridges (where a road crosses),
/// waterways impassable, gullies as sunken roads.
void addLine(CampaignGround& g, const TableFeature& f, double k) {
  const double halfWidth = std::max(kMinLineWidthIn, f.widthPaces * k) / 2;
  for (std::size_t i = 1; i < f.points.size(); ++i) {
    const Vec2 a = toInches(f.points[i - 1], k), b = toInches(f.points[i], k);
    TerrainArea area;
    area.name = f.name.empty() ? f.id : f.name;
    area.ringIn = segmentRing(a, b, halfWidth);
    if (area.ringIn.empty()) continue;
    switch (f.terrain) {
      case hfg::TerrainClass::Stream: area.kind = TerrainKind::FordableStream; break;
      case hfg::TerrainClass::Gully: area.kind = TerrainKind::SunkenRoad; break;
      case hfg::TerrainClass::River:
        area.kind =
            crossedByRoad(g.terrain, a, b) ? TerrainKind::FordableStream : TerrainKind::Unfordable;
        break;
      default: area.kind = TerrainKind::Unfordable; break;
    }
    g.terrain.areas.push_back(area);
  }
}

/// 7.1 area rows: woods thick, hills steep or gentle (higher ground), slow going light, marsh
/// difficult, BUA wooden (campaign_bua).
void addArea(CampaignGround& g, const TableFeature& f, double k) {
  TerrainArea area;
  area.name = f.name.empty() ? f.id : f.name;
  area.ringIn = ringInches(f.points, k);
  if (area.ringIn.size() < 3) return;
  switch (f.terrain) {
    case hfg::TerrainClass::Woods: area.kind = TerrainKind::ThickWood; break;
    case hfg::TerrainClass::HillDifficult:
      area.kind = TerrainKind::SteepHill;
      area.heightIn = 2;
      break;
    case hfg::TerrainClass::HillGentle:
      area.kind = TerrainKind::GentleHill;
      area.heightIn = 1;
      break;
    case hfg::TerrainClass::SlowGoing: area.kind = TerrainKind::Crops; break;
    case hfg::TerrainClass::Marsh:
      // Difficult, no cover of its own, not higher ground: a steep hill of height 0 (TCHAE has
      // no marsh; artillery is kept out of difficult ground, cavalry is not: noted).
      area.kind = TerrainKind::SteepHill;
      area.name += " (marsh)";
      break;
    case hfg::TerrainClass::BUA: area.kind = TerrainKind::WoodenBuildings; break;
    default: return;
  }
  g.terrain.areas.push_back(area);
}

/// 7.1 works: entrenchments and ELFs trenches, obstacles sturdy fences, redoubts and strong points squares.
void addWork(CampaignGround& g, const Preparation& p, double k) {
  // Preparation headings are compass-like (0 = table north, clockwise); ours counter-clockwise from east.
  const double heading = 90 - p.headingDegrees;
  const Vec2 centre = toInches(p.position, k);
  const double lengthIn = std::max(1.0, p.lengthPaces * k);
  TerrainArea area;
  area.name = p.id;
  switch (p.kind) {
    case PreparationKind::Entrenchment:
    case PreparationKind::Elf: area.kind = TerrainKind::Trench; break;
    case PreparationKind::Obstacle: area.kind = TerrainKind::SturdyFence; break;
    case PreparationKind::Redoubt: area.kind = TerrainKind::Redoubt; break;
    case PreparationKind::StrongPoint: area.kind = TerrainKind::BrickBuildings; break;
  }
  const bool square = p.kind == PreparationKind::Redoubt || p.kind == PreparationKind::StrongPoint;
  const double side = p.kind == PreparationKind::StrongPoint ? 4.0 : lengthIn;
  const battle::Footprint fp =
      battle::Footprint::fromCentre(centre, heading, square ? side : lengthIn, square ? side : 0.5);
  area.ringIn = battle::ringOf(fp);
  g.terrain.areas.push_back(area);
  if (p.kind == PreparationKind::StrongPoint)
    g.notes.push_back("7.1: strong point " + p.id +
                      " is a brick building; its 2-base garrison is not placed");
}

}  // namespace

TchaeTerrain campaignTable(const TableExtent& extent, double metresPerPace) {
  TchaeTerrain t;
  t.widthIn = corpsTableInches(extent.widthPaces * metresPerPace);
  t.depthIn = corpsTableInches(extent.depthPaces * metresPerPace);
  return t;
}

CampaignGround campaignGround(const TableSetup& table) {
  CampaignGround g;
  const double metresPerPace = table.ground ? table.ground->metresPerPace : 0.75;
  g.terrain = campaignTable(table.extent, metresPerPace);
  g.inchesPerPace = g.terrain.widthIn / table.extent.widthPaces;
  const double k = g.inchesPerPace;
  // Roads first: rivers are fordable where a road crosses them (fords and bridges).
  for (const TableFeature& f : table.features)
    if (f.terrain == hfg::TerrainClass::RoadGood || f.terrain == hfg::TerrainClass::RoadBad)
      g.terrain.roads.push_back({f.name.empty() ? f.id : f.name, ringInches(f.points, k)});
  int railways = 0;
  for (const TableFeature& f : table.features) {
    switch (f.terrain) {
      case hfg::TerrainClass::RoadGood:
      case hfg::TerrainClass::RoadBad: break;
      case hfg::TerrainClass::Railway: ++railways; break;
      case hfg::TerrainClass::River:
      case hfg::TerrainClass::Stream:
      case hfg::TerrainClass::Gully:
      case hfg::TerrainClass::Waterway: addLine(g, f, k); break;
      default: addArea(g, f, k); break;
    }
  }
  if (railways > 0)
    g.notes.push_back("7.1: " + std::to_string(railways) +
                      " railway(s) are open ground (TCHAE has no railways)");
  for (const Preparation& p : table.preparations) addWork(g, p, k);
  return g;
}

}  // namespace hfg::tchae
