// C-28: the battle set-up the campaign hands to a battle resolver.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/model/geometry.h"
#include "core/model/stage_map.h"

namespace hfg {

/// The status of an element within the campaign (C-21).
enum class ElementStatus { Present, Spent, OffTable, Destroyed };

/// C-21: what happened to one element in the battle.
struct BattleElementResult {
  std::string element;  ///< element id (a general's element uses its command id)
  ElementStatus status = ElementStatus::Present;
  friend bool operator==(const BattleElementResult&, const BattleElementResult&) = default;
};

/// C-28: the outcome of one battle, as a resolver (or a player typing in a table result)
/// hands it back.
struct BattleResult {
  std::string battle;                         ///< BattleMeeting::id
  std::vector<BattleElementResult> elements;  ///< elements not listed stay present
  std::string winner;                         ///< side id; empty = undecided at nightfall (C-20)
  int boundsFought = 0;                       ///< bounds by each side (C-20: 12 = one period)
  int routStages = 1;                         ///< C-21: 1 or 2, chosen by the loser
  std::vector<std::string> routRoute;         ///< optional node path from the field (C-21)
  std::string nightRetreatSide;               ///< C-20: undecided; this side retreats at night
  friend bool operator==(const BattleResult&, const BattleResult&) = default;
};

/// A force on the battlefield when the battle starts (C-28).
struct BattleForce {
  std::string force;
  std::string side;
  std::vector<std::string> commands;
  std::vector<std::string> elements;  ///< every element present (generals by command id)
  friend bool operator==(const BattleForce&, const BattleForce&) = default;
};

/// C-19, C-20: a force that arrives during the battle, by road on the edge it approaches from.
struct BattleArrival {
  BattleForce force;
  std::string fromNode;  ///< the node it comes from: its road enters on that side
  std::string link;      ///< the road (link id) it arrives along
  int day = 1;
  int period = 0;               ///< Period as int (0 morning, 1 afternoon)
  double fractionOfPeriod = 0;  ///< when in that period it reaches the field (0..1)
  bool soundOfGuns = false;     ///< C-20: came from 1 stage away to the sound of the guns
  friend bool operator==(const BattleArrival&, const BattleArrival&) = default;
};

/// C-28: everything a resolver (or a real table) needs to set up the battle.
struct BattleMeeting {
  std::string id;  ///< "battle-1"
  int day = 1;
  int period = 0;              ///< Period as int; the period the fighting starts in
  std::string node;            ///< set when fought at a node
  std::string link;            ///< set when fought on a link (C-16)
  double stagesAlongLink = 0;  ///< with `link`: the point, in stages from the link's `from` node
  Vec2 position;               ///< the meeting point in map metres
  std::string defenderSide;    ///< C-17
  std::string attackerSide;
  std::vector<int> defenderDice;     ///< C-17 throws when both arrived at once (empty otherwise)
  std::vector<BattleForce> present;  ///< the defender's forces first
  std::vector<BattleArrival> arrivals;
  bool raining = false;  ///< C-9 weather at the start
  bool roadsAffected = false;
  std::vector<Work> works;  ///< C-22: the defender's works at the node
  int periodsFought = 0;    ///< C-20: map periods this battle has already lasted
  /// The battle rule set fighting it (core/battle/battle_rules.h): its stable name.
  std::string battleRules = "hfg";
  friend bool operator==(const BattleMeeting&, const BattleMeeting&) = default;
};

}  // namespace hfg
