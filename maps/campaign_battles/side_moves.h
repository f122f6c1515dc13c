// One MoveSource per side behind the single source a battle is played with (a general for each army).
#pragma once

#include <array>
#include <memory>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/bound/move_source.h"

namespace hfg::maps {

/// Hands each question to the moving side's own source: `sides[i]` commands the set-up's side i.
/// A MoveSourceFactory for generals that play one side each returns one of these; the editor's
/// SideDispatchSource is one built from a controller per side.
class SideMoves : public battle::MoveSource {
 public:
  explicit SideMoves(std::array<std::unique_ptr<battle::MoveSource>, 2> sides)
      : m_sides(std::move(sides)) {}
  std::optional<battle::MoveOrder> nextOrder(const battle::Battle& battle) override {
    return source(battle).nextOrder(battle);
  }
  bool wantsToDouble(const battle::Battle& battle, const std::string& commandId,
                     int rawDie) override {
    return source(battle).wantsToDouble(battle, commandId, rawDie);
  }
  std::optional<std::string> exchangeScoresWith(const battle::Battle& battle) override {
    return source(battle).exchangeScoresWith(battle);
  }

 private:
  battle::MoveSource& source(const battle::Battle& battle) {
    return *m_sides[static_cast<std::size_t>(battle.movingSide())];
  }
  std::array<std::unique_ptr<battle::MoveSource>, 2> m_sides;
};

}  // namespace hfg::maps
