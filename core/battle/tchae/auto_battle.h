// A TCHAE battle fought to its end by the computer generals, and what a player reads of it (CG-1, E-111).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>

#include "core/battle/tchae/battle_state.h"

namespace hfg::tchae {

/// Fights `setup` with a SimpleGeneral a side on the dice of Dice::forStream(seed, run) (run i
/// of an odds study), to its end (E-111, 7.2).
BattleState fightAutomatically(const BattleState& setup, std::uint64_t seed, std::uint64_t run);

/// Turns played by the end.
int turnsOf(const BattleState& end);

/// A side's losses: the 7.2 broken weight by arm ("infantry", "cavalry", "artillery").
std::map<std::string, double> brokenWeightByArm(const BattleState& end, Belligerent side);

/// The turning points (combats decided, units leaving, commanders falling, the end), each
/// side's losses and a last line "result: union wins after N turns" or "result: the battle
/// ends after N turns, undecided".
std::string narrativeOf(const BattleState& end);

}  // namespace hfg::tchae
