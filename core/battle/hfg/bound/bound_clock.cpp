// Alternating bounds and nightfall.
#include "core/battle/hfg/bound/bound_clock.h"

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
    : m_attackerSide(attackerSide), m_boundsPerSide(boundsPerSide), m_movingSide(attackerSide) {
  if (attackerSide != 0 && attackerSide != 1)
    throw std::invalid_argument("BoundClock: attacker side must be 0 or 1, got " +
                                std::to_string(attackerSide));
  if (boundsPerSide < 1)
    throw std::invalid_argument("BoundClock: expected at least 1 bound per side");
}

void BoundClock::endBound() {
  if (nightfall()) throw std::logic_error("BoundClock: night has fallen");
  ++m_boundsPlayed;
  ++m_completed[static_cast<std::size_t>(m_movingSide)];
  if (m_extraBounds > 0 && m_extraSide == m_movingSide) {
    --m_extraBounds;  // B-24: the same side plays again
    return;
  }
  m_movingSide = 1 - m_movingSide;
}

void BoundClock::grantExtraBounds(int side, int bounds) {
  if (side != 0 && side != 1) throw std::invalid_argument("BoundClock: side must be 0 or 1");
  m_extraSide = side;
  m_extraBounds = bounds > 0 ? bounds : 0;
}

}  // namespace hfg::battle
