// T-3 combat factors, and which column of T-3 an opponent falls in (B-41).
#pragma once

#include <optional>

#include "core/model/troop_type.h"

namespace hfg {

/// T-3 columns, chosen by the opponent's category (B-41).
enum class OpponentClass { StaffOrMounted, FootOrDismounted, Other };

/// One T-3 row; std::nullopt where the book prints "-" (never fights such an opponent).
struct CombatFactors {
  std::optional<int> vsStaffOrMounted;
  std::optional<int> vsFootOrDismounted;
  std::optional<int> vsOther;

  std::optional<int> against(OpponentClass opponent) const;
  friend bool operator==(const CombatFactors&, const CombatFactors&) = default;
};

/// T-3 for an element. `grade` matters only for artillery (Heavy has its own row);
/// `dismounted` only for Dragoons, Repeaters, Mounted Rifles and Rifle Cavalry and is
/// ignored for every other type. A Command Party's own row (B-42 says when it borrows
/// another element's factor instead).
CombatFactors combatFactors(TroopType type, Grade grade, bool dismounted);

/// Things that dice in combat but are not elements (hfg-battle.md 1.6 "fixed combatants").
enum class FixedCombatant { BUA, StrongPoint, TemporaryBridge, PermanentBridge };

/// T-3 rows "BUA", "SP and its garrison", "Temporary bridge", "Permanent bridge".
CombatFactors combatFactors(FixedCombatant combatant);

/// B-41: the T-3 column an element falls in when it is the opponent: staff or mounted;
/// foot or dismounted; anything else (artillery, naval, train).
OpponentClass opponentClassOf(TroopType type, bool dismounted);

}  // namespace hfg
