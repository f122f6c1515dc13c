// T-7 tactical factors, one block per row of hfg-battle.md T-7 (book: "Tactical factors").
#include "core/battle/hfg/combat/tactical_factors.h"

#include <algorithm>

namespace hfg::battle {
namespace {

bool isArtilleryOrNaval(const Combatant& c) {
  const CombatClass k = classOf(c);
  return k == CombatClass::Artillery || k == CombatClass::Naval;
}

bool isArtillery(const Combatant& c) { return classOf(c) == CombatClass::Artillery; }

// TF-5 (B-30): the threshold one shooter must be beyond, or nothing when it falls under no case.
std::optional<double> tf5Threshold(const ShooterFacts& s, const Combatant& target) {
  const Combatant& w = s.who;
  const bool targetIsArtillery = isArtillery(target);
  const bool footLike =
      isFootOrDismounted(w) || w.fixed == FixedCombatant::StrongPoint || w.is(TroopType::Laager);
  if (footLike && !targetIsArtillery) return 200.0;
  const bool lightGuns =
      w.is(TroopType::Smoothbore) || w.is(TroopType::Mixed) || w.is(TroopType::Portable);
  const bool targetBuaOrSp =
      target.fixed == FixedCombatant::BUA || target.fixed == FixedCombatant::StrongPoint;
  if (lightGuns && !targetIsArtillery && !targetBuaOrSp) return 400.0;
  if (isArtilleryOrNaval(w) && isArtilleryOrNaval(target)) return s.maxRangePaces / 2;
  return std::nullopt;
}

}  // namespace

std::vector<FactorEntry> tacticalFactors(const CombatSideFacts& self, const CombatSideFacts& enemy,
                                         CombatKind kind) {
  std::vector<FactorEntry> out;
  const bool close = kind == CombatKind::Close;
  const bool shotAt = !close && self.shotAt;
  const Combatant& me = self.who;
  const bool footOrDismounted = isFootOrDismounted(me);
  const bool land = me.isLand();
  const ShooterFacts* primary = self.shooters.empty() ? nullptr : &self.shooters.front();

  if (close && self.opponentCommandDefeated)
    out.push_back({"TF-1", 3, "in close combat with an element of a defeated enemy command"});

  if (shotAt || close) {
    if (self.inRedoubtOrSiegeEntrenchment)
      out.push_back({"TF-2", 2, "sheltered by a redoubt or siege entrenchment"});
    else if (self.garrisonHoldingEdge && !self.garrisonedWorkBurning)
      out.push_back({"TF-2", 2, "garrison holding the edge of a BUA or SP that is not burning"});
    if (me.is(TroopType::Marksmen) && self.holdingBuaWoodOrDifficultHill)
      out.push_back({"TF-3", 2, "Marksmen holding a BUA, wood or difficult hill"});
  }

  if (footOrDismounted) {
    if (self.inFieldEntrenchmentOrElf && (close || self.shooting || self.shotAt))
      out.push_back({"TF-4a", 1, "foot or dismounted protected by a field entrenchment or ELF"});
    if (shotAt && self.targetEdgeAllDifficult)
      out.push_back({"TF-4b", 1, "shot at on an edge entirely in difficult going"});
    if (shotAt && self.going == Going::Slow && !self.slowGoingIsStreamOrGully && primary &&
        isArtillery(primary->who))
      out.push_back({"TF-4c", 1, "in slow going, shot at by artillery"});
    if (close && self.manningObstacle)
      out.push_back({"TF-4d", 1, "in close combat manning an obstacle"});
  }

  if (shotAt && !self.shooters.empty()) {
    // TF-5 (B-30): every shooter falls under a case and is beyond its threshold.
    const bool allBeyond = std::all_of(self.shooters.begin(), self.shooters.end(), [&](auto& s) {
      const auto threshold = tf5Threshold(s, me);
      return threshold && s.distancePaces > *threshold;
    });
    if (allBeyond) out.push_back({"TF-5", 1, "every shooter is beyond its TF-5 threshold"});
    const bool onlyIndirectGuns =
        std::all_of(self.shooters.begin(), self.shooters.end(), [](auto& s) {
          return isArtillery(s.who) && (s.beyondHillCrest || s.overOwnTroops || s.supporting);
        });
    if (onlyIndirectGuns)
      out.push_back(
          {"TF-6", 1,
           "shot at only by artillery beyond a crest, over its own troops or in support"});
  }

  if (!close && self.aiders > 0) {
    const int guns = std::min(self.artilleryAiders, 1);
    const int others = self.aiders - self.artilleryAiders;
    const int n = std::min(3, others + guns);
    if (n > 0)
      out.push_back(
          {"TF-7", n, std::to_string(n) + " aiding element(s), at most 3 and 1 artillery"});
  }

  if (close && enemy.aidedBySupportingArtilleryInClose &&
      !(classOf(me) == CombatClass::Mounted && classOf(enemy.who) == CombatClass::Mounted))
    out.push_back({"TF-8", -1, "the opponent is aided by supporting artillery"});

  if (close && land && self.flanksOverlapped > 0)
    out.push_back({"TF-9", -self.flanksOverlapped,
                   std::to_string(self.flanksOverlapped) + " flank(s) overlapped"});

  if (close && enemy.startedUphillOfOpponent)
    out.push_back({"TF-10", -1, "the opponent started the bound uphill"});

  if (shotAt && land) {
    const bool rifleLike = me.is(TroopType::Rifles) || me.is(TroopType::BL) ||
                           (classOf(me) == CombatClass::Dismounted && !me.is(TroopType::Dragoons));
    const bool byFootLike = primary && (isFootOrDismounted(primary->who) ||
                                        primary->who.fixed == FixedCombatant::StrongPoint);
    if (self.marchMovedThisBound)
      out.push_back({"TF-11", -1, "shot at after a march move"});
    else if (rifleLike && byFootLike && self.tacticalMovedThisBound)
      out.push_back(
          {"TF-11", -1, "Rifles, BL or dismounted shot at by foot after a tactical move"});
    else if (isArtillery(me) && (self.tacticalMovedThisBound || self.repulsedThisOrLastBound))
      out.push_back({"TF-11", -1, "artillery shot at after a tactical move or a repulse"});
  }

  if (!close) {
    if (shotAt && land && self.enfiladed)
      out.push_back({"TF-12", -2, "enfiladed (G-12)"});
    else if (me.is(TroopType::Sail) && self.sailBowOrSternEdge)
      out.push_back({"TF-12", -2, "Sail shooting from or shot at on its bow or stern"});
  }

  if (close) {
    const CombatClass k = classOf(me);
    const bool heavyFooted =
        k == CombatClass::Mounted || k == CombatClass::Artillery || me.is(TroopType::Laager);
    if (heavyFooted && (self.going != Going::Good || self.inBua))
      out.push_back(
          {"TF-13", -2, "mounted, artillery or Laager in slow or difficult going or a BUA"});
  }

  if (close && isArtillery(me) && self.silenced)
    out.push_back({"TF-14", -2, "silenced artillery in close combat"});
  else if (classOf(me) == CombatClass::Naval && self.damaged)
    out.push_back({"TF-14", -2, "damaged naval element"});

  if (self.repulsed || self.routing)
    out.push_back({"TF-15", -2, self.routing ? "routing" : "repulsed"});
  else if (close && self.pursuingIntoFreshMounted)
    out.push_back({"TF-15", -2, "pursuer in close combat with fresh enemy mounted"});

  if (close && land && self.enemyFrontsOnFlankOrRear > 0)
    out.push_back({"TF-16", -3 * self.enemyFrontsOnFlankOrRear,
                   std::to_string(self.enemyFrontsOnFlankOrRear) +
                       " enemy front edge(s) on its flank or rear"});
  return out;
}

}  // namespace hfg::battle
