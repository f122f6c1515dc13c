// The one-line texts the order-of-battle tree shows for each level.
#pragma once

#include <string>

#include "core/model/orbat.h"

namespace hfg {

/// "Prussia (3 armies)"
std::string sideLabel(const Side& side);
/// "First Army - aggression 2 (3 commands)"
std::string armyLabel(const Army& army);
/// "II Corps - Prince Friedrich Karl, ordinary (Army HQ) [allied]"
std::string commandLabel(const Command& command);
/// "BL, elite - 6th Division"
std::string elementLabel(const Element& element);

}  // namespace hfg
