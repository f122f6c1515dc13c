// Names of the order enums and the wording of order errors.
#include "core/model/orders.h"

#include "core/model/enum_names.h"

namespace hfg {
namespace {}  // namespace

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
