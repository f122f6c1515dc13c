// Computer generals: a MoveSource that plays both sides by the rules, a plan per command and PIPs spent where they matter (issue #5).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/ai/ai_geometry.h"
#include "core/battle/hfg/ai/ai_settings.h"
#include "core/battle/hfg/ai/charge_odds.h"
#include "core/battle/hfg/ai/command_plan.h"
#include "core/battle/hfg/bound/move_source.h"

namespace hfg::battle {

/// The generals of both sides. Each bound they plan the moving side (planSide, kept between
/// bounds by continuePlan, with the enemy as the side remembers it), list what each command
/// could do with its PIPs - rally routers, charges judged with the engine's own combat tables
/// (line groups straight ahead or wheeling to square up), whole commands advancing as one group
/// far from the enemy, columns marching by road, line groups advancing together, artillery
/// moving up within range, generals keeping their commands within easy command distance - and
/// give those orders in priority order. Every order is first checked with the engine's own planner (legalPlan), so the
/// engine never refuses one; a bound gives at most AiSettings::maxOrdersPerBound orders and
/// tries at most maxChecksPerBound moves.
///
/// The settings hold nothing about a battle: `ComputerGenerals generals(AiSettings{})` then
/// `playBattle(battle, generals, dice)`. Use one object per battle in play (it keeps the bound's
/// task list and a cache of combat odds); it is cheap to make.
class ComputerGenerals final : public MoveSource {
 public:
  explicit ComputerGenerals(AiSettings settings = {});

  std::optional<MoveOrder> nextOrder(const Battle& battle) override;
  /// T-6: Normal generals double a raw 5 or 6; Hard ones a 4 or better when their command is
  /// within 2,400 p of the enemy; Easy ones never.
  bool wantsToDouble(const Battle& battle, const std::string& commandId, int rawDie) override;
  /// T-6: the C-in-C gives his higher score to the subordinate (not allied, within his easy
  /// command distance) with the most elements near the enemy, when his own command has fewer.
  std::optional<std::string> exchangeScoresWith(const Battle& battle) override;

  const AiSettings& settings() const { return m_settings; }
  /// The plan of the last bound the generals played.
  const SidePlan& lastPlan() const { return m_plan; }
  /// Orders given, and moves tried with the engine's check, over the battle.
  long ordersGiven() const { return m_ordersGiven; }
  long checksMade() const { return m_checksMade; }

  /// One thing a command could do this bound: its orders in order of preference (a shorter
  /// move after a longer one, ...); the first the engine accepts is given.
  struct Task {
    double priority = 0;
    std::string commandId;
    std::string what;  ///< "charge", "advance", "rally", ... (for tests)
    std::vector<MoveOrder> orders;
    Vec2 marchTarget;  ///< where a march order of this task heads (march on)
  };
  /// The tasks of the bound being played, best first.
  const std::vector<Task>& tasks() const { return m_tasks; }

 private:
  void startBound(const Battle& battle);
  /// One command's tasks for the bound (CommandTasks, command_tasks.h).
  void addCommandTasks(const Battle& battle, const CommandPlan& plan);
  /// T-6 (c), B-21: once every task is tried, the marches given this bound march on along
  /// their heading towards their target, keeping 700 p from known enemy, while PIPs last.
  void addMarchOnTasks(const Battle& battle);
  /// When every task has been tried: the march-on round, then once a bound the guns' support
  /// moves (gun_support.h).
  void refillTasks(const Battle& battle);
  /// Issue #18: where the moving side's elements stood when its moves ended, and which of them
  /// have been thrown back since (CommandPlan::steadying).
  void rememberEndOfMoves(const Battle& battle);
  void markSteadying(const Battle& battle);

  struct Marched {
    std::string commandId;
    std::vector<std::string> elementIds;
    Vec2 target;
    bool byRoad = false;  ///< a road march: it goes on along the road
  };

  AiSettings m_settings;
  ChargeJudge m_judge;
  SidePlan m_plan;
  /// The moving side's enemies this bound as it knows them (they stand still): where each was
  /// last seen (B-20 with memory), those seen now, and each one's believed pose by index.
  std::vector<Shape> m_enemies;
  std::vector<Shape> m_seen;
  std::vector<std::optional<Footprint>> m_enemyPose;
  /// The plan of each side's last bound, kept between bounds (continuePlan).
  std::array<SidePlan, 2> m_keptPlans;
  /// Per side, by element index: the front-edge midpoint when that side's last moves ended.
  std::array<std::vector<std::optional<Vec2>>, 2> m_endOfMoves;
  std::vector<Task> m_tasks;
  std::vector<Marched> m_marched;  ///< march orders given since the last march-on round
  std::size_t m_next = 0;
  bool m_supportAsked = false;  ///< this bound's gun support round was added
  int m_bound = -1;
  std::size_t m_logSeen = 0;
  int m_ordersThisBound = 0;
  int m_checksThisBound = 0;
  long m_ordersGiven = 0;
  long m_checksMade = 0;
};

}  // namespace hfg::battle
