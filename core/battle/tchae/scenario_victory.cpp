// EB-78 control and ES-K5.
#include "core/battle/tchae/scenario_victory.h"

#include "core/battle/common/shapes.h"

namespace hfg::tchae {

namespace {

const TerrainArea* feature(const BattleState& s, const std::string& name) {
  for (const TerrainArea& a : s.terrain.areas)
    if (a.name == name) return &a;
  return nullptr;
}

bool holdsGround(const Unit& u) {
  return u.active() && u.status != Status::Routed && u.status != Status::Defeated;
}

}  // namespace

bool controls(const BattleState& state, Belligerent side, const std::string& featureName) {
  const TerrainArea* a = feature(state, featureName);
  if (!a) return false;
  bool own = false, enemy = false;
  for (const Unit& u : state.units) {
    if (!holdsGround(u) || !battle::ringContains(a->ringIn, footprintOf(u, state.level).centre()))
      continue;
    (u.side == side ? own : enemy) = true;
  }
  return own && !enemy;
}

ScenarioVerdict kernstownVerdict(const BattleState& state) {
  const std::string hill = "Pritchard's Hill";
  if (controls(state, Belligerent::Confederate, hill))
    return {Belligerent::Confederate, "the Confederates control Pritchard's Hill (ES-K5)"};
  int infantry = 0, gone = 0;
  for (const Unit& u : state.units) {
    if (u.side != Belligerent::Union || u.arm != Arm::Infantry) continue;
    ++infantry;
    if (u.eliminated || u.offTable || u.status == Status::Routed ||
        u.permanentlyDefeated(state.settings))
      ++gone;
  }
  if (infantry > 0 && 2 * gone >= infantry)
    return {Belligerent::Confederate, "half the Union infantry is broken (ES-K5)"};
  // "North of Kernstown": beyond the village's northern edge.
  double north = state.terrain.depthIn / 2;
  for (const TerrainArea& a : state.terrain.areas)
    if (a.name == "Kernstown")
      for (const Vec2& p : a.ringIn) north = std::max(north, p.y);
  bool confederatesNorth = false;
  for (const Unit& u : state.units)
    if (u.side == Belligerent::Confederate && u.active() && u.status != Status::Routed &&
        footprintOf(u, state.level).centre().y > north)
      confederatesNorth = true;
  if (controls(state, Belligerent::Union, hill) && !confederatesNorth)
    return {Belligerent::Union,
            "the Union holds Pritchard's Hill with no Confederates north of Kernstown (ES-K5)"};
  return {std::nullopt, "a draw (ES-K5)"};
}

std::optional<ScenarioVerdict> scenarioVerdict(const BattleState& state) {
  if (state.endRules.scenario == "kernstown") return kernstownVerdict(state);
  return std::nullopt;
}

}  // namespace hfg::tchae
