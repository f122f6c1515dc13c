#include "core/battle/c3/battle_state.h"

#include "core/battle/c3/campaign_tables.h"

#include <cstdio>
#include <stdexcept>

#include "core/battle/common/shapes.h"

namespace hfg::c3 {

std::string_view name(OrderKind kind) {
  switch (kind) {
    case OrderKind::Attack: return "Attack";
    case OrderKind::Hold: return "Hold";
    case OrderKind::Support: return "Support";
    case OrderKind::Move: return "Move";
    case OrderKind::Withdraw: return "Withdraw";
    case OrderKind::Reserve: return "Reserve";
  }
  return "?";
}

std::string_view name(UnitState state) {
  switch (state) {
    case UnitState::Formed: return "formed";
    case UnitState::FallingBack: return "falling back";
    case UnitState::Routing: return "routing";
    case UnitState::Rallying: return "rallying";
    case UnitState::Pursuing: return "pursuing";
    case UnitState::Evading: return "evading";
    case UnitState::Dispersed: return "dispersed";
    case UnitState::Destroyed: return "destroyed";
    case UnitState::OffTable: return "off the table";
  }
  return "?";
}

namespace {

std::string metres(PointM p) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "(%.0f,%.0f)", p.x, p.y);
  return buf;
}

std::string idList(const std::vector<int>& ids) {
  std::string out;
  for (int id : ids) out += (out.empty() ? "" : ",") + std::to_string(id);
  return out;
}

}  // namespace

std::string C3Order::words() const {
  std::string w = "order " + std::to_string(id) + " " + std::string(name(kind));
  if (!whoUnits.empty()) w += " WHO units " + idList(whoUnits);
  if (!whoCommanders.empty()) w += " WHO commanders " + idList(whoCommanders);
  switch (when) {
    case OrderWhen::OnReceipt: w += " WHEN on receipt"; break;
    case OrderWhen::AtClock: w += " WHEN at " + clockText(whenClockMin); break;
    case OrderWhen::EnemySeenNear:
      w += " WHEN enemy seen within " + std::to_string(static_cast<int>(whenEnemyWithinM)) +
           " m of the place";
      break;
    case OrderWhen::OnSignal: w += " WHEN signal \"" + whenSignal + "\""; break;
  }
  w += enemyUnit >= 0 ? " WHERE enemy unit " + std::to_string(enemyUnit)
                      : " WHERE " + metres(place) + " r " +
                            std::to_string(static_cast<int>(placeRadiusM));
  if (supportedUnit >= 0) w += " supporting unit " + std::to_string(supportedUnit);
  w += how ? " HOW " + std::string(name(*how)) : " HOW as K-62";
  return w;
}

C3Unit& C3Battle::unit(int id) {
  for (C3Unit& u : units)
    if (u.id == id) return u;
  throw std::out_of_range("no C3 unit " + std::to_string(id));
}
const C3Unit& C3Battle::unit(int id) const { return const_cast<C3Battle*>(this)->unit(id); }

C3Commander& C3Battle::commander(int id) {
  for (C3Commander& c : commanders)
    if (c.id == id) return c;
  throw std::out_of_range("no C3 commander " + std::to_string(id));
}
const C3Commander& C3Battle::commander(int id) const {
  return const_cast<C3Battle*>(this)->commander(id);
}

bool C3Battle::hasCommander(int id) const {
  for (const C3Commander& c : commanders)
    if (c.id == id) return true;
  return false;
}

int C3Battle::sideOf(int commanderId) const {
  if (isUnitCommander(commanderId)) return unit(commanderId - kUnitCommanderBase).side;
  return commander(commanderId).side;
}

Vec2 C3Battle::positionOf(int commanderId) const {
  if (isUnitCommander(commanderId))
    return unit(commanderId - kUnitCommanderBase).footprint.centre();
  return commander(commanderId).position;
}

int C3Battle::superiorOf(int commanderId) const {
  if (isUnitCommander(commanderId)) return unit(commanderId - kUnitCommanderBase).commanderId;
  return commander(commanderId).superior;
}

std::vector<int> C3Battle::unitsUnder(int commanderId) const {
  std::vector<int> out;
  for (const C3Unit& u : units) {
    for (int c = u.commanderId; c >= 0; c = superiorOf(c))
      if (c == commanderId) {
        out.push_back(u.id);
        break;
      }
  }
  return out;
}

PointM toMetres(const C3Settings& s, Vec2 paces) {
  return {pacesToMetres(s, paces.x), pacesToMetres(s, paces.y)};
}
Vec2 toPaces(const C3Settings& s, PointM metres) {
  return {metresToPaces(s, metres.x), metresToPaces(s, metres.y)};
}

battle::Ring ringOf(const C3Unit& u) { return battle::ringOf(u.footprint); }

std::string unitText(const C3Unit& u) { return u.name + " (" + std::to_string(u.id) + ")"; }

FrontEdge frontEdgeOf(const C3Settings& s, const C3Unit& u) {
  const Vec2 f = u.footprint.forward();
  return {toMetres(s, u.footprint.frontMid), {f.x, f.y},
          pacesToMetres(s, u.footprint.frontagePaces)};
}

double gapM(const C3Settings& s, const C3Unit& a, const C3Unit& b) {
  return pacesToMetres(s, battle::distanceBetween(ringOf(a), ringOf(b)));
}

}  // namespace hfg::c3
