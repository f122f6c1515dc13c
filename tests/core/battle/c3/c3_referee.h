// An independent referee for C3 battles (developers' guide "Referee invariants"): its own
// rectangle corners and separating-axis overlap test, its own table of the fastest a body may go
// in a minute, and its own reading of impassable ground; it shares nothing with the engine's
// decisions.
#pragma once

#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "core/battle/c3/battle_state.h"

namespace hfg::c3::test {

struct RefPt {
  double x = 0;
  double y = 0;
};
using RefQuad = std::array<RefPt, 4>;

/// Corners in metres from the stored pose (front-edge midpoint, heading, frontage, depth, paces).
inline RefQuad refCorners(const battle::Footprint& f) {
  const double k = 0.75;  // metres per pace (spec 1.1)
  const double a = f.headingDeg * 3.14159265358979323846 / 180;
  const RefPt fwd{std::cos(a), std::sin(a)};
  const RefPt right{fwd.y, -fwd.x};
  const double h = f.frontagePaces * k / 2, d = f.depthPaces * k;
  const RefPt m{f.frontMid.x * k, f.frontMid.y * k};
  const RefPt back{m.x - fwd.x * d, m.y - fwd.y * d};
  return {RefPt{m.x + right.x * h, m.y + right.y * h}, RefPt{m.x - right.x * h, m.y - right.y * h},
          RefPt{back.x - right.x * h, back.y - right.y * h},
          RefPt{back.x + right.x * h, back.y + right.y * h}};
}

/// Separating axes: the quads overlap by more than `slackM` along every edge normal.
inline bool refOverlap(const RefQuad& p, const RefQuad& q, double slackM = 0.75) {
  for (const RefQuad* poly : {&p, &q})
    for (int i = 0; i < 4; ++i) {
      const RefPt a = (*poly)[i], b = (*poly)[(i + 1) % 4];
      const RefPt n{b.y - a.y, a.x - b.x};
      const double len = std::hypot(n.x, n.y);
      double pLo = 1e18, pHi = -1e18, qLo = 1e18, qHi = -1e18;
      for (const RefPt& c : p) {
        const double v = (c.x * n.x + c.y * n.y) / len;
        pLo = std::min(pLo, v), pHi = std::max(pHi, v);
      }
      for (const RefPt& c : q) {
        const double v = (c.x * n.x + c.y * n.y) / len;
        qLo = std::min(qLo, v), qHi = std::max(qHi, v);
      }
      if (pHi - slackM <= qLo || qHi - slackM <= pLo) return false;
    }
  return true;
}

inline RefPt refCentre(const battle::Footprint& f) {
  const RefQuad q = refCorners(f);
  return {(q[0].x + q[2].x) / 2, (q[0].y + q[2].y) / 2};
}

/// The referee's own fastest metres in a minute for a Unit in a state: formed or falling back,
/// the quick step of foot (70), the charge of mounted (400), horse guns on a road (150); routing,
/// twice the fastest rate (foot 100, mounted 300, guns 300); pursuing or evading, double rate
/// (foot 140, horse guns 300).
inline double refMaxMetres(const C3Unit& u, UnitState state) {
  const bool routing = state == UnitState::Routing;
  const bool pursuing = state == UnitState::Pursuing || state == UnitState::Evading;
  switch (u.arm) {
    case Arm::Mounted: return routing ? 300 : 400;
    case Arm::Foot: return routing ? 100 : pursuing ? 140 : 70;
    case Arm::Artillery: return routing || pursuing ? 300 : 150;
    case Arm::SupplyTrain: return routing ? 40 : 40;
  }
  return 0;
}

/// Everything wrong after a minute: overlaps, Units on impassable ground (the quads given in
/// metres), moves and rides beyond what the referee allows. `movesFrom`, `ridesFrom` index the
/// records not yet checked.
inline std::vector<std::string> refereeFaults(const C3Battle& b,
                                              const std::vector<RefQuad>& impassable,
                                              std::size_t movesFrom, std::size_t ridesFrom) {
  std::vector<std::string> faults;
  const std::string at = "minute " + std::to_string(b.minute) + ": ";
  for (std::size_t i = 0; i < b.units.size(); ++i) {
    const C3Unit& a = b.units[i];
    if (!a.present()) continue;
    for (std::size_t j = i + 1; j < b.units.size(); ++j)
      if (b.units[j].present() &&
          refOverlap(refCorners(a.footprint), refCorners(b.units[j].footprint)))
        faults.push_back(at + "units " + std::to_string(a.id) + " and " +
                         std::to_string(b.units[j].id) + " overlap");
    for (const RefQuad& q : impassable)
      if (refOverlap(refCorners(a.footprint), q))
        faults.push_back(at + "unit " + std::to_string(a.id) + " on impassable ground");
  }
  for (std::size_t m = movesFrom; m < b.moves.size(); ++m) {
    const MoveTrace& t = b.moves[m];
    const RefPt p = refCentre(t.from), q = refCentre(t.to);
    const double moved = std::hypot(q.x - p.x, q.y - p.y);
    if (moved > refMaxMetres(b.unit(t.unitId), t.state) + 0.5)
      faults.push_back(at + "unit " + std::to_string(t.unitId) + " moved " +
                       std::to_string(moved) + " m in a minute");
  }
  for (std::size_t r = ridesFrom; r < b.rides.size(); ++r) {
    const RideTrace& t = b.rides[r];
    const double moved = std::hypot(t.to.x - t.from.x, t.to.y - t.from.y) * 0.75;
    const double allowed = t.dispatchId >= 0 ? 300 : 200;  // messenger, Commander (KT-13)
    if (moved > allowed + 0.5)
      faults.push_back(at + (t.dispatchId >= 0 ? "messenger " : "commander ") +
                       std::to_string(t.dispatchId >= 0 ? t.dispatchId : t.commanderId) +
                       " rode " + std::to_string(moved) + " m in a minute");
  }
  // Every Unit moves at most once a minute.
  for (std::size_t m = movesFrom; m < b.moves.size(); ++m)
    for (std::size_t n = m + 1; n < b.moves.size(); ++n)
      if (b.moves[m].unitId == b.moves[n].unitId && b.moves[m].minute == b.moves[n].minute)
        faults.push_back(at + "unit " + std::to_string(b.moves[m].unitId) + " moved twice");
  return faults;
}

}  // namespace hfg::c3::test
