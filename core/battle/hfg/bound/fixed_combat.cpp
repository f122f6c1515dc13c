// BUA assaults fought in turn, Strong Points as combatants, and setting afire (B-11, B-12, B-41, T-10).
#include "core/battle/hfg/bound/fixed_combat.h"

#include <algorithm>
#include <cmath>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/bound/combat_facts.h"
#include "core/battle/hfg/bound/surprise.h"
#include "core/battle/hfg/combat/close_combat_geometry.h"
#include "core/battle/hfg/combat/combat_evaluator.h"
#include "core/battle/hfg/combat/distant_combat_geometry.h"
#include "core/battle/hfg/combat/shot_declaration.h"
#include "core/battle/hfg/combat/work_facts.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/target_selection.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"

namespace hfg::battle {
namespace {

bool isBua(const BattleTerrainFeature& f) {
  return f.terrain == TerrainClass::BUA && f.outline.size() >= 3;
}

Vec2 centreOf(const Ring& ring) {
  Vec2 c{0, 0};
  for (Vec2 p : ring) c = c + p;
  return c * (1.0 / static_cast<double>(ring.size()));
}

/// A square about the polygon's centre that contains it, for spatial-index queries.
Footprint boundingFootprint(const Ring& ring) {
  double r = 0;
  const Vec2 c = centreOf(ring);
  for (Vec2 p : ring) r = std::max(r, distance(p, c));
  return Footprint::fromCentre(c, 90, 2 * r, 2 * r);
}

bool mist(const Battle& battle) {
  return battle.weather() && battle.weather()->current() == TableWeather::Mist;
}

/// The table as the combat geometry sees it, with the SP added as a fixed combatant at the end.
std::size_t addStrongPoint(TableView& view, const StrongPointState& sp) {
  ElementOnTable t;
  t.who = Combatant::work(FixedCombatant::StrongPoint);
  t.footprint = strongPointFootprint(sp.placed);
  t.side = sp.side;
  view.elements.push_back(t);
  return view.elements.size() - 1;
}

/// B-12: what an SP brings to a combat as the defender of its edges: TF-2 while not burning,
/// O-A3, O-B4 on the enemy side, O-D10/O-D19 for its assaulter.
CombatSideFacts strongPointFacts(const Battle& battle, const StrongPointState& sp) {
  CombatSideFacts f;
  f.who = Combatant::work(FixedCombatant::StrongPoint);
  f.ownBound = sp.side == battle.movingSide();
  f.garrisonHoldingEdge = true;
  f.garrisonedWorkBurning = sp.burning;
  f.defendingWork = true;
  f.defendingBuaOrSp = true;
  return f;
}

/// O-P5 results of an SP: destroyed loses the SP (B-12), set afire burns it (T-10).
void applyStrongPointOutcome(Battle& battle, std::size_t k, const OutcomeRecord& o) {
  StrongPointState& sp = battle.strongPoints()[k];
  if (o.result == ResultKind::Destroyed) {
    sp.captured = true;
    battle.log(LogKind::Outcome,
               "SP " + sp.id() +
                   " garrison destroyed: the SP is captured and useless from now on (" + o.rowId +
                   ", B-12)");
  } else if (o.result == ResultKind::SetAfire) {
    sp.burning = true;
    battle.log(LogKind::Outcome,
               "SP " + sp.id() + " set afire: TF-2 no longer applies (" + o.rowId + ", T-10)");
  } else if (o.result == ResultKind::Halt) {
    battle.log(LogKind::Outcome, "SP " + sp.id() + " halts (" + o.rowId + ")");
  }
}

/// The blockers of a line of fire from `shooter` (B-65): every present element but those named.
std::vector<Ring> blockersFor(const Battle& battle, const Footprint& shooter, double range,
                              std::optional<std::size_t> self, std::optional<std::size_t> target) {
  std::vector<Ring> out;
  for (auto k : battle.near(shooter, range))
    if (k != self && k != target) out.push_back(ringOf(battle.elements()[k].footprint));
  return out;
}

bool inFrontalContactWithEnemy(const Battle& battle, std::size_t t) {
  const auto& els = battle.elements();
  for (auto k : battle.near(els[t].footprint, 1.0))
    if (els[k].side != els[t].side && els[k].condition != ElementCondition::Routing &&
        (frontalContact(els[t].footprint, els[k].footprint, battle.settings()) ||
         frontalContact(els[k].footprint, els[t].footprint, battle.settings())))
      return true;
  return false;
}

/// The SP's own target: the nearest valid enemy element from any of its edges (G-10 all-round
/// arc, B-28 free choice, default nearest).
std::optional<std::pair<std::size_t, double>> strongPointOwnTarget(const Battle& battle,
                                                                   std::size_t k) {
  const StrongPointState& sp = battle.strongPoints()[k];
  const Footprint fp = strongPointFootprint(sp.placed);
  const auto& els = battle.elements();
  std::optional<std::pair<std::size_t, double>> best;
  for (auto j : battle.near(fp, kStrongPointRangePaces)) {
    const ElementInPlay& t = els[j];
    if (t.side == sp.side || inBuaInterior(battle, j)) continue;
    bool valid = false;
    for (EdgeId edge : kAllEdges) {
      ShotGeometry g;
      g.shooter = fp;
      g.shootingEdge = edge;
      g.allRoundArc = true;
      g.target = t.footprint;
      g.maxRangePaces = kStrongPointRangePaces;
      g.mist = mist(battle);
      g.weatherLimitPaces = battle.weather() ? battle.weather()->visibilityPaces() : std::nullopt;
      g.blockers = blockersFor(battle, fp, kStrongPointRangePaces, std::nullopt, j);
      g.targetInFrontalContact = inFrontalContactWithEnemy(battle, j);
      if (validTargetEdge(g, battle.setup().terrain, battle.settings())) valid = true;
    }
    if (!valid) continue;
    const double d = footprintDistance(t.footprint, fp);
    if (!best || d < best->second || (d == best->second && t.id() < els[best->first].id()))
      best = {{j, d}};
  }
  return best;
}

void logCombat(Battle& battle, LogKind kind, const std::string& who, const CombatRecord& record) {
  battle.log(kind, who + "\n" + record.explain(), record);
}

void fightStrongPointAssault(Battle& battle, const Assault& a, DieSource& dice) {
  auto& els = battle.elements();
  const std::size_t k = *a.strongPoint;
  TableView view = viewOf(battle);
  const std::size_t spView = addStrongPoint(view, battle.strongPoints()[k]);
  CombatSituation sit;
  sit.kind = CombatKind::Close;
  sit.year = battle.setup().year;
  sit.a.who = combatantOf(els[a.assaulter], false);
  fillBoundFacts(sit.a, battle, els[a.assaulter]);
  fillCloseCombatGeometry(sit.a, view.viewIndex.at(a.assaulter), spView, view.elements,
                          battle.setup().terrain, battle.settings());
  sit.a.attackingFlankOrRear = false;  // an SP has no flank: every edge is a front (B-11, B-12)
  sit.a.attackingWorkEdge = true;      // O-D10, O-D19
  sit.b = strongPointFacts(battle, battle.strongPoints()[k]);
  const CombatRecord record = evaluateCombat(sit, dice);
  els[a.assaulter].fought = true;
  logCombat(battle, LogKind::CloseCombat,
            els[a.assaulter].id() + " assaults SP " + a.workId + " on its edge " +
                std::to_string(a.edge) + " (B-12, G-6)",
            record);
  // B-32: the SP never moves; its capture comes first so a winner's advance goes into it.
  applyStrongPointOutcome(battle, k, record.sides[1].outcome);
  applyOutcome(battle, a.assaulter, record.sides[0].outcome, a.assaulter, CombatKind::Close);
}

void fightBuaAssault(Battle& battle, const Assault& a, const BattleTerrainFeature& bua,
                     DieSource& dice) {
  auto& els = battle.elements();
  const std::size_t i = a.assaulter;
  const std::size_t g = *a.garrison;
  CombatSituation sit = closeCombatOf(battle, i, g);
  fillWorkFacts(sit.b, sit.a, els[g].footprint, els[i].footprint, els[g].placed.sideId,
                battle.setup(), CombatKind::Close);
  fillWorkFacts(sit.a, sit.b, els[i].footprint, els[g].footprint, els[i].placed.sideId,
                battle.setup(), CombatKind::Close);
  // B-11: the garrison has no facing of its own; the assault is on the BUA's edge.
  sit.a.attackingFlankOrRear = sit.b.attackingFlankOrRear = false;
  sit.a.attackingWorkEdge = true;
  sit.a.aidedBySupportingArtilleryInClose = aidedBySupportingArtillery(battle, i, g);
  sit.a.opponentCommandDefeated = battle.losses().defeated(els[g].placed.commandId);
  sit.b.opponentCommandDefeated = battle.losses().defeated(els[i].placed.commandId);
  const CombatRecord record = evaluateCombat(sit, dice);
  els[i].fought = true;
  els[g].fought = true;
  logCombat(battle, LogKind::CloseCombat,
            els[i].id() + " assaults BUA " + bua.id + " on its edge " + std::to_string(a.edge) +
                ", held by " + els[g].id() + " (B-11, G-6)",
            record);
  const OutcomeRecord& mine = record.sides[0].outcome;
  // B-32: the garrison's outcome first.
  applyOutcome(battle, g, record.sides[1].outcome, i, CombatKind::Close);
  const bool garrisonBeaten = !els[g].present() || buaGarrison(battle, bua) != g;
  const bool assaulterWon = record.sides[0].total > record.sides[1].total;
  if (garrisonBeaten && assaulterWon && els[i].present()) {
    // B-11: the enemy element that defeated the garrison pursues into the interior.
    Footprint inside =
        Footprint::fromCentre(centreOf(bua.outline), els[i].footprint.headingDeg,
                              els[i].footprint.frontagePaces, els[i].footprint.depthPaces);
    bool blocked = false;
    for (auto j : battle.near(inside, 0.0))
      if (j != i && overlaps(inside, els[j].footprint, battle.settings())) blocked = true;
    if (!blocked) {
      const double moved = distance(inside.frontMid, els[i].footprint.frontMid);
      battle.place(i, inside);
      els[i].movedPaces += moved;
      els[i].interiorOfBua = bua.id;
      battle.log(LogKind::Outcome,
                 els[i].id() + " pursues into the interior of BUA " + bua.id + " (B-11)");
      return;
    }
  }
  applyOutcome(battle, i, mine, g, CombatKind::Close);
}

}  // namespace

std::optional<std::size_t> buaGarrison(const Battle& battle, const BattleTerrainFeature& bua) {
  if (!isBua(bua)) return std::nullopt;
  const auto& els = battle.elements();
  std::optional<std::size_t> best;
  for (auto i : battle.near(boundingFootprint(bua.outline), 0.0)) {
    const ElementInPlay& e = els[i];
    if (!e.present() || e.condition == ElementCondition::Routing || e.interiorOfBua == bua.id)
      continue;
    if (!isFootOrDismounted(combatantOf(e, false)))
      continue;  // B-11: only foot or dismounted garrison
    if (!entirelyIn(e.footprint, bua.outline, battle.settings())) continue;
    if (!best || e.id() < els[*best].id()) best = i;
  }
  return best;
}

const BattleTerrainFeature* garrisonedBua(const Battle& battle, std::size_t element) {
  const Footprint& fp = battle.elements()[element].footprint;
  for (const auto& f : battle.setup().terrain)
    if (isBua(f) && entirelyIn(fp, f.outline, battle.settings()) &&
        buaGarrison(battle, f) == element)
      return &f;
  return nullptr;
}

bool inBuaInterior(const Battle& battle, std::size_t element) {
  const ElementInPlay& e = battle.elements()[element];
  if (e.interiorOfBua.empty()) return false;
  for (const auto& f : battle.setup().terrain)
    if (f.id == e.interiorOfBua && isBua(f)) return partlyIn(e.footprint, f.outline);
  return false;
}

void applyInteriorFacts(const Battle& battle, std::size_t element, CombatSideFacts& self,
                        CombatSideFacts& enemy) {
  if (!inBuaInterior(battle, element)) return;
  self.inBuaInterior = true;
  self.garrisonHoldingEdge = false;
  self.defendingWork = false;
  self.defendingBuaOrSp = false;
  self.defendingBuaEdge = false;
  enemy.attackingWorkEdge = false;
}

bool strongPointAssaulted(const Battle& battle, std::size_t k) {
  const StrongPointState& sp = battle.strongPoints()[k];
  const Footprint fp = strongPointFootprint(sp.placed);
  const Ring ring = ringOf(fp);
  for (auto j : battle.near(fp, battle.settings().contactEpsPaces)) {
    const ElementInPlay& e = battle.elements()[j];
    if (e.side != sp.side && e.condition != ElementCondition::Routing &&
        assaultedEdge(e.footprint, ring, battle.settings()))
      return true;
  }
  return false;
}

std::vector<Assault> standingAssaults(const Battle& battle) {
  const auto& els = battle.elements();
  std::vector<Assault> out;
  const auto collect = [&](const Ring& ring, int defenderSide, std::optional<std::size_t> garrison,
                           std::optional<std::size_t> sp, const std::string& id,
                           const Footprint& near) {
    std::vector<Assault> here;
    for (auto j : battle.near(near, battle.settings().contactEpsPaces)) {
      const ElementInPlay& e = els[j];
      if (e.side == defenderSide || e.condition != ElementCondition::Ready) continue;
      const auto edge = assaultedEdge(e.footprint, ring, battle.settings());
      if (!edge) continue;
      here.push_back({j, garrison, sp, id, *edge});
    }
    std::sort(here.begin(), here.end(), [&](const Assault& x, const Assault& y) {
      return els[x.assaulter].id() < els[y.assaulter].id();
    });
    // B-11: at most one assaulter per edge.
    std::vector<std::size_t> edges;
    for (const auto& a : here) {
      if (std::find(edges.begin(), edges.end(), a.edge) != edges.end()) continue;
      edges.push_back(a.edge);
      out.push_back(a);
    }
  };
  for (const auto& f : battle.setup().terrain) {
    if (!isBua(f)) continue;
    const auto g = buaGarrison(battle, f);
    if (!g) continue;
    collect(f.outline, els[*g].side, g, std::nullopt, f.id, boundingFootprint(f.outline));
  }
  for (std::size_t k = 0; k < battle.strongPoints().size(); ++k) {
    const StrongPointState& sp = battle.strongPoints()[k];
    if (!sp.holding()) continue;
    const Footprint fp = strongPointFootprint(sp.placed);
    collect(ringOf(fp), sp.side, std::nullopt, k, sp.id(), fp);
  }
  std::stable_sort(out.begin(), out.end(), [&](const Assault& x, const Assault& y) {
    return els[x.assaulter].id() < els[y.assaulter].id();
  });
  return out;
}

std::vector<std::size_t> elementsInAssaults(const Battle& battle) {
  std::vector<std::size_t> out;
  for (const Assault& a : standingAssaults(battle)) {
    out.push_back(a.assaulter);
    if (a.garrison) out.push_back(*a.garrison);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

void fightAssaults(Battle& battle, DieSource& dice) {
  auto& els = battle.elements();
  for (const Assault& a : standingAssaults(battle)) {
    if (!els[a.assaulter].present() || els[a.assaulter].condition != ElementCondition::Ready ||
        els[a.assaulter].fought)
      continue;
    if (a.strongPoint) {
      const StrongPointState& sp = battle.strongPoints()[*a.strongPoint];
      // B-11, B-12: the assaults are fought in turn until one succeeds.
      if (!sp.holding()) continue;
      if (!assaultedEdge(els[a.assaulter].footprint, ringOf(strongPointFootprint(sp.placed)),
                         battle.settings()))
        continue;
      fightStrongPointAssault(battle, a, dice);
      continue;
    }
    const BattleTerrainFeature* bua = nullptr;
    for (const auto& f : battle.setup().terrain)
      if (f.id == a.workId) bua = &f;
    if (!bua || buaGarrison(battle, *bua) != a.garrison) continue;
    if (!assaultedEdge(els[a.assaulter].footprint, bua->outline, battle.settings())) continue;
    fightBuaAssault(battle, a, *bua, dice);
  }
}

std::optional<StrongPointShot> strongPointTargetFor(const Battle& battle, std::size_t shooter,
                                                    double rangePaces) {
  const ElementInPlay& e = battle.elements()[shooter];
  std::optional<StrongPointShot> best;
  for (std::size_t k = 0; k < battle.strongPoints().size(); ++k) {
    const StrongPointState& sp = battle.strongPoints()[k];
    if (!sp.holding() || sp.side == e.side || strongPointAssaulted(battle, k)) continue;
    ShotGeometry g;
    g.shooter = e.footprint;
    g.target = strongPointFootprint(sp.placed);
    g.maxRangePaces = rangePaces;
    g.mist = mist(battle);
    g.weatherLimitPaces = battle.weather() ? battle.weather()->visibilityPaces() : std::nullopt;
    g.blockers = blockersFor(battle, e.footprint, rangePaces, shooter, std::nullopt);
    if (!validTargetEdge(g, battle.setup().terrain, battle.settings())) continue;
    const double d = footprintDistance(g.target, e.footprint.edge(EdgeId::Front).midpoint());
    if (!best || d < best->distancePaces) best = StrongPointShot{shooter, k, d, rangePaces};
  }
  return best;
}

std::optional<std::size_t> strongPointFreeTarget(const Battle& battle, std::size_t k,
                                                 const std::vector<StrongPointShot>& shotsAtSps) {
  const StrongPointState& sp = battle.strongPoints()[k];
  if (!sp.holding() || strongPointAssaulted(battle, k) || surprisedSide(battle, sp.side))
    return std::nullopt;
  for (const auto& s : shotsAtSps)
    if (s.strongPoint == k && battle.elements()[s.shooter].present()) return std::nullopt;
  if (const auto own = strongPointOwnTarget(battle, k)) return own->first;
  return std::nullopt;
}

void fightStrongPointShooting(Battle& battle, DieSource& dice,
                              const std::vector<StrongPointShot>& shots,
                              const std::vector<std::size_t>& aidedOthers) {
  auto& els = battle.elements();
  for (std::size_t k = 0; k < battle.strongPoints().size(); ++k) {
    if (!battle.strongPoints()[k].holding() || strongPointAssaulted(battle, k)) continue;
    // B-24: a surprised defender's SP does not shoot; B-27: one that aided its side's shot at its
    // target does not shoot on its own.
    const bool aided = std::find(aidedOthers.begin(), aidedOthers.end(), k) != aidedOthers.end();
    std::optional<std::size_t> ownTarget;
    double ownTargetPaces = 0;
    if (!aided && !surprisedSide(battle, battle.strongPoints()[k].side))
      if (const auto own = strongPointOwnTarget(battle, k)) {
        ownTarget = own->first;
        ownTargetPaces = own->second;
      }
    std::vector<ShooterEntry> entries;
    std::vector<const StrongPointShot*> mine;
    for (const auto& s : shots) {
      if (s.strongPoint != k || !els[s.shooter].present()) continue;
      entries.push_back({s.shooter, combatantOf(els[s.shooter], true), s.distancePaces, false});
      mine.push_back(&s);
    }
    const auto plan = planDistantCombat(entries, ownTarget);
    bool shotBack = false;
    if (plan) {
      TableView view = viewOf(battle);
      const std::size_t spView = addStrongPoint(view, battle.strongPoints()[k]);
      CombatSituation sit;
      sit.kind = CombatKind::Distant;
      sit.year = battle.setup().year;
      sit.a = strongPointFacts(battle, battle.strongPoints()[k]);
      sit.b.who = combatantOf(els[plan->primary], true);
      fillBoundFacts(sit.b, battle, els[plan->primary]);
      sit.b.shooting = true;
      std::vector<ShotAtTarget> atSp;
      std::vector<std::size_t> order{plan->primary};
      order.insert(order.end(), plan->aiders.begin(), plan->aiders.end());
      for (auto s : order)
        for (const auto* m : mine)
          if (m->shooter == s)
            atSp.push_back({view.viewIndex.at(s), EdgeId::Front, m->rangePaces, false, false});
      fillDistantTargetGeometry(sit.a, spView, EdgeId::Front, atSp, view.elements,
                                battle.setup().terrain, battle.settings());
      sit.b.aiders = static_cast<int>(plan->aiders.size());
      for (auto s : plan->aiders)
        if (categoryOf(els[s].type()) == TroopCategory::Artillery) ++sit.b.artilleryAiders;
      if (plan->mutual) {
        shotBack = true;
        sit.a.shooting = true;
        fillDistantTargetGeometry(sit.b, view.viewIndex.at(plan->primary), EdgeId::Front,
                                  {{spView, EdgeId::Front, kStrongPointRangePaces, false, false}},
                                  view.elements, battle.setup().terrain, battle.settings());
      } else {
        sit.b.primaryEnemyDistancePaces = mine.front()->distancePaces;
      }
      const CombatRecord record = evaluateCombat(sit, dice);
      std::string who =
          "SP " + battle.strongPoints()[k].id() + " shot at by " + els[plan->primary].id();
      for (auto s : plan->aiders) who += " aided by " + els[s].id();
      if (plan->mutual) who += " (mutual)";
      logCombat(battle, LogKind::Shooting, who + " (B-12, B-41)", record);
      for (auto s : order) els[s].shotOrShotAt = true;
      applyStrongPointOutcome(battle, k, record.sides[0].outcome);
      applyOutcome(battle, plan->primary, record.sides[1].outcome, plan->primary,
                   CombatKind::Distant);
    }
    if (shotBack || !ownTarget || !battle.strongPoints()[k].holding()) continue;
    // The SP's own shot at a target that is not shooting at it.
    const std::size_t t = *ownTarget;
    if (!els[t].present()) continue;
    TableView view = viewOf(battle);
    const std::size_t spView = addStrongPoint(view, battle.strongPoints()[k]);
    CombatSituation sit;
    sit.kind = CombatKind::Distant;
    sit.year = battle.setup().year;
    sit.a.who = combatantOf(els[t], false);
    fillBoundFacts(sit.a, battle, els[t]);
    fillDistantTargetGeometry(sit.a, view.viewIndex.at(t), EdgeId::Front,
                              {{spView, EdgeId::Front, kStrongPointRangePaces, false, false}},
                              view.elements, battle.setup().terrain, battle.settings());
    sit.b = strongPointFacts(battle, battle.strongPoints()[k]);
    fillWorkFacts(sit.a, sit.b, els[t].footprint,
                  strongPointFootprint(battle.strongPoints()[k].placed), els[t].placed.sideId,
                  battle.setup(), CombatKind::Distant, sit.a.enfiladed);
    sit.b.shooting = true;
    sit.b.primaryEnemyDistancePaces = ownTargetPaces;
    const CombatRecord record = evaluateCombat(sit, dice);
    logCombat(battle, LogKind::Shooting,
              els[t].id() + " shot at by SP " + battle.strongPoints()[k].id() + " (B-12, B-28)",
              record);
    els[t].shotOrShotAt = true;
    applyOutcome(battle, t, record.sides[0].outcome, t, CombatKind::Distant);
    applyStrongPointOutcome(battle, k, record.sides[1].outcome);
  }
}

void shootAtBuaItself(Battle& battle, const BattleTerrainFeature& bua,
                      const CombatSituation& combat, const CombatRecord& record, DieSource& dice) {
  const CombatClass shooter = classOf(combat.b.who);
  if (shooter != CombatClass::Artillery && shooter != CombatClass::Naval) return;
  CombatSituation sit;
  sit.kind = CombatKind::Distant;
  sit.year = combat.year;
  sit.a.who = Combatant::work(FixedCombatant::BUA);
  sit.a.ownBound = combat.a.ownBound;
  sit.a.shotAt = true;
  sit.a.shooters = combat.a.shooters;
  sit.a.garrisonedWorkBurning = bua.burning;
  sit.b = combat.b;
  // 1.5: one die for the BUA and its occupants when every opponent is artillery beyond 400 p.
  bool shared = !combat.a.shooters.empty();
  for (const auto& s : combat.a.shooters)
    shared = shared && classOf(s.who) == CombatClass::Artillery && s.distancePaces > 400;
  const int buaDie = shared ? record.sides[0].die : dice.d6();
  const CombatRecord buaRecord = evaluateCombat(sit, buaDie, record.sides[1].die);
  logCombat(battle, LogKind::Shooting,
            "BUA " + bua.id + " shot at with its garrison (B-41" +
                std::string(shared ? ", one die for both, 1.5" : "") + ")",
            buaRecord);
  const OutcomeRecord& o = buaRecord.sides[0].outcome;
  if (o.result == ResultKind::SetAfire && !bua.burning) {
    const std::string id = bua.id;
    battle.setAfire(id);
    battle.log(LogKind::Outcome, "BUA " + id +
                                     " set afire: difficult going, TF-2 no longer applies (" +
                                     o.rowId + ", T-10)");
  }
}

}  // namespace hfg::battle
