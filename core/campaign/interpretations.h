// The campaign rules' numbers and the choices this project makes where the book is unclear
// (hfg-campaign.md "Interpretation" lines), named in one place.
#pragma once

namespace hfg::campaign_rules {

/// C-13: no more than 2 commands or 15 elements of one side marching on one stage in one
/// period: a side's forces on a stage stay within 2 commands AND within 15 elements.
/// Interpretation: a body of detached elements counts as one command; forces listed first in
/// the side's orders go first and the rest wait at the stage's start node (a force part way
/// along a link counts on that stage too, and waits where it is); a single force over either
/// limit cannot march on a stage at all: its orders are refused and it must split at dawn (the
/// umpire's default orders split it); a rout ignores the limit (C-21).
inline constexpr int kStageCapacityCommands = 2;
inline constexpr int kStageCapacityElements = 15;

/// C-20: 12 bounds by each side make one map period.
inline constexpr int kBoundsPerPeriod = 12;

/// C-15 Interpretation: the native side moves on even days (2, 4, ...), each time carrying out
/// the previous day's held orders and that day's, two native steps in each map period.
inline constexpr int kNativeMoveDayModulus = 2;
inline constexpr int kNativeMoveDayRemainder = 0;

/// C-18 Interpretation: a force avoids battle at most once in a period; "movement remaining"
/// is the smaller of what its allowance leaves and what the rest of the period allows at its
/// march speed. A standing force retreats along the open road whose far node is furthest from
/// the nearest enemy force; a moving one goes back the way it came.
inline constexpr int kAvoidancesPerPeriod = 1;

/// C-25 Interpretation: a journey longer than 16 stages adds one period per further 8 stages.
inline constexpr double kRailStagesBeforeDelay = 16;
inline constexpr double kRailStagesPerExtraPeriod = 8;
/// C-25: the first element detrains at the start of the 3rd period after its despatch.
inline constexpr int kRailPeriodsToFirstArrival = 3;

/// C-24 Interpretation: surf stops landing or embarkation away from a friendly port when the
/// naval die thrown for that period is this or more.
inline constexpr int kSurfDie = 4;

/// C-24 Interpretation: land troops embark only aboard a fleet of their side (a force of naval
/// elements) at their node, each naval element carrying up to this many land elements; once
/// aboard they go where the fleet sails (C-23) and land from it.
inline constexpr int kLandElementsPerNavalElement = 4;

/// C-9: a fine afternoon's die of this brings rain; while raining, this or more stops it.
inline constexpr int kRainDie = 1;
inline constexpr int kRainStopsDie = 4;

}  // namespace hfg::campaign_rules
