// C-5, C-7, C-8: a side's written orders for one day, as plain structs.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/enum_names.h"

namespace hfg {

/// C-8: what a force does in one period.
enum class StepKind {
  Hold,     ///< stay where it is; counts as rest for C-14
  Rest,     ///< C-14 rest
  March,    ///< along `route` (nodes, the first being where the force is)
  Work,     ///< C-22: `work` at the force's node (bridge tasks: `target` is the link)
  Entrain,  ///< C-25: start despatch by rail to station `target` (detraining is automatic)
  Embark,   ///< C-24: go aboard at the force's node
  Sail,     ///< C-23: embarked, move along water `route` (a die score of stages)
  Land,     ///< C-24: go ashore at the force's node
};

/// C-22: the kinds of work and how many periods each takes.
enum class WorkTask { Entrench, Redoubt, BreakBridge, RepairBridge, BuildBridge };

template <>
struct EnumKeys<StepKind> {
  static constexpr std::string_view what = "step kind";
  static constexpr EnumNames<StepKind, 8> names{{{{StepKind::Hold, "hold"},
                                                  {StepKind::Rest, "rest"},
                                                  {StepKind::March, "march"},
                                                  {StepKind::Work, "work"},
                                                  {StepKind::Entrain, "entrain"},
                                                  {StepKind::Embark, "embark"},
                                                  {StepKind::Sail, "sail"},
                                                  {StepKind::Land, "land"}}}};
};
template <>
struct EnumKeys<WorkTask> {
  static constexpr std::string_view what = "work task";
  static constexpr EnumNames<WorkTask, 5> names{{{{WorkTask::Entrench, "entrench"},
                                                  {WorkTask::Redoubt, "redoubt"},
                                                  {WorkTask::BreakBridge, "break_bridge"},
                                                  {WorkTask::RepairBridge, "repair_bridge"},
                                                  {WorkTask::BuildBridge, "build_bridge"}}}};
};
/// C-22: 1 period entrenchment or breaking a bridge; 2 redoubt or repair; 3 build a bridge.
int periodsNeeded(WorkTask task);

struct Step {
  StepKind kind = StepKind::Hold;
  std::vector<std::string> route;  ///< March, Sail: node ids, starting at the force's node
  WorkTask work = WorkTask::Entrench;
  std::string target;  ///< Work on a bridge: link id; Entrain: destination station
  friend bool operator==(const Step&, const Step&) = default;
};

/// C-8: the high-level orders the engine plans into steps.
enum class GoalKind {
  MarchTo,                ///< march to `node` by the shortest road route
  MarchToAvoidingBattle,  ///< the same, avoiding battle when C-18 allows
  MarchToGuns,            ///< C-20: march to a battle within 1 stage, else hold
  Hold,
  Entrench,   ///< C-22 entrenchments at the force's node, then hold
  EntrainTo,  ///< C-25: entrain for station `node`
};

template <>
struct EnumKeys<GoalKind> {
  static constexpr std::string_view what = "goal kind";
  static constexpr EnumNames<GoalKind, 6> names{
      {{{GoalKind::MarchTo, "march_to"},
        {GoalKind::MarchToAvoidingBattle, "march_to_avoiding_battle"},
        {GoalKind::MarchToGuns, "march_to_guns"},
        {GoalKind::Hold, "hold"},
        {GoalKind::Entrench, "entrench"},
        {GoalKind::EntrainTo, "entrain_to"}}}};
};

struct Goal {
  GoalKind kind = GoalKind::Hold;
  std::string node;
  bool marchAtNight = false;  ///< let the planner use the night (C-12: 1 stage, then rest)
  friend bool operator==(const Goal&, const Goal&) = default;
};

/// Orders for one force: either explicit steps (one per period, MORNING first; missing
/// periods hold) or a goal. Setting both is an error.
struct ForceOrder {
  std::string force;
  std::vector<Step> steps;
  std::optional<Goal> goal;
  bool avoidBattle = false;  ///< C-18 for explicit steps; goals say it in their kind
  friend bool operator==(const ForceOrder&, const ForceOrder&) = default;
};

/// C-7: at dawn, part of a force at a node becomes a new force.
struct SplitOrder {
  std::string force;
  std::string newForce;
  std::string newName;
  std::vector<std::string> commands;  ///< whole commands moved to the new force
  std::vector<std::string> elements;  ///< single elements detached into the new force
  friend bool operator==(const SplitOrder&, const SplitOrder&) = default;
};

/// C-7: at dawn, `force` joins `into`; both must be at the same node.
struct MergeOrder {
  std::string force;
  std::string into;
  friend bool operator==(const MergeOrder&, const MergeOrder&) = default;
};

/// C-5: one side's orders for one day. The order in which forces are listed is the order in
/// which they take the road when a stage is full (C-13 Interpretation).
struct SideOrders {
  std::string side;
  int day = 1;
  std::vector<SplitOrder> splits;  ///< done first, in order
  std::vector<MergeOrder> merges;  ///< then these
  std::vector<ForceOrder> forces;
  /// C-17: a Brilliant C-in-C adds +1 or −1 to the attacker/defender throw, as he chooses.
  int brilliantAdjust = 1;
  friend bool operator==(const SideOrders&, const SideOrders&) = default;
};

/// An order that breaks a rule: which side, force and step (period index 0..2, −1 for the
/// whole order), the rule and what is wrong.
struct OrderError {
  std::string side;
  std::string force;
  int step = -1;
  std::string rule;
  std::string message;
};

/// "side blue, force f1, step 2: C-12 ...": one line for a player.
std::string describe(const OrderError& error);

}  // namespace hfg
