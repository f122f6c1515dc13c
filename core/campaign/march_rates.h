// C-7: a force marches at its slowest element's rate (the C-10 classes live in core/rules).
#pragma once

#include <optional>
#include <string_view>

#include "core/rules/troop_table.h"

namespace hfg {

/// C-7: the rate of a group of elements is the slowest of each figure over its elements
/// (the smallest per-period and the smallest per-day allowance). Returns nullopt for an empty
/// group. A group holding an Immobile or Naval element gets {0, 0}: it cannot march.
template <typename Range, typename ClassOf>
std::optional<MarchRate> slowestRate(const Range& items, ClassOf classOf) {
  std::optional<MarchRate> rate;
  for (const auto& item : items) {
    MarchRate r = marchRateOf(classOf(item));
    if (!rate) {
      rate = r;
    } else {
      if (r.perPeriodStages < rate->perPeriodStages) rate->perPeriodStages = r.perPeriodStages;
      if (r.perDayStages < rate->perDayStages) rate->perDayStages = r.perDayStages;
    }
  }
  return rate;
}

/// C-11, C-12: a march by night, or partly over bad roads while rain affects them, cannot
/// exceed 1 stage in the period.
inline constexpr int kNightOrMudMaxStages = 1;

}  // namespace hfg
