// What outcome moves meet besides elements: rivers and their crossings, marsh, holding Strong Points, and friendly or empty BUAs, SPs and redoubts flowed through (T-10, B-12, B-38).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// T-10: the first river a straight move of `paces` along the unit `direction` reaches: how far it
/// gets before its footprint meets the river, and whether it meets it at a ford or bridge.
struct RiverMet {
  double clearPaces = 0;
  bool atCrossing = false;
  std::string riverId;
};
/// Rivers the start pose already meets count too (clearPaces 0).
std::optional<RiverMet> riverAhead(const Battle& battle, const Footprint& start, Vec2 direction,
                                   double paces);
/// The same, leaving out rivers the start pose already meets (a move that starts at a crossing).
std::optional<RiverMet> riverAheadFromBank(const Battle& battle, const Footprint& start,
                                           Vec2 direction, double paces);

/// The areas that stop an outcome move of an element of `side` (T-10 "terrain it cannot cross"):
/// marsh, and the squares of the enemy's holding Strong Points (B-12: a holding SP cannot be
/// entered; its garrison is enemy). Marsh first, in set-up order, then the SPs.
std::vector<Ring> outcomeBlockingAreas(const Battle& battle, int side);
/// The ids of those areas (marsh feature ids, SP ids), in the same order.
std::vector<std::string> outcomeBlockingNames(const Battle& battle, int side);

/// Movement rules ("Elements recoiled, repulsed or routed from outside into a friendly or
/// unoccupied BUA, SP or redoubt are assumed to flow through or round it, and end in the first
/// clear space beyond it"): the outlines of the side's holding SPs and redoubts, and of BUAs held
/// by a friend or (with `emptyBuas`) by nobody, leaving out those `start` is already partly in
/// (not from outside).
std::vector<Ring> flowThroughAreas(const Battle& battle, int side, const Footprint& start,
                                   bool emptyBuas = true);

/// T-10 "Elements recoiling against occupied entrenchments end beyond": a friendly entrenchment or
/// ELF, manned by a friend (B-13), whose segment the recoil from `start` (on the work's enemy
/// side) to `end` meets.
struct WorkMet {
  std::string id;
  Ring band;  ///< the segment as a 2 p wide band, an area to end beyond
};
std::optional<WorkMet> occupiedEntrenchmentMet(const Battle& battle, std::size_t self,
                                               const Footprint& start, const Footprint& end);

/// The unoccupied BUA (no garrison, B-11) the pose is partly in, entered from outside `start`
/// (T-10 "Elements recoiling into a BUA end in its interior"). Null when none.
const BattleTerrainFeature* emptyBuaEntered(const Battle& battle, const Footprint& start,
                                            const Footprint& end);

/// The first clear space beyond: `fp` moved on along the unit `direction` in 10 p steps (at most
/// `limitPaces`) until it overlaps none of `areas` by more than 1 p² and no element other than
/// `self`. `blocked` when enemy or one of `blocking` is met first; `leftTable` when it would cross
/// a table edge first (B-40).
struct ClearBeyond {
  Footprint end;
  double paces = 0;
  bool blocked = false;
  bool leftTable = false;
};
ClearBeyond firstClearBeyond(const Battle& battle, std::size_t self, const Footprint& fp,
                             Vec2 direction, const std::vector<Ring>& areas,
                             const std::vector<Ring>& blocking, double limitPaces = 1600);

}  // namespace hfg::battle
