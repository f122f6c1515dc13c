// When a Command or an Order's change of formation starts and ends (K-34, K-62, K-63, KB-27,
// KB-30, KT-7, KT-16 of shared/spec/c3.md).
#pragma once

#include <optional>

#include "core/battle/c3/c3_settings.h"
#include "core/battle/c3/c3_types.h"
#include "core/battle/c3/movement_tables.h"

namespace hfg::c3 {

/// How a change comes about (KB-30): by a UnitCommand (KT-7's delay first), as the Orders require at
/// their receipt (no delay), or as an automatic response of an engaged Unit (KB-55, no delay).
enum class ChangeCause { Command, Orders, Automatic };

/// A change's timeline, in minutes from the moment it was given. Until `startsAt` the Unit goes on
/// with what it was doing (K-63); from `startsAt` to `formedAt` it neither moves nor fires, is
/// disordered and keeps its old footprint (KT-16).
struct FormationTimeline {
  int startsAt = 0;
  int formedAt = 0;
  bool disorderedAt(int minute) const { return minute >= startsAt && minute < formedAt; }
};

/// nullopt when the mover has no such change (KT-16) or the UnitCommand does not fit it
/// ("Change formation to Square" is for foot going into square only).
std::optional<FormationTimeline> formationTimeline(ChangeCause cause, UnitCommand command, int d10,
                                                   MoverClass mover, Formation from, Formation to,
                                                   int ces);

}  // namespace hfg::c3
