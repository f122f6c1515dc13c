// The facts of elements in play that every combat phase of the bound reads: combatant, bound history, the table as the combat geometry sees it, and both outcomes of a combat (B-32, B-43, B-54).
#pragma once

#include <map>
#include <optional>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/combat/close_combat_geometry.h"
#include "core/battle/hfg/combat/combat_record.h"
#include "core/battle/hfg/combat/combat_situation.h"

namespace hfg::battle {

/// The element as a combatant this bound, with its B-54 mount state (the fixed one once it has
/// fought this bound).
Combatant combatantOf(const ElementInPlay& e, bool shooting);

/// 1.6, B-54: what decides a dismountable's mount state now: its moves, shooting, manning an
/// entrenchment, redoubt or obstacle of its side, difficult going.
MountFacts mountFactsOf(const Battle& battle, std::size_t element, bool shooting);

/// B-54: fixes a dismountable's mount state at its first combat of the bound (or at the end of
/// its move when it does not fight); kept to the end of the bound. Nothing for other types.
void fixMountState(Battle& battle, std::size_t element, bool shooting);

/// G-10, B-29: a Laager, and naval other than Flotilla and Submarine, shoot from every edge.
bool shootsAllRound(TroopType type);

/// The present elements as the combat geometry sees them, and the battle index of each.
struct TableView {
  std::vector<ElementOnTable> elements;
  std::vector<std::size_t> battleIndex;
  std::map<std::size_t, std::size_t> viewIndex;
};
TableView viewOf(const Battle& battle);

/// Own bound, moves, repulse, rout, silence and damage of `e` this bound (T-7, T-9).
void fillBoundFacts(CombatSideFacts& f, const Battle& battle, const ElementInPlay& e);

/// B-32: the close combat of element `i` (side a) against `j` (side b) as the evaluator sees it,
/// both sides' bound facts and geometry filled; callers add what is particular to theirs.
CombatSituation closeCombatOf(const Battle& battle, std::size_t i, std::size_t j);

/// B-43, G-18: a friendly supporting artillery element aids `e` in close combat against `enemy`
/// (TF-8 for the enemy).
bool aidedBySupportingArtillery(const Battle& battle, std::size_t e, std::size_t enemy);

/// B-43, G-18: the friendly supporting artillery that aids `e` in close combat against `enemy`.
std::optional<std::size_t> supportingArtilleryOf(const Battle& battle, std::size_t e,
                                                 std::size_t enemy);
/// The same with the enemy at `enemyPose` instead of where it stands (the computer generals
/// judging a charge before it is made, TF-8).
std::optional<std::size_t> supportingArtilleryOf(const Battle& battle, std::size_t e,
                                                 const Footprint& enemyPose);

/// O-P1, B-43: supporting artillery takes an outcome in every combat it aided: the lowest total of
/// the supported elements as its own, on the artillery rows. `enemy` are the facts of the side it
/// aided against; `opponent` is that side's element. Logged and applied.
/// `supportedOutcome` is the outcome of the element it supported (O-B2x: Horse artillery goes
/// with mounted that O-B2 repulsed).
void applySupportingArtilleryOutcome(Battle& battle, std::size_t artillery,
                                     const CombatSideFacts& enemy, std::size_t opponent,
                                     CombatKind kind, int supportedTotal, int enemyTotal,
                                     const OutcomeRecord& supportedOutcome = {});

/// Pursue, press forward, charge, move into close combat, pass through.
bool advancing(ResultKind r);

/// B-32: applies both outcomes of a combat between elements `a` and `b`, the side that gives
/// ground first.
void applyBoth(Battle& battle, std::size_t a, std::size_t b, const CombatRecord& record,
               CombatKind kind);

}  // namespace hfg::battle
