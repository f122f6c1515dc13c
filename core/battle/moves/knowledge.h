// What a command knows of the enemy: visible to one of its elements (B-20, G-19, T-12 visibility, B-26 concealment).
#pragma once

#include <string>

#include "core/battle/bound/battle_state.h"

namespace hfg::battle {

/// G-19 visible(viewer, enemy) with the weather's visibility limit (T-12) and undeployed
/// concealed troops hidden (T-14, B-26).
bool visibleFrom(const Battle& battle, const Footprint& viewer, std::size_t enemy);

/// B-20: known per command: some present element of the command sees the enemy now, or an
/// operating Aeronauts element of its side sees it (8,000 p, the whole table for aeroplanes
/// after 1910, over woods, BUAs and crests) and shares it: the command is not allied, or is the
/// Aeronauts' own, and the side's C-in-C threw an unadjusted 4 or more in an earlier bound. (The
/// memory of enemies seen earlier is not kept yet.)
bool knownTo(const Battle& battle, const std::string& commandId, std::size_t enemy);

/// B-20, T-12: the Aeronauts element works: present and ready, it has not moved this bound, and
/// the weather is fair (not mist or rain).
bool aeronautsOperating(const Battle& battle, std::size_t element);
/// How far operating Aeronauts see: a balloon 4 miles (8,000 p); aeroplanes (after 1910) the
/// whole table.
double aeronautSightPaces(const Battle& battle);

}  // namespace hfg::battle
