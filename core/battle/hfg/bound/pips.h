// T-6 player initiative points: a command's PIP score (Brilliant doubling, Inert -1) and what an action costs.
#pragma once

#include <string>
#include <vector>

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/hfg/combat/combat_record.h"
#include "core/model/troop_type.h"

namespace hfg::battle {

/// One command's PIP die this bound and what its general may do with it.
struct PipThrow {
  int rawDie = 1;  ///< the unadjusted score (1-6)
  GeneralQuality quality = GeneralQuality::Ordinary;
  bool wantsToDouble = false;  ///< a Brilliant general asks to double this bound
  bool withinInertCommanderInChiefDistance = false;  ///< T-6: no doubling near an Inert C-in-C
  int doublingsAlreadyUsed = 0;                      ///< T-6: in any 2 bounds of the battle
};

struct PipScore {
  int raw = 0;
  int adjusted = 0;
  bool doubled = false;
  std::vector<FactorEntry> adjustments;  ///< "T-6 Brilliant" x2, "T-6 Inert" -1
};

/// T-6: Brilliant doubles (if asked, allowed and doublings remain); Inert deducts 1 from his raw
/// score. Throws std::invalid_argument for a die outside 1-6.
PipScore pipScore(const PipThrow& pipThrow, const BattleSettings& settings = {});

/// T-6 base costs.
enum class PipAction {
  FirstMarchMoveAllByRoad,  ///< 0: an element's or column's first march move this bound, all by road
  Move,                     ///< 1: any other move of one element or group
  TransferCommand,          ///< 1: hand an element or group to another command
  FordSearch,               ///< B-46: 3 (move to the bank + 2), or 2 already touching the bank
  Rally,                    ///< 3: rally a routing element
};

/// The lettered conditions (a)-(e) of T-6; each adds 1 at most once (B-47).
struct PipCostFacts {
  PipAction action = PipAction::Move;
  bool alreadyTouchingBank = false;  ///< B-46 ford search
  /// (a) outside the general's easy command distance (every element of a group, B-47), or the
  /// general off-road in difficult going, in close combat, routing, disabled or lost.
  bool beyondCommandOrGeneralHampered = false;
  /// (b) off-road with artillery not in support, Stoic Foot, troops starting in a work, Army HQ,
  /// Laager or Aeronauts.
  bool offRoadWithSlowElements = false;
  /// (c) the ordinal of this group's march move this bound (1 = first) and its roads.
  int marchMoveOrdinal = 0;               ///< 0: not a march move
  bool marchOnlyGoodOrDryRoads = true;    ///< false: bad roads in wet weather, off-road, or naval
  bool retiringWithin400OfEnemy = false;  ///< (d) B-47
  bool routerUnhelped = false;            ///< (e) rallying a router no friends or staff help
};

struct PipCost {
  int total = 0;
  std::vector<FactorEntry> parts;  ///< "T-6 base", "T-6 (a)" ...
};

/// T-6 cost of one action.
PipCost pipCost(const PipCostFacts& facts);

/// T-6: easy command distance in paces of a general's staff element: 2,400 p for an Army HQ,
/// 800 p for a CP or NP (B-47 measures it footprint to footprint).
double easyCommandDistancePaces(TroopType staffType);

}  // namespace hfg::battle
