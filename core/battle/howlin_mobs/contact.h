// A unit's move ends in contact with an enemy (M-39 .. M-45, MB-35): the quick outcomes
// (unsupported guns, sharpshooters evading or caught, routers and wagons), else a fight with the
// MT-7 modifiers read from both units, and its results on the table.
#pragma once

#include <optional>
#include <set>
#include <vector>

#include "core/battle/howlin_mobs/fight.h"
#include "core/battle/howlin_mobs/general_aid.h"
#include "core/battle/howlin_mobs/hm_dice.h"
#include "core/battle/howlin_mobs/howlin_settings.h"
#include "core/battle/howlin_mobs/volley.h"

namespace hfg::howlin_mobs {

enum class ContactKind { Fight, GunsOverrun, Evaded, SharpshootersCaught, CaughtDefenceless };

/// What the moving side brings to the fight beyond the units' state.
struct ContactOptions {
  bool flankOrRear = false;     ///< MB-24 item 5, judged by the movement engine
  int attackerGeneralHelp = 0;  ///< M-16
  int defenderGeneralHelp = 0;
  std::optional<int> supporterId;  ///< M-43: the unit that supports attacked guns, placed already
  /// M-16: when given, asked for both Generals' help (replacing the two fields above), with
  /// their MB-11 risk after the fight and their help in the loser's test.
  GeneralAid* aid = nullptr;
};

struct ContactReport {
  ContactKind kind = ContactKind::Fight;
  int defenderId = 0;  ///< the unit fought (the supporter, when guns are supported)
  std::optional<FightOutcome> fight;
  std::optional<MoraleTest> loserTest;
  std::vector<MoraleTestRecord> routTests;
};

ContactReport resolveContact(std::vector<Unit>& units, int attackerId, int defenderId,
                             const ContactOptions& options, HmDieSource& dice,
                             const HowlinMobsSettings& s);

}  // namespace hfg::howlin_mobs
