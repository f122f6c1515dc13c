// An independent referee for Howlin' Mobs battles (developers' guide "Referee invariants"): its own
// rectangle geometry and its own reading of MT-3, sharing nothing with the engine's decisions.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "core/battle/howlin_mobs/battle_state.h"

namespace hfg::howlin_mobs::test {

struct Pt {
  double x = 0;
  double y = 0;
};
using Quad = std::array<Pt, 4>;

/// The four corners from the stored pose: front-edge midpoint, heading, frontage, depth.
inline Quad cornersOf(const battle::Footprint& f) {
  const double a = f.headingDeg * 3.14159265358979323846 / 180;
  const Pt fwd{std::cos(a), std::sin(a)};
  const Pt right{fwd.y, -fwd.x};
  const double h = f.frontagePaces / 2;
  const Pt m{f.frontMid.x, f.frontMid.y};
  const Pt back{m.x - fwd.x * f.depthPaces, m.y - fwd.y * f.depthPaces};
  return {Pt{m.x + right.x * h, m.y + right.y * h}, Pt{m.x - right.x * h, m.y - right.y * h},
          Pt{back.x - right.x * h, back.y - right.y * h},
          Pt{back.x + right.x * h, back.y + right.y * h}};
}

/// Separating axes: the quads overlap by more than `slack` paces along every edge normal.
inline bool quadsOverlap(const Quad& p, const Quad& q, double slack = 1.0) {
  for (const Quad* poly : {&p, &q}) {
    for (int i = 0; i < 4; ++i) {
      const Pt a = (*poly)[i], b = (*poly)[(i + 1) % 4];
      const Pt n{b.y - a.y, a.x - b.x};
      const double len = std::hypot(n.x, n.y);
      double pMin = 1e18, pMax = -1e18, qMin = 1e18, qMax = -1e18;
      for (const Pt& c : p) {
        const double d = (c.x * n.x + c.y * n.y) / len;
        pMin = std::min(pMin, d), pMax = std::max(pMax, d);
      }
      for (const Pt& c : q) {
        const double d = (c.x * n.x + c.y * n.y) / len;
        qMin = std::min(qMin, d), qMax = std::max(qMax, d);
      }
      if (pMax - slack <= qMin || qMax - slack <= pMin) return false;
    }
  }
  return true;
}

/// The referee's own MT-3 inches for one leg: open ground, or infantry 3" less when any pose of
/// the leg touches rough ground (MB-19).
inline double refereeAllowanceIn(const Unit& u, bool roughLeg) {
  switch (u.kind) {
    case UnitKind::Cavalry: return u.formation == Formation::Dismounted ? (roughLeg ? 6 : 9) : 12;
    case UnitKind::Artillery:
      if (u.formation == Formation::Unlimbered) return 3;
      return u.horseArtillery ? 12 : 9;
    case UnitKind::Infantry: return roughLeg ? 6 : 9;
    default: return 9;
  }
}

inline Quad quadOf(const battle::Ring& r) {
  Quad q;
  for (int k = 0; k < 4; ++k) q[k] = {r[k].x, r[k].y};
  return q;
}

/// Whether any of 21 poses between `from` and `to` (corners interpolated) overlaps rough ground.
inline bool refereeRoughLeg(const BattleState& st, const Quad& from, const Quad& to) {
  for (int i = 0; i <= 20; ++i) {
    Quad q;
    for (int k = 0; k < 4; ++k)
      q[k] = {from[k].x + (to[k].x - from[k].x) * i / 20,
              from[k].y + (to[k].y - from[k].y) * i / 20};
    for (const battle::Ring& r : st.rough)
      if (r.size() == 4 && quadsOverlap(q, quadOf(r))) return true;
  }
  return false;
}

/// MB-19 by the referee: a road-only unit (mounted cavalry, limbered guns) in rough ground must
/// have its front and rear edge midpoints within 1" (60 p) of a road.
inline bool refereeOffRoadInRough(const BattleState& st, const Unit& u) {
  const bool roadOnly =
      u.mountedCavalry() || u.kind == UnitKind::Artillery || u.kind == UnitKind::Wagon;
  if (!roadOnly) return false;
  const Quad q = cornersOf(u.footprint);
  bool inRough = false;
  for (const battle::Ring& r : st.rough)
    if (r.size() == 4 && quadsOverlap(q, quadOf(r))) inRough = true;
  if (!inRough) return false;
  const Pt front{(q[0].x + q[1].x) / 2, (q[0].y + q[1].y) / 2};
  const Pt rear{(q[2].x + q[3].x) / 2, (q[2].y + q[3].y) / 2};
  auto near = [](Pt p, Vec2 a, Vec2 b) {
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double t =
        std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy), 0.0, 1.0);
    return std::hypot(p.x - a.x - t * dx, p.y - a.y - t * dy) <= 61;
  };
  for (const Polyline& road : st.roads)
    for (std::size_t i = 0; i + 1 < road.size(); ++i) {
      bool f = false, b = false;
      for (std::size_t j = 0; j + 1 < road.size(); ++j) {
        f = f || near(front, road[j], road[j + 1]);
        b = b || near(rear, road[j], road[j + 1]);
      }
      if (f && b) return false;
    }
  return true;
}

/// Everything wrong after a phase: overlaps, units on impassable ground, moves beyond allowance.
inline std::vector<std::string> refereeFaults(const BattleState& st, std::size_t movesFrom) {
  std::vector<std::string> faults;
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const Unit& a = st.units[i];
    if (!a.present()) continue;
    for (std::size_t j = i + 1; j < st.units.size(); ++j) {
      const Unit& b = st.units[j];
      if (b.present() && quadsOverlap(cornersOf(a.footprint), cornersOf(b.footprint)))
        faults.push_back("units " + std::to_string(a.id) + " and " + std::to_string(b.id) +
                         " overlap");
    }
    for (const battle::Ring& r : st.impassable) {
      if (r.size() != 4) faults.push_back("the referee reads only four-cornered impassable ground");
      if (r.size() != 4) continue;
      if (quadsOverlap(cornersOf(a.footprint), quadOf(r)))
        faults.push_back("unit " + std::to_string(a.id) + " on impassable ground");
    }
    if (!a.routing && refereeOffRoadInRough(st, a))
      faults.push_back("unit " + std::to_string(a.id) + " in rough ground off a road");
  }
  for (std::size_t m = movesFrom; m < st.moves.size(); ++m) {
    const MoveRecord& rec = st.moves[m];
    const Quad from = cornersOf(rec.from), to = cornersOf(rec.to);
    double worst = 0;
    for (int k = 0; k < 4; ++k)
      worst = std::max(worst, std::hypot(to[k].x - from[k].x, to[k].y - from[k].y));
    Unit mover;
    for (const Unit& u : st.units)
      if (u.id == rec.unitId) mover = u;
    if (worst > refereeAllowanceIn(mover, refereeRoughLeg(st, from, to)) * 60 + 1)
      faults.push_back("unit " + std::to_string(rec.unitId) + " moved " +
                       std::to_string(worst / 60) + " inches");
  }
  return faults;
}

}  // namespace hfg::howlin_mobs::test
