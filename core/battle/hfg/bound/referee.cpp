// The independent referee: its own rectangle and polyline geometry, reading only poses, state and the log.
#include "core/battle/hfg/bound/referee.h"

#include <algorithm>
#include <cmath>
#include <regex>

namespace hfg::battle {

namespace {

// ---- the referee's own geometry (deliberately not the engine's) ---------------------------

std::array<Vec2, 4> cornersOf(const Footprint& f) {
  const double h = f.headingDeg * M_PI / 180.0;
  const Vec2 fwd{std::cos(h), std::sin(h)};
  const Vec2 left{-fwd.y, fwd.x};
  const Vec2 fl = f.frontMid + left * (f.frontagePaces / 2),
             fr = f.frontMid - left * (f.frontagePaces / 2);
  return {fl, fr, fr - fwd * f.depthPaces, fl - fwd * f.depthPaces};
}

/// Separating axes: how deep two rectangles overlap (0 when apart or only touching).
double overlapDepth(const Footprint& a, const Footprint& b) {
  const auto ca = cornersOf(a), cb = cornersOf(b);
  double depth = 1e18;
  for (const auto* c : {&ca, &cb})
    for (int k = 0; k < 2; ++k) {
      const Vec2 e = (*c)[static_cast<std::size_t>(k + 1)] - (*c)[static_cast<std::size_t>(k)];
      const Vec2 axis = e * (1.0 / std::hypot(e.x, e.y));
      double amin = 1e18, amax = -1e18, bmin = 1e18, bmax = -1e18;
      for (Vec2 p : ca) amin = std::min(amin, dot(p, axis)), amax = std::max(amax, dot(p, axis));
      for (Vec2 p : cb) bmin = std::min(bmin, dot(p, axis)), bmax = std::max(bmax, dot(p, axis));
      depth = std::min(depth, std::min(amax, bmax) - std::max(amin, bmin));
    }
  return std::max(0.0, depth);
}

double pointSegment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double len2 = dot(ab, ab);
  const double t = len2 > 0 ? std::clamp(dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  const Vec2 q = a + ab * t;
  return std::hypot(p.x - q.x, p.y - q.y);
}

double pointPolyline(Vec2 p, const std::vector<Vec2>& line) {
  double best = 1e18;
  for (std::size_t k = 1; k < line.size(); ++k)
    best = std::min(best, pointSegment(p, line[k - 1], line[k]));
  return best;
}

bool insidePolygon(Vec2 p, const std::vector<Vec2>& ring) {
  bool in = false;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++)
    if ((ring[i].y > p.y) != (ring[j].y > p.y) &&
        p.x < (ring[j].x - ring[i].x) * (p.y - ring[i].y) / (ring[j].y - ring[i].y) + ring[i].x)
      in = !in;
  return in;
}

/// Smallest distance between two rectangles (0 when they overlap).
double rectDistance(const Footprint& a, const Footprint& b) {
  if (overlapDepth(a, b) > 0) return 0;
  const auto ca = cornersOf(a), cb = cornersOf(b);
  double best = 1e18;
  for (int k = 0; k < 4; ++k)
    for (Vec2 p : ca)
      best = std::min(best, pointSegment(p, cb[static_cast<std::size_t>(k)],
                                         cb[static_cast<std::size_t>((k + 1) % 4)]));
  for (int k = 0; k < 4; ++k)
    for (Vec2 p : cb)
      best = std::min(best, pointSegment(p, ca[static_cast<std::size_t>(k)],
                                         ca[static_cast<std::size_t>((k + 1) % 4)]));
  return best;
}

Vec2 centreOf(const Footprint& f) {
  const auto c = cornersOf(f);
  return (c[0] + c[2]) * 0.5;
}

bool segmentsCross(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  const double d1 = cross(b - a, c - a), d2 = cross(b - a, d - a), d3 = cross(d - c, a - c),
               d4 = cross(d - c, b - c);
  return ((d1 > 0) != (d2 > 0)) && ((d3 > 0) != (d4 > 0));
}

/// Where roads and railways cross this river: the engine's "road ford or bridge".
std::vector<Vec2> roadCrossings(const Battle& battle, const BattleTerrainFeature& river) {
  std::vector<Vec2> out;
  for (const auto& r : battle.setup().terrain) {
    if (r.terrain != TerrainClass::RoadGood && r.terrain != TerrainClass::RoadBad &&
        r.terrain != TerrainClass::Railway)
      continue;
    for (std::size_t i = 1; i < r.line.size(); ++i)
      for (std::size_t j = 1; j < river.line.size(); ++j)
        if (segmentsCross(r.line[i - 1], r.line[i], river.line[j - 1], river.line[j]))
          out.push_back(r.line[i]);
  }
  return out;
}

double easyDistance(TroopType staff) { return staff == TroopType::ArmyHQ ? 2400.0 : 800.0; }

bool differentPose(const Footprint& a, const Footprint& b) {
  return std::abs(a.frontMid.x - b.frontMid.x) > 1e-9 ||
         std::abs(a.frontMid.y - b.frontMid.y) > 1e-9 ||
         std::abs(a.headingDeg - b.headingDeg) > 1e-9;
}

}  // namespace

void Referee::fail(const Battle& battle, std::string check, std::string text) {
  // During a bound its number; after it (afterBound) the clock has moved on by one.
  const int bound = m_inBound ? battle.boundNumber() : battle.clock().boundsPlayed();
  m_violations.push_back({bound, std::move(check), std::move(text)});
}

std::optional<MoveOrder> Referee::nextOrder(const Battle& battle) {
  const auto& log = battle.logEntries();
  if (m_before.size() != battle.elements().size() || (m_logSeen < log.size() && [&] {
        for (std::size_t k = m_logSeen; k < log.size(); ++k)
          if (log[k].kind == LogKind::Bound) return true;
        return false;
      }())) {
    // A new bound: start its books after the PIP throw.
    for (std::size_t k = m_logSeen; k < log.size(); ++k)
      if (log[k].kind == LogKind::Bound) m_boundLogStart = k;
    m_logSeen = log.size();
    m_costOfOrders = 0;
  } else {
    checkOrders(battle);
  }
  m_inBound = true;
  m_before.clear();
  m_marchesBefore.clear();
  for (const auto& e : battle.elements()) {
    m_before.push_back(e.footprint);
    m_marchesBefore.push_back(e.marchMoves);
  }
  return m_inner.nextOrder(battle);
}

void Referee::checkOrders(const Battle& battle) {
  const auto& log = battle.logEntries();
  const auto& els = battle.elements();
  static const std::regex costRe(R"(, (\d+) PIPs?(?: \(((?:[^()]|\([a-e]\))*)\))?)");
  for (std::size_t k = m_logSeen; k < log.size(); ++k) {
    const LogEntry& l = log[k];
    std::smatch m;
    if (l.kind != LogKind::Move || !std::regex_search(l.text, m, costRe)) continue;
    ++m_orders;
    const int cost = std::stoi(m[1].str());
    const std::string parts = m[2].str();
    m_costOfOrders += cost;
    const bool move = l.text.find(" advance ") != std::string::npos ||
                      l.text.find(" wheel") != std::string::npos ||
                      l.text.find(" turn") != std::string::npos;
    if (!move || l.text.find("searches") != std::string::npos ||
        l.text.find("rallies") != std::string::npos)
      continue;
    std::vector<std::size_t> movers;
    for (std::size_t i = 0; i < els.size() && i < m_before.size(); ++i)
      if (els[i].side == battle.movingSide() && differentPose(m_before[i], els[i].footprint))
        movers.push_back(i);
    if (movers.empty()) continue;
    const bool march = l.text.find(" march ") != std::string::npos;
    const bool byRoad = l.text.find(" by road") != std::string::npos;
    bool firstMarch = true;
    int ordinal = 1;
    for (auto i : movers) {
      firstMarch = firstMarch && m_marchesBefore[i] == 0;
      ordinal = std::max(ordinal, m_marchesBefore[i] + 1);
    }
    int extras = 0;
    for (const char* x : {"T-6 (a)", "T-6 (b)", "T-6 (c)", "T-6 (d)"})
      extras += parts.find(x) != std::string::npos;
    const int base = march && byRoad && firstMarch ? 0 : 1;
    if (cost != base + extras)
      fail(battle, "T-6 cost",
           l.text + ": expected base " + std::to_string(base) + " + " + std::to_string(extras) +
               " extras");
    // (c): only a group's later march moves (4th on good roads, else 3rd).
    bool naval = false;
    for (auto i : movers) naval = naval || categoryOf(els[i].type()) == TroopCategory::Naval;
    const bool cExpected = march && movers.size() > 1 && ordinal >= (byRoad && !naval ? 4 : 3);
    if (cExpected != (parts.find("T-6 (c)") != std::string::npos))
      fail(battle, "T-6 cost", l.text + ": T-6 (c) expected " + (cExpected ? "yes" : "no"));
    // (a) where the referee can tell: general present, steady, clear of enemy by more than 5 p.
    const BattleCommandSetup* cmd = battle.command(els[movers.front()].placed.commandId);
    const auto g = cmd ? battle.find(cmd->generalElementId) : std::nullopt;
    if (l.text.find(" by ") == std::string::npos && g && els[*g].present() && !els[*g].disabled &&
        els[*g].condition == ElementCondition::Ready && !naval) {
      bool nearEnemy = false, inCover = false;
      for (std::size_t j = 0; j < els.size(); ++j)
        nearEnemy = nearEnemy || (els[j].present() && els[j].side != els[*g].side &&
                                  rectDistance(els[j].footprint, m_before[*g]) <= 5);
      const auto generalCorners = cornersOf(m_before[*g]);
      for (const auto& f : battle.setup().terrain)
        inCover =
            inCover || (f.line.size() >= 2 &&
                        (f.terrain == TerrainClass::River || f.terrain == TerrainClass::Stream ||
                         f.terrain == TerrainClass::Gully) &&
                        pointPolyline(centreOf(m_before[*g]), f.line) <
                            f.widthPaces / 2 +
                                std::hypot(m_before[*g].frontagePaces, m_before[*g].depthPaces));
      for (const auto& f : battle.setup().terrain)
        inCover = inCover || (f.outline.size() >= 3 && f.terrain != TerrainClass::HillGentle &&
                              std::any_of(generalCorners.begin(), generalCorners.end(),
                                          [&](Vec2 p) { return insidePolygon(p, f.outline); }));
      double nearest = 1e18;
      for (auto i : movers) nearest = std::min(nearest, rectDistance(m_before[i], m_before[*g]));
      const double easy = easyDistance(els[*g].type());
      const bool clear = std::abs(nearest - easy) > 1;
      if (!nearEnemy && !inCover && clear &&
          (nearest > easy) != (parts.find("T-6 (a)") != std::string::npos))
        fail(battle, "T-6 cost",
             l.text + ": T-6 (a) expected " + (nearest > easy ? "yes" : "no") + " (nearest mover " +
                 std::to_string(static_cast<int>(nearest)) + " p from its general)");
    }
  }
  m_logSeen = log.size();
}

void Referee::afterBound(const Battle& battle) {
  m_inBound = false;
  checkOrders(battle);
  ++m_bounds;
  checkTable(battle);
  checkShots(battle);
  checkPips(battle);
  checkLosses(battle);
  m_logSeen = battle.logEntries().size();
  m_before.clear();
}

void Referee::checkTable(const Battle& battle) {
  const auto& els = battle.elements();
  const TableDimensions t = battle.table();
  for (std::size_t i = 0; i < els.size(); ++i) {
    const ElementInPlay& e = els[i];
    if (!e.present()) continue;
    for (Vec2 c : cornersOf(e.footprint))
      if (c.x < -1 || c.y < -1 || c.x > t.widthPaces + 1 || c.y > t.depthPaces + 1) {
        fail(battle, "off table", e.id() + " stands off the table without having left it");
        break;
      }
    for (std::size_t j = i + 1; j < els.size(); ++j) {
      const ElementInPlay& o = els[j];
      if (!o.present()) continue;
      if (e.side == o.side && (isStaff(e.type()) || isStaff(o.type())))
        continue;                                                          // set-up decision (G-1)
      if (!e.interiorOfBua.empty() || !o.interiorOfBua.empty()) continue;  // B-11 interior
      const double depth = overlapDepth(e.footprint, o.footprint);
      if (depth > 1.0)
        fail(battle, "overlap",
             e.id() + " and " + o.id() + " overlap by " + std::to_string(static_cast<int>(depth)) +
                 " p");
    }
    if (categoryOf(e.type()) == TroopCategory::Naval) continue;
    const Vec2 c = centreOf(e.footprint);
    for (const auto& f : battle.setup().terrain) {
      bool wet = false;
      if (f.terrain == TerrainClass::Waterway && f.outline.size() >= 3)
        wet = insidePolygon(c, f.outline);
      if (f.terrain == TerrainClass::River && f.line.size() >= 2)
        wet = pointPolyline(c, f.line) < f.widthPaces / 2;
      if (!wet) continue;
      bool atCrossing = false;
      for (const auto& x : battle.crossings())
        atCrossing = atCrossing || (x.riverId == f.id && std::hypot(x.at.x - c.x, x.at.y - c.y) <=
                                                             x.widthPaces / 2 + 400);
      for (Vec2 x : roadCrossings(battle, f))
        atCrossing = atCrossing || std::hypot(x.x - c.x, x.y - c.y) <= 800;
      if (!atCrossing)
        fail(battle, "impassable", e.id() + " stands in " + f.id + " away from any crossing");
    }
  }
}

void Referee::checkShots(const Battle& battle) {
  static const std::regex by(R"((?:shot at by|aided by) ([^ ,\n]+))");
  const auto& log = battle.logEntries();
  for (std::size_t k = m_boundLogStart; k < log.size(); ++k) {
    if (log[k].kind != LogKind::Shooting) continue;
    const std::string first = log[k].text.substr(0, log[k].text.find('\n'));
    for (std::sregex_iterator it(first.begin(), first.end(), by), end; it != end; ++it) {
      const auto i = battle.find((*it)[1].str());
      if (i && battle.elements()[*i].marchMoves > 0)
        fail(battle, "march shot",
             battle.elements()[*i].id() + " shot after a march move: " + first);
    }
  }
}

void Referee::checkPips(const Battle& battle) {
  static const std::regex plain(R"( ([^ ]+) (\d+)(?:->(\d+))?)");
  const auto& log = battle.logEntries();
  long thrown = 0;
  std::vector<std::string> commands;
  for (std::size_t k = m_boundLogStart; k < log.size(); ++k) {
    const std::string& t = log[k].text;
    if (log[k].kind != LogKind::Pips || t.find(" PIPs:") == std::string::npos) continue;
    const std::string rest = t.substr(t.find(" PIPs:") + 6);
    for (std::sregex_iterator it(rest.begin(), rest.end(), plain), end; it != end; ++it) {
      commands.push_back((*it)[1].str());
      thrown += std::stol((*it)[3].matched ? (*it)[3].str() : (*it)[2].str());
    }
    break;
  }
  if (commands.empty()) return;
  long left = 0;
  for (const auto& c : commands) {
    const int l = battle.pipsLeftOf(c);
    if (l < 0)
      fail(battle, "pips",
           "command " + c + " spent more PIPs than it had (" + std::to_string(l) + " left)");
    left += l;
  }
  if (thrown - left != m_costOfOrders)
    fail(battle, "pips",
         "PIPs thrown " + std::to_string(thrown) + ", left " + std::to_string(left) +
             ", but the orders cost " + std::to_string(m_costOfOrders));
}

void Referee::checkLosses(const Battle& battle) {
  for (int s = 0; s < 2; ++s) {
    double lost = 0;
    for (const auto& e : battle.elements()) {
      if (e.side != s || e.exchangedForBridge) continue;
      const bool gone = e.condition == ElementCondition::Destroyed ||
                        e.condition == ElementCondition::OffTable ||
                        (e.condition == ElementCondition::Routing && e.placed.onTable);
      if (gone) lost += e.ee;
    }
    const double ledger = battle.losses().lostEe(battle.side(s).id);
    if (std::abs(lost - ledger) > 1e-6)
      fail(battle, "T-11",
           battle.side(s).id + ": the ledger has " + std::to_string(ledger) +
               " EE lost, its lost elements make " + std::to_string(lost));
  }
}

}  // namespace hfg::battle
