// The book's terrain procedure: choose the features, then dice and place them in the book's order.
#include "maps/table/book_terrain.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

#include "maps/table/plateau.h"
#include "maps/table/table_geometry.h"

namespace hfg::maps {
namespace {

bool isArea(TerrainClass t) { return naturalShapeOf(t) == FeatureShape::Area; }

/// The order features are "diced for and placed in the order they are listed": the sections
/// WATERWAYS, STREAMS (RIVERS, GULLIES follow from them), MARSHES, HILLS, ROADS, RAILWAYS, BUA,
/// WOODS, SLOW GOING.
int placingRank(TerrainClass t) {
  switch (t) {
    case TerrainClass::Waterway: return 0;
    case TerrainClass::Stream:
    case TerrainClass::River:
    case TerrainClass::Gully: return 1;
    case TerrainClass::Marsh: return 2;
    case TerrainClass::HillGentle:
    case TerrainClass::HillDifficult: return 3;
    case TerrainClass::RoadGood:
    case TerrainClass::RoadBad: return 4;
    case TerrainClass::Railway: return 5;
    case TerrainClass::BUA: return 6;
    case TerrainClass::Woods: return 7;
    case TerrainClass::SlowGoing: return 8;
  }
  return 9;
}

/// One feature to place: its class, who provides it, and whether it must stay within 1,000 p.
struct Wanted {
  TerrainClass terrain;
  FeatureOrigin origin = FeatureOrigin::Book;
  bool small = false;
  bool compulsory = false;  ///< one of the book's minima
};

class Placer {
 public:
  Placer(const TableExtent& extent, Dice& dice, const BookTerrainSettings& settings,
         BookTerrain& out)
      : m_extent(extent),
        m_dice(dice),
        m_settings(settings),
        m_out(out),
        m_box{{0, 0}, {extent.widthPaces, extent.depthPaces}} {}

  void place(const Wanted& want) {
    switch (want.terrain) {
      case TerrainClass::Waterway: return placeWaterway(want);
      case TerrainClass::Stream: return placeStream(want);
      case TerrainClass::Marsh: return placeMarsh(want);
      case TerrainClass::RoadGood:
      case TerrainClass::RoadBad: return placeRoad(want);
      case TerrainClass::Railway: return placeRailway(want);
      case TerrainClass::BUA: return placeBua(want);
      default: return placeArea(want);
    }
  }

  /// RIVERS: upgrade the first stream that runs between the two long edges.
  void upgradeRiver() {
    for (auto& f : m_out.features) {
      if (f.terrain != TerrainClass::Stream) continue;
      auto longEdge = [&](Vec2 p) { return p.y < 1 ? 1 : p.y > m_extent.depthPaces - 1 ? 2 : 0; };
      int a = longEdge(f.points.front());
      int b = longEdge(f.points.back());
      if (a && b && a != b) {
        f.terrain = TerrainClass::River;
        f.widthPaces = m_settings.riverWidthPaces;
        f.id = nextId(TerrainClass::River);
        m_out.log.push_back(
            "RIVERS: the stream running between the long edges is upgraded to a river");
        return;
      }
    }
  }

  /// GULLIES: in a dry climate every stream not made a river is a gully.
  void streamsToGullies() {
    for (auto& f : m_out.features)
      if (f.terrain == TerrainClass::Stream) {
        f.terrain = TerrainClass::Gully;
        f.id = nextId(TerrainClass::Gully);
      }
  }

 private:
  const TableExtent& m_extent;
  Dice& m_dice;
  const BookTerrainSettings& m_settings;
  BookTerrain& m_out;
  AxisBox m_box;
  std::map<TerrainClass, int> m_ids;
  std::vector<Vec2> m_waterwayRoadEnds;  ///< roads that end at a waterway: a BUA goes there

  double uniform() { return (m_dice.roll(10000) - 0.5) / 10000.0; }
  double between(double lo, double hi) { return lo + (hi - lo) * uniform(); }

  std::string nextId(TerrainClass t) {
    return std::string(keyOf(t)) + "-" + std::to_string(++m_ids[t]);
  }

  int positioningDie(const Wanted& want, const char* what) {
    int die = m_dice.d6();
    m_out.log.push_back(std::string(what) +
                        (want.origin == FeatureOrigin::Attacker ? " (attacker's)" : "") +
                        ": positioning die " + std::to_string(die));
    return die;
  }

  void discard(const Wanted& want, int section, const std::string& why) {
    std::string what(displayNameOf(want.terrain));
    m_out.discarded.push_back({"BATTLEFIELD TERRAIN: discards", "",
                               what + " diced for edge section " + std::to_string(section) +
                                   " could not be placed (" + why + "): discarded"});
  }

  void keep(TableFeature f, const Wanted& want, int section) {
    f.id = nextId(f.terrain);
    f.origin = want.origin;
    f.edgeSection = section;
    m_out.features.push_back(std::move(f));
  }

  Vec2 inward(int section) const {
    switch (section) {
      case 1: return {1, 0};
      case 2:
      case 3: return {0, -1};
      case 4: return {-1, 0};
      default: return {0, 1};
    }
  }

  Vec2 pointOn(int section, double t) const {
    auto [a, b] = edgeSection(m_extent, section);
    return a + (b - a) * t;
  }

  std::vector<const TableFeature*> all() const {
    std::vector<const TableFeature*> list;
    for (const auto& f : m_settings.existing) list.push_back(&f);
    for (const auto& f : m_out.features) list.push_back(&f);
    return list;
  }

  bool insideAllowed(const Polyline& points) const {
    if (m_settings.allowedAreas.empty()) return true;
    for (const auto& area : m_settings.allowedAreas) {
      bool all = std::all_of(points.begin(), points.end(), [&](Vec2 p) {
        AxisBox b = boundsOf(area);
        return b.contains(p) && (area.size() == 4 || pointInPolygon(area, p));
      });
      if (all) return true;
    }
    return false;
  }

  /// The spacing rule: no overlap with another area feature (marsh excepted for watercourses,
  /// which are lines) and any gap at least 400 p.
  bool spaced(const Polyline& outline, TerrainClass terrain,
              const TableFeature* touchAllowed = nullptr) const {
    for (const TableFeature* f : all()) {
      if (!isArea(f->terrain) || f == touchAllowed) continue;
      double gap = gapBetween(outline, f->points);
      if (gap < m_settings.limits.minGapPaces) return false;
    }
    // A railway cannot cross a hill: a hill must not be placed over one either.
    if (terrain == TerrainClass::HillGentle || terrain == TerrainClass::HillDifficult)
      for (const TableFeature* f : all())
        if (f->terrain == TerrainClass::Railway && crossesArea(f->points, outline)) return false;
    // Gullies "cannot run through or contact a Marsh".
    if (terrain == TerrainClass::Marsh)
      for (const TableFeature* f : all())
        if (f->terrain == TerrainClass::Gully && crossesArea(f->points, outline)) return false;
    return true;
  }

  static bool crossesArea(const Polyline& line, const Polyline& area) {
    Vec2 at;
    std::size_t seg = 0;
    if (firstCrossing(line, area, true, at, seg)) return true;
    return std::any_of(line.begin(), line.end(), [&](Vec2 p) { return pointInPolygon(area, p); });
  }

  bool onEdge(Vec2 p) const {
    return p.x < 1 || p.y < 1 || p.x > m_extent.widthPaces - 1 || p.y > m_extent.depthPaces - 1;
  }

  bool onTable(const Polyline& points) const {
    return std::all_of(points.begin(), points.end(), [&](Vec2 p) { return m_box.contains(p); });
  }

  std::vector<double> wobble(int n, double amount) {
    std::vector<double> w(static_cast<std::size_t>(n));
    for (auto& v : w) v = between(-amount, amount);
    return w;
  }

  // WATERWAYS: "extends 600p-2,000p inward from a side edge running ... along the edge section".
  void placeWaterway(const Wanted& want) {
    int s = positioningDie(want, "Waterway");
    auto [a, b] = edgeSection(m_extent, s);
    Vec2 in = inward(s);
    const auto& L = m_settings.limits;
    double reach = between(L.waterwayMinPaces + 200, L.waterwayMaxPaces - 200);
    Polyline outline{a, b};
    const int steps = 12;
    Polyline inner;
    for (int i = 0; i <= steps; ++i) {
      double t = static_cast<double>(i) / steps;
      double r = std::clamp(reach * (1 + between(-0.15, 0.15)), L.waterwayMinPaces + 50,
                            L.waterwayMaxPaces - 50);
      inner.push_back(a + (b - a) * t + in * r);
    }
    inner = smoothOpen(inner, 2);
    for (auto it = inner.rbegin(); it != inner.rend(); ++it) outline.push_back(*it);
    const std::vector<Polyline> parts = clipPolygon(outline, m_box);
    outline =
        parts.size() == 1 ? parts.front() : Polyline{};  // a waterway in two parts is no waterway
    if (outline.empty() || !insideAllowed(outline) || !spaced(outline, want.terrain)) {
      discard(want, s, "no room along that edge");
      return;
    }
    TableFeature f;
    f.terrain = TerrainClass::Waterway;
    f.points = outline;
    keep(std::move(f), want, s);
  }

  /// A gentle curve from a to b whose length stays within `maxFactor` x the straight distance.
  Polyline gentleCurve(Vec2 a, Vec2 b, double amplitude, int waves, double maxFactor) {
    Vec2 d = b - a;
    double len = length(d);
    Vec2 n{-d.y / len, d.x / len};
    double phase = between(0, std::numbers::pi);
    for (int attempt = 0; attempt < 12; ++attempt) {
      Polyline line;
      const int steps = 40;
      for (int i = 0; i <= steps; ++i) {
        double t = static_cast<double>(i) / steps;
        // sin(pi t) keeps the ends where the dice put them.
        double off = amplitude * std::sin(std::numbers::pi * t) *
                     std::sin(waves * std::numbers::pi * t + phase);
        line.push_back(a + d * t + n * off);
      }
      if (polylineLength(line) <= len * maxFactor && onTable(line)) return line;
      amplitude *= 0.6;
    }
    return {a, b};
  }

  /// Both ends on the same table edge: the line bows into the table instead of hugging the edge.
  Polyline bowInward(Vec2 a, Vec2 b, int section) {
    Vec2 in = inward(section);
    double h = distance(a, b) * between(0.2, 0.3);
    Polyline line;
    const int steps = 40;
    for (int i = 0; i <= steps; ++i) {
      double t = static_cast<double>(i) / steps;
      line.push_back(a + (b - a) * t + in * (h * std::sin(std::numbers::pi * t)));
    }
    return line;
  }

  static bool sameEdge(int s1, int s2) {
    return (s1 == 2 || s1 == 3)   ? (s2 == 2 || s2 == 3)
           : (s1 == 5 || s1 == 6) ? (s2 == 5 || s2 == 6)
                                  : s1 == s2;
  }

  // STREAMS: "runs from one of the indicated edge sections to the other unless it meets a
  // previously placed Waterway, Stream or River, which it joins instead".
  void placeStream(const Wanted& want) {
    int s1 = positioningDie(want, "Stream");
    int s2 = m_dice.d6();
    m_out.log.push_back("Stream: second positioning die " + std::to_string(s2));
    if (s2 == s1)
      s2 = oppositeSection(s1);  // as ROADS: the same score runs to the opposite section
    for (int attempt = 0; attempt < m_settings.placementTries / 4; ++attempt) {
      Vec2 a = pointOn(s1, between(0.15, 0.85));
      Vec2 b = pointOn(s2, between(0.15, 0.85));
      if (distance(a, b) < 1500) continue;
      Polyline line = sameEdge(s1, s2) ? bowInward(a, b, s1)
                                       : gentleCurve(a, b, between(200, 600), 2 + m_dice.roll(2),
                                                     m_settings.limits.streamLengthFactor * 0.97);
      // Join the first earlier waterway, stream or river met.
      for (const TableFeature* f : all()) {
        bool water = f->terrain == TerrainClass::Waterway;
        bool course = f->terrain == TerrainClass::Stream || f->terrain == TerrainClass::River;
        if (!water && !course) continue;
        Vec2 at;
        std::size_t seg = 0;
        if (firstCrossing(line, f->points, water, at, seg) && distance(at, line.front()) > 1) {
          line.resize(seg + 1);
          line.push_back(at);
        }
      }
      if (polylineLength(line) < 800 || !insideAllowed(line)) continue;
      TableFeature f;
      f.terrain = TerrainClass::Stream;
      f.points = line;
      f.widthPaces = m_settings.streamWidthPaces;
      keep(std::move(f), want, s1);
      return;
    }
    discard(want, s1, "no course between those sections");
  }

  // MARSHES: "nearer to the indicated edge section than to any other and also either at the edge
  // of a Waterway or under a Stream so that it protrudes on both sides of this".
  void placeMarsh(const Wanted& want) {
    int s = positioningDie(want, "Marsh");
    const auto& L = m_settings.limits;
    struct Spot {
      Vec2 at;
      Vec2 along;
      const TableFeature* host;
      Vec2 shift;
    };
    std::vector<Spot> spots;
    for (const TableFeature* f : all()) {
      if (f->terrain == TerrainClass::Stream || f->terrain == TerrainClass::River) {
        for (std::size_t i = 1; i < f->points.size(); ++i) {
          Vec2 d = f->points[i] - f->points[i - 1];
          if (length(d) > 0) spots.push_back({f->points[i], d * (1 / length(d)), nullptr, {0, 0}});
        }
      } else if (f->terrain == TerrainClass::Waterway) {
        Vec2 c = centroidOf(f->points);
        for (std::size_t i = 0; i < f->points.size(); ++i) {
          Vec2 p = f->points[i];
          Vec2 q = f->points[(i + 1) % f->points.size()];
          Vec2 d = q - p;
          if (length(d) < 1 || (onEdge(p) && onEdge(q))) continue;  // the table edge itself
          Vec2 mid = (p + q) * 0.5;
          Vec2 out{-d.y / length(d), d.x / length(d)};
          if (dot(out, mid - c) < 0) out = out * -1;
          spots.push_back({mid, d * (1 / length(d)), f, out});
        }
      }
    }
    for (int attempt = 0; attempt < m_settings.placementTries && !spots.empty(); ++attempt) {
      const Spot& spot =
          spots[static_cast<std::size_t>(m_dice.roll(static_cast<int>(spots.size())) - 1)];
      double half = between(500, L.marshMaxLengthPaces / 2 * 0.9);
      double halfWidth = between(150, L.marshMaxWidthPaces / 2 * 0.9);
      // At a waterway's edge: overlapping it a little, so that no gap under 400 p is left.
      Vec2 centre = spot.at + spot.shift * (halfWidth * 0.8);
      Polyline outline = blob(centre, spot.along, half, halfWidth, wobble(12, 0.05));
      if (!onTable(outline) || nearestEdgeSection(m_extent, centroidOf(outline)) != s) continue;
      Across a = acrossOf(outline);
      if (a.most > L.marshMaxLengthPaces || a.least > L.marshMaxWidthPaces) continue;
      if (!insideAllowed(outline) || !spaced(outline, want.terrain, spot.host)) continue;
      TableFeature f;
      f.terrain = TerrainClass::Marsh;
      f.points = outline;
      keep(std::move(f), want, s);
      return;
    }
    discard(want, s,
            spots.empty() ? "no stream or waterway to lie under"
                          : "no room by a stream or waterway there");
  }

  // HILLS, WOODS, SLOW GOING: "nearer to the indicated edge section than to any other", sized
  // "across in every direction".
  void placeArea(const Wanted& want) {
    const auto& L = m_settings.limits;
    TerrainClass terrain = want.terrain;
    bool hill = terrain == TerrainClass::HillGentle || terrain == TerrainClass::HillDifficult;
    double lo = hill ? L.hillMinPaces : L.woodsMinPaces;
    double hi = hill ? L.hillMaxPaces : L.woodsMaxPaces;
    if (want.small) hi = std::min(hi, L.smallAreaAcrossPaces);
    int s = positioningDie(want, std::string(displayNameOf(terrain)).c_str());
    Vec2 in = inward(s);
    for (int attempt = 0; attempt < m_settings.placementTries; ++attempt) {
      // Keep a margin for the wobble and the smoothing so the drawn shape stays within limits.
      double halfLength = between(lo * 0.6, hi * 0.45);
      double halfWidth = between(lo * 0.6, halfLength);
      double angle = between(0, std::numbers::pi);
      Vec2 axis{std::cos(angle), std::sin(angle)};
      Vec2 base = pointOn(s, between(0.1, 0.9));
      double depth =
          between(halfLength * 0.5, std::min(m_extent.widthPaces, m_extent.depthPaces) / 2);
      Vec2 centre = base + in * depth;
      Polyline outline = blob(centre, axis, halfLength, halfWidth, wobble(14, 0.06));
      if (!onTable(outline) || nearestEdgeSection(m_extent, centroidOf(outline)) != s) continue;
      Across a = acrossOf(outline);
      if (a.least < lo || a.most > hi) continue;
      if (!insideAllowed(outline) || !spaced(outline, terrain)) continue;
      TableFeature f;
      f.terrain = terrain;
      f.points = outline;
      if (hill) f.crest = crestOf(outline, centre, axis, halfLength, a, terrain);
      keep(std::move(f), want, s);
      return;
    }
    discard(want, s, "no room nearest that section");
  }

  // "Gentle Hills whose minimum width is less than 1,000p and all Difficult Hills slope up to a
  // central crest line. Other Gentle Hills slope up to a flat plateau starting 500p in."
  Polyline crestOf(const Polyline& outline, Vec2 centre, Vec2 axis, double halfLength,
                   Across across, TerrainClass terrain) {
    if (terrain == TerrainClass::HillDifficult || across.least < 1000)
      return {centre - axis * (halfLength * 0.6), centre, centre + axis * (halfLength * 0.6)};
    if (auto plateau = plateauEdge(outline)) return *plateau;
    return {centre - axis * (halfLength * 0.6), centre, centre + axis * (halfLength * 0.6)};
  }

  // ROADS: "must run from one indicated edge section towards the other, except that if both
  // scores are the same, it runs to the orthagonally opposite edge section". "They must form a
  // connected net": a road that meets no earlier road is bent to end at the nearest one
  // (decision). "If the terminal edge is a waterway the road must end at a BUA touching that
  // waterway": it stops at the waterway and the first BUA is placed there.
  void placeRoad(const Wanted& want) {
    int s1 =
        positioningDie(want, want.terrain == TerrainClass::RoadGood ? "Good road" : "Bad road");
    int s2 = m_dice.d6();
    m_out.log.push_back("Road: second positioning die " + std::to_string(s2));
    if (s2 == s1) s2 = oppositeSection(s1);
    std::vector<const TableFeature*> roads;
    for (const TableFeature* f : all())
      if (f->terrain == TerrainClass::RoadGood || f->terrain == TerrainClass::RoadBad)
        roads.push_back(f);
    for (int attempt = 0; attempt < m_settings.placementTries / 4; ++attempt) {
      Vec2 a = pointOn(s1, between(0.2, 0.8));
      Vec2 b = pointOn(s2, between(0.2, 0.8));
      if (distance(a, b) < 1500) continue;
      Polyline line = sameEdge(s1, s2)
                          ? bowInward(a, b, s1)
                          : gentleCurve(a, b, between(100, 400), 1 + m_dice.roll(2), 1.3);
      bool meets = roads.empty();
      for (const TableFeature* r : roads) {
        Vec2 at;
        std::size_t seg = 0;
        if (firstCrossing(line, r->points, false, at, seg)) meets = true;
      }
      if (!meets) {
        // Bend: end at the nearest point of the nearest earlier road.
        double best = 1e18;
        Vec2 target;
        for (const TableFeature* r : roads)
          for (std::size_t i = 1; i < r->points.size(); ++i)
            for (int k = 0; k <= 4; ++k) {
              Vec2 p = r->points[i - 1] + (r->points[i] - r->points[i - 1]) * (k / 4.0);
              double d = distance(a, p);
              if (d < best) best = d, target = p;
            }
        if (best < 1000) continue;
        line = gentleCurve(a, target, between(100, 300), 1, 1.3);
      }
      for (const TableFeature* f : all()) {
        if (f->terrain != TerrainClass::Waterway) continue;
        Vec2 at;
        std::size_t seg = 0;
        if (firstCrossing(line, f->points, true, at, seg) && distance(at, line.front()) > 1) {
          line.resize(seg + 1);
          line.push_back(at);
          m_waterwayRoadEnds.push_back(at);
        }
      }
      if (polylineLength(line) < 800 || !insideAllowed(line) || !joinsNet(line, roads)) continue;
      TableFeature f;
      f.terrain = want.terrain;
      f.points = line;
      f.widthPaces =
          want.terrain == TerrainClass::RoadGood ? 200 : 150;  // drawn 10-25 mm (100-250 p)
      keep(std::move(f), want, s1);
      return;
    }
    discard(want, s1, "no route towards the other section");
  }

  /// "They must form a connected net": the road crosses or ends on an earlier road.
  static bool joinsNet(const Polyline& line, const std::vector<const TableFeature*>& roads) {
    if (roads.empty()) return true;
    for (const TableFeature* r : roads) {
      Vec2 at;
      std::size_t seg = 0;
      if (firstCrossing(line, r->points, false, at, seg)) return true;
      if (distanceToPolyline(r->points, line.front()) <= 5 ||
          distanceToPolyline(r->points, line.back()) <= 5)
        return true;
    }
    return false;
  }

  // RAILWAYS: "runs from the indicated edge section to that directly opposite"; "cannot cross a hill".
  void placeRailway(const Wanted& want) {
    int s = positioningDie(want, "Railway");
    int o = oppositeSection(s);
    for (int attempt = 0; attempt < m_settings.placementTries / 4; ++attempt) {
      Vec2 a = pointOn(s, between(0.1, 0.9));
      Vec2 b = pointOn(o, between(0.1, 0.9));
      Polyline line = gentleCurve(a, b, between(50, 200), 1, 1.1);
      bool crossesHill = false;
      for (const TableFeature* f : all())
        if ((f->terrain == TerrainClass::HillGentle || f->terrain == TerrainClass::HillDifficult) &&
            crossesArea(line, f->points))
          crossesHill = true;
      if (crossesHill || !insideAllowed(line)) continue;
      TableFeature f;
      f.terrain = TerrainClass::Railway;
      f.points = line;
      f.widthPaces = 100;
      keep(std::move(f), want, s);
      return;
    }
    discard(want, s, "every line to the opposite section crosses a hill");
  }

  // BUILT-UP-AREAS: "400p-600p square", "closer to the indicated edge section than to any
  // other", "astride a road or road junction". Junctions and road ends at a waterway come first.
  void placeBua(const Wanted& want) {
    int s = positioningDie(want, "BUA");
    struct Spot {
      Vec2 at;
      Vec2 along;
    };
    std::vector<Spot> preferred;
    std::vector<Spot> spots;
    std::vector<const TableFeature*> roads;
    for (const TableFeature* f : all())
      if (f->terrain == TerrainClass::RoadGood || f->terrain == TerrainClass::RoadBad)
        roads.push_back(f);
    for (Vec2 end : m_waterwayRoadEnds) preferred.push_back({end, {1, 0}});
    for (std::size_t i = 0; i < roads.size(); ++i) {
      const Polyline& r = roads[i]->points;
      for (std::size_t k = 1; k < r.size(); ++k) {
        Vec2 d = r[k] - r[k - 1];
        if (length(d) < 1) continue;
        spots.push_back({r[k], d * (1 / length(d))});
      }
      for (std::size_t j = i + 1; j < roads.size(); ++j) {
        Vec2 at;
        std::size_t seg = 0;
        if (firstCrossing(r, roads[j]->points, false, at, seg)) {
          Vec2 d = r[seg + 1] - r[seg];
          preferred.push_back({at, d * (1 / std::max(length(d), 1e-9))});
        }
      }
    }
    auto tryAt = [&](const Spot& spot) {
      double side = between(m_settings.limits.buaMinPaces + 20, m_settings.limits.buaMaxPaces - 20);
      Vec2 u = spot.along * (side / 2);
      Vec2 v{-u.y, u.x};
      Polyline square{spot.at - u - v, spot.at + u - v, spot.at + u + v, spot.at - u + v};
      if (!onTable(square) || nearestEdgeSection(m_extent, spot.at) != s) return false;
      if (!insideAllowed(square) || !spaced(square, TerrainClass::BUA)) return false;
      TableFeature f;
      f.terrain = TerrainClass::BUA;
      f.points = square;
      keep(std::move(f), want, s);
      return true;
    };
    for (const Spot& spot : preferred)
      if (tryAt(spot)) return;
    for (int attempt = 0; attempt < m_settings.placementTries && !spots.empty(); ++attempt)
      if (tryAt(spots[static_cast<std::size_t>(m_dice.roll(static_cast<int>(spots.size())) - 1)]))
        return;
    discard(want, s,
            roads.empty() ? "no road to stand astride" : "no room on a road nearest that section");
  }
};

}  // namespace

int featuresForBlock(int die) { return die <= 2 ? 5 : die <= 4 ? 6 : die == 5 ? 7 : 8; }

int oppositeSection(int section) {
  switch (section) {
    case 1: return 4;
    case 4: return 1;
    case 2: return 6;
    case 6: return 2;
    case 3: return 5;
    default: return 3;
  }
}

BookTerrain generateBookTerrain(const TableExtent& extent, Dice& dice,
                                const BookTerrainSettings& settings) {
  BookTerrain out;
  const BookLimits& L = settings.limits;
  const int blocks = std::max(
      1,
      static_cast<int>(std::lround(extent.widthPaces * extent.depthPaces / L.squarePacesPerBlock)));
  int total = 0;
  for (int b = 0; b < blocks; ++b) {
    int die = dice.d6();
    total += featuresForBlock(die);
    out.log.push_back("Number of features for 9 square miles: die " + std::to_string(die) +
                      " gives " + std::to_string(featuresForBlock(die)));
  }

  // The compulsory features: 3 roads (the first a good road), 2 BUA, and per block 1 watercourse
  // and 2 area features other than BUA, only 1 of which may exceed 1,000 p.
  std::vector<Wanted> wanted;
  wanted.push_back({TerrainClass::RoadGood, FeatureOrigin::Book, false, true});
  for (int i = 1; i < L.minRoads; ++i)
    wanted.push_back({TerrainClass::RoadBad, FeatureOrigin::Book, false, true});
  for (int i = 0; i < L.minBua; ++i)
    wanted.push_back({TerrainClass::BUA, FeatureOrigin::Book, false, true});
  std::map<TerrainClass, int> counts;  // hills of both kinds count as one type
  auto typeOf = [](TerrainClass t) {
    return t == TerrainClass::HillDifficult ? TerrainClass::HillGentle : t;
  };
  for (const auto& w : wanted) ++counts[typeOf(w.terrain)];
  auto allowed = [&](TerrainClass t) {
    TerrainClass key = typeOf(t);
    if (counts[key] >= L.maxOfOneType) return false;
    if (t == TerrainClass::Waterway) return counts[key] < L.maxWaterways;
    if (t == TerrainClass::Railway) return settings.year > 1859 && counts[key] < L.maxRailways;
    return true;
  };
  auto want = [&](TerrainClass t, bool small = false, bool compulsory = false) {
    ++counts[typeOf(t)];
    wanted.push_back({t, FeatureOrigin::Book, small, compulsory});
  };
  // Compulsory areas: 1-2 woods, 3-4 hill (5-6 on a second die: difficult), 5-6 slow going,
  // thrown again while that type is at its maximum of 6.
  auto compulsoryArea = [&](bool small) {
    for (int tries = 0; tries < 30; ++tries) {
      int die = dice.d6();
      TerrainClass t =
          die <= 2   ? TerrainClass::Woods
          : die <= 4 ? (dice.d6() >= 5 ? TerrainClass::HillDifficult : TerrainClass::HillGentle)
                     : TerrainClass::SlowGoing;
      if (allowed(t)) return want(t, small, true);
    }
  };
  for (int b = 0; b < blocks; ++b) {
    if (allowed(TerrainClass::Stream)) want(TerrainClass::Stream, false, true);
    compulsoryArea(false);
    compulsoryArea(true);
  }
  total = std::max(total, static_cast<int>(wanted.size()));

  // The rest by a die (decision: the book leaves the choice to the players; 1 woods, 2 hill,
  // 3 slow going, 4 road, 5 stream, 6 another die: 1-2 marsh, 3-4 waterway, 5-6 railway),
  // within the maxima; the last `attackerFeatures` are the attacker's.
  const std::size_t compulsory = wanted.size();
  while (static_cast<int>(wanted.size()) < total) {
    TerrainClass t = TerrainClass::Woods;
    for (int tries = 0; tries < 20; ++tries) {
      int die = dice.d6();
      if (die == 1)
        t = TerrainClass::Woods;
      else if (die == 2)
        t = dice.d6() >= 5 ? TerrainClass::HillDifficult : TerrainClass::HillGentle;
      else if (die == 3)
        t = TerrainClass::SlowGoing;
      else if (die == 4)
        t = TerrainClass::RoadBad;
      else if (die == 5)
        t = TerrainClass::Stream;
      else {
        int second = dice.d6();
        t = second <= 2   ? TerrainClass::Marsh
            : second <= 4 ? TerrainClass::Waterway
                          : TerrainClass::Railway;
      }
      if (allowed(t)) break;
    }
    if (!allowed(t)) break;
    want(t);
  }
  int attacker =
      std::min<int>(settings.attackerFeatures, static_cast<int>(wanted.size() - compulsory));
  for (int i = 0; i < attacker; ++i)
    wanted[wanted.size() - 1 - static_cast<std::size_t>(i)].origin = FeatureOrigin::Attacker;

  // "Features are now diced for and placed in the order they are listed"; "if both defender and
  // attacker wish to place features of the same type, the defender dices and places first".
  std::stable_sort(wanted.begin(), wanted.end(), [](const Wanted& a, const Wanted& b) {
    int ra = placingRank(a.terrain), rb = placingRank(b.terrain);
    if (ra != rb) return ra < rb;
    return a.origin == FeatureOrigin::Book && b.origin == FeatureOrigin::Attacker;
  });

  Placer placer(extent, dice, settings, out);
  bool riverDone = false;
  for (const auto& w : wanted) {
    if (!riverDone && placingRank(w.terrain) > 1) {
      if (settings.upgradeRiver) placer.upgradeRiver();
      if (settings.dryClimate) placer.streamsToGullies();
      riverDone = true;
    }
    // "The remainder to make up the minima ... are provided and placed by the defender"
    // (decision): a compulsory feature the dice could not place is diced for again, up to
    // `minimaRetries` times; each failure stays in the discards.
    for (int attempt = 0; attempt <= (w.compulsory ? settings.minimaRetries : 0); ++attempt) {
      std::size_t before = out.features.size();
      placer.place(w);
      if (out.features.size() > before) break;
    }
  }
  if (!riverDone) {
    if (settings.upgradeRiver) placer.upgradeRiver();
    if (settings.dryClimate) placer.streamsToGullies();
  }
  return out;
}

}  // namespace hfg::maps
