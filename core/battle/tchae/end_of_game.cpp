// End of game (E-111, 7.2).
#include "core/battle/tchae/end_of_game.h"

#include <string>

#include "core/battle/tchae/scenario_victory.h"

namespace hfg::tchae {

bool isBroken(const Unit& u, const TchaeSettings& s) {
  return u.eliminated || u.offTable || u.status == Status::Routed || u.permanentlyDefeated(s) ||
         u.gunsAbandoned;
}

int unitWeight(const Unit& u) {
  return u.arm == Arm::Artillery || u.experience == Experience::Veteran ? 2 : 1;
}

double brokenShare(const BattleState& state, Belligerent side) {
  int total = 0, broken = 0;
  for (const Unit& u : state.units) {
    if (u.side != side || !(u.onTable || u.eliminated || u.offTable)) continue;
    total += unitWeight(u);
    if (isBroken(u, state.settings)) broken += unitWeight(u);
  }
  return total > 0 ? static_cast<double>(broken) / total : 0.0;
}

std::optional<Belligerent> sideBreakLoser(double unionShare, double confederateShare,
                                          bool unionHasNoOne, bool confederateHasNoOne,
                                          const TchaeSettings& s) {
  if (unionHasNoOne != confederateHasNoOne)
    return unionHasNoOne ? Belligerent::Union : Belligerent::Confederate;
  if (unionShare >= s.sideBreakShare && unionShare > confederateShare) return Belligerent::Union;
  if (confederateShare >= s.sideBreakShare && confederateShare > unionShare)
    return Belligerent::Confederate;
  return std::nullopt;
}

namespace {
bool hasNoOne(const BattleState& state, Belligerent side) {
  for (const Unit& u : state.units) {
    if (u.side != side) continue;
    if (!u.onTable && !u.eliminated && !u.offTable) return false;  // still hidden or to arrive
    if (u.active() &&
        (u.status == Status::Normal || u.status == Status::Fightin || u.status == Status::Pursuit))
      return false;
  }
  return true;
}
}  // namespace

void checkEndOfGame(BattleState& state) {
  if (state.endRules.sideBreak) {
    const std::optional<Belligerent> loser = sideBreakLoser(
        brokenShare(state, Belligerent::Union), brokenShare(state, Belligerent::Confederate),
        hasNoOne(state, Belligerent::Union), hasNoOne(state, Belligerent::Confederate),
        state.settings);
    if (loser) {
      state.ended = true;
      state.winner = otherSide(*loser);
      state.endReason = std::string(keyOf(*loser)) + " army broken (7.2)";
      state.note("7.2", state.endReason);
      return;
    }
  }
  if (state.turn >= state.endRules.maxTurns) {
    state.ended = true;
    state.endReason = "turn limit " + std::to_string(state.endRules.maxTurns) + " (E-111)";
    if (const std::optional<ScenarioVerdict> v = scenarioVerdict(state)) {
      state.winner = v->winner;
      state.endReason += ": " + v->reason;
    }
    state.note("E-111", state.endReason);
  }
}

}  // namespace hfg::tchae
