// C-10 march classes and rates, and C-7: a force marches at its slowest element's rate.
#pragma once

#include <optional>
#include <string_view>

#include "core/model/troop_type.h"

namespace hfg {

/// C-10: the five march classes of the book, plus the two kinds that never march by road.
enum class MarchClass {
  Fast,          ///< 3 stages a period, 3 a day
  Steady,        ///< 2 a period, 3 a day
  SlowFoot,      ///< 2 a period, 2 a day
  HorseGuns,     ///< 3 a period, 3 a day
  GunsAndTrain,  ///< 1 a period, 2 a day
  Immobile,      ///< Interpretation (C-10): a Supply Base moves only by rail or water
  Naval,         ///< moves only by water (C-23)
};

std::string_view keyOf(MarchClass marchClass);

/// C-10: stages a force of this class may march in one period and in total in one day.
struct MarchRate {
  int perPeriodStages = 0;
  int perDayStages = 0;
  friend bool operator==(const MarchRate&, const MarchRate&) = default;
};

/// C-10 for one troop type. Artillery of grade Horse is "Horse Artillery" (horse guns); the
/// grade does not matter for any other type (Interpretation: Elite and Inferior do not change
/// march rates). Army HQ, Native Potentate and a flagship's admiral ashore march as Steady.
MarchClass marchClassOf(TroopType type, Grade grade = Grade::Basic);

/// C-10: the rate of a class; Immobile and Naval have {0, 0} (they do not march by road).
MarchRate marchRateOf(MarchClass marchClass);

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
