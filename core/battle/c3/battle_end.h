// The end of a C3 battle (KB-58 of shared/spec/c3.md): the army break check every 15 minutes,
// nightfall's retreat and the stages of rout handed back to the campaign (C-21).
#pragma once

#include <optional>

#include "core/battle/c3/c3_settings.h"

namespace hfg::c3 {

/// One side's reckoning at a check: HFG element equivalents (T-11) of what has entered the table
/// and of what is lost (destroyed, dispersed, routing, off the table, or at half SP or less).
struct SideReckoning {
  double startEe = 0;
  double lostEe = 0;
  bool anyArrived = true;
  bool allCombatUnitsGone = false;  ///< every foot, mounted and artillery Unit brought on is lost
  bool ordersWithdrawal = false;    ///< its C-in-C ordered the army to withdraw
  double lostFraction() const { return startEe > 0 ? lostEe / startEe : 0; }
};

/// The side (0 or 1) that breaks at this check, if either.
std::optional<int> breakingSide(const SideReckoning& a, const SideReckoning& b,
                                const C3Settings& s);

/// At 18:00 with no break: the side named nightRetreatSide. `formedNearCentre` says for each
/// side whether it has a formed Unit within c3_field_radius_m of the table's centre.
std::optional<int> nightRetreatSide(const SideReckoning& a, const SideReckoning& b,
                                    bool aFormedNearCentre, bool bFormedNearCentre,
                                    const C3Settings& s);

/// KB-58: the loser's stages of rout: 2 at half its start EE lost, else 1; 1 after a voluntary
/// withdrawal.
int routStages(const SideReckoning& loser, const C3Settings& s);

}  // namespace hfg::c3
