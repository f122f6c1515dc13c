// Formations and close-combat placement: overlaps, lines, columns, groups, conforming (G-11, G-22, G-25).
#pragma once

#include <optional>
#include <vector>

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/common/footprint.h"
#include "core/battle/common/shapes.h"

namespace hfg::battle {

// ---- G-11 ------------------------------------------------------------------------------------
/// The rule filters of G-11 that are not geometry; the caller fills them from the battle state.
struct OverlapFilters {
  bool overlapperIsFoot = false;
  bool enemyBoundForOverlapper = false;
  bool overlappedFightingFriendlyArtillery = false;  ///< friendly to the overlapper
  bool overlapperIsStaffFightingAsStaff = false;
  bool overlapperIsArtillery = false;  ///< case 2 only
  bool overlappedIsArtillery = false;  ///< case 2 only
  /// An SP, BUA, Supply Base, Laager or redoubt occupant cannot be overlapped.
  bool overlappedCannotBeOverlapped = false;
  /// The edge is already overlapped, or also contacted.
  bool edgeAlreadyOverlappedOrContacted = false;
};

/// G-11 case 1: c and a face opposite ways, a's front-right meets c's front-right (or front-left
/// meets front-left), and the first few paces of c's front edge beyond that corner touch no enemy
/// of c (`enemiesOfC`, which may include a). Filters applied.
bool overlapsByCorner(const Footprint& c, const Footprint& a,
                      const std::vector<Footprint>& enemiesOfC, const OverlapFilters& f = {},
                      const BattleSettings& s = {});
/// G-11 case 2: a flank edge of c in edge contact with a flank edge of a, facing opposite ways,
/// neither artillery; each then overlaps the other. Filters applied.
bool overlapsFlankToFlank(const Footprint& c, const Footprint& a, const OverlapFilters& f = {},
                          const BattleSettings& s = {});
/// G-11 with B-56: a garrisoned BUA, an SP, a Supply Base or a Laager, given as its polygon,
/// overlaps enemy element e when a front corner of e coincides with one of its corners and one of
/// its edges through that corner lies on the line of e's front edge, outside e's frontage.
bool objectOverlaps(const Ring& object, const Footprint& e, const BattleSettings& s = {});
/// G-11: either case (named apart from G-1 `overlaps`, which is about illegal placement).
bool overlapsInCloseCombat(const Footprint& c, const Footprint& a,
                           const std::vector<Footprint>& enemiesOfC, const OverlapFilters& f = {},
                           const BattleSettings& s = {});

// ---- G-22 ------------------------------------------------------------------------------------
/// G-22: a line: one element deep, neighbours front corner to front corner (FR of one on FL of
/// the next), all the same heading. Order does not matter; a single element is a line.
bool isLine(const std::vector<Footprint>& elements, const BattleSettings& s = {});
/// B-8 column: a chain in which each element's front-edge midpoint touches the rear-edge midpoint
/// of the one ahead (headings may differ at bends). Returns the order from the head, if any.
std::optional<std::vector<std::size_t>> columnOrder(const std::vector<Footprint>& elements,
                                                    const BattleSettings& s = {});
/// B-8 line-type group: same heading and connected by G-2 contact, not counting touches through
/// an artillery element that is supporting (`supportingArtillery[i]`, may be empty).
bool isLineGroup(const std::vector<Footprint>& elements,
                 const std::vector<bool>& supportingArtillery = {}, const BattleSettings& s = {});

// ---- G-25 ------------------------------------------------------------------------------------
/// G-25 (B-10): the pose mover m takes to conform to edge `edge` of enemy e: front edge on the
/// edge's line, facing it, with a corner on the edge's end (both when frontages match), needing
/// at most 400 p of sideways shift and overlapping nothing in `others` (G-1, e excluded); the
/// candidate with the smallest displacement. Nothing when no candidate is legal.
std::optional<Footprint> conformingPose(const Footprint& m, const Footprint& e, EdgeId edge,
                                        const std::vector<Footprint>& others = {},
                                        const BattleSettings& s = {});

}  // namespace hfg::battle
