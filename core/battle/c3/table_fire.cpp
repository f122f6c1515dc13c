#include "core/battle/c3/table_fire.h"

#include <algorithm>
#include <limits>
#include <map>

#include "core/battle/c3/combat_results.h"
#include "core/battle/c3/combat_tables.h"
#include "core/battle/c3/knowledge.h"

namespace hfg::c3 {

namespace {

bool allRound(Formation f) { return f == Formation::Square || f == Formation::ExtendedOrder; }

bool inCover(const C3Battle& b, const C3Unit& u) {
  return coverAreaAt(b.table, u.footprint.centre()) != nullptr;
}

double maxRangeOf(const C3Battle& b, const C3Unit& u) {
  if (u.arm == Arm::Artillery)
    return gunRowOf(u.type, b.year, u.mover == MoverClass::HeavyArtillery).maxRangeM;
  return smallArmsOf(u.type, b.year, false, u.grade == Training::Elite).maxRangeM;
}

// KB-39: range from the front edge (all round: the footprint) to the target's nearest point.
double rangeM(const C3Battle& b, const C3Unit& f, const C3Unit& t) {
  const double paces = allRound(f.formation)
                           ? battle::distanceBetween(ringOf(t), ringOf(f))
                           : battle::distanceBetween(ringOf(t), f.footprint.edge(battle::EdgeId::Front));
  return pacesToMetres(b.settings, paces);
}

bool partlyInFrontArc(const C3Battle& b, const C3Unit& f, const C3Unit& t) {
  if (allRound(f.formation)) return true;
  const FrontEdge edge = frontEdgeOf(b.settings, f);
  std::vector<Vec2> points{t.footprint.centre()};
  for (const Vec2& c : ringOf(t)) points.push_back(c);
  for (const Vec2& p : points)
    if (inFrontArc(edge, toMetres(b.settings, p), b.settings)) return true;
  return false;
}

// KB-39: no friendly Unit across the line between the middles of the firing edge and the target.
bool lineIsFree(const C3Battle& b, const C3Unit& f, const C3Unit& t) {
  const battle::Segment line{f.footprint.frontMid, t.footprint.centre()};
  for (const C3Unit& o : b.units)
    if (o.id != f.id && o.side == f.side && o.present() &&
        battle::distanceBetween(ringOf(o), line) <= 0)
      return false;
  return true;
}

bool mayFire(const C3Battle& b, const C3Unit& f) {
  if (!f.present() || !f.formed() || f.ammo <= 0 || f.closeCombat >= 0) return false;
  if (f.lastMovedAt == b.minute || f.formation == Formation::MarchColumn) return false;
  if (f.arm == Arm::Artillery) return f.formation == Formation::Unlimbered;
  if (f.arm != Arm::Foot) return false;
  return footprintOf(f.arm, f.formation, f.ces, b.settings).firingCes > 0 &&
         smallArmsOf(f.type, b.year, false, f.grade == Training::Elite).weaponClass !=
             WeaponClass::None;
}

FireModifiers modifiersOf(const C3Battle& b, const C3Unit& f, const C3Unit& t, bool enfilade) {
  FireModifiers m;
  m.targetExtendedOrder = t.formation == Formation::ExtendedOrder;
  m.targetMountedOpenOrder = t.arm == Arm::Mounted && t.formation == Formation::OpenOrder;
  m.targetInCover = inCover(b, t);
  m.targetMarchColumn = t.formation == Formation::MarchColumn;
  m.targetSquareOrColumnAndFirerArtillery =
      f.arm == Arm::Artillery &&
      (t.formation == Formation::Square || t.formation == Formation::BattleColumn);
  m.targetLimberedOrTrain = t.formation == Formation::Limbered || t.arm == Arm::SupplyTrain;
  m.targetEnfiladed = enfilade;
  m.firerGrade = f.grade;
  m.firerFatigue = f.fatigue;
  m.firerDisordered = f.disordered();
  m.firerFootMoved = f.arm == Arm::Foot && b.minute - f.lastMovedAt <= b.settings.combatRoundMin;
  return m;
}

}  // namespace

std::optional<int> fireTarget(const C3Battle& b, const C3Unit& f) {
  if (!mayFire(b, f)) return std::nullopt;
  const double maxRange = maxRangeOf(b, f);
  std::optional<int> best;
  double bestRange = std::numeric_limits<double>::max();
  bool bestCharging = false;
  for (const C3Unit& t : b.units) {
    if (t.side == f.side || !t.present() || !seesNow(b, unitCommanderOf(f.id), t.id)) continue;
    const double r = rangeM(b, f, t);
    if (r > maxRange || !partlyInFrontArc(b, f, t) || !lineIsFree(b, f, t)) continue;
    const bool charging = t.charging;
    if ((charging && !bestCharging) || (charging == bestCharging && r < bestRange)) {
      best = t.id;
      bestRange = r;
      bestCharging = charging;
    }
  }
  return best;
}

Shot shotAt(const C3Battle& b, const C3Unit& f, const C3Unit& t, int d10, bool grandBattery) {
  Shot s;
  s.firer = f.id;
  s.target = t.id;
  s.rangeM = rangeM(b, f, t);
  if (f.arm == Arm::Artillery) {
    const GunRow row = gunRowOf(f.type, b.year, f.mover == MoverClass::HeavyArtillery);
    s.factor = gunFactor(row, gunBand(s.rangeM, row, f.type == TroopType::Portable, b.settings));
  } else {
    const SmallArms arms = smallArmsOf(f.type, b.year, false, f.grade == Training::Elite);
    s.factor = smallArmsFactor(arms.weaponClass, smallArmsBand(s.rangeM, arms.maxRangeM));
  }
  const Footprint fp = footprintOf(f.arm, f.formation, f.ces, b.settings);
  s.firePoints = firePoints({s.factor, fp.firingCes, f.sp, f.spAtStart,
                             f.formation == Formation::BattleColumn, false});
  const bool canBeEnfiladed = !allRound(t.formation);
  s.enfilade = enfiladed(frontEdgeOf(b.settings, t), toMetres(b.settings, f.footprint.centre()),
                         canBeEnfiladed);
  FireModifiers m = modifiersOf(b, f, t, s.enfilade);
  m.grandBattery = grandBattery;
  s.die = fireDie(d10, m, b.settings);
  s.spLost = spLostToFire(s.firePoints, s.die, b.settings);
  return s;
}

namespace {

// KB-45 (a): three or more artillery Units of a side, each within 500 m of another of them,
// firing at the same target in the same round.
std::vector<bool> grandBatteries(const C3Battle& b, const std::vector<std::pair<int, int>>& aims) {
  std::vector<bool> out(aims.size(), false);
  for (std::size_t i = 0; i < aims.size(); ++i) {
    const C3Unit& a = b.unit(aims[i].first);
    if (a.arm != Arm::Artillery) continue;
    int group = 0;
    bool near = false;
    for (std::size_t j = 0; j < aims.size(); ++j) {
      const C3Unit& o = b.unit(aims[j].first);
      if (o.arm != Arm::Artillery || aims[j].second != aims[i].second) continue;
      ++group;
      if (j != i && gapM(b.settings, a, o) <= b.settings.grandBatteryM) near = true;
    }
    out[i] = group >= b.settings.grandBatteryUnits && near;
  }
  return out;
}

CrtModifiers crtModifiersOf(const C3Battle& b, const C3Unit& u, bool enfilade) {
  CrtModifiers m;
  m.grade = u.grade;
  m.stoicFoot = u.type == TroopType::StoicFoot;
  for (const C3Commander& c : b.commanders)
    if (c.side == u.side && pacesToMetres(b.settings, battle::distanceBetween(ringOf(u), c.position)) <=
                                b.settings.baseContactM)
      m.commanderInContact = true;
  m.inCover = inCover(b, u);
  for (const C3Unit& o : b.units)  // supported: a formed friend within 200 m, not in front of it
    if (o.id != u.id && o.side == u.side && o.formed() && gapM(b.settings, u, o) <= 200 &&
        u.footprint.toLocal(o.footprint.centre()).y <= 0)
      m.supported = true;
  m.fatigue = u.fatigue;
  m.spLostSoFar = u.spAtStart - u.sp;
  m.spAtStart = u.spAtStart;
  m.enfiladed = enfilade;
  m.disordered = u.disordered();
  return m;
}

void combatResultTest(C3Battle& b, C3Unit& t, int lost, bool enfilade, PointM cause,
                      C3Dice& dice) {
  const int d10 = dice.d10("KT-20");
  const int score = crtScore(d10, crtModifiersOf(b, t, enfilade), lost);
  const CombatResult r = crtResult(score);
  b.note("KT-20", unitText(t) + " Combat Result Test: 1D10 " + std::to_string(d10) + ", score " +
                      std::to_string(score) +
                      (r == CombatResult::Stands ? ", stands"
                       : r == CombatResult::FallsBack ? ", falls back" : ", routs"));
  if (r == CombatResult::FallsBack) startFallBack(b, t, cause);
  if (r == CombatResult::Routs) startRout(b, t, cause);
}

}  // namespace

std::vector<Shot> fireRound(C3Battle& b, C3Dice& dice) {
  std::vector<std::pair<int, int>> aims;
  for (const C3Unit& f : b.units)
    if (const auto t = fireTarget(b, f)) aims.emplace_back(f.id, *t);
  const std::vector<bool> grand = grandBatteries(b, aims);
  std::vector<Shot> shots;  // all worked out on the state at the start of the round (KB-40)
  for (std::size_t i = 0; i < aims.size(); ++i)
    shots.push_back(shotAt(b, b.unit(aims[i].first), b.unit(aims[i].second), dice.d10("KT-19"),
                           grand[i]));
  std::map<int, int> lost;
  std::map<int, bool> enfiladedNow;
  std::map<int, PointM> cause;
  for (const Shot& s : shots) {
    C3Unit& f = b.unit(s.firer);
    C3Unit& t = b.unit(s.target);
    b.note("KB-40", unitText(f) + " fires at " + unitText(t) + " at " +
                        std::to_string(static_cast<int>(s.rangeM)) + " m: FP " +
                        std::to_string(s.firePoints) + ", D " + std::to_string(s.die) + ", " +
                        std::to_string(s.spLost) + " SP");
    f.ammo -= ammunitionUsed(false);  // KT-25
    f.fatigue = addFatigue(f.fatigue, 1, b.settings);
    f.lastFiredAt = b.minute;
    f.engagedUntil = t.engagedUntil = b.minute + b.settings.combatRoundMin;
    f.restSince = t.restSince = b.minute;
    if (f.ammo <= 0) {
      b.note("KT-25", unitText(f) + " is out of ammunition");
      b.raised.push_back({Event::D, f.id, "d:" + std::to_string(f.id)});
    }
    lost[t.id] += s.spLost;
    enfiladedNow[t.id] = enfiladedNow[t.id] || s.enfilade;
    cause[t.id] = toMetres(b.settings, f.footprint.centre());
  }
  for (auto& [id, sp] : lost) {  // applied together
    C3Unit& t = b.unit(id);
    t.sp = std::max(0, t.sp - sp);
    t.fatigue = addFatigue(t.fatigue, sp, b.settings);  // KT-24: +1 per SP lost
    checkDispersal(b, t);
  }
  for (auto& [id, sp] : lost) {
    C3Unit& t = b.unit(id);
    if (sp >= 1 && t.present() && t.closeCombat < 0 && t.state != UnitState::Routing)
      combatResultTest(b, t, sp, enfiladedNow[id], cause[id], dice);  // KB-41
  }
  return shots;
}

namespace {

bool mayCloseFire(const C3Battle& b, const C3Unit& f, const C3Unit& charger) {
  if (!f.present() || f.side == charger.side || f.ammo <= 0 || f.closeCombat >= 0) return false;
  const bool guns = f.arm == Arm::Artillery && f.formation == Formation::Unlimbered && f.formed();
  const bool foot = f.arm == Arm::Foot && f.formed() &&
                    footprintOf(f.arm, f.formation, f.ces, b.settings).firingCes > 0;
  if (!guns && !foot) return false;
  const bool target = charger.order && charger.order->enemyUnit == f.id;
  const bool inArc = partlyInFrontArc(b, f, charger);
  const double reach = guns ? b.settings.closingFireArtilleryM : b.settings.closingFireFootM;
  return (target || inArc) && rangeM(b, f, charger) <= reach &&
         !b.closingFired.count({f.id, charger.id});
}

}  // namespace

void closingFire(C3Battle& b, C3Dice& dice) {
  for (C3Unit& charger : b.units) {
    if (!charger.present() || !charger.charging || charger.state != UnitState::Formed) continue;
    for (C3Unit& f : b.units) {
      if (!charger.charging || !mayCloseFire(b, f, charger)) continue;
      b.closingFired.insert({f.id, charger.id});
      const Shot s = shotAt(b, f, charger, dice.d10("KT-19"), false);
      b.note("KB-43", unitText(f) + " gives closing fire at " + unitText(charger) + " at " +
                          std::to_string(static_cast<int>(s.rangeM)) + " m: FP " +
                          std::to_string(s.firePoints) + ", D " + std::to_string(s.die) + ", " +
                          std::to_string(s.spLost) + " SP");
      f.ammo -= ammunitionUsed(false);
      f.lastFiredAt = b.minute;
      f.engagedUntil = charger.engagedUntil = b.minute + b.settings.combatRoundMin;
      charger.sp = std::max(0, charger.sp - s.spLost);
      charger.fatigue = addFatigue(charger.fatigue, s.spLost, b.settings);
      checkDispersal(b, charger);
      if (s.spLost >= 1 && charger.present())
        combatResultTest(b, charger, s.spLost, s.enfilade,
                         toMetres(b.settings, f.footprint.centre()), dice);
    }
  }
}

namespace {

bool nearSupply(const C3Battle& b, const C3Unit& u) {
  bool anyTrain = false;
  for (const C3Unit& t : b.units)
    if (t.side == u.side && t.present() && t.arm == Arm::SupplyTrain) {
      anyTrain = true;
      if (gapM(b.settings, u, t) <= b.settings.resupplyM) return true;
    }
  if (anyTrain) return false;
  double edge = 1e18;  // the own base edge, from the footprint's nearest corner
  for (const Vec2& c : ringOf(u)) {
    const double y = pacesToMetres(b.settings, c.y);
    const double far = pacesToMetres(b.settings, b.table.sizePaces.y) - y;
    edge = std::min(edge, b.baseEdgeSouth[static_cast<std::size_t>(u.side)] ? y : far);
  }
  return edge <= b.settings.resupplyM;
}

}  // namespace

void resupply(C3Battle& b) {
  for (C3Unit& u : b.units) {
    if (!u.present() || u.arm == Arm::Mounted || u.arm == Arm::SupplyTrain) continue;
    const int full = ammunitionCarried(u.arm, false, b.settings);
    const bool resting = u.lastMovedAt != b.minute && u.engagedUntil < b.minute &&
                         u.closeCombat < 0 && nearSupply(b, u);
    if (!resting || u.ammo >= full) {
      u.resupplySince = -1;
      continue;
    }
    if (u.resupplySince < 0) u.resupplySince = b.minute;
    if (b.minute - u.resupplySince >= b.settings.resupplyMin) {
      u.ammo = full;
      u.resupplySince = -1;
      b.note("KT-25", unitText(u) + " is resupplied to " + std::to_string(full) + " rounds");
    }
  }
}

}  // namespace hfg::c3
