// One command's tasks for a bound: rallies, charges, line and command advances, road marches, artillery and the general's move.
#pragma once

#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/battle/hfg/ai/ai_geometry.h"
#include "core/battle/hfg/ai/ai_settings.h"
#include "core/battle/hfg/ai/charge_odds.h"
#include "core/battle/hfg/ai/command_plan.h"
#include "core/battle/hfg/ai/computer_generals.h"
#include "core/battle/hfg/ai/line_groups.h"

namespace hfg::battle {

/// What one command of the moving side could do this bound with its PIPs (issue #5), as the
/// computer generals' tasks. Made for one command and one bound: `addAll` appends its tasks to
/// the bound's list, which the generals then sort by priority (stably, so the order here breaks
/// ties).
class CommandTasks {
 public:
  using Task = ComputerGenerals::Task;

  /// `enemies` are the side's known enemies (B-20 with memory), `seen` those seen where they
  /// stand now, `enemyPose` each enemy's believed pose by element index; `tasks` receives the
  /// tasks. All must outlive this object.
  CommandTasks(const Battle& battle, const CommandPlan& plan, const AiSettings& settings,
               ChargeJudge& judge, const std::vector<Shape>& enemies,
               const std::vector<Shape>& seen,
               const std::vector<std::optional<Footprint>>& enemyPose, std::vector<Task>& tasks);

  /// Appends the command's tasks in this order: rallies of its routers (T-6, T-10); per arm,
  /// foot then mounted, single charges, line groups' charges and advances, and the held-back
  /// line following; whole-command advances far from the enemy; road marches; artillery turns
  /// and advances (T-4, B-63); the general's own move (T-6 (a)).
  void addAll();

 private:
  /// T-6, T-10: a rally task for each of the command's routers.
  void addRallies();
  /// The command's elements that may move this bound, by arm, and its general.
  void sortMovers();
  /// Where a single element or a line group led by `e` heads: the objective, drifting by at most
  /// a third of the way, mounted keeping their wing, never beyond the ends of the enemy's line.
  Vec2 objectiveFor(const ElementInPlay& e) const;
  /// The best charge of one element, judged with the combat tables.
  void addChargeTask(std::size_t i);
  /// Issue #18: when a river lies across the way to `towards`, element `i` heads for the best
  /// ford or bridge, squares up at its near bank and goes over (crossingOnTheWay); true when
  /// a river is in the way (the plain advance would be refused).
  bool addCrossingTask(std::size_t i, Vec2 towards, double priority);
  /// One element's advance towards a point, stopping short of the enemy and within the leash.
  void addAdvanceTask(std::size_t i, Vec2 towards, double priority, CommandRole role);
  /// A line group (B-8) advancing as one towards the objective, stopping at the stand-off
  /// distance, or wheeling towards the objective when it lies well off its front.
  void addGroupAdvanceTask(const std::vector<std::size_t>& group, double roleBase,
                           const std::string& what);
  /// Issue #18 (piecemeal attacks): would element `i` ending at `end` stand within some known
  /// enemy's T-4 shooting range with no fighting friend within kSupportPaces? Such a single
  /// advance is not given: the element waits for its line or charges.
  bool aloneInRange(std::size_t i, const Footprint& end) const;
  static constexpr double kSupportPaces = 150;
  /// How far a line group may advance straight ahead: short of the stand-off distance from
  /// known enemy (in its lanes, or 150 p nearer by plain distance), and closing up 5 p behind
  /// friends standing in its lanes (G-1) unless it can pass through them (G-23: facing its way
  /// or the opposite way) and end clear beyond them within `reach`.
  double roomAheadPaces(const std::vector<std::size_t>& group, CommandRole role,
                        double reach) const;
  /// One arm's charges, line group moves and held-back line.
  void addArmTasks(const std::vector<std::size_t>& arm);
  /// A line group's best charge: straight ahead or wheeling to square up (B-9 item 1).
  void addGroupChargeTask(const std::vector<std::size_t>& group);
  /// How far a (wheeled) line group goes straight ahead before a member meets a seen enemy in
  /// its lane.
  double firstContactPaces(const ai::GroupWheel& gw) const;
  /// A group charge judged with the combat tables: the summed value of each member's first
  /// contact (+0.3 against shaken or routing enemies) and how many members make contact.
  struct GroupChargeValue {
    double value = 0;
    int contacts = 0;
  };
  /// Nothing when no member makes contact, or a contact is impossible or a suicidal charge.
  std::optional<GroupChargeValue> judgeGroupCharge(const std::vector<std::size_t>& group,
                                                   const ai::GroupWheel& gw, double firstContact);
  /// Far from the enemy, the command's touching elements of every arm advance as one (B-8).
  void addCommandAdvances();
  /// Columns on a road march along it towards the objective (T-6, T-1, B-7).
  void addRoadMarches();
  /// B-46: foot and horse with a river's bank straight ahead within their move search for a ford.
  void addFordSearches();
  /// Artillery turns to face a target in range, or moves up within range keeping 600 p off
  /// (issue #18: by T-4, see gun_fire.h).
  void addArtilleryTasks();
  /// A gun in range on good ground turns to face its target (a Heavy one only with nothing in its arc).
  void addGunTurn(std::size_t i, std::size_t target, double range);
  /// A gun out of range (or in range on barring ground) `d` from its target: a tactical move into
  /// range when one reaches it, else a march into range.
  void addGunApproach(std::size_t i, std::size_t target, double d, double range);
  /// The command's movers that move with a whole-command group: those not held back (guns with
  /// a shot too: the command keeps together, gun_fire.h).
  std::vector<std::size_t> groupMovers() const;
  /// The general keeps behind the middle of his command (T-6 (a)).
  void addGeneralMove();

  const Battle& m_battle;
  const CommandPlan& m_plan;
  ChargeJudge& m_judge;
  const std::vector<Shape>& m_enemies;
  const std::vector<Shape>& m_seen;
  const std::vector<std::optional<Footprint>>& m_enemyPose;
  std::vector<Task>& m_tasks;
  const std::vector<ElementInPlay>& m_els;

  int m_side = 0;
  Difficulty m_difficulty = Difficulty::Normal;
  Doctrine m_doctrine = Doctrine::Balanced;
  bool m_easy = false;
  Vec2 m_forward;
  std::set<std::string> m_heldBack;
  std::set<std::string> m_steadying;  ///< CommandPlan::steadying
  bool m_defeated = false;
  const BattleCommandSetup* m_cmdSetup = nullptr;
  bool m_mayAdvance = false;
  double m_threshold = 0;
  double m_enemyWest = 0;  ///< the known enemy line's ends, 600 p out
  double m_enemyEast = 0;
  std::optional<Vec2> m_commandCentre;
  double m_leash = 0;  ///< how far ahead of the command's centre a single element may go

  std::vector<std::size_t> m_mounted;
  std::vector<std::size_t> m_foot;
  std::vector<std::size_t> m_artillery;
  std::optional<std::size_t> m_general;
};

}  // namespace hfg::battle
