// Whose bound it is, how many have been played, and when night falls (hfg-battle.md 1.4, B-62).
#pragma once

#include <array>
#include <string_view>

namespace hfg::battle {

/// The parts of a bound in the book's order (1.4).
enum class BoundPhase { Pips, DistantCombat, CloseCombat, TurnToFace, EndOfBound };
std::string_view keyOf(BoundPhase phase);

/// Bounds alternate, the attacker first; night falls when each side has had `boundsPerSide`.
class BoundClock {
 public:
  /// `attackerSide` is 0 or 1; `boundsPerSide` is B-62's 24 for a stand-alone battle.
  BoundClock(int attackerSide, int boundsPerSide);

  int movingSide() const { return m_movingSide; }
  /// Bounds played by both sides together.
  int boundsPlayed() const { return m_boundsPlayed; }
  /// Completed bounds of one side (T-6 dilatory allies count their own side's).
  int completedBoundsOf(int side) const { return m_completed[static_cast<std::size_t>(side & 1)]; }
  /// 1 for a side's first bound (T-12 weather uses the attacker's first).
  int boundNumberOfMovingSide() const { return completedBoundsOf(movingSide()) + 1; }
  bool nightfall() const { return m_boundsPlayed >= 2 * m_boundsPerSide; }
  /// Ends the current bound; throws std::logic_error after nightfall.
  void endBound();
  /// B-24 surprise: `side` plays `bounds` more bounds in a row after the current one before the
  /// other side's bound comes round again.
  void grantExtraBounds(int side, int bounds);
  /// Extra bounds still to come (B-24); surprise that ends early cancels them.
  int extraBoundsLeft() const { return m_extraBounds; }
  void cancelExtraBounds() { m_extraBounds = 0; }

 private:
  int m_attackerSide;
  int m_boundsPerSide;
  int m_boundsPlayed = 0;
  int m_movingSide = 0;
  std::array<int, 2> m_completed{0, 0};
  int m_extraBounds = 0;
  int m_extraSide = 0;
};

}  // namespace hfg::battle
