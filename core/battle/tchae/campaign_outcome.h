// The numbers of section 7 that need no campaign code: unit fates, rout stages, bounds, arrivals, table size (7.2, 7.3).
#pragma once

#include "core/battle/tchae/tchae_settings.h"
#include "core/battle/tchae/unit.h"

namespace hfg::tchae {

/// 7.2: what becomes of a unit's HFG element. The seam adapter (not built yet) maps these to
/// the campaign's element fates.
enum class UnitFate { Present, Spent, OffTable, Destroyed };

/// Where abandoned guns stand at the end (7.2 rows 6 and 7).
struct GunsSurroundings {
  bool enemyWithin4In = false;
  bool friendWithin4In = false;
};

/// 7.2: the first row of the fate table that applies.
UnitFate elementFate(const Unit& u, bool sideLost, const GunsSurroundings& guns = {},
                     const TchaeSettings& s = {});
/// 7.2: the staff element of a general hors de combat.
UnitFate generalFate(bool horsDeCombat, const TchaeSettings& s = {});

/// 7.2 (C-21): 2 stages when the loser's broken share is at least rout_two_stages_share.
int routStages(double loserBrokenShare, const TchaeSettings& s = {});
/// 7.2: the computer general's night retreat for an undecided battle.
bool asksNightRetreat(double ownShare, double enemyShare, const TchaeSettings& s = {});
/// 7.3: bounds by each side, ceil(turns / 2).
int boundsFought(int turns);
/// 7.3: the turn an arrival enters, periods after the battle's first and its fraction of period.
int arrivalTurn(int periodsAfterFirst, double fractionOfPeriod, const TchaeSettings& s = {});
/// 7.3: a length of real ground in whole inches at corps scale (metres / 45.72).
int corpsTableInches(double metres);

}  // namespace hfg::tchae
