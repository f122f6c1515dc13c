// Which moves an element frozen by a visible enemy within 400 p to its front may make (B-22, G-13).
#pragma once

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/common/footprint.h"
#include "core/battle/common/shapes.h"

namespace hfg::battle {

enum class FrozenMove {
  AdvanceTowards,  ///< (a) straight along its heading, ending no further from the enemy
  LineUp,  ///< (b) sideways shift under 400 p or a pivot, front edge parallel to and facing the enemy's nearest edge
  IntoContact,   ///< (c) ends in legal contact with it
  StraightBack,  ///< (d) straight along the reverse heading, facing unchanged
  Forbidden,
};

/// B-22: classify the move from `start` to `end` of an element frozen by `enemy` (an element's
/// footprint or an enemy-held BUA or SP). `endsInLegalContact` is decided by the caller (G-5, G-6).
FrozenMove frozenMoveKind(const Footprint& start, const Footprint& end, const Ring& enemy,
                          bool endsInLegalContact, const BattleSettings& s = {});

}  // namespace hfg::battle
