// The HFG battle resolver: the real bound loop driven by a MoveSource, and the scripted move and dice sources that replay a battle.
#pragma once

#include <map>
#include <stdexcept>
#include <vector>

#include "core/battle/hfg/battle_resolver.h"
#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/bound/move_source.h"

namespace hfg::battle {

/// Dice fixed in advance (a script's). Throws ScriptDiceExhausted when they run out.
class ScriptDiceExhausted : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};
class ScriptedDice final : public DieSource {
 public:
  explicit ScriptedDice(std::vector<int> faces) : m_faces(std::move(faces)) {}
  int d6() override;
  std::size_t used() const { return m_next; }

 private:
  std::vector<int> m_faces;
  std::size_t m_next = 0;
};

/// Orders per bound number (1-based over both sides), given one at a time, and the T-6 score
/// exchanges the script asks for.
class ScriptedMoves final : public MoveSource {
 public:
  explicit ScriptedMoves(std::map<int, std::vector<MoveOrder>> orders,
                         std::map<int, std::string> exchanges = {})
      : m_orders(std::move(orders)), m_exchanges(std::move(exchanges)) {}
  std::optional<MoveOrder> nextOrder(const Battle& battle) override;
  std::optional<std::string> exchangeScoresWith(const Battle& battle) override;

 private:
  std::map<int, std::vector<MoveOrder>> m_orders;
  std::map<int, std::string> m_exchanges;
  int m_bound = 0;
  std::size_t m_next = 0;
};

/// Plays bounds until the battle ends or `stopAfterBound` bounds (0: no limit) have been played.
void playBattle(Battle& battle, MoveSource& source, DieSource& dice, int stopAfterBound = 0);

/// Each element's fate, the winner and the log lines of a battle state.
TableResult resultOf(const Battle& battle);

/// HFG: moves come from a MoveSource (a script now, computer generals later).
class HfgBattleResolver final : public BattleResolver {
 public:
  explicit HfgBattleResolver(MoveSource& source, BattleSettings settings = {})
      : m_source(source), m_settings(settings) {}
  std::string_view name() const override { return "hfg"; }
  TableResult resolve(const BattleSetup& setup, Dice& dice) override;

 private:
  MoveSource& m_source;
  BattleSettings m_settings;
};

}  // namespace hfg::battle
