// Naval moves on navigable water (T-2, T-12): how far each kind of vessel goes, where it may go, and the refusal when it may not.
#pragma once

#include <optional>
#include <string>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/moves/move_paths.h"

namespace hfg::battle {

/// T-2 (B-14 dates): the maximum move of a naval element, not upstream or partly upstream; a
/// damaged element loses 400 p. Nothing for a type that is not naval.
std::optional<double> navalMovePaces(TroopType type, int year, bool partlyUpstream, bool damaged);

/// T-2: the move's length, the furthest any front corner ends from where it started.
double navalMoveLengthPaces(const ElementPath& path);

/// T-2, T-12: checks a naval element's path: mist lets only Flotilla move; every sampled pose lies
/// entirely on navigable water (a Waterway always; a River only for Flotilla, where it is at least
/// 400 p wide; B-2); the length within the T-2 figure, "partly upstream" when on a river the move
/// ends further along the river's line than it started (the line runs from its lower end up: the
/// placer names the downstream end first). The refusal sentence, or nothing when legal.
std::optional<std::string> navalMoveForbidden(const Battle& battle, std::size_t element,
                                              const ElementPath& path);

/// T-2 "Sail may not head closer than 45 degrees to directly upwind".
inline constexpr double kSailUpwindLimitDeg = 45;
/// T-2, T-12: with the set-up's wind (`windFromDeg`, chosen by the attacking C-in-C), a Sail
/// element whose heading at a sampled pose after its start, or whose direction of travel between
/// two poses, is less than 45 degrees from the direction the wind comes from is refused (the
/// sentence); nothing without a wind or for other types. `navalMoveForbidden` asks it.
std::optional<std::string> sailUpwindForbidden(const Battle& battle, std::size_t element,
                                               const ElementPath& path);

}  // namespace hfg::battle
