// Decisive combat (E-88 ... E-98): the contact from quick results to pursuit.
#include "core/battle/tchae/combat.h"

#include <algorithm>
#include <cmath>

#include "core/battle/tchae/combat_support.h"
#include "core/battle/tchae/combat_results.h"
#include "core/battle/tchae/fire_tables.h"
#include "core/battle/tchae/table_geometry.h"

namespace hfg::tchae {

namespace {

/// E-88: results without dice; true when the contact is settled.
bool quickResult(RulesContext& ctx, Unit& a, Unit& d, bool flankOrRear, double startGap) {
  const TchaeSettings& s = ctx.settings();
  if (d.arm == Arm::Artillery && d.limbered && a.arm != Arm::Artillery) {
    eliminate(ctx, d, "E-88 (a) limbered artillery contacted");
    return true;
  }
  if (d.status == Status::Routed && (s.routersDieToAnyContact || a.arm == Arm::Cavalry)) {
    eliminate(ctx, d, "E-88 (b) routers contacted");
    return true;
  }
  if (d.arm == Arm::Artillery && !d.limbered && !ctx.inCover(d) && !ctx.inDifficult(d)) {
    bool friendNear = false;
    for (Unit* f : ctx.activeUnits(d.side))
      if (f->arm != Arm::Artillery && gapIn(ctx.fp(*f), ctx.fp(d)) <= 4) friendNear = true;
    const Supports none;
    if (!friendNear && overlapOf(ctx, a, d, none) >= s.overlapFull) {
      eliminate(ctx, d, "E-88 (c) battery alone in the open overlapped 100%");
      return true;
    }
  }
  if (a.isMountedCavalry() && d.isFormedInfantry() && !flankOrRear) {
    // E-88 (d), EB-42: the charge stops outside small-arms range (4 in if it started inside).
    const double range = rangeLimits(rangeRowOf(d), ctx.level()).closeIn;
    const double stopAt = startGap <= range ? s.firefightGapIn : range + 0.25;
    backOffTo(ctx, a, d, stopAt);
    a.disordered = true;
    ctx.state.note("E-88", a.id + " may not charge formed infantry " + d.id + " frontally");
    return true;
  }
  return false;
}

CombatSideInput sideInput(RulesContext& ctx, const Unit& own, const Unit& enemy, bool attacking,
                          const Supports& ownSup, const Supports& enemySup, bool acrossWater) {
  CombatSideInput in;
  in.outnumberRatio = static_cast<double>(own.currentSp()) / std::max(1, enemy.currentSp());
  in.overlap = overlapOf(ctx, own, enemy, enemySup);
  in.attacking = attacking;
  const TerrainKind k = ctx.state.terrain.kindAt(ctx.fp(own).centre());
  in.defendingHardCover = !attacking && isHardCover(k);
  in.infantryCavalrySupports = ownSup.infantryCavalry + (own.formation == Formation::SupportedLine);
  in.supportingGuns = ownSup.guns;
  in.terrainAdvantage = !attacking && !acrossWater && terrainAdvantage(ctx, own, enemy);
  in.mediumSmoothbore = ownSup.mediumSmoothbore ||
                        (own.arm == Arm::Artillery && own.calibre == Calibre::MediumSmoothbore);
  in.skirmishersInDifficult = own.isSkirmisher() && ctx.inDifficult(own);
  in.ownMeanClass = static_cast<int>(own.experience);
  in.enemyMeanClass = static_cast<int>(enemy.experience);
  const bool disordered =
      own.disordered || (own.formation == Formation::ColumnOfMarch && own.arm != Arm::Artillery) ||
      (attacking && acrossWater);
  in.disorderedInGoodTerrain = disordered && !ctx.inDifficult(own);
  return in;
}

}  // namespace

CombatOutcome resolveContact(RulesContext& ctx, const Contact& contact) {
  CombatOutcome out;
  Unit* a = ctx.state.unit(contact.attackerId);
  Unit* d = ctx.state.unit(contact.defenderId);
  if (!a || !d || !a->active() || !d->active()) return out;
  if (quickResult(ctx, *a, *d, contact.flankOrRear, contact.chargerStartGapIn)) {
    out.quickResult = true;
    return out;
  }
  const bool acrossWater = ctx.state.terrain.crosses(ctx.fp(*a).centre(), ctx.fp(*d).centre(),
                                                     TerrainKind::FordableStream);
  const Supports supA = findSupports(ctx, *a, *d), supD = findSupports(ctx, *d, *a);
  CombatSideInput inA = sideInput(ctx, *a, *d, true, supA, supD, acrossWater);
  CombatSideInput inD = sideInput(ctx, *d, *a, false, supD, supA, acrossWater);
  const Commander* ca = ctx.attachedTo(*a);
  const Commander* cd = ctx.attachedTo(*d);
  inA.officerLf = (ca ? leadershipFactor(*ca) : 0) + contact.leaderLf;
  inD.officerLf = cd ? leadershipFactor(*cd) : 0;
  out.attackerValue = combatValue(*a, combatArmOf(*d), inA, ctx.level(), ctx.settings());
  out.defenderValue = combatValue(*d, combatArmOf(*a), inD, ctx.level(), ctx.settings());
  markSupportsUsed(ctx, supA, supD);
  const bool attackerHigher = out.attackerValue >= out.defenderValue;  // E-94: ties, the attacker
  Unit& hi = attackerHigher ? *a : *d;
  Unit& lo = attackerHigher ? *d : *a;
  const double diff = std::abs(out.attackerValue - out.defenderValue);
  out.throwTotal = ctx.dice.twoD6();
  out.index = static_cast<int>(std::floor(out.throwTotal + diff + 1e-9));
  out.code = combatResult(combatArmOf(hi), combatArmOf(lo), out.index);
  ctx.state.note("E-94", a->id + " (" + formatValue(out.attackerValue) + ") against " + d->id +
                             " (" + formatValue(out.defenderValue) + "): 2D6 " +
                             std::to_string(out.throwTotal) + ", index " +
                             std::to_string(out.index) + ": " + std::string(keyOf(out.code)));
  const int aBefore = a->casualties, dBefore = d->casualties;
  applyCombatResult(ctx, out, *a, *d, hi, lo, supA, supD);
  riskToGeneral(ctx, *a, a->casualties - aBefore, inA.officerLf > 0, contact.leaderId);
  riskToGeneral(ctx, *d, d->casualties - dBefore, inD.officerLf > 0, "");
  a->surprised = false;
  d->surprised = false;
  return out;
}

CombatOutcome refightFirefight(RulesContext& ctx, Unit& a, Unit& b) {
  CombatOutcome out;
  out.code = CombatCode::Firefight;
  out.firefight = true;
  fightFirefight(ctx, out, a, b);
  return out;
}

}  // namespace hfg::tchae
