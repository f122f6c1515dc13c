// Where a selected element or group could go this bound and at what PIP cost: destinations sampled and each checked by planMove (T-1, T-2, T-6, B-6, B-9).
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/moves/move_check.h"
#include "core/battle/hfg/moves/move_order.h"

namespace hfg::battle {

/// What to sample: the movers (the lead first, as in a MoveOrder) and the kind of move.
struct ReachOptions {
  std::vector<std::string> elementIds;
  MoveKind kind = MoveKind::Tactical;
  std::string byGeneral{};  ///< as MoveOrder::byGeneral
  /// A single element's straight moves end with a turn to this heading (MoveOrder::
  /// finalHeadingDeg; the turn's corner travel counts, B-6). Ignored for groups (B-9).
  std::optional<double> finalHeadingDeg{};
  /// Spacing of the sampled destinations; 0: a quarter of the lead's base frontage, widened so
  /// that a long move is covered by at most about 16 steps each way.
  double stepPaces = 0;
  /// A line group's wheels (B-9 item 1) are sampled every this many degrees from -90 to +90.
  double wheelStepDeg = 10;
};

/// One sampled destination: the order that goes there and the engine's verdict on it.
struct ReachSample {
  MoveOrder order;
  /// Where the order sends the lead's front-edge midpoint (before any B-10 conforming, a
  /// stream stop or a B-21 halt, which the plan's own end pose shows).
  Vec2 leadEnd;
  /// The patch of table this sample stands for: the cells of all samples tile the sampled area.
  std::array<Vec2, 4> cell;
  MoveCheck check;  ///< planMove(battle, order), unchanged
};

/// The sampled reach of the movers.
struct MoveReach {
  std::vector<ReachSample> samples;
  /// True when the samples are a line group's wheels then straight on (B-9 item 1: a group
  /// moves only the way it faces); false for straight moves to each point (a single element,
  /// B-6 "any path"; a column following its head, B-9 item 2).
  bool wheels = false;
  double stepPaces = 0;
  /// Sampled out to this distance from the lead: the furthest T-1 (T-2 for naval) figure of any
  /// mover plus two steps, so the refused band just beyond the limit is shown too.
  double radiusPaces = 0;
  /// False when `progress` asked to stop: `samples` holds those done so far.
  bool complete = true;
  /// Why nothing was sampled (the lead is unknown or off the table, or never moves: T-1).
  std::optional<MoveRefusal> refusal;

  /// The sample whose cell contains `paces` (the first, where cells touch), or null.
  const ReachSample* sampleAt(Vec2 paces) const;
};

/// Called after each sample with the fraction done; returning false stops the sampling.
using ReachProgress = std::function<bool(double fraction)>;

/// The legal move area of `options.elementIds` in `battle` now: every sampled destination is
/// checked by planMove exactly as an order given for it would be, so an area drawn from it says
/// what the engine would say. A single element or a column is sampled on a grid aligned to the
/// lead's facing (Advance to each point, keeping its facing); a line group by its wheels about
/// the inner front corner (B-9 item 1; 0 degrees is straight ahead) then straight on. Pure:
/// nothing in `battle` changes.
MoveReach moveReach(const Battle& battle, const ReachOptions& options,
                    const ReachProgress& progress = {});

}  // namespace hfg::battle
