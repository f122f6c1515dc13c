// An independent referee (issue #17): invariants checked after every order and bound with code of its own, not the engine's decision functions.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/bound/move_source.h"

namespace hfg::battle {

/// One broken invariant.
struct RefereeViolation {
  int bound = 0;
  std::string
      check;  ///< "overlap", "off table", "impassable", "march shot", "pips", "T-6 cost", "T-11"
  std::string text;
};

/// Wraps the side's real MoveSource: before passing on each order request it checks the order
/// just executed (its T-6 cost recomputed from the poses before and after, with the referee's own
/// geometry); `afterBound` checks the table: no two elements overlap (a staff element on a friend
/// of its side and an element in a BUA interior excepted), none off the table, no land element
/// standing in a river away from any crossing or in a waterway, no element that march-moved
/// shot, PIPs spent at most thrown and equal to the orders' costs, and each side's lost EE equal
/// to the EE of its lost elements (T-11).
class Referee final : public MoveSource {
 public:
  explicit Referee(MoveSource& inner) : m_inner(inner) {}
  std::optional<MoveOrder> nextOrder(const Battle& battle) override;
  bool wantsToDouble(const Battle& battle, const std::string& commandId, int rawDie) override {
    return m_inner.wantsToDouble(battle, commandId, rawDie);
  }
  std::optional<std::string> exchangeScoresWith(const Battle& battle) override {
    return m_inner.exchangeScoresWith(battle);
  }
  /// Call once after each playBound.
  void afterBound(const Battle& battle);
  const std::vector<RefereeViolation>& violations() const { return m_violations; }
  long boundsChecked() const { return m_bounds; }
  long ordersChecked() const { return m_orders; }

 private:
  void checkOrders(const Battle& battle);
  void checkTable(const Battle& battle);
  void checkShots(const Battle& battle);
  void checkPips(const Battle& battle);
  void checkLosses(const Battle& battle);
  void fail(const Battle& battle, std::string check, std::string text);

  MoveSource& m_inner;
  std::size_t m_logSeen = 0;        ///< log entries already read
  std::size_t m_boundLogStart = 0;  ///< first log entry of the bound being played
  std::vector<Footprint> m_before;  ///< poses before the order now being executed
  std::vector<int> m_marchesBefore;
  bool m_inBound = false;   ///< between the bound's first order request and afterBound
  long m_costOfOrders = 0;  ///< PIPs the bound's orders cost, as logged
  std::vector<RefereeViolation> m_violations;
  long m_bounds = 0;
  long m_orders = 0;
};

}  // namespace hfg::battle
