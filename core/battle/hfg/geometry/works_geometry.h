// Protection by field works: entrenchment, ELF, obstacle and redoubt (G-26, B-13).
#pragma once

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/common/footprint.h"
#include "core/battle/common/shapes.h"

namespace hfg::battle {

/// An entrenchment, ELF or obstacle: a straight segment; `enemySide` is the unit normal pointing
/// to the side it protects against (B-13 "a facing side").
struct LinearWork {
  Segment segment;
  Vec2 enemySide;
};

/// B-13: protected by / manning the work: front edge within 50 p behind the segment, parallel and
/// facing across it, its whole frontage inside the segment's length.
bool protectedByWork(const Footprint& fp, const LinearWork& work, const BattleSettings& s = {});
/// G-26: that protection is void against an enemy that enfilades the element (G-12) or whose front
/// edge touches its flank or rear (G-5).
bool workProtectsAgainst(bool protectedByTheWork, bool enemyEnfilades,
                         bool enemyFrontOnFlankOrRear);
/// B-13: an element is in a redoubt (400 x 400 p square) when its footprint is inside it.
bool inRedoubt(const Footprint& fp, const Ring& redoubt, const BattleSettings& s = {});
/// G-26: a redoubt protects its occupant against enemy not directly to its rear (G-7).
bool redoubtProtectsAgainst(const Footprint& occupant, const Footprint& enemy);

}  // namespace hfg::battle
