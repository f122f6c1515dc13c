// Building C3 battles for the tests: Units from HFG types (KT-26) placed by centre in metres,
// Commanders, and a player that answers nothing.
#pragma once

#include <string>

#include "core/battle/c3/battle_state.h"
#include "core/battle/c3/c3_player.h"
#include "core/battle/c3/campaign_tables.h"
#include "core/battle/c3/movement_tables.h"

namespace hfg::c3::test {

/// A Unit of an HFG type and grade (KT-26), its footprint centre at (x, y) metres, facing
/// `heading` (degrees counter-clockwise from east; 90 is north), in `formation` (KT-14).
inline C3Unit makeUnit(int id, int side, int commander, const std::string& name, TroopType type,
                       Grade grade, PointM centre, double heading, Formation formation,
                       int year = 1815) {
  const C3Settings s;
  const UnitProfile p = unitProfileOf(type, grade, year);
  C3Unit u;
  u.id = id;
  u.side = side;
  u.commanderId = commander;
  u.name = name;
  u.type = type;
  u.grade = p.grade;
  u.arm = p.arm;
  u.mover = p.mover;
  u.ces = p.ces;
  u.spAtStart = u.sp = 10 * p.ces;
  u.ammo = u.arm == Arm::Artillery ? s.ammoArtillery : s.ammoFoot;
  u.ee = (p.grade == Training::Elite || u.arm == Arm::Artillery) ? 2 : 1;
  u.formation = formation;
  const Footprint size = footprintOf(u.arm, formation, u.ces, s);
  u.footprint = battle::Footprint::fromCentre(
      {metresToPaces(s, centre.x), metresToPaces(s, centre.y)}, heading,
      metresToPaces(s, size.widthM), metresToPaces(s, size.depthM));
  return u;
}

inline C3Commander makeCommander(int id, int side, const std::string& name, int superior,
                                 int rating, PointM at) {
  const C3Settings s;
  C3Commander c;
  c.id = id;
  c.side = side;
  c.name = name;
  c.superior = superior;
  c.rating = rating;
  c.position = {metresToPaces(s, at.x), metresToPaces(s, at.y)};
  return c;
}

/// A rectangle in metres as a ring in paces.
inline battle::Ring rectM(double x0, double y0, double x1, double y1) {
  const C3Settings s;
  auto p = [&](double x, double y) { return Vec2{metresToPaces(s, x), metresToPaces(s, y)}; };
  return {p(x0, y0), p(x1, y0), p(x1, y1), p(x0, y1)};
}

inline C3Order orderFor(std::vector<int> units, OrderKind kind, PointM place, double radius) {
  C3Order o;
  o.whoUnits = std::move(units);
  o.kind = kind;
  o.place = place;
  o.placeRadiusM = radius;
  return o;
}

/// Writes the given initial Orders and answers no Event.
class QuietPlayer final : public C3Player {
 public:
  explicit QuietPlayer(std::vector<C3Order> initial = {}) : m_initial(std::move(initial)) {}
  std::vector<C3Order> initialOrders(const C3SideView&) override { return m_initial; }
  std::optional<ResponseChoice> respond(const C3SideView&, const OfferedEvent& e) override {
    offered.push_back(e);
    return std::nullopt;
  }
  std::vector<OfferedEvent> offered;

 private:
  std::vector<C3Order> m_initial;
};

inline bool logHas(const C3Battle& b, const std::string& rule) {
  for (const C3LogLine& l : b.log)
    if (l.ruleId == rule) return true;
  return false;
}

}  // namespace hfg::c3::test
