// Names of the order enums and the wording of order errors.
#include "core/model/orders.h"

#include "core/model/enum_names.h"

namespace hfg {
namespace {

constexpr EnumNames<StepKind, 8> kStepKinds{{{{StepKind::Hold, "hold"},
                                              {StepKind::Rest, "rest"},
                                              {StepKind::March, "march"},
                                              {StepKind::Work, "work"},
                                              {StepKind::Entrain, "entrain"},
                                              {StepKind::Embark, "embark"},
                                              {StepKind::Sail, "sail"},
                                              {StepKind::Land, "land"}}}};
constexpr EnumNames<WorkTask, 5> kWorkTasks{{{{WorkTask::Entrench, "entrench"},
                                              {WorkTask::Redoubt, "redoubt"},
                                              {WorkTask::BreakBridge, "break_bridge"},
                                              {WorkTask::RepairBridge, "repair_bridge"},
                                              {WorkTask::BuildBridge, "build_bridge"}}}};
constexpr EnumNames<GoalKind, 6> kGoalKinds{
    {{{GoalKind::MarchTo, "march_to"},
      {GoalKind::MarchToAvoidingBattle, "march_to_avoiding_battle"},
      {GoalKind::MarchToGuns, "march_to_guns"},
      {GoalKind::Hold, "hold"},
      {GoalKind::Entrench, "entrench"},
      {GoalKind::EntrainTo, "entrain_to"}}}};

}  // namespace

std::string_view keyOf(StepKind kind) { return kStepKinds.key(kind); }
std::optional<StepKind> stepKindFromKey(std::string_view key) { return kStepKinds.find(key); }
std::string_view keyOf(WorkTask task) { return kWorkTasks.key(task); }
std::optional<WorkTask> workTaskFromKey(std::string_view key) { return kWorkTasks.find(key); }
std::string_view keyOf(GoalKind kind) { return kGoalKinds.key(kind); }
std::optional<GoalKind> goalKindFromKey(std::string_view key) { return kGoalKinds.find(key); }
std::string stepKindKeys() { return kStepKinds.list(); }
std::string workTaskKeys() { return kWorkTasks.list(); }
std::string goalKindKeys() { return kGoalKinds.list(); }

int periodsNeeded(WorkTask task) {
  switch (task) {
    case WorkTask::Entrench:
    case WorkTask::BreakBridge: return 1;
    case WorkTask::Redoubt:
    case WorkTask::RepairBridge: return 2;
    case WorkTask::BuildBridge: return 3;
  }
  return 1;
}

std::string describe(const OrderError& error) {
  std::string out = "side " + error.side;
  if (!error.force.empty()) out += ", force " + error.force;
  if (error.step >= 0) out += ", step " + std::to_string(error.step + 1);
  out += ": " + error.rule + " " + error.message;
  return out;
}

}  // namespace hfg
