// One unit's fire on the table (M-32 .. M-38, M-47, MB-27 .. MB-32, MB-36): who may fire, the fire
// zone, the primary target and the half-rate ones, hits, casualties and the morale tests, then
// the friend-rout tests that follow.
#pragma once

#include <set>
#include <vector>

#include "core/battle/howlin_mobs/general_aid.h"
#include "core/battle/howlin_mobs/hm_dice.h"
#include "core/battle/howlin_mobs/howlin_settings.h"
#include "core/battle/howlin_mobs/morale.h"
#include "core/battle/howlin_mobs/unit.h"

namespace hfg::howlin_mobs {

/// What became of one affected unit.
struct VolleyTarget {
  int unitId = 0;
  bool primary = false;
  bool halfRate = false;
  int points = 0;
  int hits = 0;
  int casualties = 0;  ///< made by this fire
  bool tested = false;
  MoraleTest test;
};

struct MoraleTestRecord {
  int unitId = 0;
  int causedByRoutOf = 0;
  MoraleTest test;
};

struct VolleyReport {
  bool fired = false;
  bool longRange = false;  ///< artillery
  int basePoints = 0;
  std::vector<VolleyTarget> targets;        ///< primary first, then nearest first
  std::vector<MoraleTestRecord> routTests;  ///< MB-36 friend-rout tests, in order
};

/// MB-27: whether the unit is able to fire at all (not routing, not in column, not limbered,
/// not a wagon, and armed).
bool ableToFire(const Unit& u);

/// Fire by `firerId` on a Fire or Double Fire card. Sight (MB-40) and the direction of works
/// (MB-34) are not judged yet: every enemy in the zone is taken as seen, and each unit's
/// `protection` as facing the firer. `aid` (if given) is asked for the General's help in each
/// morale test (M-16).
VolleyReport fireVolley(std::vector<Unit>& units, int firerId, Card card, HmDieSource& dice,
                        const HowlinMobsSettings& s, GeneralAid* aid = nullptr);

/// M-48 applied to the unit (to ground, rout, or a redoubt's extra hit).
void applyMoraleResult(Unit& u, MoraleResult result, const HowlinMobsSettings& s);

/// A unit's own morale test as MT-8 and M-48 judge it where it stands (no Lee yet), with its
/// General's help when `aid` gives any (M-16) and his risk die straight after (MB-11).
MoraleTest testUnit(Unit& u, const std::vector<Unit>& units, HmDieSource& dice,
                    const HowlinMobsSettings& s, GeneralAid* aid = nullptr);

/// MB-36: for each rout in `routedIds`, in order, every friend not routing with some part within
/// 12" tests, once per card when one_rout_test_per_card; routs among them cascade.
std::vector<MoraleTestRecord> friendRoutTests(std::vector<Unit>& units, std::vector<int> routedIds,
                                              std::set<int>& testedThisCard, HmDieSource& dice,
                                              const HowlinMobsSettings& s,
                                              GeneralAid* aid = nullptr);

}  // namespace hfg::howlin_mobs
