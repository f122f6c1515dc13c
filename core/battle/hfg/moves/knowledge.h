// What a command knows of the enemy: visible to one of its elements (B-20, G-19, T-12 visibility, B-26 concealment).
#pragma once

#include <optional>
#include <string>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// G-19 visible(viewer, enemy) with the weather's visibility limit (T-12) and undeployed
/// concealed troops hidden (T-14, B-26).
bool visibleFrom(const Battle& battle, const Footprint& viewer, std::size_t enemy);

/// B-20: known per command: some present element of the command sees the enemy now, or an
/// operating Aeronauts element of its side sees it (8,000 p, the whole table for aeroplanes
/// after 1910, over woods, BUAs and crests) and shares it: the command is not allied, or is the
/// Aeronauts' own, and the side's C-in-C threw an unadjusted 4 or more in an earlier bound. Now
/// only; what the command remembers is `knownPose`.
bool knownTo(const Battle& battle, const std::string& commandId, std::size_t enemy);

/// B-20 with memory (issue #4; the book is silent): where the command believes the enemy is:
/// its pose now while known (`knownTo`), else the pose it was last seen in
/// (`Battle::enemyMemory`), else nothing. An enemy gone from the table is not known.
std::optional<Footprint> knownPose(const Battle& battle, const std::string& commandId,
                                   std::size_t enemy);

/// Updates every command's memory: each enemy known now is remembered where it stands; an
/// enemy no longer present is forgotten, and so is one whose remembered pose an element of the
/// command now sees empty (the enemy has gone from there unseen). The bound loop calls it at the
/// start of each bound, after the moves and at the end of the bound.
void rememberKnownEnemies(Battle& battle);

/// B-25: whether the side sees the terrain feature (index into the set-up's terrain). With
/// `hideTerrainBeyondCrests` off (the decision) every feature is seen. Otherwise a feature is
/// seen when a sight line from some present element of the side to a sample point of it
/// (vertices and centre) crosses no crest, or an operating Aeronauts element of the side is
/// within its sight distance of it (Aeronauts see beyond crests).
bool terrainSeenBy(const Battle& battle, int side, std::size_t feature);

/// B-20, T-12: the Aeronauts element works: present and ready, it has not moved this bound, and
/// the weather is fair (not mist or rain).
bool aeronautsOperating(const Battle& battle, std::size_t element);
/// How far operating Aeronauts see: a balloon 4 miles (8,000 p); aeroplanes (after 1910) the
/// whole table.
double aeronautSightPaces(const Battle& battle);

}  // namespace hfg::battle
