#include "core/battle/c3/formation_change.h"

#include "core/battle/c3/source_tables.h"

namespace hfg::c3 {

std::optional<FormationTimeline> formationTimeline(ChangeCause cause, UnitCommand command, int d10,
                                                   MoverClass mover, Formation from, Formation to,
                                                   int ces) {
  const bool squareCommand = command == UnitCommand::Square;
  if (cause == ChangeCause::UnitCommand) {
    if (command != UnitCommand::ChangeFormation && !squareCommand) return std::nullopt;
    if (squareCommand && (to != Formation::Square || mover != MoverClass::Foot))
      return std::nullopt;
  }
  const auto change = formationChangeMin(mover, from, to, ces);
  if (!change) return std::nullopt;
  FormationTimeline t;
  t.startsAt = cause == ChangeCause::UnitCommand ? responseDelayMin(command, d10) : 0;
  t.formedAt = t.startsAt + *change;
  return t;
}

}  // namespace hfg::c3
