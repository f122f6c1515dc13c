// PIP prices of actions by distance band (ET-7, E-59, EB-27).
#pragma once

#include "core/battle/tchae/tchae_settings.h"

namespace hfg::tchae {

/// EB-27: band = max(1, ceil(d / pip_band_in)).
int pipBand(double distanceIn, const TchaeSettings& s = {});

enum class ActionPrice {
  Free,    ///< ET-7 "0": small-arms fire, undirected artillery, Resolute rallies, compulsory moves
  OnePip,  ///< ET-7 "1 x band": moves, formation changes, rallies, reserve fire, order changes
  TwoPip,  ///< ET-7 "2 x band": directed artillery, moving while limbering
};

/// ET-7: the cost of one action for a unit `distanceIn` from the paying commander. A commander
/// attached to another unit pays the two-PIP rate for every action (EB-27).
int actionCost(ActionPrice price, double distanceIn, bool attachedElsewhere,
               const TchaeSettings& s = {});

}  // namespace hfg::tchae
