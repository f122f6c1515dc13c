// M-46 and M-48: a morale test and what failing it does; M-16 and MB-11: the General's risk.
#pragma once

#include "core/battle/howlin_mobs/hm_dice.h"
#include "core/battle/howlin_mobs/howlin_settings.h"

namespace hfg::howlin_mobs {

/// The unit's condition when it tests (M-48).
struct TesterState {
  bool onGround = false;
  bool mountedCavalry = false;
  bool limberedArtillery = false;
  bool inRedoubt = false;  ///< MB-35 item 9: never routs
};

enum class MoraleResult { CarriesOn, GoesToGround, Routs, OnGroundWithExtraHit };

struct MoraleTest {
  int state = 0;
  int die = 0;
  MoraleResult result = MoraleResult::CarriesOn;
};

/// M-46: a D10 at or below `unitState` carries on; otherwise M-48.
MoraleTest testMorale(int unitState, const TesterState& unit, HmDieSource& dice);

/// MB-11: after a fight or test a General helped with +1 or +2, a D10 at or below twice the help
/// gives him a hit. No die for no help.
bool generalHit(int help, HmDieSource& dice, const HowlinMobsSettings& s);

/// MB-35 item 7: sharpshooters (and Light Horse against infantry) evade on a D10 at or below
/// their unit state; above it they are destroyed.
bool evades(int unitState, HmDieSource& dice);

}  // namespace hfg::howlin_mobs
