// A first computer general: plays every choice legally and by its order, from its own view (CG-1, CG-3 first steps).
#pragma once

#include "core/battle/tchae/general.h"

namespace hfg::tchae {

/// Decides from the side view alone (never the whole state): spots the nearest blind, fires
/// whenever a target is in reach, rallies the worst units first, moves by its order (Attack and
/// Engage close on the nearest enemy or the objective, Hold and Manoeuvre keep or take their
/// ground), marches blinds toward the objective and deploys them near the enemy. It turns a
/// stalled Attack into Hold (CG-3) and gives a Gifted card to the formation nearest the enemy
/// (CG-4). It is not yet the competent general of CG-5 ... CG-14 (docs/tchae.md "not yet").
class SimpleGeneral final : public TchaeGeneral {
 public:
  std::string spotTarget(const BattleState& view, const Commander& c) override;
  std::string blindSpotTarget(const BattleState& view, const Blind& b) override;
  std::vector<FirePlan> firePlans(const BattleState& view, const Commander& c, int pips) override;
  std::vector<std::string> rallies(const BattleState& view, const Commander& c, int pips) override;
  std::vector<UnitAction> moves(const BattleState& view, const Commander& c, int pips) override;
  GrandTacticalPlan grandTactical(const BattleState& view, const Commander& c, int pips) override;
  std::vector<BlindAction> blindActions(const BattleState& view, const Blind& b, int pips) override;
  std::string giftedOrBold(const BattleState& view, const std::vector<std::string>& gifted,
                           const std::vector<std::string>& bold) override;
  std::string inspirationalRally(const BattleState& view,
                                 const std::vector<std::string>& candidates) override;
};

}  // namespace hfg::tchae
