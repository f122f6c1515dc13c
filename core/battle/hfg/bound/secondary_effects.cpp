// O-S2 flankers, O-S4 the friend behind a Command Party and O-S5 second turners in the bound (T-9 "Effects that follow outcomes", B-32, B-55).
#include "core/battle/hfg/bound/secondary_effects.h"

#include <algorithm>
#include <string>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/bound/combat_facts.h"
#include "core/battle/hfg/combat/outcome_effects.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/facing.h"
#include "core/battle/hfg/geometry/outcome_moves.h"

namespace hfg::battle {
namespace {

/// O-S2: `fighter` fights `enemy`'s front edge, and its friends touching the enemy's flank or rear.
std::vector<std::size_t> flankers(const Battle& battle, std::size_t fighter, std::size_t enemy) {
  const auto& els = battle.elements();
  const BattleSettings& s = battle.settings();
  const auto front = frontalContact(els[fighter].footprint, els[enemy].footprint, s);
  if (!front || front->touchedEdge != EdgeId::Front) return {};
  std::vector<std::size_t> out;
  for (auto k : battle.near(els[enemy].footprint, s.contactEpsPaces)) {
    if (k == fighter || els[k].side != els[fighter].side || !els[k].present() || els[k].fought)
      continue;
    if (els[k].condition != ElementCondition::Ready) continue;
    const auto touch = frontalContact(els[k].footprint, els[enemy].footprint, s);
    if (touch && touch->touchedEdge != EdgeId::Front) out.push_back(k);
  }
  return out;
}

/// O-S5: the element standing behind `first` after turning with it, if it still does.
std::optional<std::size_t> secondTurner(const Battle& battle, std::size_t first) {
  const auto& els = battle.elements();
  for (auto k : battle.near(els[first].footprint, battle.settings().contactEpsPaces)) {
    if (k == first || els[k].turnedBehind != els[first].id() || !els[k].present()) continue;
    const auto touch = frontalContact(els[k].footprint, els[first].footprint, battle.settings());
    if (touch && touch->touchedEdge == EdgeId::Rear) return k;
  }
  return std::nullopt;
}

bool retreat(ResultKind r) {
  return r == ResultKind::Recoil || r == ResultKind::RecoilAndDisabled ||
         r == ResultKind::Repulsed || r == ResultKind::RepulsedWithSupported ||
         r == ResultKind::Routed;
}

void obeyFirst(Battle& battle, std::size_t second, std::size_t first, std::size_t enemy,
               const OutcomeRecord& o) {
  ElementInPlay& e = battle.elements()[second];
  e.turnedBehind.clear();
  if (!e.present()) return;
  battle.reach("O-S5");
  battle.log(LogKind::Outcome,
             e.id() + " turned behind " + battle.elements()[first].id() +
                 " obeys its outcome (O-S5): " + (o.rowId.empty() ? "nothing" : o.rowId));
  applyOutcome(battle, second, o, enemy, CombatKind::Close);
}

/// O-S4: the CP's outcome is the rear element's own row (not the spent case, which repulses the
/// CP alone).
bool rearObeys(const OutcomeRecord& cpOutcome) {
  return cpOutcome.rowId != "O-S4" &&
         std::find(cpOutcome.alsoRows.begin(), cpOutcome.alsoRows.end(), "O-S4") !=
             cpOutcome.alsoRows.end();
}

void rearFollows(Battle& battle, std::size_t rear, std::size_t cp, std::size_t enemy,
                 const OutcomeRecord& o, CombatKind kind) {
  if (!battle.elements()[rear].present()) return;
  battle.reach("O-S4");
  battle.log(LogKind::Outcome, battle.elements()[rear].id() + " behind Command Party " +
                                   battle.elements()[cp].id() +
                                   " obeys its outcome (O-S4): " + o.rowId);
  applyOutcome(battle, rear, o, enemy, kind);
}

void flankersFollow(Battle& battle, std::size_t fighter, const Footprint& before,
                    const OutcomeRecord& o, const std::vector<std::size_t>& with,
                    std::size_t enemy) {
  auto& els = battle.elements();
  if (with.empty()) return;
  if (flankersRecoil(o.result)) {
    OutcomeRecord recoil;
    recoil.result = ResultKind::Recoil;
    recoil.rowId = "O-S2";
    recoil.reason = "touching the flank or rear of an enemy that beat their friend";
    for (auto k : with) {
      if (!els[k].present()) continue;
      battle.reach("O-S2");
      battle.log(LogKind::Outcome, els[k].id() + " touching " + els[enemy].id() +
                                       "'s flank or rear recoils with " + els[fighter].id() +
                                       " (O-S2)");
      applyOutcome(battle, k, recoil, enemy, CombatKind::Close);
    }
    return;
  }
  if (!flankersMoveWith(o.result) || !els[fighter].present()) return;
  const Footprint& now = els[fighter].footprint;
  if (distance(now.frontMid, before.frontMid) < 1.0 && now.headingDeg == before.headingDeg)
    return;  // not taken
  for (auto k : with) {
    if (!els[k].present()) continue;
    const Footprint& f = els[k].footprint;
    const double sideSign = dot(f.centre() - before.centre(), before.right()) >= 0 ? 1.0 : -1.0;
    Footprint pose = f;
    pose.headingDeg = now.headingDeg;
    pose.frontMid =
        now.frontMid + now.right() * (sideSign * (now.frontagePaces + f.frontagePaces) / 2);
    bool clear = !crossesTableEdge(pose, battle.table());
    for (auto j : battle.near(pose, 1.0))
      if (j != k && els[j].present() && overlaps(pose, els[j].footprint, battle.settings()))
        clear = false;
    battle.reach("O-S2");
    if (!clear) {
      battle.log(LogKind::Outcome, els[k].id() + " cannot move with " + els[fighter].id() +
                                       ": the place beside it is taken (O-S2)");
      continue;
    }
    battle.place(k, pose);
    battle.log(LogKind::Outcome,
               els[k].id() + " moves with " + els[fighter].id() + " to extend its front (O-S2)");
  }
}

}  // namespace

std::optional<std::size_t> commandPartyRear(const Battle& battle, std::size_t cp) {
  const auto& els = battle.elements();
  if (els[cp].type() != TroopType::CommandParty) return std::nullopt;
  std::optional<std::size_t> best;
  double longest = 0;
  for (auto k : battle.near(els[cp].footprint, battle.settings().contactEpsPaces)) {
    const ElementInPlay& r = els[k];
    const TroopCategory c = categoryOf(r.type());
    if (k == cp || r.side != els[cp].side || !r.present() || r.condition != ElementCondition::Ready)
      continue;
    if ((c != TroopCategory::Mounted && c != TroopCategory::Foot) || isStaff(r.type())) continue;
    if (!sameDirection(r.footprint, els[cp].footprint, battle.settings())) continue;
    const auto touch = frontalContact(r.footprint, els[cp].footprint, battle.settings());
    if (!touch || touch->touchedEdge != EdgeId::Rear || touch->angled ||
        touch->contactLengthPaces <= longest)
      continue;
    longest = touch->contactLengthPaces;
    best = k;
  }
  return best;
}

void rearObeysCommandParty(Battle& battle, std::optional<std::size_t> rear, std::size_t cp,
                           std::size_t enemy, const OutcomeRecord& o, CombatKind kind,
                           bool beforeCp) {
  if (!rear || !rearObeys(o) || retreat(o.result) != beforeCp) return;
  rearFollows(battle, *rear, cp, enemy, o, kind);
}

SecondaryEffects secondaryEffectsBefore(const Battle& battle, std::size_t a, std::size_t b) {
  SecondaryEffects fx;
  fx.a = a;
  fx.b = b;
  fx.aBefore = battle.elements()[a].footprint;
  fx.bBefore = battle.elements()[b].footprint;
  fx.flankersWithA = flankers(battle, a, b);
  fx.flankersWithB = flankers(battle, b, a);
  fx.secondOfA = secondTurner(battle, a);
  fx.secondOfB = secondTurner(battle, b);
  fx.rearOfA = commandPartyRear(battle, a);
  fx.rearOfB = commandPartyRear(battle, b);
  return fx;
}

void applySecondTurnersRetreating(Battle& battle, const SecondaryEffects& fx,
                                  const CombatRecord& record) {
  if (fx.secondOfA && retreat(record.sides[0].outcome.result))
    obeyFirst(battle, *fx.secondOfA, fx.a, fx.b, record.sides[0].outcome);
  if (fx.secondOfB && retreat(record.sides[1].outcome.result))
    obeyFirst(battle, *fx.secondOfB, fx.b, fx.a, record.sides[1].outcome);
  rearObeysCommandParty(battle, fx.rearOfA, fx.a, fx.b, record.sides[0].outcome, CombatKind::Close,
                        true);
  rearObeysCommandParty(battle, fx.rearOfB, fx.b, fx.a, record.sides[1].outcome, CombatKind::Close,
                        true);
}

void applySecondaryEffects(Battle& battle, const SecondaryEffects& fx, const CombatRecord& record) {
  const auto& els = battle.elements();
  if (fx.secondOfA && !els[*fx.secondOfA].turnedBehind.empty())
    obeyFirst(battle, *fx.secondOfA, fx.a, fx.b, record.sides[0].outcome);
  if (fx.secondOfB && !els[*fx.secondOfB].turnedBehind.empty())
    obeyFirst(battle, *fx.secondOfB, fx.b, fx.a, record.sides[1].outcome);
  rearObeysCommandParty(battle, fx.rearOfA, fx.a, fx.b, record.sides[0].outcome, CombatKind::Close,
                        false);
  rearObeysCommandParty(battle, fx.rearOfB, fx.b, fx.a, record.sides[1].outcome, CombatKind::Close,
                        false);
  flankersFollow(battle, fx.a, fx.aBefore, record.sides[0].outcome, fx.flankersWithA, fx.b);
  flankersFollow(battle, fx.b, fx.bBefore, record.sides[1].outcome, fx.flankersWithB, fx.a);
}

bool turnBehind(Battle& battle, std::size_t second, std::size_t first, std::size_t attacker) {
  auto& els = battle.elements();
  const Footprint pose = secondTurnerPose(els[first].footprint, els[second].footprint);
  for (auto j : battle.near(pose, 1.0))
    if (j != second && els[j].present() && overlaps(pose, els[j].footprint, battle.settings()))
      return false;
  if (crossesTableEdge(pose, battle.table())) return false;
  battle.place(second, pose);
  els[second].turnedBehind = els[first].id();
  battle.reach("O-S5");
  battle.log(LogKind::Outcome, els[second].id() + " turns with " + els[first].id() + " to face " +
                                   els[attacker].id() + " and stands behind it (O-S5, B-55)");
  return true;
}

}  // namespace hfg::battle
