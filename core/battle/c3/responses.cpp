#include "core/battle/c3/responses.h"

#include <algorithm>
#include <numeric>
#include <set>

namespace hfg::c3 {

int responseALimitCes(const std::vector<int>& unitCes) {
  return std::accumulate(unitCes.begin(), unitCes.end(), 0) / 3;
}

bool mayDetachForResponseA(const std::vector<int>& unitCes, const std::vector<int>& chosen) {
  if (chosen.empty()) return false;
  const std::set<int> distinct(chosen.begin(), chosen.end());
  if (distinct.size() != chosen.size()) return false;
  int sum = 0;
  for (int i : chosen) {
    if (i < 0 || i >= static_cast<int>(unitCes.size())) return false;
    sum += unitCes[static_cast<std::size_t>(i)];
  }
  const int limit = responseALimitCes(unitCes);
  if (sum <= limit) return true;
  if (chosen.size() != 1) return false;
  // At least one Unit: a lone Unit over the limit only when none fits within it.
  return std::none_of(unitCes.begin(), unitCes.end(), [&](int ces) { return ces <= limit; });
}

double supportRadiusM(double normalRateMPerMin) { return 10 * normalRateMPerMin; }

double automaticChargeReachM(double normalRateMPerMin, const C3Settings& s) {
  const double chargeMin = s.chargeMaxM / s.chargeRateMPerMin;
  return (15 - chargeMin) * normalRateMPerMin + s.chargeMaxM;
}

bool mayProlong(int fatigue, int spLost, const C3Settings& s) {
  return fatigue + spLost < s.prolongLimit;
}

}  // namespace hfg::c3
