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

std::string_view name(UnitCommand command) {
  switch (command) {
    case UnitCommand::GeneralAdvance: return "General advance";
    case UnitCommand::Halt: return "Halt";
    case UnitCommand::ChangeFormation: return "Change formation";
    case UnitCommand::Square: return "Change formation to Square";
    case UnitCommand::Charge: return "Charge";
    case UnitCommand::CounterCharge: return "Counter-Charge";
    case UnitCommand::Evade: return "Evade";
    case UnitCommand::Withdraw: return "Withdraw";
    case UnitCommand::ActNow: return "Act now";
  }
  return "?";
}

}  // namespace hfg::c3
