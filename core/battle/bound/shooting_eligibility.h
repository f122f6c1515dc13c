// T-4 "who may not shoot this bound", checked before targets are declared.
#pragma once

#include <optional>
#include <string>

#include "core/battle/bound/battle_state.h"

namespace hfg::battle {

/// T-4: why element `element` may not shoot this bound, or nothing when it may: it made a march
/// move or pressed forward this bound; artillery crossing a river, stream or gully or even partly
/// in a marsh, wood or BUA; Heavy artillery after a tactical move. (Ready, silenced, contact,
/// assault and overrun are asked by the distant combat phase itself.)
std::optional<std::string> mayNotShootReason(const Battle& battle, std::size_t element);

/// T-4's ground bar for artillery standing at `pose`: crossing a river, stream or gully (even by
/// bridge), or even partly in a marsh, wood or BUA; nothing when the ground lets it shoot. (The
/// computer generals ask it of a pose before they move a gun there.)
std::optional<std::string> artilleryGroundReason(const Battle& battle, const Footprint& pose);

}  // namespace hfg::battle
