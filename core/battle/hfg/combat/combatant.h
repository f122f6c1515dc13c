// Who fights in a combat: an element (type, grade, mount state) or a fixed combatant, and its combat class (hfg-battle.md 1.6, B-41).
#pragma once

#include <optional>
#include <string>

#include "core/model/troop_type.h"
#include "core/model/enum_names.h"

namespace hfg::battle {

/// Fixed combatants dice but are not elements (1.6): BUA, SP with its garrison, bridges.
enum class FixedCombatant { None, BUA, StrongPoint, TemporaryBridge, PermanentBridge };

/// The classes the combat tables use; a dismountable element is Mounted or Dismounted (B-54).
enum class CombatClass { Staff, Mounted, Dismounted, Foot, Artillery, Naval, Train, Fixed };

/// T-3 columns, chosen by the opponent's class (B-41).
enum class FactorColumn { StaffOrMounted, FootOrDismounted, Other };

enum class CombatKind { Distant, Close };

struct Combatant {
  std::optional<TroopType> type;  ///< absent for a fixed combatant
  FixedCombatant fixed = FixedCombatant::None;
  Grade grade = Grade::Basic;
  bool mounted = true;  ///< dismountables only: the state fixed for this bound (B-54)

  static Combatant element(TroopType type, Grade grade = Grade::Basic, bool mounted = true);
  static Combatant work(FixedCombatant fixed);

  bool is(TroopType t) const { return type && *type == t; }
  bool isElite() const { return grade == Grade::Elite; }
  bool isInferior() const { return grade == Grade::Inferior; }
  /// Not naval and not a fixed combatant.
  bool isLand() const;
  /// "Smoothbore Artillery (Heavy)", "Dragoons (dismounted)", "BUA": for combat records.
  std::string describe() const;
};

CombatClass classOf(const Combatant& c);

/// What decides a dismountable element's state for the bound (1.6, B-54).
struct MountFacts {
  double movedThisBoundPaces = 0;  ///< path lengths of its own march and tactical moves (B-54)
  bool shooting = false;
  bool entrenched = false;
  bool manningObstacle = false;
  bool inDifficultGoing = false;
  bool declaredMounted = false;  ///< Repeaters and Rifle Cavalry: the player's choice
};
/// 1.6 (TROOP DEFINITIONS, RESOLVING COMBATS): mounted if it moved more than 600 p this bound;
/// otherwise dismounted if shooting, entrenched, manning an obstacle or in difficult going;
/// otherwise Dragoons mounted, Mounted Rifles dismounted, Repeaters and Rifle Cavalry as
/// declared. Types that cannot dismount: true for mounted types, false for the rest.
bool fightsMounted(TroopType type, const MountFacts& facts);
/// Foot or dismounted (the outcome tables' "foot or dismounted" rows).
bool isFootOrDismounted(const Combatant& c);
bool isMountedOrStaff(const Combatant& c);
/// B-41: the column `self` uses against `opponent`. An SP is "Other" for artillery and naval
/// shooting and foot for everyone else.
FactorColumn columnAgainst(const Combatant& self, const Combatant& opponent, CombatKind kind);

using hfg::keyOf;  // the names below, beside this namespace's own keyOf overloads

}  // namespace hfg::battle

// The names files give this header's enums (core/model/enum_names.h).
namespace hfg {

template <>
struct EnumKeys<battle::CombatKind> {
  static constexpr std::string_view what = "combat kind";
  static constexpr EnumNames<battle::CombatKind, 2> names{
      {{{battle::CombatKind::Distant, "distant"}, {battle::CombatKind::Close, "close"}}}};
};

}  // namespace hfg
