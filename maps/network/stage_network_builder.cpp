// Stage network derivation: candidate nodes, merging, adjacent links, splitting, kinds, bridges.
#include "maps/network/stage_network_builder.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "maps/frame/map_frame_builder.h"
#include "maps/map_error.h"
#include "maps/network/adjacent_links.h"
#include "maps/network/line_graph.h"

namespace hfg::maps {
namespace {

constexpr int kGood = 0;
constexpr int kBad = 1;

int rankOf(const std::string& kind) {
  static const std::map<std::string, int> ranks = {
      {"city", 0}, {"town", 1}, {"village", 2}, {"suburb", 3}, {"hamlet", 4}};
  auto it = ranks.find(kind);
  return it == ranks.end() ? 5 : it->second;
}
constexpr int kJunctionRank = 9;

struct Candidate {
  int vertex = -1;
  std::string name;
  int rank = kJunctionRank;
};

struct Piece {
  Polyline path;
  std::vector<double> metresByCategory = std::vector<double>(2, 0.0);
  double length() const { return metresByCategory[0] + metresByCategory[1]; }
};

// The part of a path between distances d0 and d1 along it.
Piece cut(const Polyline& path, const std::vector<int>& categories, double d0, double d1) {
  Piece piece;
  double at = 0;
  for (size_t i = 0; i + 1 < path.size(); ++i) {
    const double len = distance(path[i], path[i + 1]);
    const double s0 = std::max(d0, at), s1 = std::min(d1, at + len);
    if (s1 > s0 && len > 0) {
      const Vec2 a = path[i] + (path[i + 1] - path[i]) * ((s0 - at) / len);
      const Vec2 b = path[i] + (path[i + 1] - path[i]) * ((s1 - at) / len);
      if (piece.path.empty()) piece.path.push_back(a);
      piece.path.push_back(b);
      piece.metresByCategory[static_cast<size_t>(categories[i])] += s1 - s0;
    }
    at += len;
  }
  return piece;
}

bool segmentsCross(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  const double d1 = cross(b - a, c - a), d2 = cross(b - a, d - a);
  const double d3 = cross(d - c, a - c), d4 = cross(d - c, b - c);
  if (d1 == 0 && d2 == 0) return false;  // collinear: running along the bank is no crossing
  return d1 * d2 <= 0 && d3 * d4 <= 0;   // touching counts: a road vertex may lie on the river line
}

// Drops the extra vertices the graph added along straight stretches (collinear within 1 cm).
Polyline withoutCollinear(const Polyline& path) {
  if (path.size() < 3) return path;
  Polyline out{path.front()};
  for (size_t i = 1; i + 1 < path.size(); ++i) {
    const Vec2 a = out.back(), b = path[i], c = path[i + 1];
    const double base = distance(a, c);
    if (base > 0 && std::abs(cross(c - a, b - a)) / base < 0.01 && dot(b - a, c - a) > 0 &&
        dot(b - c, a - c) > 0)
      continue;
    out.push_back(b);
  }
  out.push_back(path.back());
  return out;
}

struct LineBounds {
  Vec2 min{1e300, 1e300};
  Vec2 max{-1e300, -1e300};
  explicit LineBounds(const Polyline& line) {
    for (Vec2 p : line) {
      min = {std::min(min.x, p.x), std::min(min.y, p.y)};
      max = {std::max(max.x, p.x), std::max(max.y, p.y)};
    }
  }
  bool overlaps(const LineBounds& o) const {
    return min.x <= o.max.x && o.min.x <= max.x && min.y <= o.max.y && o.min.y <= max.y;
  }
};

struct River {
  const TerrainFeature* feature;
  LineBounds box;
};

// C-3: the first major river (a River line) the path crosses, or nullptr. Boxes skip far rivers.
const TerrainFeature* riverCrossed(const Polyline& path, const std::vector<River>& rivers) {
  const LineBounds pathBox(path);
  for (const River& river : rivers) {
    if (!pathBox.overlaps(river.box)) continue;
    const Polyline& r = river.feature->points;
    for (size_t i = 0; i + 1 < path.size(); ++i)
      for (size_t j = 0; j + 1 < r.size(); ++j)
        if (segmentsCross(path[i], path[i + 1], r[j], r[j + 1])) return river.feature;
  }
  return nullptr;
}

class Builder {
 public:
  Builder(const std::vector<TerrainFeature>& terrain, const std::vector<Settlement>& settlements,
          const MapFrame& frame, const StageNetworkSettings& settings)
      : m_terrain(terrain), m_settlements(settlements), m_frame(frame), m_settings(settings) {
    m_snap = settings.settlementSnapMetres > 0 ? settings.settlementSnapMetres
                                               : std::min(settings.targetStageMetres / 4, 1500.0);
    for (const auto& f : terrain)
      if (f.terrain == TerrainClass::River && f.points.size() >= 2)
        m_rivers.push_back({&f, LineBounds(f.points)});
  }

  StageMap build(const ProgressFn& progress) {
    ProgressStep roadsStep(progress, "building the road graph", 0.0, 0.3);
    LineGraph roads;
    for (const auto& f : m_terrain) {
      if (f.terrain == TerrainClass::RoadGood) roads.addPolyline(f.points, kGood);
      if (f.terrain == TerrainClass::RoadBad) roads.addPolyline(f.points, kBad);
    }
    if (roads.vertexCount() == 0)
      throw MapError("no roads to build the stage network from (import a road layer first)");
    roadsStep.report(1);
    roadsStep.throwIfCancelled();

    std::vector<Candidate> keys = chooseNodes(roads);
    if (keys.empty())
      throw MapError(
          "no settlement lies near a road and no road junction was found: no stage nodes");
    std::vector<int> keyVertices;
    for (const auto& k : keys) {
      keyVertices.push_back(k.vertex);
      addNode(k.name, roads.position(k.vertex));
    }
    ProgressStep linkStep(progress, "linking adjacent nodes", 0.3, 0.8);
    for (const auto& link : adjacentLinks(roads, keyVertices, {1.0, m_settings.badRoadCostFactor}))
      addRoadLink(link);
    linkStep.report(1);
    linkStep.throwIfCancelled();

    ProgressStep otherStep(progress, "railway and water links", 0.8, 1.0);
    if (m_settings.railways) addOtherLinks(TerrainClass::Railway, LinkKind::Railway, 0);
    addOtherLinks(TerrainClass::River, LinkKind::Water, m_settings.navigableRiverWidthMetres);
    otherStep.report(1);
    otherStep.throwIfCancelled();
    m_map.frame = m_frame;
    m_map.terrain = m_terrain;
    return std::move(m_map);
  }

 private:
  std::vector<Candidate> chooseNodes(const LineGraph& roads) {
    std::vector<Candidate> candidates;
    for (const auto& s : m_settlements)
      if (auto v = roads.nearestVertex(s.position, m_snap))
        candidates.push_back({*v, s.name, rankOf(s.kind)});
    for (int v = 0; v < roads.vertexCount(); ++v)
      if (roads.degree(v, {kGood}) >= m_settings.junctionMinGoodRoads)
        candidates.push_back({v, "", kJunctionRank});
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& a, const Candidate& b) { return a.rank < b.rank; });
    const double mergeMetres = m_settings.mergeFraction * m_settings.targetStageMetres;
    std::vector<Candidate> accepted;
    for (auto& c : candidates) {
      const Vec2 p = roads.position(c.vertex);
      const bool near = std::any_of(accepted.begin(), accepted.end(), [&](const Candidate& a) {
        return distance(roads.position(a.vertex), p) < mergeMetres;
      });
      if (near) continue;
      if (c.name.empty()) c.name = junctionName(p);
      accepted.push_back(c);
    }
    return accepted;
  }

  std::string junctionName(Vec2 p) const {
    const Settlement* nearest = nullptr;
    for (const auto& s : m_settlements)
      if (distance(s.position, p) <= m_snap &&
          (!nearest || distance(s.position, p) < distance(nearest->position, p)))
        nearest = &s;
    return nearest ? nearest->name + " junction" : "Junction " + std::to_string(++m_junctions);
  }

  // An intermediate point takes the name of a settlement beside it that names no node yet (a
  // hamlet merged away, or one too far from a junction), else "A - B" with its number.
  std::string intermediateName(Vec2 p, const std::string& from, const std::string& to, int index,
                               int count) const {
    const Settlement* best = nullptr;
    for (const auto& s : m_settlements) {
      if (distance(s.position, p) > m_snap) continue;
      const bool used = std::any_of(m_map.nodes.begin(), m_map.nodes.end(),
                                    [&](const StageNode& n) { return n.name == s.name; });
      if (!used && (!best || distance(s.position, p) < distance(best->position, p))) best = &s;
    }
    if (best) return best->name;
    return from + " - " + to +
           (count > 1 ? " " + std::to_string(index) + "/" + std::to_string(count) : "");
  }

  std::string addNode(const std::string& name, Vec2 position) {
    StageNode node;
    node.id = "n" + std::to_string(m_map.nodes.size() + 1);
    node.name = name;
    node.position = position;
    node.lonLat = localToLonLat(m_frame, position);
    m_map.nodes.push_back(node);
    return node.id;
  }

  void addLink(const std::string& from, const std::string& to, LinkKind kind, Polyline path,
               double lengthMetres) {
    StageLink link;
    link.id = "l" + std::to_string(m_map.links.size() + 1);
    link.from = from;
    link.to = to;
    link.kind = kind;
    link.stages = stagesFor(lengthMetres, m_settings);
    if (kind == LinkKind::GoodRoad || kind == LinkKind::BadRoad)
      if (const TerrainFeature* river = riverCrossed(path, m_rivers)) {
        link.bridge =
            BridgeState::Intact;  // C-3: an existing bridge unless the scenario says otherwise
        link.riverName = river->name.empty() ? river->id : river->name;
      }
    link.path = withoutCollinear(path);
    m_map.links.push_back(std::move(link));
  }

  void addRoadLink(const AdjacentLink& link) {
    const double target = m_settings.targetStageMetres;
    const int pieces = link.lengthMetres > m_settings.splitFactor * target
                           ? std::max(2, static_cast<int>(std::lround(link.lengthMetres / target)))
                           : 1;
    const std::string fromId = m_map.nodes[static_cast<size_t>(link.fromKey)].id;
    const std::string toId = m_map.nodes[static_cast<size_t>(link.toKey)].id;
    const std::string fromName = m_map.nodes[static_cast<size_t>(link.fromKey)].name;
    const std::string toName = m_map.nodes[static_cast<size_t>(link.toKey)].name;
    std::string previous = fromId;
    for (int i = 0; i < pieces; ++i) {
      Piece piece = cut(link.path, link.segmentCategory, link.lengthMetres * i / pieces,
                        link.lengthMetres * (i + 1) / pieces);
      const std::string next =
          i + 1 == pieces
              ? toId
              : addNode(intermediateName(piece.path.back(), fromName, toName, i + 1, pieces - 1),
                        piece.path.back());
      const LinkKind kind =
          piece.metresByCategory[kGood] >= m_settings.goodRoadShare * piece.length()
              ? LinkKind::GoodRoad
              : LinkKind::BadRoad;
      const double length = piece.length();
      addLink(previous, next, kind, std::move(piece.path), length);
      previous = next;
    }
  }

  // Railway (stations) or water (ports) links between nodes lying on those lines.
  void addOtherLinks(TerrainClass lineClass, LinkKind kind, double minWidthMetres) {
    LineGraph graph;
    for (const auto& f : m_terrain)
      if (f.terrain == lineClass && f.widthMetres >= minWidthMetres) graph.addPolyline(f.points, 0);
    if (graph.vertexCount() == 0) return;
    std::vector<int> vertices, nodeIndex;
    for (size_t n = 0; n < m_map.nodes.size(); ++n)
      if (auto v = graph.nearestVertex(m_map.nodes[n].position, m_snap)) {
        vertices.push_back(*v);
        nodeIndex.push_back(static_cast<int>(n));
      }
    for (const auto& link : adjacentLinks(graph, vertices, {1.0})) {
      StageNode& a = m_map.nodes[static_cast<size_t>(nodeIndex[static_cast<size_t>(link.fromKey)])];
      StageNode& b = m_map.nodes[static_cast<size_t>(nodeIndex[static_cast<size_t>(link.toKey)])];
      for (StageNode* n : {&a, &b}) {
        if (kind == LinkKind::Railway) n->station = true;
        if (kind == LinkKind::Water) n->port = true;
      }
      // The node lies beside the line: the route runs from the node to the line and back off it.
      Polyline path = link.path;
      if (distance(path.front(), a.position) > 0.01) path.insert(path.begin(), a.position);
      if (distance(path.back(), b.position) > 0.01) path.push_back(b.position);
      const double length = link.lengthMetres + distance(a.position, link.path.front()) +
                            distance(link.path.back(), b.position);
      addLink(a.id, b.id, kind, std::move(path), length);
    }
  }

  const std::vector<TerrainFeature>& m_terrain;
  const std::vector<Settlement>& m_settlements;
  MapFrame m_frame;
  StageNetworkSettings m_settings;
  double m_snap = 0;
  std::vector<River> m_rivers;
  mutable int m_junctions = 0;
  StageMap m_map;
};

}  // namespace

double stagesFor(double lengthMetres, const StageNetworkSettings& settings) {
  const double step = settings.stageStep > 0 ? settings.stageStep : 0.5;
  return std::max(step, std::round(lengthMetres / settings.targetStageMetres / step) * step);
}

StageMap buildStageNetwork(const std::vector<TerrainFeature>& terrain,
                           const std::vector<Settlement>& settlements, const MapFrame& frame,
                           const StageNetworkSettings& settings, const ProgressFn& progress) {
  if (settings.targetStageMetres <= 0)
    throw MapError("stage network: targetStageMetres must be positive");
  return Builder(terrain, settlements, frame, settings).build(progress);
}

}  // namespace hfg::maps
