// ET-7 prices.
#include "core/battle/tchae/pip_costs.h"

#include <algorithm>
#include <cmath>

namespace hfg::tchae {

int pipBand(double distanceIn, const TchaeSettings& s) {
  // A hair of tolerance so that 8.0 in measured as 8.0000000001 stays in band 1.
  return std::max(1, static_cast<int>(std::ceil(distanceIn / s.pipBandIn - 1e-9)));
}

int actionCost(ActionPrice price, double distanceIn, bool attachedElsewhere,
               const TchaeSettings& s) {
  if (price == ActionPrice::Free) return 0;
  const int band = pipBand(distanceIn, s);
  const bool twoPip = price == ActionPrice::TwoPip || attachedElsewhere;
  if (!twoPip) return band;
  return s.twoPipActionsBanded ? 2 * band : 2;
}

}  // namespace hfg::tchae
