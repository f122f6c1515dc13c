// What a resolved combat records: dice, each factor with its rule id and reason, totals and outcomes.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/battle/hfg/combat/combatant.h"

namespace hfg::battle {

/// One addend of a total: "T-3" (combat factor), "TF-5", "GF-2", ... with why it applies.
struct FactorEntry {
  std::string id;
  int value = 0;
  std::string reason;
};

/// T-10 results.
enum class ResultKind {
  None,
  Halt,
  Recoil,
  Repulsed,
  Routed,
  Pursue,
  PressForward,
  Charge,
  MoveIntoCloseCombat,
  PassThroughAndPursue,
  Destroyed,
  BothDestroyed,
  Spent,
  Silenced,
  RecoilAndDisabled,
  Damaged,
  SetAfire,
  Overrun,
  RepulsedWithSupported,
};
std::string_view keyOf(ResultKind kind);

/// The outcome one combatant takes (T-9 row and T-10 result).
struct OutcomeRecord {
  std::string rowId;  ///< "O-D5", "O-P3", "B-44" ...; empty when no row matched
  ResultKind result = ResultKind::None;
  int minPaces = 0;  ///< distance range, the owner chooses within it (B-35)
  int maxPaces = 0;
  bool optionalMove = false;  ///< "may press forward", "may move into close combat"
  std::string reason;
  std::vector<std::string> alsoRows;  ///< rows marked (also) that add to it (O-C9, O-B2x)
};

struct CombatantRecord {
  std::string who;
  int die = 0;
  std::vector<FactorEntry> factors;  ///< combat factor, then tactical, then grading
  int totalBeforeGrading = 0;        ///< die + combat factor + tactical factors
  int total = 0;                     ///< final total after grading (B-31)
  OutcomeRecord outcome;
};

struct CombatRecord {
  CombatKind kind = CombatKind::Close;
  std::array<CombatantRecord, 2> sides;  ///< a, b as in the situation
  std::string rule = "T-9";
  /// A few lines that explain the combat to a player.
  std::string explain() const;
};

}  // namespace hfg::battle
