// Alternating bounds and nightfall.
#include "core/battle/bound/bound_clock.h"

#include <stdexcept>
#include <string>

namespace hfg::battle {

std::string_view keyOf(BoundPhase phase) {
  switch (phase) {
    case BoundPhase::Pips: return "pips";
    case BoundPhase::DistantCombat: return "distant_combat";
    case BoundPhase::CloseCombat: return "close_combat";
    case BoundPhase::TurnToFace: return "turn_to_face";
    case BoundPhase::EndOfBound: return "end_of_bound";
  }
  return "?";
}

BoundClock::BoundClock(int attackerSide, int boundsPerSide)
    : m_attackerSide(attackerSide), m_boundsPerSide(boundsPerSide) {
  if (attackerSide != 0 && attackerSide != 1)
    throw std::invalid_argument("BoundClock: attacker side must be 0 or 1, got " +
                                std::to_string(attackerSide));
  if (boundsPerSide < 1)
    throw std::invalid_argument("BoundClock: expected at least 1 bound per side");
}

int BoundClock::movingSide() const {
  return m_boundsPlayed % 2 == 0 ? m_attackerSide : 1 - m_attackerSide;
}

int BoundClock::completedBoundsOf(int side) const {
  // The attacker has played ceil(n / 2) of the first n bounds, the defender floor(n / 2).
  return side == m_attackerSide ? (m_boundsPlayed + 1) / 2 : m_boundsPlayed / 2;
}

void BoundClock::endBound() {
  if (nightfall()) throw std::logic_error("BoundClock: night has fallen");
  ++m_boundsPlayed;
}

}  // namespace hfg::battle
