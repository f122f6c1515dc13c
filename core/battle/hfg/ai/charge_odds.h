// What a charge is worth, judged with the engine's own combat tables over all 36 throws (T-3, T-7..T-10).
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/combat/combat_record.h"

namespace hfg::battle {

/// The close combat an element would fight if it ended a move at a pose in contact with an enemy.
struct ChargeOdds {
  bool possible = true;      ///< false when the tables have no factor for the pairing
  double attackerWins = 0;   ///< P(the enemy recoils or worse and the attacker does not)
  double attackerLoses = 0;  ///< P(the attacker recoils or worse and the enemy does not)
  /// Expected harm done to the enemy minus harm taken, each weighted by the element's T-11 EE;
  /// harm 1 destroyed, 0.9 routed, 0.5 repulsed, 0.25 recoiled (harmOf).
  double value = 0;
};

/// How badly a T-10 result hurts its owner, 0 (none) to 1 (destroyed): the generals' scale.
double harmOf(ResultKind result);

/// Judges charges by building the combat the bound would fight (the engine's bound facts,
/// close-combat geometry with the elements within 450 p, works) and evaluating it with every
/// pair of dice. The defender's supporting artillery counts (TF-8, B-43); what other moves of
/// the bound change is not foreseen. Results are cached by the combat's facts, so repeated judgements are cheap.
class ChargeJudge {
 public:
  /// `attacker` (of the moving side) ends at `pose` having moved `movedPaces` this move.
  /// `movingWith`: the other elements of a group moving as one and their end poses, so that a
  /// line charging together does not see its own flanks as open (TF-9 overlaps, G-11).
  ChargeOdds judge(const Battle& battle, std::size_t attacker, const Footprint& pose,
                   double movedPaces, std::size_t defender,
                   const std::vector<std::pair<std::size_t, Footprint>>& movingWith = {});
  std::size_t cacheSize() const { return m_cache.size(); }

 private:
  std::map<std::string, ChargeOdds> m_cache;
};

}  // namespace hfg::battle
