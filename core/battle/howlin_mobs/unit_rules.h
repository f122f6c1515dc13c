// Small rules about one unit's state: ammunition (M-34, MB-39), routers (M-50, MB-7), who may
// support guns (M-43, MB-35 item 6), killed Generals (MB-12).
#pragma once

#include <optional>

#include "core/battle/howlin_mobs/fire_tables.h"
#include "core/battle/howlin_mobs/hm_types.h"
#include "core/battle/howlin_mobs/howlin_settings.h"

namespace hfg::howlin_mobs {

/// M-13, M-14: the firer factor of the card played (artillery fires normally on Double Fire).
FireFactors firerFactors(Card card, UnitKind firer, bool lowOnAmmo, bool onGround);

/// M-34, MB-39: low on ammunition after firing on `card` (stays low if it was).
bool lowOnAmmoAfterFiring(Card card, UnitKind firer, bool wasLow);

/// MB-39: on Rally a unit resupplies when in no enemy zone and within resupply_range_in of a
/// friendly wagon (or of its General when its side has no wagon on the table).
bool resupplies(bool inEnemyZone, double distanceToSupplyIn, const HowlinMobsSettings& s);

/// M-50, MB-7, section 2 step 3.1.4: a command's routers move in a turn in which it plays or
/// discards a card, unless it plays Rally; with no card left they stay.
bool routersMove(std::optional<Card> played, std::optional<Card> discarded);

/// MB-35 item 6: a unit may support attacked guns when it is infantry or cavalry, formed, and has
/// some part within artillery_support_in of the guns' footprint.
bool maySupportGuns(UnitKind kind, bool formed, double distanceToGunsIn,
                    const HowlinMobsSettings& s);

/// MB-12: a General is killed by his general_killed_at_hits-th hit.
bool generalKilled(int hits, const HowlinMobsSettings& s);

}  // namespace hfg::howlin_mobs
