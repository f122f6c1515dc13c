// Moving a unit on the table: rates by terrain, wheels, friends, zones of control, contact (E-75 ... E-79, E-10).
#pragma once

#include <string>
#include <vector>

#include "core/battle/tchae/rules_context.h"

namespace hfg::tchae {

struct MoveOptions {
  bool mayContact = false;          ///< a charge (E-83): the move may end in contact with an enemy
  bool passThroughFriends = false;  ///< E-78 paid, or routers and pursuers
  bool ignoreZoc = false;           ///< Attack orders, pursuers, outcome moves (E-10)
  bool outcome = false;             ///< rout, retire, fall back: may leave the table; enemy blocks
  bool opportunityCharges = true;   ///< enemy cavalry may try E-87 during the move
};

struct MoveResult {
  double movedIn = 0;
  std::string contactId;        ///< the enemy unit reached (a charge)
  std::string opportunityById;  ///< enemy cavalry that stopped the move by E-87
  bool leftTable = false;
  bool blockedByEnemy = false;  ///< E-97 (i) for outcome moves
  std::vector<std::string> passedFriends;
};

/// Moves the unit `distanceIn` along `directionDeg` keeping its facing, stepping 0.25 in and
/// stopping where a rule stops it; the caller has checked the rate.
MoveResult moveAlong(RulesContext& ctx, Unit& u, double directionDeg, double distanceIn,
                     const MoveOptions& opt);

/// ET-8 / E-77 / E-28 / E-30 / EB-60: the unit's rate for a move along `directionDeg`.
double rateFor(RulesContext& ctx, const Unit& u, double directionDeg, bool retiring);

/// EB-48: the unit's zone of control as a rectangle ahead of its front edge (empty when none).
battle::Ring zoneOfControl(RulesContext& ctx, const Unit& u);
/// E-10: the unit's footprint lies in an enemy zone and it is not in contact with that enemy.
bool insideEnemyZoc(RulesContext& ctx, const Unit& u);

/// Places the charger in contact with the defender's nearest edge, facing it (E-83 conforming).
void conformTo(RulesContext& ctx, Unit& charger, const Unit& defender);

/// Turns the unit to `headingDeg` about its front-edge midpoint unless that would put it on
/// another unit; false (and unchanged) then.
bool turnIfClear(RulesContext& ctx, Unit& u, double headingDeg);

/// E-15, EB-93: a rout move of the unit's rout rate straight away from `awayFrom`.
MoveResult routMove(RulesContext& ctx, Unit& u, Vec2 awayFrom, double distanceIn);

}  // namespace hfg::tchae
