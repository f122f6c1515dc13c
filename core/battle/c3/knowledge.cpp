#include "core/battle/c3/knowledge.h"

#include <algorithm>
#include <cstdio>

#include "core/battle/c3/campaign_tables.h"

namespace hfg::c3 {

namespace {

/// A table without a height grid is flat.
class FlatGround final : public HeightField {
 public:
  double groundM(PointM) const override { return 0; }
  double obstacleM(PointM) const override { return 0; }
};

const HeightField& heightsOf(const C3Battle& b) {
  static const FlatGround flat;
  return b.table.heights ? static_cast<const HeightField&>(*b.table.heights) : flat;
}

struct Eye {
  Vec2 at;  ///< paces
  bool mounted = true;
  bool unitCommander = false;
  const C3Unit* own = nullptr;
};

Eye eyeOf(const C3Battle& b, int observer) {
  if (!isUnitCommander(observer)) return {b.commander(observer).position, true, false, nullptr};
  const C3Unit& u = b.unit(observer - kUnitCommanderBase);
  return {u.footprint.frontMid, u.arm == Arm::Mounted, true, &u};
}

// KB-52: a Unit with its centre in a wood or built-up area is hidden from outside unless it
// moves within 50 m of the edge or has fired in the last 5 minutes; from inside it is seen within
// 50 m (extended order) or 200 m (close order).
bool hiddenInCover(const C3Battle& b, const Eye& eye, const C3Unit& t, double distanceM) {
  const GroundArea* area = coverAreaAt(b.table, t.footprint.centre());
  if (!area) return false;
  const bool extended = t.formation == Formation::ExtendedOrder;
  if (battle::ringContains(area->ring, eye.at)) return distanceM > (extended ? 50.0 : 200.0);
  const double edgeM =
      pacesToMetres(b.settings, battle::distanceToBoundary(t.footprint.centre(), area->ring));
  const bool moving = t.lastMovedAt == b.minute;
  const bool fired = b.minute - t.lastFiredAt < 5;
  return !(fired || (moving && edgeM <= 50));
}

}  // namespace

Sighting sightingOf(const C3Battle& b, int observer, const C3Unit& t) {
  const Eye eye = eyeOf(b, observer);
  const C3Settings& s = b.settings;
  const battle::Ring ring = ringOf(t);
  const double d = pacesToMetres(s, battle::distanceBetween(ring, eye.at));
  const bool extended = t.formation == Formation::ExtendedOrder;
  if (d > sightRanges(extended, b.rain, s).seenM) return {};
  if (hiddenInCover(b, eye, t, d)) return {};
  // KB-11: a clear line from the eye to the centre or a corner of the target's footprint.
  const PointM eyeM = toMetres(s, eye.at);
  const double eyeH = eyeHeightM(eye.mounted, s);
  const double top = targetHeightM(t.arm, s);
  std::vector<Vec2> points{t.footprint.centre()};
  for (const Vec2& c : ring) points.push_back(c);
  bool clear = false;
  for (const Vec2& p : points)
    if (sightLineClear(heightsOf(b), eyeM, eyeH, toMetres(s, p), top, s)) {
      clear = true;
      break;
    }
  return makeOut(d, clear, extended, b.rain, s);
}

void updatePictures(C3Battle& b) {
  std::vector<int> observers;
  for (const C3Commander& c : b.commanders)
    if (!c.captured) observers.push_back(c.id);
  for (const C3Unit& u : b.units)
    if (u.present()) observers.push_back(unitCommanderOf(u.id));
  for (int obs : observers) {
    C3Picture& pic = b.pictures[obs];
    const int side = b.sideOf(obs);
    for (auto& [id, r] : pic.enemies) r.seenNow = false;
    for (const C3Unit& t : b.units) {
      if (t.side == side || !t.present()) continue;
      const Sighting seen = sightingOf(b, obs, t);
      if (!seen.seen) continue;
      const bool first = pic.enemies.count(t.id) == 0;
      EnemyReport& r = pic.enemies[t.id];
      r.unitId = t.id;
      r.minute = b.minute;
      r.seenNow = true;
      r.reported = false;
      r.at = toMetres(b.settings, t.footprint.centre());
      r.headingDeg = t.footprint.headingDeg;
      r.kindKnown = r.kindKnown || seen.kindKnown;
      if (seen.kindKnown) r.arm = t.arm;
      r.strengthKnown = seen.strengthKnown;
      if (seen.strengthKnown) r.sp = t.sp;
      r.formation = t.formation;
      r.moving = t.lastMovedAt == b.minute || t.changing();
      if (first)
        b.note("KB-52", "commander " + std::to_string(obs) + " sees " + unitText(t) +
                            (seen.kindKnown ? " and its kind" : "") +
                            (seen.strengthKnown ? " and its strength" : ""));
    }
  }
}

bool seesNow(const C3Battle& b, int commander, int enemyUnit) {
  const auto p = b.pictures.find(commander);
  if (p == b.pictures.end()) return false;
  const auto e = p->second.enemies.find(enemyUnit);
  return e != p->second.enemies.end() && e->second.seenNow;
}

bool watchesFriend(const C3Battle& b, int commander, const C3Unit& u) {
  if (commander == unitCommanderOf(u.id)) return true;
  const C3Settings& s = b.settings;
  const Vec2 at = b.positionOf(commander);
  const double d = pacesToMetres(s, battle::distanceBetween(ringOf(u), at));
  if (d > sightRanges(false, b.rain, s).seenM) return false;
  return sightLineClear(heightsOf(b), toMetres(s, at), eyeHeightM(true, s),
                        toMetres(s, u.footprint.centre()), targetHeightM(u.arm, s), s);
}

std::vector<EnemyReport> knownEnemies(const C3Battle& b, int commander) {
  std::vector<EnemyReport> out;
  const auto p = b.pictures.find(commander);
  if (p == b.pictures.end()) return out;
  for (const auto& [id, r] : p->second.enemies) out.push_back(r);
  return out;
}

std::vector<EnemyReport> reportFrom(const C3Battle& b, int commander) {
  std::vector<EnemyReport> out = knownEnemies(b, commander);
  for (EnemyReport& r : out) r.seenNow = false, r.reported = true;
  return out;
}

C3SideView viewFor(const C3Battle& b, int side) {
  C3SideView v;
  v.side = side;
  v.minute = b.minute;
  v.clockMin = b.clock();
  v.metresPerPace = b.settings.metresPerPace;
  for (const C3Unit& u : b.units)
    if (u.side == side) v.units.push_back(u);
  for (const C3Commander& c : b.commanders)
    if (c.side == side) v.commanders.push_back(c);
  for (const Dispatch& d : b.dispatches)
    if (d.side == side && d.stage != Dispatch::Stage::Delivered &&
        d.stage != Dispatch::Stage::Lost)
      v.inTransit.push_back(d);
  std::map<int, EnemyReport> freshest;
  for (const auto& [id, pic] : b.pictures) {
    if (b.sideOf(id) != side) continue;
    for (const auto& [enemy, r] : pic.enemies) {
      auto it = freshest.find(enemy);
      if (it == freshest.end() || r.minute > it->second.minute ||
          (r.minute == it->second.minute && r.seenNow && !it->second.seenNow))
        freshest[enemy] = r;
    }
    for (const std::string& m : pic.messages) v.messages.push_back(m);
  }
  for (const auto& [id, r] : freshest) v.enemies.push_back(r);
  return v;
}

namespace {

std::string fmt(const char* f, double a, double b) {
  char buf[64];
  std::snprintf(buf, sizeof buf, f, a, b);
  return buf;
}

std::string unitLine(const C3Settings& s, const C3Unit& u) {
  const PointM c = toMetres(s, u.footprint.centre());
  std::string line = "own unit " + std::to_string(u.id) + " " + u.name + " at " +
                     fmt("(%.0f,%.0f)", c.x, c.y) + " heading " +
                     std::to_string(static_cast<int>(u.footprint.headingDeg)) + " " +
                     std::string(name(u.formation)) + " " + std::string(name(u.state)) + " sp " +
                     std::to_string(u.sp) + " fatigue " + std::to_string(u.fatigue) + " ammo " +
                     std::to_string(u.ammo);
  if (u.order) line += " under " + u.order->words();
  return line;
}

std::string enemyLine(const EnemyReport& r) {
  std::string line = "enemy unit " + std::to_string(r.unitId) + " at " +
                     fmt("(%.0f,%.0f)", r.at.x, r.at.y) + (r.seenNow ? " seen now" : " last known") +
                     " minute " + std::to_string(r.minute) + " " + std::string(name(r.formation));
  if (r.kindKnown) line += " " + std::string(name(r.arm));
  if (r.strengthKnown) line += " sp " + std::to_string(r.sp);
  if (r.reported) line += " (reported)";
  return line;
}

}  // namespace

std::string toText(const C3SideView& v) {
  C3Settings s;
  s.metresPerPace = v.metresPerPace;
  std::string out = "side " + std::to_string(v.side) + " at " + clockText(v.clockMin) + "\n";
  for (const C3Unit& u : v.units) out += unitLine(s, u) + "\n";
  for (const C3Commander& c : v.commanders) {
    const PointM p = toMetres(s, c.position);
    out += "own commander " + std::to_string(c.id) + " " + c.name + " rating " +
           std::to_string(c.rating) + " at " + fmt("(%.0f,%.0f)", p.x, p.y) +
           (c.order ? " under " + c.order->words() : "") + "\n";
  }
  for (const Dispatch& d : v.inTransit) {
    const PointM p = toMetres(s, d.position);
    out += "own messenger " + std::to_string(d.id) + " from " + std::to_string(d.from) + " to " +
           std::to_string(d.to) + " at " + fmt("(%.0f,%.0f)", p.x, p.y) + " carrying " +
           (d.order ? d.order->words() : "message: " + d.message) + "\n";
  }
  for (const EnemyReport& r : v.enemies) out += enemyLine(r) + "\n";
  for (const std::string& m : v.messages) out += "message " + m + "\n";
  return out;
}

}  // namespace hfg::c3
