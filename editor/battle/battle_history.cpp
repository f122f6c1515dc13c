// Battle snapshots per bound, the losses per side and the side-by-side dispatch of move sources.
#include "editor/battle/battle_history.h"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "core/battle/hfg/bound/bound_sequence.h"

namespace hfg {

BattleHistory::BattleHistory(battle::Battle start) { m_snapshots.push_back(std::move(start)); }

void BattleHistory::record(const battle::Battle& afterBound) { m_snapshots.push_back(afterBound); }

const battle::Battle& BattleHistory::stateAfter(std::size_t bound) const {
  return m_snapshots[std::min(bound, m_snapshots.size() - 1)];
}

std::vector<float> BattleHistory::lostEe(int side) const {
  std::vector<float> out;
  out.reserve(m_snapshots.size());
  for (const auto& b : m_snapshots)
    out.push_back(static_cast<float>(b.losses().lostEe(b.side(side).id)));
  return out;
}

std::pair<std::size_t, std::size_t> BattleHistory::logRange(std::size_t bound) const {
  if (bound == 0 || bound >= m_snapshots.size()) return {0, 0};
  return {m_snapshots[bound - 1].logEntries().size(), m_snapshots[bound].logEntries().size()};
}

namespace {

std::array<std::unique_ptr<battle::MoveSource>, 2> controllersOf(
    const SideMoveSourceFactory& factory) {
  std::array<std::unique_ptr<battle::MoveSource>, 2> sides;
  for (int side = 0; side < 2; ++side) {
    sides[static_cast<std::size_t>(side)] = factory(side);
    if (!sides[static_cast<std::size_t>(side)])
      throw std::invalid_argument("auto-resolve: no controller for side " + std::to_string(side));
  }
  return sides;
}

}  // namespace

SideDispatchSource::SideDispatchSource(const SideMoveSourceFactory& factory)
    : maps::SideMoves(controllersOf(factory)) {}

BattleHistory playWithHistory(battle::Battle start, battle::MoveSource& source, DieSource& dice,
                              int stopAfterBound) {
  BattleHistory history(start);
  battle::Battle& b = start;
  while (!b.ended() && (stopAfterBound <= 0 || b.clock().boundsPlayed() < stopAfterBound)) {
    const int before = b.clock().boundsPlayed();
    battle::playBound(b, source, dice);
    history.record(b);
    if (b.clock().boundsPlayed() == before) break;  // the engine refused to go on
  }
  return history;
}

}  // namespace hfg
