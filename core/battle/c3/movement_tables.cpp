#include "core/battle/c3/movement_tables.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "core/battle/c3/source_tables.h"

namespace hfg::c3 {

namespace {

int halfUp(int n) { return (n + 1) / 2; }
int quarterUp(int n) { return (n + 3) / 4; }

bool isBattleFormation(Formation f) {
  return f == Formation::Line || f == Formation::DoubleLine || f == Formation::BattleColumn ||
         f == Formation::Square;
}

bool isLoose(Formation f) { return f == Formation::ExtendedOrder || f == Formation::OpenOrder; }

// KT-13 limbered (or march column) rates of each kind of gun: {road, off road}.
std::pair<double, double> limberedRates(MoverClass m) {
  switch (m) {
    case MoverClass::FootArtillery: return {80, 60};
    case MoverClass::HorseArtillery: return {150, 120};
    case MoverClass::HeavyArtillery: return {60, 40};
    default: return {0, 0};
  }
}

std::optional<double> footRate(Formation f, bool onRoad) {
  switch (f) {
    case Formation::Line:
    case Formation::DoubleLine: return 50.0;
    case Formation::BattleColumn: return 60.0;
    case Formation::Square: return 10.0;
    case Formation::ExtendedOrder: return 70.0;
    case Formation::MarchColumn: return onRoad ? 70.0 : 60.0;
    default: return std::nullopt;
  }
}

std::optional<double> mountedRate(Formation f) {
  switch (f) {
    case Formation::Line:
    case Formation::DoubleLine:
    case Formation::BattleColumn:
    case Formation::OpenOrder:
    case Formation::ExtendedOrder: return 150.0;
    case Formation::MarchColumn: return 120.0;
    default: return std::nullopt;
  }
}

}  // namespace

bool isArtillery(MoverClass m) {
  return m == MoverClass::FootArtillery || m == MoverClass::HorseArtillery ||
         m == MoverClass::HeavyArtillery;
}

std::optional<double> normalRateMPerMin(MoverClass mover, Formation f, bool onRoad) {
  switch (mover) {
    case MoverClass::Foot: return footRate(f, onRoad);
    case MoverClass::Mounted: return mountedRate(f);
    case MoverClass::FootArtillery:
    case MoverClass::HorseArtillery:
    case MoverClass::HeavyArtillery: {
      if (f == Formation::Unlimbered) return mover == MoverClass::HorseArtillery ? 20.0 : 10.0;
      if (f != Formation::Limbered && f != Formation::MarchColumn) return std::nullopt;
      const auto [road, off] = limberedRates(mover);
      return onRoad ? road : off;
    }
    case MoverClass::SupplyTrain:
      if (f != Formation::MarchColumn) return std::nullopt;
      return onRoad ? 40.0 : 20.0;
    case MoverClass::Commander: return 200.0;
    case MoverClass::Messenger: return 300.0;
    case MoverClass::FootPatrol: return 70.0;
    case MoverClass::MountedPatrol: return 150.0;
    case MoverClass::DismountedCavalry:
      if (f == Formation::Line) return 50.0;
      if (f == Formation::ExtendedOrder || f == Formation::MarchColumn) return 70.0;
      return std::nullopt;
  }
  return std::nullopt;
}

std::optional<double> doubleRateMPerMin(MoverClass mover, Formation f, bool onRoad) {
  const auto rate = normalRateMPerMin(mover, f, onRoad);
  if (!rate) return std::nullopt;
  return 2 * *rate;
}

double routRateMPerMin(MoverClass mover) {
  switch (mover) {
    case MoverClass::Foot:
    case MoverClass::DismountedCavalry:
    case MoverClass::FootPatrol: return 100;
    case MoverClass::Mounted:
    case MoverClass::MountedPatrol: return 300;
    case MoverClass::FootArtillery:
    case MoverClass::HorseArtillery:
    case MoverClass::HeavyArtillery: return 2 * limberedRates(mover).second;
    case MoverClass::SupplyTrain: return 40;
    case MoverClass::Commander: return 200;
    case MoverClass::Messenger: return 300;
  }
  return 0;
}

TerrainColumn terrainColumnOf(MoverClass mover, Formation f) {
  using C = TerrainColumn;
  switch (mover) {
    case MoverClass::Foot:
    case MoverClass::DismountedCavalry:
      if (f == Formation::ExtendedOrder) return C::FootExtendedOrder;
      if (f == Formation::MarchColumn) return C::FootColumnOfMarch;
      return C::FootCloseOrder;
    case MoverClass::Mounted:
      if (f == Formation::OpenOrder) return C::MountedOpenOrder;
      if (f == Formation::ExtendedOrder) return C::MountedExtendedOrder;
      if (f == Formation::MarchColumn) return C::MountedColumnOfMarch;
      return C::MountedCloseOrder;
    case MoverClass::HorseArtillery: return C::ArtilleryDispersed;
    case MoverClass::FootArtillery:
    case MoverClass::HeavyArtillery:
    case MoverClass::SupplyTrain: return C::ArtillerySmoothBore;
    case MoverClass::Commander:
    case MoverClass::Messenger:
    case MoverClass::MountedPatrol: return C::MountedOpenOrder;
    case MoverClass::FootPatrol: return C::FootExtendedOrder;
  }
  return C::FootCloseOrder;
}

std::optional<double> travelMinutes(MoverClass mover, Formation f, const std::vector<PathLeg>& legs,
                                    const C3Settings& s) {
  const TerrainColumn column = terrainColumnOf(mover, f);
  double minutes = 0;
  for (const PathLeg& leg : legs) {
    // KT-13: a march column along a road counts the road, and its bridges, as clear.
    const bool roadMarch = leg.alongRoad && f == Formation::MarchColumn;
    const auto rate = normalRateMPerMin(mover, f, roadMarch);
    if (!rate) return std::nullopt;
    if (roadMarch) {
      minutes += leg.lengthM / *rate;
      continue;
    }
    const auto mult = terrainMultiplier(leg.ground, column);
    if (!mult) return std::nullopt;
    if (leg.ground == Ground::LinearObstacle) {
      const int wait = wayMakingMin(column, s);  // KB-9 (b)
      if (wait > 0) {
        minutes += wait + s.linearObstacleM / *rate;
      } else {
        minutes += *mult * s.linearObstacleM / *rate;
      }
      continue;
    }
    minutes += *mult * leg.lengthM / *rate;
  }
  return minutes;
}

Footprint footprintOf(Arm arm, Formation f, int n, const C3Settings& s) {
  if (n < 1) throw std::invalid_argument("a Unit needs at least 1 CE (KT-14)");
  if (f == Formation::DoubleLine && n < 4)
    throw std::invalid_argument("double line needs at least 4 CEs (KT-15)");
  const double gap = s.doubleLineGapM;
  switch (arm) {
    case Arm::Foot:
      switch (f) {
        case Formation::Line: return {100.0 * n, 50, n};
        case Formation::DoubleLine: return {100.0 * halfUp(n), 50 + gap + 50, halfUp(n)};
        case Formation::BattleColumn: return {100.0 * halfUp(n), 150, halfUp(n), true};
        case Formation::Square: {
          const double side = 100.0 * std::max(1, quarterUp(n));
          return {side, side, quarterUp(n), false, true};
        }
        case Formation::ExtendedOrder: return {300.0 * n, 50, n, false, true};
        case Formation::MarchColumn: return {50, 100.0 * n, 0};
        default: break;
      }
      break;
    case Arm::Mounted:
      switch (f) {
        case Formation::Line: return {100.0 * n, 100, 0};
        case Formation::DoubleLine: return {100.0 * halfUp(n), 100 + gap + 100, 0};
        case Formation::BattleColumn: return {100, 100.0 * n, 0};
        case Formation::OpenOrder: return {200.0 * n, 100, 0};
        case Formation::ExtendedOrder: return {300.0 * n, 100, 0};
        case Formation::MarchColumn: return {50, 100.0 * n, 0};
        default: break;
      }
      break;
    case Arm::Artillery:
      switch (f) {
        case Formation::Unlimbered: return {100.0 * n, 240, n};
        case Formation::Limbered: return {50.0 * n, 60, 0};
        case Formation::MarchColumn: return {10, 300.0 * n, 0};
        default: break;
      }
      break;
    case Arm::SupplyTrain:
      if (f == Formation::MarchColumn) return {10, 60.0 * n, 0};
      break;
  }
  throw std::invalid_argument(std::string("no KT-14 footprint for ") + std::string(name(arm)) +
                              " in " + std::string(name(f)));
}

Footprint dismountedFootprintOf(Formation f, int n) {
  if (f == Formation::Line) return {100.0 * n, 50, halfUp(n)};
  if (f == Formation::ExtendedOrder) return {300.0 * n, 50, halfUp(n), false, true};
  if (f == Formation::MarchColumn) return {50, 100.0 * n, 0};
  throw std::invalid_argument("dismounted cavalry use line, extended order or march column");
}

std::vector<Formation> allowedFormations(TroopType type, int year, bool dismounted, int ces) {
  using F = Formation;
  using T = TroopType;
  std::vector<F> out;
  auto add = [&](std::initializer_list<F> fs) { out.insert(out.end(), fs); };
  if (dismounted) {
    if (isDismountable(type)) add({F::Line, F::ExtendedOrder, F::MarchColumn});
    return out;
  }
  switch (type) {
    case T::Firelocks: add({F::Line, F::DoubleLine, F::Square, F::MarchColumn}); break;
    case T::Muskets:
      add({F::Line, F::DoubleLine});
      if (year >= 1792) add({F::BattleColumn});
      add({F::Square, F::MarchColumn});
      break;
    case T::Bayonets:
    case T::StoicFoot:
      add({F::Line, F::DoubleLine, F::BattleColumn, F::Square, F::MarchColumn});
      break;
    case T::LightInfantry:
    case T::Minie:
    case T::BL:
    case T::Rifles:
      add({F::Line, F::DoubleLine, F::BattleColumn, F::Square, F::ExtendedOrder, F::MarchColumn});
      break;
    case T::Marksmen: add({F::ExtendedOrder, F::MarchColumn}); break;
    case T::Spearmen: add({F::Line, F::DoubleLine, F::BattleColumn, F::MarchColumn}); break;
    case T::Pistols:
    case T::Cuirassiers:
    case T::HeavyCavalry:
    case T::LightCavalry:
    case T::Dragoons:
    case T::Repeaters:
    case T::RifleCavalry: add({F::Line, F::DoubleLine, F::BattleColumn, F::MarchColumn}); break;
    case T::LightHorse:
    case T::Sipahis:
    case T::MountedRifles: add({F::ExtendedOrder, F::OpenOrder, F::MarchColumn}); break;
    case T::Smoothbore:
    case T::Mixed:
    case T::Rifled:
    case T::Portable: add({F::Unlimbered, F::Limbered, F::MarchColumn}); break;
    case T::SupplyBase:
    case T::Pontooneers: add({F::MarchColumn}); break;
    case T::Laager: add({F::Line}); break;  // KT-26: its garrison never leaves the works
    default: break;                         // staff, Aeronauts, naval: not Units
  }
  if (ces < 4) out.erase(std::remove(out.begin(), out.end(), F::DoubleLine), out.end());
  return out;
}

bool mayUse(TroopType type, Formation f, int year, bool dismounted, int ces) {
  const auto all = allowedFormations(type, year, dismounted, ces);
  return std::find(all.begin(), all.end(), f) != all.end();
}

std::optional<int> limberMin(MoverClass m) {
  switch (m) {
    case MoverClass::FootArtillery: return 3;
    case MoverClass::HorseArtillery: return 1;
    case MoverClass::HeavyArtillery: return 5;
    default: return std::nullopt;
  }
}

namespace {

std::optional<int> artilleryChangeMin(MoverClass m, Formation from, Formation to) {
  const int limber = *limberMin(m);
  using F = Formation;
  if (from == F::MarchColumn && to == F::Unlimbered) return limber + 2;
  if (from == F::Unlimbered && to == F::MarchColumn) return limber;
  if ((from == F::Limbered && to == F::Unlimbered) || (from == F::Unlimbered && to == F::Limbered))
    return limber;
  if ((from == F::Limbered && to == F::MarchColumn) ||
      (from == F::MarchColumn && to == F::Limbered))
    return 0;  // limbered guns are already on their wheels: KT-16 has no time for it
  return std::nullopt;
}

}  // namespace

std::optional<int> formationChangeMin(MoverClass mover, Formation from, Formation to, int n) {
  using F = Formation;
  if (from == to) return 0;
  if (isArtillery(mover)) return artilleryChangeMin(mover, from, to);
  const bool foot = mover == MoverClass::Foot || mover == MoverClass::DismountedCavalry;
  const bool mounted = mover == MoverClass::Mounted;
  if (!foot && !mounted) return std::nullopt;
  const auto pick = [&](int footMin, int mountedMin) -> std::optional<int> {
    return foot ? footMin : mountedMin;
  };
  const bool lines =
      (from == F::Line || from == F::DoubleLine) && (to == F::Line || to == F::DoubleLine);
  if (lines) return pick(5, 3);
  const bool lineColumn = ((from == F::Line || from == F::DoubleLine) && to == F::BattleColumn) ||
                          (from == F::BattleColumn && (to == F::Line || to == F::DoubleLine));
  if (lineColumn) return pick(5, 3);
  if (to == F::Square) {
    if (!foot || !(from == F::Line || from == F::DoubleLine || from == F::BattleColumn))
      return std::nullopt;
    return 3;
  }
  if (from == F::Square) {
    if (to == F::Line || to == F::BattleColumn) return 5;
    return std::nullopt;
  }
  if (from == F::MarchColumn && (isBattleFormation(to) || isLoose(to)))
    return foot ? 5 + n : 3 + halfUp(n);
  if (to == F::MarchColumn && (isBattleFormation(from) || isLoose(from))) return pick(5, 3);
  if (isLoose(from) != isLoose(to)) return pick(5, 3);
  return std::nullopt;
}

int facingChangeMin(MoverClass mover, double degrees) {
  const bool wide = std::fabs(degrees) > 90;
  if (isArtillery(mover)) return wide ? 4 : 2;
  if (mover == MoverClass::Mounted) return wide ? 3 : 2;
  return wide ? 5 : 3;
}

int lossesModifier(int spLost, int spAtStart) {
  if (spAtStart <= 0) return 0;
  if (2 * spLost >= spAtStart) return -2;
  if (3 * spLost >= spAtStart) return -1;
  return 0;
}

int fatigueModifier(int fatigue) { return -(std::max(0, fatigue) / 5); }

int rallyModifier(const RallyFactors& f) {
  int m = 0;
  if (f.grade == Training::Elite) m += 2;
  if (f.grade == Training::Raw) m -= 2;
  if (f.commanderInContact) m += 2;
  m += fatigueModifier(f.fatigue);
  m += lossesModifier(f.spLost, f.spAtStart);
  if (f.enemySeenNear) m -= 2;
  return m;
}

bool rallyPasses(int d10, const RallyFactors& f, const C3Settings& s) {
  return d10 + rallyModifier(f) >= s.rallyTarget;
}

int pursuitModifier(const PursuitFactors& f) {
  int m = 0;
  if (f.mounted) m += 2;
  if (f.lightHorseOrSipahis) m += 2;
  if (f.grade == Training::Raw) m += 1;
  if (f.grade == Training::Elite) m -= 2;
  if (f.attackOrders) m += 1;
  if (f.holdOrders) m -= 3;
  if (f.commanderInContact) m -= 2;
  return m;
}

bool pursues(int d10, const PursuitFactors& f, const C3Settings& s) {
  if (f.exhausted) return false;
  return d10 + pursuitModifier(f) >= s.pursuitTarget;
}

int pursuitMinutes(int d10, const PursuitFactors& f) {
  int base = d10;
  if (f.mounted) base += 2;
  if (f.lightHorseOrSipahis) base += 2;
  if (f.grade == Training::Elite) base -= 2;
  return std::max(3, base * 3);
}

}  // namespace hfg::c3
