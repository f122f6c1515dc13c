// Piecewise-linear trajectories within a period, the first instant of each meeting, and C-18.
#include "core/campaign/movement.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <tuple>

#include "core/campaign/interpretations.h"
#include "core/model/stage_map_index.h"

namespace hfg {
namespace {

constexpr double kEps = 1e-9;

/// Part of a trajectory: at a node over [t0, t1], or along a link from s0 to s1 over [t0, t1].
struct Piece {
  double t0 = 0;
  double t1 = 0;
  int node = -1;
  int link = -1;
  double s0 = 0;
  double s1 = 0;

  double sAt(double t) const {
    if (t1 - t0 < kEps) return s0;
    return s0 + (s1 - s0) * (t - t0) / (t1 - t0);
  }
};

double linkLength(const StageMap& map, int link) {
  return map.links[static_cast<std::size_t>(link)].stages;
}

/// The node at a link position, if the position is one of its ends.
int endNodeAt(const StageMap& map, const std::vector<int>& endsFrom, const std::vector<int>& endsTo,
              int link, double s) {
  if (std::abs(s) < kEps) return endsFrom[static_cast<std::size_t>(link)];
  if (std::abs(s - linkLength(map, link)) < kEps) return endsTo[static_cast<std::size_t>(link)];
  return -1;
}

struct Track {
  std::vector<Piece> pieces;
  bool stopped = false;
  int avoidances = 0;
};

class Simulation {
 public:
  Simulation(const StageMap& map, const std::vector<Mover>& movers,
             const std::vector<BattlePlace>& battles)
      : m_map(map), m_movers(movers) {
    m_from.resize(map.links.size());
    m_to.resize(map.links.size());
    // Hashed once a pass: a scan of the nodes for each link end cost links x nodes.
    const StageMapIndex index(map);
    for (std::size_t l = 0; l < map.links.size(); ++l) {
      m_from[l] = index.nodeIndex(map.links[l].from);
      m_to[l] = index.nodeIndex(map.links[l].to);
    }
    for (const auto& b : battles) m_battles.push_back({b.place, 0.0, b.battle, -1});
    m_tracks.resize(movers.size());
    for (std::size_t i = 0; i < movers.size(); ++i) m_tracks[i].pieces = build(movers[i]);
  }

  MovementResult run() {
    MovementResult result;
    for (int guard = 0; guard < 100000; ++guard) {
      auto meet = earliestMeeting();
      auto arrive = earliestArrival();
      if (!meet && !arrive) break;
      if (arrive && (!meet || arrive->time <= meet->time)) {
        applyArrival(*arrive, result);
      } else {
        applyMeeting(*meet, result);
      }
    }
    finish(result);
    return result;
  }

 private:
  struct Candidate {
    double time = 0;
    MapPlace place;
    int a = -1;
    int b = -1;  ///< for an arrival: the battle index
  };
  struct ActiveBattle {
    MapPlace place;
    double start = 0;
    std::string existing;
    int meeting = -1;  ///< index in result.meetings
  };

  std::vector<Piece> build(const Mover& m) const {
    std::vector<Piece> out;
    double t = 0;
    auto atStartNode = [&]() {
      if (m.start.node >= 0) return m.start.node;
      if (m.start.link >= 0) return endNodeAt(m_map, m_from, m_to, m.start.link, m.start.s);
      return -1;
    };
    const int startNode = atStartNode();
    if (m.legs.empty()) {
      if (startNode >= 0)
        out.push_back({0, 1, startNode, -1, 0, 0});
      else
        out.push_back({0, 1, -1, m.start.link, m.start.s, m.start.s});
      return out;
    }
    if (startNode >= 0) out.push_back({0, 0, startNode, -1, 0, 0});
    for (const auto& leg : m.legs) {
      const double dur = std::abs(leg.toS - leg.fromS) / m.speed;
      out.push_back({t, t + dur, -1, leg.link, leg.fromS, leg.toS});
      t += dur;
      const int end = endNodeAt(m_map, m_from, m_to, leg.link, leg.toS);
      if (end >= 0) out.push_back({t, t, end, -1, 0, 0});
    }
    Piece& last = out.back();
    if (last.node >= 0) {
      last.t1 = std::max(1.0, last.t0);
    } else {
      out.push_back({t, std::max(1.0, t), -1, last.link, last.s1, last.s1});
    }
    return out;
  }

  static std::optional<double> firstCommon(const Piece& a, const Piece& b) {
    const double lo = std::max(a.t0, b.t0);
    const double hi = std::min(a.t1, b.t1);
    if (lo > hi + kEps) return std::nullopt;
    if (a.node >= 0 || b.node >= 0) {
      if (a.node >= 0 && a.node == b.node) return lo;
      return std::nullopt;
    }
    if (a.link != b.link) return std::nullopt;
    const double d0 = a.sAt(lo) - b.sAt(lo);
    const double d1 = a.sAt(hi) - b.sAt(hi);
    if (std::abs(d0) < kEps) return lo;
    if (std::abs(d1) < kEps) return hi;
    if ((d0 < 0) != (d1 < 0)) return lo + (hi - lo) * d0 / (d0 - d1);
    return std::nullopt;
  }

  MapPlace placeAt(const Piece& p, double t) const {
    if (p.node >= 0) return {p.node, -1, 0};
    const double s = p.sAt(t);
    const int end = endNodeAt(m_map, m_from, m_to, p.link, s);
    if (end >= 0) return {end, -1, 0};
    return {-1, p.link, s};
  }

  bool samePlace(const MapPlace& a, const MapPlace& b) const {
    if (a.node >= 0 || b.node >= 0) return a.node == b.node;
    return a.link == b.link && std::abs(a.s - b.s) < 1e-7;
  }

  /// When a track is first at `place` at or after `from`.
  std::optional<double> firstTimeAt(const Track& tr, const MapPlace& place, double from) const {
    for (const auto& p : tr.pieces) {
      if (p.t1 < from - kEps) continue;
      if (place.node >= 0) {
        if (p.node == place.node) return std::max(p.t0, from);
        continue;
      }
      if (p.link != place.link) continue;
      const double lo = std::min(p.s0, p.s1);
      const double hi = std::max(p.s0, p.s1);
      if (place.s < lo - kEps || place.s > hi + kEps) continue;
      double t = p.t0;
      if (std::abs(p.s1 - p.s0) > kEps) t = p.t0 + (place.s - p.s0) / (p.s1 - p.s0) * (p.t1 - p.t0);
      if (t >= from - kEps) return std::max(t, from);
      if (std::abs(p.s1 - p.s0) < kEps) return from;  // standing there
    }
    return std::nullopt;
  }

  bool ignored(int a, int b, double t) const {
    for (const auto& [x, y, until] : m_ignore)
      if (((x == a && y == b) || (x == b && y == a)) && t <= until) return true;
    return false;
  }

  /// The pairs (i < j, in that order) of moving-on tracks of opposing movers that share a node
  /// or a link: firstCommon finds a time only on a common node or link, so these are the only
  /// pairs that can meet, and taking them in the order of the scan of all pairs finds the same
  /// first meeting (a scan of all pairs was movers² a step).
  std::vector<std::pair<int, int>> pairsThatCanMeet() const {
    std::vector<std::pair<int, int>> touches;  // (place: a node, or nodes + link; mover)
    const int nodes = static_cast<int>(m_map.nodes.size());
    for (std::size_t i = 0; i < m_tracks.size(); ++i) {
      if (m_tracks[i].stopped) continue;
      for (const auto& p : m_tracks[i].pieces)
        touches.push_back({p.node >= 0 ? p.node : nodes + p.link, static_cast<int>(i)});
    }
    std::sort(touches.begin(), touches.end());
    touches.erase(std::unique(touches.begin(), touches.end()), touches.end());
    std::vector<std::pair<int, int>> pairs;
    for (std::size_t first = 0; first < touches.size();) {
      std::size_t end = first;
      while (end < touches.size() && touches[end].first == touches[first].first) ++end;
      for (std::size_t x = first; x < end; ++x)
        for (std::size_t y = x + 1; y < end; ++y) {
          const Mover& a = m_movers[static_cast<std::size_t>(touches[x].second)];
          const Mover& b = m_movers[static_cast<std::size_t>(touches[y].second)];
          if (a.side != b.side && a.water == b.water && !a.carried && !b.carried)
            pairs.push_back({touches[x].second, touches[y].second});
        }
      first = end;
    }
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    return pairs;
  }

  std::optional<Candidate> earliestMeeting() const {
    std::optional<Candidate> best;
    for (const auto& [i, j] : pairsThatCanMeet())
      for (const auto& pa : m_tracks[static_cast<std::size_t>(i)].pieces)
        for (const auto& pb : m_tracks[static_cast<std::size_t>(j)].pieces) {
          auto t = firstCommon(pa, pb);
          if (!t || ignored(i, j, *t)) continue;
          if (!best || *t < best->time - kEps) best = Candidate{*t, placeAt(pa, *t), i, j};
        }
    return best;
  }

  std::optional<Candidate> earliestArrival() const {
    std::optional<Candidate> best;
    for (std::size_t b = 0; b < m_battles.size(); ++b)
      for (std::size_t i = 0; i < m_tracks.size(); ++i) {
        if (m_tracks[i].stopped || m_movers[i].carried) continue;
        auto t = firstTimeAt(m_tracks[i], m_battles[b].place, m_battles[b].start);
        if (t && (!best || *t < best->time - kEps))
          best = Candidate{*t, m_battles[b].place, static_cast<int>(i), static_cast<int>(b)};
      }
    return best;
  }

  double travelled(int i, double t) const {
    double d = 0;
    for (const auto& p : m_tracks[static_cast<std::size_t>(i)].pieces) {
      if (p.link < 0 || p.t0 >= t) continue;
      d += std::abs(p.sAt(std::min(t, p.t1)) - p.s0);
    }
    return d;
  }

  /// Cuts a track at time t and leaves it standing where it is until the end of the period.
  void stopAt(int i, double t) {
    auto& tr = m_tracks[static_cast<std::size_t>(i)];
    std::vector<Piece> kept;
    for (auto p : tr.pieces) {
      if (p.t0 > t + kEps) break;
      if (p.t1 > t) {
        if (p.link >= 0) p.s1 = p.sAt(t);
        p.t1 = t;
      }
      kept.push_back(p);
    }
    const MapPlace here = placeAt(kept.back(), t);
    if (here.node >= 0)
      kept.push_back({t, std::max(1.0, t), here.node, -1, 0, 0});
    else
      kept.push_back({t, std::max(1.0, t), -1, here.link, here.s, here.s});
    tr.pieces = std::move(kept);
  }

  /// C-17: since when track i has stood at `place` without a break, up to time t: walking back
  /// from t over the pieces that stand there; a force passing through is there only from t.
  double arrivedAt(int i, const MapPlace& place, double t) const {
    const auto& pieces = m_tracks[static_cast<std::size_t>(i)].pieces;
    double since = t;
    for (auto it = pieces.rbegin(); it != pieces.rend(); ++it) {
      if (it->t0 > t + kEps) continue;
      const bool standing = it->node >= 0 || std::abs(it->s1 - it->s0) < kEps;
      if (!standing || !samePlace(placeAt(*it, it->t0), place)) break;
      since = std::min(since, it->t0);
    }
    if (since < kEps && travelled(i, since) <= kEps)
      return m_movers[static_cast<std::size_t>(i)].arrivedAtStart;
    return since;
  }

  /// The road by which a track reached its current place at time t: (link, far node).
  std::pair<int, int> approach(int i, double t) const {
    const auto& tr = m_tracks[static_cast<std::size_t>(i)];
    int link = -1;
    double s0 = 0;
    for (const auto& p : tr.pieces) {
      if (p.t0 > t + kEps) break;
      if (p.link >= 0 && std::abs(p.s1 - p.s0) > kEps) {
        link = p.link;
        s0 = p.s1 > p.s0 ? 0.0 : linkLength(m_map, p.link);
      }
    }
    if (link < 0) return {-1, -1};
    const int far =
        s0 < kEps ? m_from[static_cast<std::size_t>(link)] : m_to[static_cast<std::size_t>(link)];
    return {link, far};
  }

  /// C-18: retreat the way it came (or along its retreat road) with the movement it has left.
  bool tryAvoid(int i, double t, const std::vector<int>& opponents) {
    const Mover& m = m_movers[static_cast<std::size_t>(i)];
    auto& tr = m_tracks[static_cast<std::size_t>(i)];
    if (!m.avoidBattle || tr.avoidances >= campaign_rules::kAvoidancesPerPeriod) return false;
    // Movement remaining: what its allowance leaves, and what the rest of the period allows.
    const double remaining = std::min(m.allowance - travelled(i, t), m.speed * (1.0 - t));
    if (remaining < kEps) return false;
    int shortestOther = std::numeric_limits<int>::max();
    for (int o : opponents)
      shortestOther =
          std::min(shortestOther, m_movers[static_cast<std::size_t>(o)].slowestTacticalPaces);
    if (m.slowestTacticalPaces < shortestOther) return false;

    // Where it is, and which way is back.
    stopAt(i, t);
    Piece standing = tr.pieces.back();
    tr.pieces.pop_back();
    int link = -1;
    double from = 0;
    double to = 0;
    if (standing.link >= 0) {
      link = standing.link;
      from = standing.s0;
      auto [l, far] = approach(i, t);
      (void)l;
      to = far == m_from[static_cast<std::size_t>(link)] ? 0.0 : linkLength(m_map, link);
    } else {
      auto [l, far] = approach(i, t);
      if (l < 0 && m.retreatLink >= 0) {
        l = m.retreatLink;
        far = m_from[static_cast<std::size_t>(l)] == standing.node
                  ? m_to[static_cast<std::size_t>(l)]
                  : m_from[static_cast<std::size_t>(l)];
      }
      if (l < 0) {
        tr.pieces.push_back(standing);
        return false;
      }
      link = l;
      from = far == m_from[static_cast<std::size_t>(l)] ? linkLength(m_map, l) : 0.0;
      to = far == m_from[static_cast<std::size_t>(l)] ? 0.0 : linkLength(m_map, l);
      tr.pieces.push_back({t, t, standing.node, -1, 0, 0});
    }
    const double dir = to > from ? 1.0 : -1.0;
    const double dist = std::min(std::abs(to - from), std::min(remaining, m.speed * (1.0 - t)));
    const double end = from + dir * dist;
    const double tEnd = t + dist / m.speed;
    tr.pieces.push_back({t, tEnd, -1, link, from, end});
    const int endNode = endNodeAt(m_map, m_from, m_to, link, end);
    if (endNode >= 0)
      tr.pieces.push_back({tEnd, std::max(1.0, tEnd), endNode, -1, 0, 0});
    else
      tr.pieces.push_back({tEnd, std::max(1.0, tEnd), -1, link, end, end});
    ++tr.avoidances;
    return true;
  }

  void applyMeeting(const Candidate& c, MovementResult& result) {
    std::vector<int> here;
    for (std::size_t i = 0; i < m_tracks.size(); ++i) {
      if (m_tracks[i].stopped || m_movers[i].carried) continue;
      for (const auto& p : m_tracks[i].pieces) {
        if (p.t0 > c.time + kEps || p.t1 < c.time - kEps) continue;
        if (samePlace(placeAt(p, c.time), c.place)) {
          here.push_back(static_cast<int>(i));
          break;
        }
      }
    }
    if (std::find(here.begin(), here.end(), c.a) == here.end()) here.push_back(c.a);
    if (std::find(here.begin(), here.end(), c.b) == here.end()) here.push_back(c.b);
    std::sort(here.begin(), here.end());

    Meeting meeting;
    meeting.place = c.place;
    meeting.time = c.time;
    const std::string sideA = m_movers[static_cast<std::size_t>(c.a)].side;
    const std::string waterKey = m_movers[static_cast<std::size_t>(c.a)].water ? "w" : "l";
    std::vector<int> stay;
    for (int i : here) {
      std::vector<int> opponents;
      for (int j : here)
        if (m_movers[static_cast<std::size_t>(j)].side !=
            m_movers[static_cast<std::size_t>(i)].side)
          opponents.push_back(j);
      if (tryAvoid(i, c.time, opponents)) {
        meeting.avoided.push_back(i);
        for (int j : opponents) m_ignore.push_back({i, j, c.time + 1e-7});
      } else {
        stay.push_back(i);
      }
    }
    bool twoSides = false;
    for (int i : stay)
      if (m_movers[static_cast<std::size_t>(i)].side !=
          m_movers[static_cast<std::size_t>(stay.front())].side)
        twoSides = true;
    if (!twoSides) {
      // Everyone of one side got away: no battle, but the log records the avoidance.
      if (!meeting.avoided.empty()) m_avoidances.push_back(meeting);
      return;
    }
    for (int i : stay) {
      meeting.arrivedAt.push_back(arrivedAt(i, c.place, c.time));
      stopAt(i, c.time);
      m_tracks[static_cast<std::size_t>(i)].stopped = true;
    }
    meeting.participants = stay;
    result.meetings.push_back(meeting);
    m_battles.push_back({c.place, c.time, "", static_cast<int>(result.meetings.size()) - 1});
  }

  void applyArrival(const Candidate& c, MovementResult& result) {
    ActiveBattle& battle = m_battles[static_cast<std::size_t>(c.b)];
    auto [link, far] = approach(c.a, c.time);
    stopAt(c.a, c.time);
    m_tracks[static_cast<std::size_t>(c.a)].stopped = true;
    MovementArrival arrival{c.a, c.time, link, far};
    if (battle.meeting < 0) {
      Meeting m;
      m.place = battle.place;
      m.time = c.time;
      m.existingBattle = battle.existing;
      result.meetings.push_back(m);
      battle.meeting = static_cast<int>(result.meetings.size()) - 1;
    }
    result.meetings[static_cast<std::size_t>(battle.meeting)].arrivals.push_back(arrival);
  }

  void finish(MovementResult& result) {
    // Avoidances that ended in no battle are kept as meetings with no participants.
    for (auto& a : m_avoidances) result.meetings.push_back(a);
    std::stable_sort(result.meetings.begin(), result.meetings.end(),
                     [](const Meeting& x, const Meeting& y) { return x.time < y.time; });
    const std::size_t n = m_tracks.size();
    result.endPlaces.resize(n);
    result.stagesMoved.resize(n);
    result.lastNodeLeft.assign(n, -1);
    result.nodesPassed.resize(n);
    result.stopped.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
      const auto& tr = m_tracks[i];
      result.endPlaces[i] = placeAt(tr.pieces.back(), tr.pieces.back().t1);
      result.stagesMoved[i] = travelled(static_cast<int>(i), 2.0);
      result.stopped[i] = tr.stopped ? 1 : 0;
      int lastNode = -1;
      for (const auto& p : tr.pieces) {
        if (p.node >= 0) {
          if (result.nodesPassed[i].empty() || result.nodesPassed[i].back() != p.node)
            result.nodesPassed[i].push_back(p.node);
          lastNode = p.node;
        } else if (std::abs(p.s1 - p.s0) > kEps && lastNode >= 0) {
          result.lastNodeLeft[i] = lastNode;
        }
      }
    }
  }

  const StageMap& m_map;
  const std::vector<Mover>& m_movers;
  std::vector<int> m_from;
  std::vector<int> m_to;
  std::vector<Track> m_tracks;
  std::vector<ActiveBattle> m_battles;
  std::vector<std::tuple<int, int, double>> m_ignore;
  std::vector<Meeting> m_avoidances;
};

}  // namespace

MovementResult runMovement(const StageMap& map, const std::vector<Mover>& movers,
                           const std::vector<BattlePlace>& battles) {
  return Simulation(map, movers, battles).run();
}

Vec2 positionOf(const StageMap& map, const StageMapIndex& index, const MapPlace& place) {
  if (place.node >= 0) return map.nodes[static_cast<std::size_t>(place.node)].position;
  const StageLink& link = map.links[static_cast<std::size_t>(place.link)];
  const double fraction = link.stages > 0 ? std::clamp(place.s / link.stages, 0.0, 1.0) : 0.0;
  Polyline path = link.path;
  if (path.size() < 2) {
    const StageNode* a = index.findNode(map, link.from);
    const StageNode* b = index.findNode(map, link.to);
    path = {a ? a->position : Vec2{}, b ? b->position : Vec2{}};
  }
  double total = 0;
  for (std::size_t i = 1; i < path.size(); ++i) total += distance(path[i - 1], path[i]);
  double want = total * fraction;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const double seg = distance(path[i - 1], path[i]);
    if (want <= seg || i + 1 == path.size()) {
      const double k = seg > 0 ? std::min(1.0, want / seg) : 0.0;
      return path[i - 1] + (path[i] - path[i - 1]) * k;
    }
    want -= seg;
  }
  return path.back();
}

Location locationOf(const StageMap& map, const MapPlace& place, bool towardsTo) {
  Location loc;
  if (place.node >= 0) {
    loc.node = map.nodes[static_cast<std::size_t>(place.node)].id;
    return loc;
  }
  const StageLink& link = map.links[static_cast<std::size_t>(place.link)];
  loc.link = link.id;
  loc.towards = towardsTo ? link.to : link.from;
  // Clamped: a place at an end may carry a rounding error of the other sign (checkCampaignState).
  loc.stagesFromStart = std::clamp(towardsTo ? place.s : link.stages - place.s, 0.0, link.stages);
  return loc;
}

}  // namespace hfg
