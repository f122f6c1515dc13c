// The behaviour audit: what the computer generals do wrong, counted as a player reading the battle would (issue #18).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/ai/auto_resolve.h"
#include "core/battle/hfg/ai/computer_generals.h"

namespace hfg::battle {

/// Counts over one or more battles. Rates are per 1,000 element-bounds: one element-bound is
/// one present, non-staff element of the moving side in one of its bounds.
struct BehaviourCounts {
  long elementBounds = 0;
  /// A single element advancing 50 p or more towards the enemy that ends out of contact,
  /// within some enemy's T-4 shooting range, with no friend within 150 p (piecemeal attacks).
  long loneAdvances = 0;
  /// An element that advanced 100 p or more in its bound, was thrown back 100 p or more before
  /// its side's next bound (recoil, repulse) and advanced 100 p or more again, ending out of
  /// contact (walking back into the same fire rather than charging).
  long advanceRecoilLoops = 0;
  /// PIPs paid for advances and wheels whose movers end under 100 p from where they stood and
  /// touch no enemy.
  long smallMovePips = 0;
  /// Own bounds in which the main effort has no element in contact, after its first contact.
  long mainEffortOutOfContact = 0;
  /// At the start of a bound, an enemy repulsed or routing within T-1 contact reach of a ready
  /// element of the moving side: a chance. Taken when the enemy is in contact with the moving
  /// side at the end of its moves (or destroyed), missed otherwise.
  long exploitTaken = 0;
  long exploitMissed = 0;
  long ordersGiven = 0;

  BehaviourCounts& operator+=(const BehaviourCounts& o);
  /// `count` per 1,000 element-bounds.
  double per1000(long count) const {
    return elementBounds > 0
               ? 1000.0 * static_cast<double>(count) / static_cast<double>(elementBounds)
               : 0.0;
  }
};

/// ComputerGenerals watched by the audit: every order passes through unchanged, so a battle
/// fought with AuditedGenerals is the same battle as with ComputerGenerals and the same dice.
class AuditedGenerals final : public MoveSource {
 public:
  explicit AuditedGenerals(AiSettings settings = {});

  std::optional<MoveOrder> nextOrder(const Battle& battle) override;
  bool wantsToDouble(const Battle& battle, const std::string& commandId, int rawDie) override {
    return m_inner.wantsToDouble(battle, commandId, rawDie);
  }
  std::optional<std::string> exchangeScoresWith(const Battle& battle) override {
    return m_inner.exchangeScoresWith(battle);
  }
  const BehaviourCounts& counts() const { return m_counts; }

 private:
  void startBound(const Battle& battle);
  void endMoves(const Battle& battle);
  void judgeLastOrder(const Battle& battle);

  struct Pending {
    MoveOrder order;
    std::vector<std::size_t> movers;
    std::vector<Vec2> from;
    std::string commandId;
    int pipsBefore = 0;
  };

  ComputerGenerals m_inner;
  BehaviourCounts m_counts;
  int m_bound = -1;
  std::optional<Pending> m_pending;
  /// Per side, per element: where it stood when its side's bound began and when its moves ended.
  std::array<std::vector<std::optional<Vec2>>, 2> m_startAt;
  std::array<std::vector<std::optional<Vec2>>, 2> m_endAt;
  std::array<std::vector<char>, 2> m_advanced;    ///< advanced 100 p in the side's last bound
  std::array<std::vector<char>, 2> m_thrownBack;  ///< then thrown back before this bound
  std::array<std::map<std::string, bool>, 2> m_mainEffortMet;
  std::vector<std::size_t> m_chances;  ///< enemy indices, this bound
};

/// One battle fought by audited generals (the same battle fightWithComputerGenerals fights).
struct AuditedBattle {
  AutoBattle fought;
  BehaviourCounts counts;
};
AuditedBattle fightAudited(const BattleSetup& setup, const AiSettings& ai, std::uint64_t seed,
                           std::uint64_t run = 0, const BattleSettings& settings = {});

/// Each side's element equivalents on the table when the battle starts (arrivals not counted).
std::array<double, 2> startingEe(const Battle& battle);

}  // namespace hfg::battle
