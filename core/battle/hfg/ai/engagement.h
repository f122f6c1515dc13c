// How eager the generals are to fight: charge thresholds, charges they refuse, and how close an advance comes to the enemy.
#pragma once

#include "core/battle/hfg/ai/ai_settings.h"
#include "core/battle/hfg/ai/command_plan.h"
#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle::ai {

/// B-21: a march may not start within or come within 600 p of known enemy; the generals keep
/// 100 p more so a march is never cut short at its start.
inline constexpr double kMarchClearPaces = 700;

/// A charge value this near the threshold is taken: an even fight (value 0, "the main effort
/// takes even fights") sums to about -1e-17 over the 36 throws.
inline constexpr double kEvenFight = 1e-9;

/// "Cavalry into unshaken foot frontally" (issue #5): mounted against the front of foot that is
/// neither repulsed nor routing.
bool suicidalCharge(const ElementInPlay& a, const ElementInPlay& d, EdgeId edge);

/// The least judged value (charge_odds) a charge needs: Easy generals take poor odds; the main
/// effort takes even fights, pinning commands a little better, holding and reserve ones an edge.
/// `dayGone` is the share of the day's bounds played (0 at dawn, 1 at nightfall): in its last
/// third the main effort and pinning commands take fights 0.1 worse (tempo).
double chargeThreshold(Doctrine doctrine, Difficulty difficulty, CommandRole role,
                       double dayGone = 0);

/// How close an advancing (not charging) element comes to the enemy: near enough to charge
/// next bound (T-1 contact limits 200 p foot, 600 p mounted) when its command attacks; further
/// off when it only pins; doctrine shifts it.
double standOffPaces(const ElementInPlay& e, CommandRole role, Doctrine doctrine);

}  // namespace hfg::battle::ai
