#include "core/battle/c3/c3_types.h"

namespace hfg::c3 {

std::string_view name(Arm arm) {
  switch (arm) {
    case Arm::Foot: return "foot";
    case Arm::Mounted: return "mounted";
    case Arm::Artillery: return "artillery";
    case Arm::SupplyTrain: return "supply train";
  }
  return "?";
}

std::string_view name(Formation formation) {
  switch (formation) {
    case Formation::Line: return "line";
    case Formation::DoubleLine: return "double line";
    case Formation::BattleColumn: return "battle column";
    case Formation::Square: return "square";
    case Formation::ExtendedOrder: return "extended order";
    case Formation::OpenOrder: return "open order";
    case Formation::MarchColumn: return "march column";
    case Formation::Unlimbered: return "unlimbered";
    case Formation::Limbered: return "limbered";
  }
  return "?";
}

std::string_view name(Command command) {
  switch (command) {
    case Command::GeneralAdvance: return "General advance";
    case Command::Halt: return "Halt";
    case Command::ChangeFormation: return "Change formation";
    case Command::Square: return "Change formation to Square";
    case Command::Charge: return "Charge";
    case Command::CounterCharge: return "Counter-Charge";
    case Command::Evade: return "Evade";
    case Command::Withdraw: return "Withdraw";
    case Command::ActNow: return "Act now";
  }
  return "?";
}

}  // namespace hfg::c3
