// T-9 outcome rows, in the book's order within each band (COMBAT OUTCOME), with B-31, B-32, B-44, B-45.
#include "core/battle/hfg/combat/outcome_table.h"

#include <string>

namespace hfg::battle {
namespace {

struct Ctx {
  const CombatSideFacts& self;
  const CombatSideFacts& enemy;
  CombatKind kind;
  int year;
  const OutcomeRecord* enemyOutcome;
  bool close() const { return kind == CombatKind::Close; }
  const Combatant& me() const { return self.who; }
  const Combatant& foe() const { return enemy.who; }
};

OutcomeRecord row(std::string id, ResultKind result, std::string reason, int minPaces = 0,
                  int maxPaces = 0, bool optionalMove = false) {
  OutcomeRecord r;
  r.rowId = std::move(id);
  r.result = result;
  r.minPaces = minPaces;
  r.maxPaces = maxPaces == 0 ? minPaces : maxPaces;
  r.optionalMove = optionalMove;
  r.reason = std::move(reason);
  return r;
}

OutcomeRecord nothing(std::string reason) {
  OutcomeRecord r;
  r.reason = std::move(reason);
  return r;
}

// B-33: the distance to the primary opponent: the primary shooter when shot at, else the target.
double primaryDistance(const CombatSideFacts& s) {
  return s.shooters.empty() ? s.primaryEnemyDistancePaces : s.shooters.front().distancePaces;
}

// T-14: an ELF counts as an entrenchment; O-C4 and O-D8 speak of any entrenchment.
bool entrenched(const CombatSideFacts& s) { return s.inEntrenchment || s.inFieldEntrenchmentOrElf; }

bool isArtillery(const Combatant& c) { return classOf(c) == CombatClass::Artillery; }
bool isNaval(const Combatant& c) { return classOf(c) == CombatClass::Naval; }
bool isGunsOrShips(const Combatant& c) { return isArtillery(c) || isNaval(c); }
bool isLandTroops(const Combatant& c) { return c.isLand(); }
bool anyOf(const Combatant& c, std::initializer_list<TroopType> types) {
  for (TroopType t : types)
    if (c.is(t)) return true;
  return false;
}

// ---- Band A: own total higher -------------------------------------------------------------
OutcomeRecord bandA(const Ctx& x) {
  const CombatClass k = classOf(x.me());
  if (k == CombatClass::Mounted) {
    if (!x.close() && x.self.ownBound) {
      if (x.self.chargeTargetInGoodGoingWithin600)
        return row("O-A1", ResultKind::Charge, "mounted winning at range in its own bound: charge");
      return row("O-A1", ResultKind::None,
                 "mounted winning at range in its own bound, but no enemy in good going within "
                 "600 p directly to its front (B-55)");
    }
    if (x.close())
      return row("O-A2", ResultKind::Pursue, "mounted winning a close combat", 400, 1200);
    return nothing("mounted winning at range in the enemy's bound: no band A row");
  }
  if (isFootOrDismounted(x.me())) {
    if (x.self.defendingWork)
      return row("O-A3", ResultKind::Halt,
                 "defending a BUA, SP, redoubt, entrenchment, ELF or obstacle");
    const ShooterFacts* p = x.self.shooters.empty() ? nullptr : &x.self.shooters.front();
    if (!x.close() && x.self.shotAt && p && isFootOrDismounted(p->who) && x.self.movedThisBound &&
        !x.self.shooting)
      return row("O-A4", ResultKind::PressForward,
                 "shot at by foot after moving, without shooting back: must press forward", 200);
    return row("O-A5", ResultKind::PressForward, "foot or dismounted winning: may press forward",
               200, 200, true);
  }
  if (k == CombatClass::Naval) {
    if (primaryDistance(x.self) <= 200)
      return row("O-A6", ResultKind::MoveIntoCloseCombat, "naval winning, enemy within 200 p", 0, 0,
                 true);
    return nothing("naval winning, enemy beyond 200 p");
  }
  return nothing("staff, artillery, train and fixed combatants have no band A outcome");
}

// ---- Band B: totals equal -----------------------------------------------------------------
OutcomeRecord bandB(const Ctx& x) {
  const CombatClass k = classOf(x.me());
  if (isMountedOrStaff(x.me())) {
    if (!x.close()) return nothing("staff and mounted in distant combat: no band B outcome");
    const bool passable =
        isArtillery(x.foe()) ||
        (x.year > 1790 &&
         anyOf(x.foe(), {TroopType::Bayonets, TroopType::LightInfantry, TroopType::StoicFoot}));
    if (passable && x.self.roomBeyondEnemy)
      return row("O-B1", ResultKind::PassThroughAndPursue,
                 "equal against artillery or squares with room beyond: pass through", 400, 800);
    if (x.me().is(TroopType::LightHorse)) return nothing("Light Horse at O-B2: nothing");
    return row("O-B2", ResultKind::Repulsed, "mounted or staff equal in close combat", 600, 1200);
  }
  if (isFootOrDismounted(x.me())) {
    const ShooterFacts* p = x.self.shooters.empty() ? nullptr : &x.self.shooters.front();
    if (!x.close() && x.self.ownBound && x.self.shotAt && p && isFootOrDismounted(p->who) &&
        !x.self.shooting)
      return row("O-B3", ResultKind::PressForward,
                 "shot at by foot in its own bound without shooting back: may press forward, "
                 "otherwise halt",
                 200, 200, true);
    // B-32: O-B4 is evaluated before O-B5.
    if (x.close() && x.enemy.defendingBuaOrSp)
      return row("O-B4", ResultKind::Recoil, "equal against enemy defending a BUA or SP");
    return row("O-B5", ResultKind::Halt, "foot or dismounted, totals equal");
  }
  if (k == CombatClass::Artillery) {
    if (x.close() && x.enemyOutcome && x.enemyOutcome->rowId == "O-B1")
      return row("O-B6", ResultKind::Overrun, "mounted passed through it (O-B1)");
    return nothing("artillery equal: nothing");
  }
  return nothing("naval, train and fixed combatants: no band B outcome");
}

// ---- Band C: distant, lower but more than half ----------------------------------------------
// Mounted, staff, foot and dismounted rows; bandCWithTotals adds the rows that need the margin.
OutcomeRecord bandC(const Ctx& x) {
  const Combatant& me = x.me();
  if (isMountedOrStaff(me)) {
    if (me.is(TroopType::LightHorse))
      return row("O-C1", ResultKind::Repulsed, "Light Horse losing at range", 1600, 2400);
    if (primaryDistance(x.self) <= 400)
      return row("O-C2", ResultKind::Repulsed, "losing at range to a shooter within 400 p", 600,
                 1200);
    return row("O-C3", ResultKind::Recoil, "losing at range to a shooter beyond 400 p");
  }
  if (isFootOrDismounted(me)) {
    OutcomeRecord r;
    if (x.self.inRedoubtOrSiegeEntrenchment || entrenched(x.self))
      r = row("O-C4", ResultKind::Silenced, "in a redoubt or entrenchment");
    else if (x.self.enemyPressingForwardWillContact)
      r = row("O-C5", ResultKind::Halt, "an enemy pressing forward will contact it");
    else if (classOf(me) == CombatClass::Dismounted &&
             anyOf(me, {TroopType::Dragoons, TroopType::Repeaters}))
      r = row("O-C6", ResultKind::Repulsed, "dismounted Dragoons or Repeaters", 600, 1200);
    else if (me.is(TroopType::StoicFoot))
      r = row("O-C7", ResultKind::Halt, "Stoic Foot halt at any range");
    else if ((anyOf(me, {TroopType::Marksmen, TroopType::Rifles, TroopType::BL}) ||
              classOf(me) == CombatClass::Dismounted) &&
             primaryDistance(x.self) > 400)
      r = row("O-C7", ResultKind::Halt, "skirmishing troops shot at from beyond 400 p (B-37)");
    else
      r = row("O-C8", ResultKind::Recoil, "foot or dismounted losing at range");
    const bool shotByGuns = [&] {
      for (const auto& s : x.self.shooters)
        if (isArtillery(s.who)) return true;
      return false;
    }();
    if (shotByGuns && x.self.protectedByObstacle) r.alsoRows.push_back("O-C9");
    return r;
  }
  return nothing("no band C row");
}

OutcomeRecord bandCWithTotals(const Ctx& x, int own, int enemy) {
  const Combatant& me = x.me();
  if (isArtillery(me)) {
    if (enemy - own >= 2) {
      if (!x.self.artilleryChoosesRepulse)
        return row("O-C10", ResultKind::Silenced,
                   "artillery 2 or more below: silenced (owner's default choice, B-35)");
      if (x.self.going != Going::Good || x.self.inRedoubtOrSiegeEntrenchment)
        return row("O-C10", ResultKind::Repulsed,
                   "artillery chose repulse in bad going or a redoubt", 200);
      if (me.grade == Grade::Horse)
        return row("O-C10", ResultKind::Repulsed, "Horse artillery chose repulse", 1200, 1600);
      return row("O-C10", ResultKind::Repulsed, "artillery chose repulse", 800);
    }
    return nothing("artillery only 1 below: nothing");
  }
  if (isNaval(me)) {
    if (enemy - own >= 2 && isGunsOrShips(x.foe()) && !me.is(TroopType::Submarine))
      return row("O-C11", ResultKind::Damaged, "naval 2 or more below against ships or guns");
    return nothing("naval: no band C row applies");
  }
  if (me.fixed == FixedCombatant::BUA) {
    if (isGunsOrShips(x.foe()))
      return row("O-C12", ResultKind::SetAfire, "BUA losing to artillery or naval");
    return nothing("BUA losing to other troops at range: nothing");
  }
  if (classOf(me) == CombatClass::Train || classOf(me) == CombatClass::Fixed)
    return nothing("train, SP and bridges: no band C outcome");
  return bandC(x);
}

// ---- Band D: close, lower but more than half ------------------------------------------------
OutcomeRecord bandD(const Ctx& x) {
  const Combatant& me = x.me();
  const Combatant& foe = x.foe();
  const CombatClass k = classOf(me);
  const CombatSideFacts& s = x.self;
  if (k == CombatClass::Mounted) {
    if (x.enemy.routing) return row("O-D1", ResultKind::Spent, "mounted losing to routers");
    if (s.routing || s.attackingOverObstacle)
      return row("O-D2", ResultKind::Destroyed,
                 "mounted already routing or attacking over an obstacle");
    if (anyOf(me, {TroopType::Cuirassiers, TroopType::HeavyCavalry, TroopType::Dragoons,
                   TroopType::MountedRifles}) &&
        anyOf(foe, {TroopType::Sipahis, TroopType::LightHorse}))
      return row("O-D3", ResultKind::Destroyed, "heavy horse losing to Sipahis or Light Horse");
    if (s.repulsedThisBound)
      return row("O-D4", ResultKind::Routed, "mounted already repulsed this bound", 1200);
    return row("O-D5", ResultKind::Repulsed, "mounted losing a close combat", 600, 1200);
  }
  if (k == CombatClass::Foot || k == CombatClass::Staff) {
    if (s.going == Going::Good && s.enemyMountedFrontInContact)
      return row("O-D6", ResultKind::Destroyed,
                 "in good going with enemy mounted in front-edge contact");
    if (s.defendingRedoubt) return row("O-D7", ResultKind::Destroyed, "defending a redoubt");
    if (me.is(TroopType::Marksmen) && s.inBua)
      return row("O-D7", ResultKind::Destroyed, "Marksmen in a BUA");
    if (entrenched(s)) return row("O-D8", ResultKind::Routed, "in an entrenchment", 800);
    if (s.inBua) return row("O-D8", ResultKind::Routed, "non-Marksmen in a BUA", 800);
    if (s.inWood || s.manningObstacle)
      return row("O-D9", ResultKind::Recoil, "in a wood or defending an obstacle");
    if (s.attackingWorkEdge)
      return row("O-D10", ResultKind::Repulsed, "attacking a BUA, SP, entrenchment or redoubt",
                 400);
    if (me.is(TroopType::StoicFoot)) return row("O-D11", ResultKind::Recoil, "Stoic Foot");
    if (anyOf(foe, {TroopType::Firelocks, TroopType::Bayonets, TroopType::LightInfantry,
                    TroopType::StoicFoot, TroopType::BL, TroopType::Rifles}) &&
        x.enemy.movedIntoContactThisBound)
      return row("O-D12", ResultKind::Routed,
                 "charged home by foot that moved into contact this bound (B-59)", 800);
    if (foe.is(TroopType::Spearmen))
      return row("O-D13", ResultKind::Destroyed, "enemy is Spearmen");
    if (s.enemyFrontOnFlank)
      return row("O-D14", ResultKind::Routed, "an enemy front edge touches its flank", 800);
    if (!s.enemyFrontOnRear)
      return row("O-D15", ResultKind::Repulsed, "enemy only on its front", 400);
    return nothing("foot or staff: no band D row applies");
  }
  if (k == CombatClass::Dismounted) {
    if (s.going == Going::Good && s.enemyMountedFrontInContact)
      return row("O-D16", ResultKind::Destroyed,
                 "in good going with enemy mounted in front-edge contact");
    if (s.inBuaInterior || s.manningObstacle)
      return row("O-D17", ResultKind::Repulsed, "in a BUA interior or defending an obstacle", 1200);
    if (s.inWood || s.defendingBuaEdge)
      return row("O-D18", ResultKind::Recoil, "in a wood or defending the edge of a BUA");
    if (s.attackingWorkEdge)
      return row("O-D19", ResultKind::Repulsed, "attacking a BUA, SP, entrenchment or redoubt",
                 400);
    if (foe.is(TroopType::Marksmen) || isArtillery(foe))
      return row("O-D20", ResultKind::Repulsed, "enemy is Marksmen or artillery", 400);
    if (foe.is(TroopType::Spearmen))
      return row("O-D21", ResultKind::Repulsed, "enemy is Spearmen", 800);
    return row("O-D22", ResultKind::Routed, "dismounted losing a close combat", 1200);
  }
  if (k == CombatClass::Artillery || k == CombatClass::Train) {
    if (me.grade == Grade::Horse && s.going == Going::Good && classOf(foe) == CombatClass::Foot)
      return row("O-D23", ResultKind::Routed, "Horse artillery in good going against foot", 1200);
    return row("O-D24", ResultKind::Destroyed, "artillery or train losing a close combat");
  }
  if (k == CombatClass::Naval) {
    if (me.is(TroopType::Flotilla)) return row("O-D25", ResultKind::Repulsed, "Flotilla", 800);
    if (me.is(TroopType::Submarine) && me.isInferior() && x.year <= 1877)
      return row("O-D26", ResultKind::BothDestroyed, "Inferior Submarine up to 1877");
    if (anyOf(foe, {TroopType::Submarine, TroopType::Flotilla}))
      return row("O-D27", ResultKind::Destroyed, "enemy is a Submarine or Flotilla");
    if (isNaval(foe)) return row("O-D28", ResultKind::Damaged, "enemy is other naval");
    return row("B-45", ResultKind::Repulsed, "naval losing close combat to land troops or a work",
               400);
  }
  return nothing("BUA, SP and bridges: no band D outcome");
}

// ---- Band E: half or less ------------------------------------------------------------------
OutcomeRecord bandE(const Ctx& x) {
  const Combatant& me = x.me();
  const Combatant& foe = x.foe();
  const CombatClass k = classOf(me);
  const CombatSideFacts& s = x.self;
  if (k == CombatClass::Staff) {
    if (x.close() || me.is(TroopType::NativePotentate))
      return row("O-E1", ResultKind::Destroyed,
                 "staff beaten badly in close combat, or a Native Potentate");
    return row("O-E2", ResultKind::RecoilAndDisabled, "staff beaten badly at range");
  }
  if (k == CombatClass::Mounted) {
    if (x.close() && classOf(foe) != CombatClass::Mounted)
      return row("O-E3", ResultKind::Spent, "mounted beaten badly in close combat by non-mounted");
    if (me.is(TroopType::LightHorse) &&
        anyOf(foe, {TroopType::Cuirassiers, TroopType::HeavyCavalry}))
      return row("O-E4", ResultKind::Repulsed, "Light Horse against Cuirassiers or Heavy Cavalry",
                 1200);
    if (!x.close() && !s.ownBound)
      return row("O-E5", ResultKind::Repulsed, "mounted beaten badly at range in the enemy's bound",
                 1200);
    return row("O-E6", ResultKind::Destroyed, "mounted beaten badly");
  }
  if (me.is(TroopType::Marksmen)) {
    const bool mountedInGood = classOf(foe) == CombatClass::Mounted && s.going == Going::Good;
    const bool footNotMuskets = classOf(foe) == CombatClass::Foot &&
                                !anyOf(foe, {TroopType::Muskets, TroopType::StoicFoot});
    if (x.close() && (s.inBuaInterior || mountedInGood || footNotMuskets))
      return row("O-E7", ResultKind::Destroyed, "Marksmen caught in close combat");
    if (!x.close()) return row("O-E8", ResultKind::Repulsed, "Marksmen beaten badly at range", 800);
    return row("O-E9", ResultKind::Routed, "Marksmen beaten badly", 1200);
  }
  if (k == CombatClass::Naval) {
    const bool closeVsSmall = x.close() && anyOf(foe, {TroopType::Flotilla, TroopType::Submarine});
    if (me.is(TroopType::Ironclad)) {
      const bool heavyGuns =
          anyOf(foe, {TroopType::Mixed, TroopType::Rifled}) && foe.grade == Grade::Heavy;
      const bool modernFlotilla = foe.is(TroopType::Flotilla) && x.year >= 1876;  // B-14
      if (heavyGuns || foe.is(TroopType::Ironclad) || modernFlotilla || closeVsSmall)
        return row("O-E10", ResultKind::Destroyed,
                   "Ironclad beaten badly by heavy guns or ships that can sink it");
      return nothing("Ironclad: no band E row applies");
    }
    if (anyOf(foe, {TroopType::Ironclad, TroopType::Steamer, TroopType::Sail}) ||
        isArtillery(foe) || closeVsSmall)
      return row("O-E11", ResultKind::Destroyed, "naval beaten badly by ships or guns");
    if (isLandTroops(foe) && !isArtillery(foe))
      return row("O-E12", ResultKind::Repulsed, "naval beaten badly by land troops", 400);
    return nothing("naval: no band E row applies");
  }
  // "Others": foot other than Marksmen, dismounted, artillery, train and fixed combatants.
  if ((me.fixed == FixedCombatant::BUA || me.fixed == FixedCombatant::StrongPoint) &&
      isGunsOrShips(foe))
    return row("O-E13", ResultKind::SetAfire, "BUA or SP beaten badly by artillery or naval");
  if (me.fixed == FixedCombatant::TemporaryBridge || me.fixed == FixedCombatant::PermanentBridge)
    return row("O-E14", ResultKind::Destroyed, "bridge beaten badly");
  if (s.inBua && me.isLand()) {
    if (!x.close())
      return row("O-E15", ResultKind::Routed, "troops in a BUA beaten badly at range", 400);
    return row("O-E15", ResultKind::Destroyed, "troops in a BUA beaten badly in close combat");
  }
  if (me.fixed == FixedCombatant::StrongPoint) {
    if (x.close())
      return row("O-E16", ResultKind::Destroyed,
                 "SP garrison beaten badly; the SP is useless from now on");
    return nothing("SP beaten badly at range by other than guns: nothing");
  }
  if (me.is(TroopType::Pontooneers)) {
    if (x.close())
      return row("O-E17", ResultKind::Destroyed, "Pontooneers beaten badly in close combat");
    return row("O-E17", ResultKind::Repulsed, "Pontooneers beaten badly at range", 400);
  }
  if (anyOf(foe, {TroopType::SupplyBase, TroopType::Pontooneers, TroopType::Aeronauts}))
    return row("O-E18", ResultKind::Repulsed,
               "beaten by a Supply Base, Pontooneers or Aeronauts (B-44: 400 p)", 400);
  if (me.isLand())
    return row("O-E19", ResultKind::Destroyed, "land troops beaten badly in the open");
  return nothing("no band E row applies");
}

// O-P5: an SP takes only the rows that mention an SP.
OutcomeRecord strongPointRowsOf(const Ctx& x, OutcomeBand band) {
  switch (band) {
    case OutcomeBand::A: return row("O-A3", ResultKind::Halt, "SP garrison winning: halt (O-P5)");
    case OutcomeBand::D:
      return row("O-D7", ResultKind::Destroyed, "SP garrison losing: destroyed (O-P5, B-12)");
    case OutcomeBand::E:
      if (isGunsOrShips(x.foe()))
        return row("O-E13", ResultKind::SetAfire, "SP beaten badly by artillery or naval (O-P5)");
      if (x.close())
        return row("O-E16", ResultKind::Destroyed,
                   "SP garrison beaten badly; the SP is useless (O-P5)");
      return nothing("O-P5: no SP row applies");
    default: return nothing("O-P5: no SP row applies");
  }
}

OutcomeRecord strongPointRows(const Ctx& x, OutcomeBand band) {
  OutcomeRecord r = strongPointRowsOf(x, band);
  r.alsoRows.push_back("O-P5");  // the rows it took (or none) are the SP's own
  return r;
}

}  // namespace

OutcomeBand outcomeBand(int ownTotal, int enemyTotal, CombatKind kind) {
  if (ownTotal > enemyTotal) return OutcomeBand::A;
  if (ownTotal == enemyTotal) return OutcomeBand::B;
  // B-31: "half or less" only means something when the enemy total is positive.
  if (enemyTotal > 0 && 2 * ownTotal <= enemyTotal) return OutcomeBand::E;
  return kind == CombatKind::Distant ? OutcomeBand::C : OutcomeBand::D;
}

OutcomeRecord combatOutcome(const CombatSideFacts& self, const CombatSideFacts& enemy,
                            CombatKind kind, int year, int ownTotal, int enemyTotal,
                            const OutcomeRecord* enemyOutcome) {
  const Ctx x{self, enemy, kind, year, enemyOutcome};
  // O-P1: supporting artillery takes the lowest supported total as its own, on artillery rows.
  int own = ownTotal;
  std::string preamble;
  if (self.supportingArtillery && self.supportedLowestTotal) {
    own = *self.supportedLowestTotal;
    preamble = "O-P1";
  }
  // O-P2: a shooter nobody shoots at (other than supporting artillery) only presses forward.
  const bool p2 = kind == CombatKind::Distant && self.shooting &&
                  (!self.shotAt || self.shotAtOnlyBySupportingArtillery);
  // O-P3: close combat against an enemy's flank or rear: recoil if beaten, nothing else.
  if (kind == CombatKind::Close && self.attackingFlankOrRear) {
    if (enemyTotal > own) return row("O-P3", ResultKind::Recoil, "flank or rear attacker beaten");
    return nothing("O-P3: a flank or rear attacker takes no other outcome");
  }
  if (self.destroyingUndefendedBridge) {
    OutcomeRecord none = nothing("O-P4: destroying an undefended bridge");
    none.rowId = "O-P4";
    return none;
  }

  const OutcomeBand band = outcomeBand(own, enemyTotal, kind);
  OutcomeRecord r;
  if (self.who.fixed == FixedCombatant::StrongPoint) {
    r = strongPointRows(x, band);
  } else {
    switch (band) {
      case OutcomeBand::A: r = bandA(x); break;
      case OutcomeBand::B: r = bandB(x); break;
      case OutcomeBand::C: r = bandCWithTotals(x, own, enemyTotal); break;
      case OutcomeBand::D: r = bandD(x); break;
      case OutcomeBand::E:
        r = bandE(x);
        if (r.rowId.empty()) {  // B-44: fall back to band C or D
          r = kind == CombatKind::Distant ? bandCWithTotals(x, own, enemyTotal) : bandD(x);
          if (!r.rowId.empty()) r.reason += " (B-44: band E gives nothing)";
        }
        break;
    }
  }
  // O-B2x: Horse artillery supporting mounted that O-B2 repulsed goes with them.
  if (band == OutcomeBand::B && classOf(self.who) == CombatClass::Artillery &&
      self.who.grade == Grade::Horse && self.supportedMountedRepulsedByB2)
    r = row("O-B2x", ResultKind::RepulsedWithSupported,
            "Horse artillery supporting mounted repulsed by O-B2", 600, 1200);
  if (p2 && r.result != ResultKind::PressForward) {
    OutcomeRecord none = nothing("O-P2: a shooter not shot at only takes press forward");
    none.rowId = "O-P2";
    return none;
  }
  if (!preamble.empty()) r.reason = preamble + ": " + r.reason;
  return r;
}

}  // namespace hfg::battle
