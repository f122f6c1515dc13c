// Names of T-10 results and the plain-text explanation of a combat record.
#include "core/battle/hfg/combat/combat_record.h"

#include <sstream>

namespace hfg::battle {

std::string_view keyOf(ResultKind kind) {
  switch (kind) {
    case ResultKind::None: return "none";
    case ResultKind::Halt: return "halt";
    case ResultKind::Recoil: return "recoil";
    case ResultKind::Repulsed: return "repulsed";
    case ResultKind::Routed: return "routed";
    case ResultKind::Pursue: return "pursue";
    case ResultKind::PressForward: return "press_forward";
    case ResultKind::Charge: return "charge";
    case ResultKind::MoveIntoCloseCombat: return "move_into_close_combat";
    case ResultKind::PassThroughAndPursue: return "pass_through_and_pursue";
    case ResultKind::Destroyed: return "destroyed";
    case ResultKind::BothDestroyed: return "both_destroyed";
    case ResultKind::Spent: return "spent";
    case ResultKind::Silenced: return "silenced";
    case ResultKind::RecoilAndDisabled: return "recoil_and_disabled";
    case ResultKind::Damaged: return "damaged";
    case ResultKind::SetAfire: return "set_afire";
    case ResultKind::Overrun: return "overrun";
    case ResultKind::RepulsedWithSupported: return "repulsed_with_supported";
  }
  return "?";
}

std::string CombatRecord::explain() const {
  std::ostringstream out;
  out << (kind == CombatKind::Close ? "Close combat" : "Distant combat") << '\n';
  for (const auto& side : sides) {
    out << "  " << side.who << ": die " << side.die;
    for (const auto& f : side.factors)
      out << (f.value < 0 ? " - " : " + ") << (f.value < 0 ? -f.value : f.value) << " [" << f.id
          << " " << f.reason << "]";
    out << " = " << side.total << '\n';
    out << "    outcome: " << (side.outcome.rowId.empty() ? "-" : side.outcome.rowId) << ' '
        << keyOf(side.outcome.result);
    if (side.outcome.maxPaces > 0) {
      out << ' ' << side.outcome.minPaces;
      if (side.outcome.maxPaces != side.outcome.minPaces) out << '-' << side.outcome.maxPaces;
      out << " p";
    }
    for (const auto& also : side.outcome.alsoRows) out << " +" << also;
    out << " (" << side.outcome.reason << ")\n";
  }
  return out.str();
}

}  // namespace hfg::battle
