// Effects that follow a close combat's outcomes in the bound (T-9, B-32): O-S2 flankers recoiling or moving with their friend, O-S4 the element behind a Command Party, and O-S5 the second of two elements turned by one attacker obeying the first's outcome.
#pragma once

#include <optional>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/combat/combat_record.h"

namespace hfg::battle {

/// What a close combat of `a` against `b` must know before its outcomes move anybody.
struct SecondaryEffects {
  std::size_t a = 0, b = 0;
  Footprint aBefore, bBefore;
  /// O-S2: friends of a (of b) touching b's (a's) flank or rear with their front edge, not yet
  /// fought this bound, when a (b) fights the other's front edge.
  std::vector<std::size_t> flankersWithA, flankersWithB;
  /// O-S5: the element turned behind a (b) by the attacker that turned both (B-55), still
  /// standing with its front edge on a's (b's) rear edge.
  std::optional<std::size_t> secondOfA, secondOfB;
  /// B-42, O-S4: when a (b) is a Command Party, the friend contiguous to its rear whose factor it
  /// fights with; it obeys the CP's outcome unless that was the spent case (CP repulsed).
  std::optional<std::size_t> rearOfA, rearOfB;
};

/// B-42: the friendly mounted or foot element, same heading, whose front edge touches the rear
/// edge of Command Party `cp` (the longest contact when two do).
std::optional<std::size_t> commandPartyRear(const Battle& battle, std::size_t cp);

/// Taken just before the combat's outcomes are applied.
SecondaryEffects secondaryEffectsBefore(const Battle& battle, std::size_t a, std::size_t b);

/// O-S5 for a retreat (recoil, repulse, rout): the second turner obeys first, so the element in
/// front retires into the room it leaves. Call before applyBoth.
void applySecondTurnersRetreating(Battle& battle, const SecondaryEffects& fx,
                                  const CombatRecord& record);

/// After applyBoth: O-S5 for any other outcome, then O-S2: the flankers of a combatant that was
/// recoiled, repulsed, routed or destroyed recoil; those of one that pressed forward or pursued
/// move with it to extend its front (beside it, same heading), staying where they are when that
/// place is taken or off the table.
void applySecondaryEffects(Battle& battle, const SecondaryEffects& fx, const CombatRecord& record);

/// B-42, O-S4: the friend `rear` behind Command Party `cp` obeys the CP's outcome `o` (that
/// element's own row, not the spent case that repulses the CP alone), in close or distant combat.
/// A retreat moves it before the CP's own outcome (it makes room first), anything else after:
/// call once with `beforeCp` true before the CP's outcome is applied and once with false after.
void rearObeysCommandParty(Battle& battle, std::optional<std::size_t> rear, std::size_t cp,
                           std::size_t enemy, const OutcomeRecord& o, CombatKind kind,
                           bool beforeCp);

/// O-S5, B-55: when one attacker's front touches the flanks or rears of two elements that both
/// turn, the second is placed directly behind the first with its heading (secondTurnerPose),
/// if that place is clear; it remembers whom it stands behind. Returns whether it was placed.
bool turnBehind(Battle& battle, std::size_t second, std::size_t first, std::size_t attacker);

}  // namespace hfg::battle
