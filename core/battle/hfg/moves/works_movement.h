// How field works hinder voluntary moves (T-13, T-14, B-13): slow going across entrenchments, undefended obstacles as difficult going and removed once crossed, occupants of redoubts and entrenchments that cannot turn.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/geometry/move_measure.h"
#include "core/battle/hfg/moves/move_paths.h"

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

/// T-13 "any crossing an entrenchment except foot are in slow going until moved clear": the
/// share (0-1) of the path's length walked while the footprint touches one of the crossed
/// entrenchments (or ELF): steps between sampled poses, measured at the front-edge midpoint, of
/// which either end touches the work.
double entrenchmentAstrideShare(const Battle& battle, const ElementPath& path,
                                const WorksOnPath& works);

/// T-13 with the share: a move in otherwise good going that a non-foot element makes across an
/// entrenchment uses its good-going figure for the part clear of the work and the slow-going
/// figure only while astride: legal when (clear part / good) + (astride part / slow) <= 1.
bool entrenchmentCrossingFits(double lengthPaces, double astrideShare, double goodPaces,
                              double slowPaces);

/// T-14: an occupant of a redoubt cannot turn and moves only straight back; an occupant of an
/// entrenchment or ELF (B-13 "protected by") cannot turn and slides at most a base width
/// sideways. The refusal sentence, or nothing.
std::optional<std::string> occupantMoveForbidden(const Battle& battle, std::size_t element,
                                                 const ElementPath& path);

}  // namespace hfg::battle
