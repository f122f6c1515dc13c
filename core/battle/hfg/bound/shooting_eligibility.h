// T-4 "who may not shoot this bound", checked before targets are declared.
#pragma once

#include <optional>
#include <string>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// T-4: why element `element` may not shoot this bound, or nothing when it may: it made a march
/// move or pressed forward this bound; artillery crossing a river, stream or gully or even partly
/// in a marsh, wood or BUA; artillery on a difficult hill anywhere but its crest; Heavy artillery
/// after a tactical move. (Ready, silenced, contact, assault and overrun are asked by the distant
/// combat phase itself.)
std::optional<std::string> mayNotShootReason(const Battle& battle, std::size_t element);

/// T-4: why `shooter` may not shoot at `target` although it may shoot: artillery on a difficult
/// hill's crest shoots only at targets at least 400 p beyond the hill's foot (wholly off the hill
/// and 400 p from its outline).
std::optional<std::string> mayNotShootAtReason(const Battle& battle, std::size_t shooter,
                                               std::size_t target);

/// T-4: artillery that made a tactical move this bound may not shoot from behind a hill crest
/// (a shot over a crest, G-19, B-16).
bool mayNotShootOverCrest(const Battle& battle, std::size_t shooter);

/// T-4's ground bar for artillery standing at `pose`: crossing a river, stream or gully (even by
/// bridge), even partly in a marsh, wood or BUA, or on a difficult hill off its crest; nothing when
/// the ground lets it shoot. (The computer generals ask it of a pose before they move a gun there.)
std::optional<std::string> artilleryGroundReason(const Battle& battle, const Footprint& pose);

}  // namespace hfg::battle
