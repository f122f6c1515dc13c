// Charges of mounted that won at range in their own bound (O-A1, B-55): the target and the move into contact.
#pragma once

#include <optional>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// O-A1, B-55: the charge target of element `mounted`: the nearest enemy (G-3) whose footprint is
/// to its front (G-7) within 600 p and stands in good going (T-13). Nothing when there is none.
std::optional<std::size_t> chargeTarget(const Battle& battle, std::size_t mounted);

/// O-A1, B-10: the pose in which the charger ends, conformed (G-25) to the target's edge that
/// faces it (G-15; the nearest such edge to its front-edge midpoint), reached without passing
/// through any other element (G-23). Nothing when no such pose exists.
std::optional<Footprint> chargePose(const Battle& battle, std::size_t mounted, std::size_t target);

}  // namespace hfg::battle
