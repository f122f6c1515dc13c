#include "core/battle/c3/close_combat.h"

#include <algorithm>
#include <cmath>

#include "core/battle/c3/combat_results.h"
#include "core/battle/c3/combat_tables.h"
#include "core/battle/c3/knowledge.h"

namespace hfg::c3 {

namespace {

constexpr double kTouchPaces = 2;

bool touching(const C3Unit& a, const C3Unit& b) {
  return battle::distanceBetween(ringOf(a), ringOf(b)) <= kTouchPaces;
}

bool hasFlanks(const C3Unit& u) {
  return u.formation != Formation::Square && u.formation != Formation::ExtendedOrder;
}

CloseCombatant combatantOf(const C3Unit& u, bool attackedOnFront) {
  return {u.arm, u.type, u.formation, attackedOnFront};
}

int factorOf(const C3Unit& u, const C3Unit& against, bool attackedOnFront) {
  if (u.state == UnitState::Routing) return 0;  // KB-34
  return closeCombatFactor(combatantOf(u, attackedOnFront), against.arm == Arm::Mounted);
}

// KB-42 item 4: the attacker's centre lies outside the defender's front arc.
bool onFlankOrRear(const C3Battle& b, const C3Unit& att, const C3Unit& def) {
  if (!hasFlanks(def)) return false;
  return !inFrontArc(frontEdgeOf(b.settings, def), toMetres(b.settings, att.footprint.centre()),
                     b.settings);
}

int sideSp(const C3Battle& b, const std::vector<int>& ids) {
  int sp = 0;
  for (int id : ids) sp += b.unit(id).sp;
  return sp;
}

// KB-44: spans along the enemy leader's front line of the side's Units in the combat or within
// 100 m of him and facing him.
int overlaps(const C3Battle& b, int side, const C3Unit& enemy, const std::vector<int>& inCombat) {
  const double half = enemy.footprint.frontagePaces / 2;
  std::vector<FrontSpan> spans;
  for (const C3Unit& u : b.units) {
    if (u.side != side || !u.present()) continue;
    const bool in = std::find(inCombat.begin(), inCombat.end(), u.id) != inCombat.end();
    if (!in && (gapM(b.settings, u, enemy) > b.settings.overlapNearM ||
                !inFrontArc(frontEdgeOf(b.settings, u),
                            toMetres(b.settings, enemy.footprint.centre()), b.settings)))
      continue;
    double lo = 1e18, hi = -1e18;
    for (const Vec2& c : ringOf(u)) {
      const double x = enemy.footprint.toLocal(c).x;
      lo = std::min(lo, x), hi = std::max(hi, x);
    }
    spans.push_back({pacesToMetres(b.settings, lo), pacesToMetres(b.settings, hi)});
  }
  const FrontSpan own{pacesToMetres(b.settings, -half), pacesToMetres(b.settings, half)};
  return flanksOverlapped(own, spans, hasFlanks(enemy), b.settings);
}

bool commanderNear(const C3Battle& b, const C3Unit& u) {
  for (const C3Commander& c : b.commanders)
    if (c.side == u.side && pacesToMetres(b.settings, battle::distanceBetween(ringOf(u), c.position)) <=
                                b.settings.baseContactM)
      return true;
  return false;
}

double heightOf(const C3Battle& b, const C3Unit& u) {
  return b.table.heights ? b.table.heights->groundM(toMetres(b.settings, u.footprint.centre())) : 0;
}

CloseModifiers modifiersOf(const C3Battle& b, const C3Unit& lead, const C3Unit& enemy,
                           const std::vector<int>& own, const std::vector<int>& other,
                           bool defending, bool flank) {
  CloseModifiers m;
  m.chargeBonus = lead.arm == Arm::Mounted && lead.charging &&
                  lead.chargeRunM >= b.settings.chargeBonusMinM;
  m.flankOrRear = flank;
  m.flanksOverlapped = overlaps(b, lead.side, enemy, own);
  m.furtherUnits = static_cast<int>(own.size()) - 1;
  m.spRatio = static_cast<double>(sideSp(b, own)) / std::max(1, sideSp(b, other));
  m.uphill = heightOf(b, lead) >= heightOf(b, enemy) + 5;
  const GroundArea* area = coverAreaAt(b.table, lead.footprint.centre());
  m.defendingBuiltUp = defending && area && area->ground == Ground::BuiltUp;
  m.defendingWoodOrLinear = defending && area && area->ground != Ground::BuiltUp;
  m.grade = lead.grade;
  m.commanderInContact = commanderNear(b, lead);
  m.fatigue = lead.fatigue;
  m.disordered = lead.disordered();
  m.spLost = lead.spAtStart - lead.sp;
  m.spAtStart = lead.spAtStart;
  m.typeBonus = lead.type == TroopType::Spearmen ||
                (lead.type == TroopType::Cuirassiers && enemy.arm == Arm::Mounted) ||
                (lead.type == TroopType::StoicFoot && defending);
  return m;
}

// KB-42 item 2: the leading Unit: highest factor against the other's leader, then SP, then id.
int leaderOf(const C3Battle& b, const std::vector<int>& ids, const C3Unit& against) {
  std::vector<Contender> c;
  for (int id : ids) {
    const C3Unit& u = b.unit(id);
    c.push_back({id, factorOf(u, against, true), u.sp});
  }
  return leadingUnit(c).value_or(ids.front());
}

}  // namespace

std::pair<CloseScore, CloseScore> scoreRound(const C3Battle& b, const CloseCombat& cc,
                                             int attackerSide, int d10A, int d10D) {
  const std::vector<int>& att = cc.units[attackerSide];
  const std::vector<int>& def = cc.units[1 - attackerSide];
  const C3Unit& defLead = b.unit(def.front());  // item 2: the contacted Unit
  const C3Unit& attLead = b.unit(leaderOf(b, att, defLead));
  const bool flank = onFlankOrRear(b, attLead, defLead);
  CloseScore a{attLead.id, factorOf(attLead, defLead, true),
               closeCombatModifier(modifiersOf(b, attLead, defLead, att, def, false, flank)), d10A};
  CloseScore d{defLead.id, factorOf(defLead, attLead, !flank),
               closeCombatModifier(modifiersOf(b, defLead, attLead, def, att, true, false)), d10D};
  return {a, d};
}

namespace {

void loseSide(C3Battle& b, CloseCombat& cc, int side, const CloseResult& r, PointM cause) {
  for (int id : cc.units[side]) {
    C3Unit& u = b.unit(id);
    u.closeCombat = -1;
    if (!u.present()) continue;
    const bool lightGuns = u.mover == MoverClass::HorseArtillery && r.d <= 2;
    if ((u.arm == Arm::Artillery && !lightGuns) || u.arm == Arm::SupplyTrain) {
      u.state = UnitState::Destroyed;  // KT-23: captured
      b.note("KT-23", unitText(u) + " is captured");
      continue;
    }
    const bool columnCaught = u.arm == Arm::Foot && u.formation == Formation::MarchColumn;
    if (r.lowerRouts || columnCaught) startRout(b, u, cause);
    else startFallBack(b, u, cause);
  }
}

void fightRound(C3Battle& b, CloseCombat& cc, int attackerSide, C3Dice& dice) {
  const int dA = dice.d10("KT-23");
  const int dD = dice.d10("KT-23");
  const auto [a, d] = scoreRound(b, cc, attackerSide, dA, dD);
  const bool attackerHigher = a.total() >= d.total();
  const CloseScore& hi = attackerHigher ? a : d;
  const CloseScore& lo = attackerHigher ? d : a;
  const CloseResult r = closeCombatResult(hi.total(), lo.total());
  const int hiSide = attackerHigher ? attackerSide : 1 - attackerSide;
  C3Unit& hiLead = b.unit(hi.leader);
  C3Unit& loLead = b.unit(lo.leader);
  b.note("KB-42", "close combat " + std::to_string(cc.id) + ": " + unitText(b.unit(a.leader)) +
                      " scores " + std::to_string(a.d10) + "+" + std::to_string(a.factor) + "+" +
                      std::to_string(a.modifier) + " against " + unitText(b.unit(d.leader)) + " " +
                      std::to_string(d.d10) + "+" + std::to_string(d.factor) + "+" +
                      std::to_string(d.modifier));
  hiLead.sp = std::max(0, hiLead.sp - r.higherSpLoss);
  loLead.sp = std::max(0, loLead.sp - r.lowerSpLoss);
  for (int s = 0; s < 2; ++s)
    for (int id : cc.units[s]) {  // KT-24: 2 per round, 1 per SP lost
      C3Unit& u = b.unit(id);
      const int sp = id == hiLead.id ? r.higherSpLoss : id == loLead.id ? r.lowerSpLoss : 0;
      u.fatigue = addFatigue(u.fatigue, 2 + sp, b.settings);
      u.engagedUntil = b.minute + b.settings.combatRoundMin;
      u.restSince = b.minute;
      u.charging = false;
    }
  cc.lastRoundAt = b.minute;
  checkDispersal(b, hiLead);
  checkDispersal(b, loLead);
  if (r.locked) {
    b.note("KT-23", "close combat " + std::to_string(cc.id) + " is locked");
    return;
  }
  b.note("KT-23", unitText(loLead) + "'s side loses by " + std::to_string(r.d) +
                      (r.lowerRouts ? " and routs" : " and falls back"));
  loseSide(b, cc, 1 - hiSide, r, toMetres(b.settings, hiLead.footprint.centre()));
  cc.over = true;
  for (int id : cc.units[hiSide]) {
    C3Unit& w = b.unit(id);
    w.closeCombat = -1;
    b.raised.push_back({Event::F, id, "f:" + std::to_string(cc.id)});
    testPursuit(b, w, loLead, dice);
  }
}

}  // namespace

void startCloseCombat(C3Battle& b, int moverId, int contactedId, C3Dice& dice) {
  C3Unit& mover = b.unit(moverId);
  C3Unit& contacted = b.unit(contactedId);
  if (!mover.present() || !contacted.present() || mover.closeCombat >= 0) return;
  if (mover.arm == Arm::SupplyTrain || mover.arm == Arm::Artillery) return;  // item 6
  if (contacted.state == UnitState::Routing) {  // KB-34: the router keeps running
    contacted.sp = std::max(0, contacted.sp - b.settings.routContactSp);
    b.note("KB-34", unitText(mover) + " cuts into routing " + unitText(contacted));
    checkDispersal(b, contacted);
    return;
  }
  CloseCombat cc;
  cc.id = static_cast<int>(b.combats.size()) + 1;
  if (contacted.closeCombat >= 0) {  // joins the combat the contacted Unit is in
    CloseCombat& joined = b.combats[static_cast<std::size_t>(contacted.closeCombat - 1)];
    joined.units[mover.side].push_back(mover.id);
    mover.closeCombat = joined.id;
    b.note("KB-42", unitText(mover) + " joins close combat " + std::to_string(joined.id));
    return;
  }
  cc.attackerSide = mover.side;
  cc.units[mover.side] = {mover.id};
  cc.units[contacted.side] = {contacted.id};
  for (const C3Unit& u : b.units)  // item 1: every Unit touching joins
    if (u.present() && u.id != mover.id && u.id != contacted.id && u.closeCombat < 0 &&
        u.arm != Arm::SupplyTrain &&
        (touching(u, u.side == mover.side ? contacted : mover)))
      cc.units[u.side].push_back(u.id);
  for (int s = 0; s < 2; ++s)
    for (int id : cc.units[s]) b.unit(id).closeCombat = cc.id;
  b.combats.push_back(cc);
  b.note("KB-42", unitText(mover) + " makes contact with " + unitText(contacted) +
                      ": close combat " + std::to_string(cc.id));
  fightRound(b, b.combats.back(), mover.side, dice);
}

void closeCombatRounds(C3Battle& b, C3Dice& dice) {
  for (CloseCombat& cc : b.combats) {
    if (cc.over || b.minute - cc.lastRoundAt < b.settings.combatRoundMin) continue;
    for (int s = 0; s < 2; ++s)
      cc.units[s].erase(std::remove_if(cc.units[s].begin(), cc.units[s].end(),
                                       [&](int id) { return !b.unit(id).present(); }),
                        cc.units[s].end());
    if (cc.units[0].empty() || cc.units[1].empty()) {
      cc.over = true;
      for (int s = 0; s < 2; ++s)
        for (int id : cc.units[s]) b.unit(id).closeCombat = -1;
      continue;
    }
    fightRound(b, cc, cc.attackerSide, dice);
  }
}

}  // namespace hfg::c3
