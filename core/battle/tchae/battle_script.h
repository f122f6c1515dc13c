// A TCHAE replay script: the dice and the deck orders of a battle, the choices left to the computer generals.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/battle/tchae/battle_state.h"

namespace hfg::tchae {

/// Format "hfg-tchae-script", version 1: `stop_after_turn`, optional `seed` (the shuffle, and the
/// throws when no `dice` are given), optional `dice` (every D6 face in the order thrown) and
/// optional `decks` (turn by turn, the deck in drawing order by card name: "commander:ID",
/// "SIDE:blinds", "SIDE:gifted_or_bold", "SIDE:cautious_or_political", "SIDE:inspirational",
/// "SIDE:grand_tactical", "coffee").
struct TurnScript {
  int stopAfterTurn = 1;
  std::uint64_t seed = 1;
  std::optional<std::vector<int>> dice;
  std::vector<std::vector<Card>> decks;
};

/// Reads a script for `setup` (commander cards must name its commanders). Bad input throws
/// hfg::LoadError naming `source` and the field.
TurnScript parseBattleScript(const std::string& text, const std::string& source,
                             const BattleState& setup);

/// What a scripted replay came to: the state at the end and, when the script's dice ran out,
/// the turn it stopped in.
struct ScriptedReplay {
  BattleState end;
  std::optional<int> diceRanOutInTurn;
};

/// Plays `setup` by the script: its decks stacked, its dice thrown in order, the choices made by
/// one SimpleGeneral a side, until the battle ends or `stopAfterTurn` is played.
ScriptedReplay playScript(const BattleState& setup, const TurnScript& script);

}  // namespace hfg::tchae
