// The choices a side makes, asked of a general (human, script or computer) through its own view (EB-87).
#pragma once

#include <string>
#include <vector>

#include "core/battle/tchae/battle_state.h"

namespace hfg::tchae {

/// Step 4 of 2.3: a unit fires; artillery may be directed at a named target (2 PIPs x band).
struct FirePlan {
  std::string unitId;
  std::string directedTargetId;  ///< empty: undirected (E-65) or small arms (E-66)
  bool reserve = false;          ///< ET-7: keep the fire for Coffee!
};

/// Step 6 of 2.3: one PIP-paid action for one unit.
struct UnitAction {
  enum class Kind {
    Move,
    Retire,
    ChangeFormation,
    Turn,
    Limber,
    Unlimber,
    Mount,
    Dismount,
    Prone,
    Stand,
    MoveCommander,
    Attach,
    Detach
  };
  ///< MoveCommander: the active commander's figure (E-79); Attach / Detach: to `unitId` (E-23)
  Kind kind = Kind::Move;
  std::string unitId;
  double headingDeg =
      0;  ///< Move: the heading after a wheel of up to 90 degrees; Turn: new heading
  double distanceIn = 0;                  ///< Move and Retire: how far (capped at the rate)
  Formation formation = Formation::Line;  ///< ChangeFormation
  bool passThroughFriends = false;        ///< E-78: pay to pass through
};

/// Step 10 of 2.3 and 2.4: blind and order actions.
struct BlindAction {
  enum class Kind { Move, ChangeType, Deploy };
  Kind kind = Kind::Move;
  std::string blindId;
  double headingDeg = 0;
  double distanceIn = 0;  ///< Move: capped at one blind move (ET-6)
};
struct OrderChange {
  std::string commanderId;
  Order order = Order::Hold;
  Vec2 objective;
};
struct GrandTacticalPlan {
  std::vector<OrderChange> orders;
  std::vector<BlindAction> blinds;  ///< E-100, paid per band to the blind
};

/// Every open choice of one side. Each call receives that side's view (see side_view.h), never the
/// whole state, so a general cannot see what its side has not spotted (CG-1).
class TchaeGeneral {
 public:
  virtual ~TchaeGeneral() = default;
  /// E-53: an enemy blind for the commander to try to spot, or empty.
  virtual std::string spotTarget(const BattleState& view, const Commander& c) = 0;
  /// E-46: an enemy blind for this blind to try to spot, or empty.
  virtual std::string blindSpotTarget(const BattleState& view, const Blind& b) = 0;
  virtual std::vector<FirePlan> firePlans(const BattleState& view, const Commander& c,
                                          int pips) = 0;
  virtual std::vector<std::string> rallies(const BattleState& view, const Commander& c,
                                           int pips) = 0;
  virtual std::vector<UnitAction> moves(const BattleState& view, const Commander& c, int pips) = 0;
  virtual GrandTacticalPlan grandTactical(const BattleState& view, const Commander& c,
                                          int pips) = 0;
  virtual std::vector<BlindAction> blindActions(const BattleState& view, const Blind& b,
                                                int pips) = 0;
  /// E-47: a Gifted commander to act now, or empty to decline (a Bold one must act: EB-49).
  virtual std::string giftedOrBold(const BattleState& view, const std::vector<std::string>& gifted,
                                   const std::vector<std::string>& bold) = 0;
  /// E-49: the unit to rally to Normal by an inspirational act, or empty to save the act.
  virtual std::string inspirationalRally(const BattleState& view,
                                         const std::vector<std::string>& candidates) = 0;
  /// E-49 / EB-51 second act, asked when no rally was chosen: a charge (kind Move, a unit among
  /// `candidates`, heading and distance) that an inspirational leader leads, or empty `unitId`.
  virtual UnitAction inspirationalLead(const BattleState& view,
                                       const std::vector<std::string>& candidates) {
    (void)view, (void)candidates;
    return {};
  }
  /// E-24: when a C-in-C's card comes, a subordinate within 8 in to act now instead, or empty.
  virtual std::string handActivationTo(const BattleState& view, const Commander& chief,
                                       const std::vector<std::string>& candidates) {
    (void)view, (void)chief, (void)candidates;
    return {};
  }
};

}  // namespace hfg::tchae
