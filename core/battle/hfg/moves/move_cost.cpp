// The T-6 PIP cost of a voluntary move: who is beyond command, who is slow off-road, later march moves, retiring.
#include "core/battle/hfg/moves/move_cost.h"

#include <algorithm>

#include "core/battle/hfg/bound/combat_facts.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/shooting_geometry.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"

namespace hfg::battle {

namespace {

bool inCloseCombat(const Battle& battle, std::size_t i) {
  const auto& els = battle.elements();
  for (auto j : battle.near(els[i].footprint, battle.settings().contactEpsPaces))
    if (els[j].side != els[i].side &&
        (frontalContact(els[i].footprint, els[j].footprint, battle.settings()) ||
         frontalContact(els[j].footprint, els[i].footprint, battle.settings())))
      return true;
  return false;
}

bool onSomeRoad(const Battle& battle, const Footprint& fp) {
  for (const auto& f : battle.setup().terrain)
    if ((f.terrain == TerrainClass::RoadGood || f.terrain == TerrainClass::RoadBad) &&
        f.line.size() >= 2 && onRoad(fp, f.line, battle.settings()))
      return true;
  return false;
}

/// T-6 (a): the general lost, routing, disabled, in close combat, or off-road in difficult going.
bool generalHampered(const Battle& battle, std::size_t general) {
  const ElementInPlay& g = battle.elements()[general];
  if (!g.present() || g.condition == ElementCondition::Routing || g.disabled) return true;
  if (inCloseCombat(battle, general)) return true;
  return goingOf(g.footprint, battle.setup().terrain, battle.settings()) >=
             TerrainGoing::Difficult &&
         !onSomeRoad(battle, g.footprint);
}

}  // namespace

bool beyondCommand(const Battle& battle, const std::string& commandId,
                   const std::vector<std::size_t>& movers) {
  const auto& els = battle.elements();
  const BattleCommandSetup* cmd = battle.command(commandId);
  const auto general = cmd ? battle.find(cmd->generalElementId) : std::nullopt;
  if (!general || generalHampered(battle, *general)) return true;
  const double easy = easyCommandDistancePaces(els[*general].type());
  for (auto i : movers)
    if (footprintsWithin(els[i].footprint, els[*general].footprint, easy)) return false;
  return true;
}

bool slowToCommandOffRoad(const Battle& battle, std::size_t mover) {
  const auto& els = battle.elements();
  const ElementInPlay& e = els[mover];
  const TroopType t = e.type();
  if (t == TroopType::StoicFoot || t == TroopType::ArmyHQ || t == TroopType::Laager ||
      t == TroopType::Aeronauts)
    return true;
  if (mountFactsOf(battle, mover, false).entrenched) return true;  // began the move in a work
  if (categoryOf(t) != TroopCategory::Artillery) return false;
  for (auto j : battle.near(e.footprint, battle.settings().contactEpsPaces))
    if (j != mover && els[j].side == e.side &&
        supports(e.footprint, els[j].footprint, battle.settings()))
      return false;  // artillery in support (G-18)
  return true;
}

PipCostFacts movePipFacts(const Battle& battle, const std::string& commandId,
                          const std::vector<std::size_t>& movers,
                          const std::vector<ElementPath>& paths, bool march, bool byRoad) {
  const auto& els = battle.elements();
  PipCostFacts facts;
  int maxMarches = 0;
  for (auto i : movers) maxMarches = std::max(maxMarches, els[i].marchMoves);
  facts.action =
      march && byRoad && maxMarches == 0 ? PipAction::FirstMarchMoveAllByRoad : PipAction::Move;
  facts.beyondCommandOrGeneralHampered = beyondCommand(battle, commandId, movers);
  if (!byRoad)
    for (auto i : movers)
      facts.offRoadWithSlowElements =
          facts.offRoadWithSlowElements || slowToCommandOffRoad(battle, i);
  // (c) counts a group's march moves (a single element's march moves have no extra).
  if (march && movers.size() > 1) {
    bool naval = false;
    for (auto i : movers) naval = naval || categoryOf(els[i].type()) == TroopCategory::Naval;
    facts.marchMoveOrdinal = maxMarches + 1;
    facts.marchOnlyGoodOrDryRoads = byRoad && !naval;
  }
  const int mySide = battle.movingSide();
  for (const auto& p : paths) {
    bool anyNear = false;
    bool allFurther = true;
    for (auto j : battle.near(p.start(), 400)) {
      if (els[j].side == mySide) continue;
      anyNear = true;
      if (footprintDistance(p.end(), els[j].footprint) <=
          footprintDistance(p.start(), els[j].footprint))
        allFurther = false;
    }
    if (anyNear && allFurther) facts.retiringWithin400OfEnemy = true;  // B-47
  }
  return facts;
}

}  // namespace hfg::battle
