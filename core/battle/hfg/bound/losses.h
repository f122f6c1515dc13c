// T-11 element equivalents, defeated commands and the losing army (B-50, B-51, B-52).
#pragma once

#include "core/model/troop_type.h"

namespace hfg::battle {

/// T-11 element equivalents of one element. `armyElementsAp` is the total cost of the army's
/// elements (not preparations) for the Laager and Supply Base rows (B-50 (1)); `minorNavalEe` is
/// the restored "1/2" for Flotilla, Submarine and Inferior naval (B-19, B-50 (2)).
double elementEquivalents(TroopType type, Grade grade, int armyElementsAp,
                          double minorNavalEe = 0.5);

/// B-51, B-52: a command is defeated when its lost EE reach a third of its original EE, or when
/// every original element is lost or spent. Defeat is permanent.
bool commandDefeated(double lostEe, double originalEe, bool allOriginalElementsLostOrSpent);

/// B-51: the army loses at the end of the first bound in which its lost EE exceed a quarter of
/// its original EE and its losses in that bound exceed the enemy's.
bool armyLoses(double lostEeSoFar, double originalEe, double lostEeThisBound,
               double enemyLostEeThisBound);

}  // namespace hfg::battle
