// What a command knows of the enemy: visible to one of its elements (B-20, G-19, T-12 visibility, B-26 concealment).
#pragma once

#include <string>

#include "core/battle/bound/battle_state.h"

namespace hfg::battle {

/// G-19 visible(viewer, enemy) with the weather's visibility limit (T-12) and undeployed
/// concealed troops hidden (T-14, B-26).
bool visibleFrom(const Battle& battle, const Footprint& viewer, std::size_t enemy);

/// B-20: known per command: some present element of the command sees the enemy now. (The
/// memory of enemies seen earlier is not kept yet.)
bool knownTo(const Battle& battle, const std::string& commandId, std::size_t enemy);

}  // namespace hfg::battle
