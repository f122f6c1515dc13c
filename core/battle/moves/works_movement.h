// How field works hinder voluntary moves (T-13, T-14, B-13): slow going across entrenchments, undefended obstacles as difficult going and removed once crossed, occupants of redoubts and entrenchments that cannot turn.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/battle/bound/battle_state.h"
#include "core/battle/geometry/move_measure.h"
#include "core/battle/moves/move_paths.h"

namespace hfg::battle {

/// The linear works a path crosses (its centre passes over the work's segment).
struct WorksOnPath {
  std::vector<std::string> entrenchments;        ///< entrenchments and ELF crossed
  std::vector<std::string> undefendedObstacles;  ///< obstacles crossed that nobody mans
};
WorksOnPath worksOnPath(const Battle& battle, const ElementPath& path);

/// T-13: a non-foot element crossing an entrenchment (or ELF) is in slow going; T-14: an undefended
/// obstacle is difficult going. The worse of `column` and what the works give.
MoveColumn worsenedByWorks(MoveColumn column, TroopType mover, const WorksOnPath& works);

/// T-14: an occupant of a redoubt cannot turn and moves only straight back; an occupant of an
/// entrenchment or ELF (B-13 "protected by") cannot turn and slides at most a base width
/// sideways. The refusal sentence, or nothing.
std::optional<std::string> occupantMoveForbidden(const Battle& battle, std::size_t element, const ElementPath& path);

}  // namespace hfg::battle
