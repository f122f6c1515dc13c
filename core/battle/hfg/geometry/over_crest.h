// Who may shoot over a hill crest (G-19 shooting mode; B-15, B-16, HILLS and DISTANT COMBAT).
#pragma once

#include "core/model/troop_type.h"

namespace hfg::battle {

/// The facts of one crest crossing on a line of fire.
struct OverCrestFacts {
  TroopType shooter = TroopType::Muskets;
  bool shooterDismounted = true;  ///< Repeaters shoot only dismounted
  int year = 1800;
  bool gentleHill = true;  ///< false: a difficult hill
  double crossingFromShootingEdgePaces =
      0;                              ///< how far the crest crossing is from the shooting edge
  double targetDistancePaces = 0;     ///< range to the target (G-9)
  double targetBeyondCrestPaces = 0;  ///< how far beyond the crest the target is
};

/// G-19 shooting mode: may this shooter shoot across this crest?
/// - B-15: Bayonets (after 1790), Light Infantry, Minie, BL and dismounted Repeaters, over a gentle
///   or difficult crest within 200 p of the shooting edge;
/// - Smoothbore or Mixed artillery: a target more than 400 p away and at most 400 p beyond a gentle
///   crest;
/// - B-16: Rifled artillery at enemy more than 1,200 p away and at most 400 p beyond a gentle
///   crest; and after 1899 from 200-400 p behind a gentle crest at targets at least 800 p away.
bool overCrestShotAllowed(const OverCrestFacts& f);

}  // namespace hfg::battle
