// A scripted C3 battle for the tests: a French corps (two Commanders under Reille, a foot
// division and a cavalry brigade) attacks an Allied corps holding a ridge 30 m high, with a heavy
// cavalry reserve behind the crest in dead ground (KB-11). The ground heights are a grid cut from
// a smooth ridge, as from a DEM; a pond is impassable and a wood stands on the French left.
// Each side's script reads only its side's view (KB-14) and answers Events as KT-5 allows.
#pragma once

#include <cmath>
#include <memory>
#include <set>

#include "core/battle/c3/battle_state.h"
#include "core/battle/c3/c3_player.h"
#include "tests/core/battle/c3/battle_support.h"
#include "tests/core/battle/c3/c3_referee.h"

namespace hfg::c3::test {

/// The ridge's height in metres: 30 m at y = 2,000 m, falling away both ways (its own formula,
/// which the referee reads too).
inline double ridgeHeightM(double /*x*/, double y) {
  return 30 * std::exp(-(y - 2000) * (y - 2000) / (2 * 250.0 * 250.0));
}

inline std::shared_ptr<GridHeightField> ridgeGrid() {
  const int cols = 81, rows = 61;
  std::vector<double> ground;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) ground.push_back(ridgeHeightM(c * 50.0, r * 50.0));
  return std::make_shared<GridHeightField>(cols, rows, 50, PointM{0, 0}, ground);
}

inline RefQuad pondM() { return {RefPt{2400, 1100}, {2800, 1100}, {2800, 1400}, {2400, 1400}}; }

inline C3Battle ridgeBattle() {
  C3Battle b;
  b.table.sizePaces = {metresToPaces(b.settings, 4000), metresToPaces(b.settings, 3000)};
  b.table.heights = ridgeGrid();
  b.table.areas = {{"pond", Ground::Impassable, rectM(2400, 1100, 2800, 1400)},
                   {"Bois de Bossu", Ground::Wood, rectM(200, 1200, 700, 1800)}};
  b.commanders = {makeCommander(1, 0, "Reille", -1, 2, {2000, 300}),
                  makeCommander(2, 0, "Bachelu", 1, 2, {1600, 600}),
                  makeCommander(3, 0, "Pire", 1, 1, {3000, 550}),
                  makeCommander(4, 1, "Alten", -1, 2, {2000, 2850}),
                  makeCommander(5, 1, "Halkett", 4, 2, {1650, 2000})};
  using T = TroopType;
  b.units = {
      makeUnit(11, 0, 2, "Husson", T::Bayonets, Grade::Basic, {1100, 800}, 90, Formation::Line),
      makeUnit(12, 0, 2, "Campi", T::Bayonets, Grade::Basic, {2000, 800}, 90, Formation::Line),
      makeUnit(13, 0, 2, "Bachelu's guns", T::Smoothbore, Grade::Basic, {1550, 650}, 90,
               Formation::Unlimbered),
      makeUnit(14, 0, 3, "Pire's lancers", T::LightCavalry, Grade::Basic, {3000, 800}, 90,
               Formation::Line),
      makeUnit(21, 1, 5, "Halkett's brigade", T::Bayonets, Grade::Basic, {1100, 1980}, 270,
               Formation::Line),
      makeUnit(22, 1, 5, "Kielmansegge", T::Bayonets, Grade::Basic, {2000, 1980}, 270,
               Formation::Line),
      makeUnit(23, 1, 5, "Cleeves' battery", T::Smoothbore, Grade::Basic, {1500, 2060}, 270,
               Formation::Unlimbered),
      makeUnit(24, 1, 4, "Household Brigade", T::HeavyCavalry, Grade::Basic, {3200, 2650}, 270,
               Formation::Line)};
  b.attacker = 0;
  return b;
}

inline const EnemyReport* reportOf(const C3SideView& v, int enemy) {
  for (const EnemyReport& r : v.enemies)
    if (r.unitId == enemy) return &r;
  return nullptr;
}

inline const C3Commander* commanderIn(const C3SideView& v, int id) {
  for (const C3Commander& c : v.commanders)
    if (c.id == id) return &c;
  return nullptr;
}

inline const C3Unit* unitIn(const C3SideView& v, int id) {
  for (const C3Unit& u : v.units)
    if (u.id == id) return &u;
  return nullptr;
}

/// The French: Bachelu's brigades close up, report, and are sent up the ridge by a sealed
/// response; Reille sends Pire's lancers in when he first sees the enemy; foot form square
/// against cavalry seen close; rallied Units return to their first Orders.
class FrenchScript final : public C3Player {
 public:
  std::vector<C3Order> initialOrders(const C3SideView&) override {
    C3Order bachelu;
    bachelu.whoCommanders = {2};
    bachelu.kind = OrderKind::Attack;
    bachelu.place = {1550, 1980};
    bachelu.placeRadiusM = 600;
    C3Order pire = bachelu;
    pire.whoCommanders = {3};
    pire.kind = OrderKind::Reserve;
    return {bachelu, pire, orderFor({11}, OrderKind::Move, {1100, 1300}, 200),
            orderFor({12}, OrderKind::Move, {2000, 1300}, 200),
            orderFor({13}, OrderKind::Hold, {1550, 1250}, 200),
            orderFor({14}, OrderKind::Reserve, {3000, 800}, 200)};
  }

  std::optional<ResponseChoice> respond(const C3SideView& v, const OfferedEvent& e) override {
    const Event k = e.id.kind;
    if (k == Event::H && (e.unitId == 11 || e.unitId == 12) && !m_reported) {
      m_reported = true;  // KG-7: the answer is sealed with the report
      ResponseChoice r;
      r.response = Response::B;
      r.message = "in position before the ridge";
      r.sealed = Response::D;
      r.sealedOrders = {orderFor({11, 12}, OrderKind::Attack, {1550, 1980}, 600)};
      r.reason = "closed up; asks to be sent in";
      return r;
    }
    if (k == Event::A && e.commander == 1 && !m_lancers) {
      m_lancers = true;
      ResponseChoice r;
      r.response = Response::D;
      C3Order o;
      o.whoCommanders = {3};
      o.kind = OrderKind::Attack;
      o.place = {2900, 1900};
      o.placeRadiusM = 600;
      r.orders = {o};
      r.reason = "the enemy holds the ridge: turn its right with the lancers";
      return r;
    }
    if (k == Event::E && e.commander == 3) {
      const C3Commander* pire = commanderIn(v, 3);
      if (pire && pire->order && pire->order->kind == OrderKind::Attack) {
        ResponseChoice r;
        r.response = Response::D;
        r.orders = {orderFor({14}, OrderKind::Attack, pire->order->place, 600)};
        r.reason = "passes the corps' order to the lancers";
        return r;
      }
    }
    if (k == Event::A && isUnitCommander(e.commander)) return squareAgainstHorse(v, e);
    if (k == Event::G && isUnitCommander(e.commander)) {
      ResponseChoice r;
      r.response = Response::C;
      r.reason = "rallied: back to its first Orders";
      return r;
    }
    return std::nullopt;
  }

 private:
  std::optional<ResponseChoice> squareAgainstHorse(const C3SideView& v, const OfferedEvent& e) {
    const C3Unit* own = unitIn(v, e.commander - kUnitCommanderBase);
    const EnemyReport* r = reportOf(v, e.unitId);
    if (!own || !r || own->arm != Arm::Foot || own->formation == Formation::Square) return {};
    if (!r->kindKnown || r->arm != Arm::Mounted) return {};
    const PointM c{own->footprint.centre().x * 0.75, own->footprint.centre().y * 0.75};
    if (distanceM(c, r->at) > 900) return {};
    ResponseChoice a;
    a.response = Response::A;
    a.commands = {{own->id, UnitCommand::Square, Formation::Square}};
    a.reason = "enemy horse close: square";
    return a;
  }
  bool m_reported = false;
  bool m_lancers = false;
};

/// The Allies hold the ridge; Halkett reports the enemy's advance to Alten with a sealed answer
/// that sends the Household Brigade at the French right.
class AlliedScript final : public C3Player {
 public:
  std::vector<C3Order> initialOrders(const C3SideView&) override {
    C3Order halkett;
    halkett.whoCommanders = {5};
    halkett.kind = OrderKind::Hold;
    halkett.place = {1550, 1980};
    halkett.placeRadiusM = 800;
    return {halkett, orderFor({21}, OrderKind::Hold, {1100, 1980}, 300),
            orderFor({22}, OrderKind::Hold, {2000, 1980}, 300),
            orderFor({23}, OrderKind::Hold, {1500, 2060}, 300),
            orderFor({24}, OrderKind::Reserve, {3200, 2650}, 200)};
  }

  std::optional<ResponseChoice> respond(const C3SideView&, const OfferedEvent& e) override {
    if (e.id.kind == Event::A && e.commander == 5 && !m_reported) {
      m_reported = true;
      ResponseChoice b;
      b.response = Response::B;
      b.message = "French columns coming up the slope";
      b.sealed = Response::D;
      b.sealedOrders = {orderFor({24}, OrderKind::Attack, {3100, 1250}, 300)};
      b.reason = "the enemy is closing on the ridge";
      return b;
    }
    if (e.id.kind == Event::G && isUnitCommander(e.commander)) {
      ResponseChoice r;
      r.response = Response::C;
      r.reason = "rallied: back to its first Orders";
      return r;
    }
    return std::nullopt;
  }

 private:
  bool m_reported = false;
};

}  // namespace hfg::c3::test
