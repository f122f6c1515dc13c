// The computer generals' plan for one side's bound: attack or hold, the objective, each command's role and the reserve (issue #5).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/ai/ai_settings.h"
#include "core/battle/hfg/bound/battle_state.h"

namespace hfg::battle {

/// What a command does this bound.
enum class CommandRole {
  MainEffort,  ///< attacks the side's objective
  Pin,         ///< advances on the enemy in front of it, charging only at good odds
  Hold,        ///< holds its ground (or takes the good ground near it), counter-attacks
  Reserve,     ///< held back behind the line until the crisis
  Retire,      ///< a defeated command (T-11): no advance
};
std::string_view keyOf(CommandRole role);

/// The plan of one command.
struct CommandPlan {
  std::string commandId;
  CommandRole role = CommandRole::Hold;
  Vec2 objective;  ///< where its line goes or stands
  /// Elements held back inside the command (its rear line) until the crisis.
  std::vector<std::string> heldBack;
  /// Elements thrown back 100 p or more since their side's last moves (recoiled, repulsed):
  /// they charge when the odds are good but make no advance alone this bound (issue #18:
  /// advance-recoil-advance loops, an element walking back into the same fire bound after bound).
  std::vector<std::string> steadying;
};

/// The plan of the moving side for one bound.
struct SidePlan {
  int side = 0;
  bool attacking = false;
  Vec2 objective;                 ///< the side's objective (attack) or position (hold)
  std::string objectiveText;      ///< "BUA 'v1'", "hill 'h1'", "the enemy's left flank"
  std::optional<bool> westFlank;  ///< a flank objective: the flank on the table's west
  bool crisis = false;            ///< reserves are committed
  Vec2 crisisPoint;               ///< where they go
  double strengthRatio = 1;       ///< own present EE over the enemy's
  std::vector<CommandPlan> commands;
  /// Why the plan is what it is this bound: "new", "kept", or what made the generals revise it
  /// (continuePlan).
  std::string revision = "new";
};

/// Plans the moving side's bound from the situation (doctrine and difficulty of `settings`):
/// - attack or hold: the attacker attacks unless Cautious and outnumbered; the defender holds
///   unless its doctrine lets it attack at its strength ratio (Aggressive 1.0, Balanced 1.2,
///   Cautious 1.5; issue #18: the stronger side must win, T-15), or with Easy generals never;
///   once half the day is gone a defender not outnumbered (ratio 1.0, Cautious 1.2) attacks
///   too: a battle left undecided at nightfall is no win for the stronger side;
/// - the objective: the best of the unheld BUAs and hills between the armies and the enemy's
///   weaker flank (Easy: the nearest enemy);
/// - roles: the command nearest the objective is the main effort, the others pin; with 3 or
///   more commands the rear-most is the reserve; a command of 6 or more elements holds its rear
///   line back (not Easy);
/// - the crisis (reserves committed): a quarter of the side's EE lost, a command defeated, or
///   half the day gone; the reserve goes where most friends are fighting.
/// The enemy is the side's picture of it (enemy_picture.h, B-20 with memory): enemies never
/// seen do not count, those out of sight count where they were last seen; an attacker that
/// knows of no enemy advances 3,000 p.
SidePlan planSide(const Battle& battle, const AiSettings& settings);

/// A plan kept between bounds (issue #5 follow-up): `fresh` is this bound's planSide, `kept`
/// the plan of the side's last bound. The kept plan goes on - its objective (a flank objective
/// follows the same flank), the main effort and the reserve - and each command's objective
/// point is brought up to date, unless a crisis revises it: the crisis begins, attack and hold
/// change over, the objective BUA or hill is taken (planSide no longer offers it), the main
/// effort is defeated, or the commands present differ (an arrival, a command gone). Then the
/// fresh plan is taken; `revision` says which.
SidePlan continuePlan(const Battle& battle, const SidePlan& kept, SidePlan fresh);

/// The centre of the present, not routing, non-staff elements of a side (or a command when
/// `commandId` is not empty); nothing when there are none.
std::optional<Vec2> centreOf(const Battle& battle, int side, const std::string& commandId = "");

/// Unit vector from the side's base edge towards the enemy's (B-51 table coordinates).
Vec2 forwardOf(const Battle& battle, int side);

}  // namespace hfg::battle
