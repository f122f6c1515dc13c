// The state of a battle in play: elements where they stand and what befell them, commands' PIPs, clock, weather, losses and the log.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/battle/hfg/battle_settings.h"
#include "core/battle/hfg/battle_setup.h"
#include "core/battle/hfg/bound/battle_weather.h"
#include "core/battle/hfg/bound/bound_clock.h"
#include "core/battle/hfg/bound/loss_ledger.h"
#include "core/battle/hfg/bound/pip_phase.h"
#include "core/battle/hfg/combat/combat_record.h"
#include "core/battle/hfg/geometry/spatial_index.h"

namespace hfg::battle {

/// What an element is doing now (T-10, T-11).
enum class ElementCondition { Ready, Repulsed, Routing, Destroyed, Spent, OffTable };
std::string_view keyOf(ElementCondition condition);

/// One element during the battle.
struct ElementInPlay {
  PlacedElement placed;  ///< as set up (id, side, command, type, grade)
  Footprint footprint;   ///< where it stands now
  int side = 0;          ///< 0 or 1, index into the set-up's sides
  ElementCondition condition = ElementCondition::Ready;
  bool mounted = true;          ///< dismountables (B-54)
  int silencedUntilBound = -1;  ///< T-10 silenced: no shooting or moving until after this bound
  bool damaged = false;         ///< naval T-10
  bool disabled = false;        ///< staff T-10 (mirrored in the command's PIP state)
  int repulsedInBound = -1;     ///< TF-11/TF-15 and T-10 repulse: the bound it was repulsed
  int routedInBound = -1;       ///< T-10: destroyed at the end of its army's next bound
  double ee = 0;                ///< T-11 element equivalents

  // This bound only (reset when a bound starts).
  double movedPaces = 0;  ///< B-54 path length of its own moves
  int marchMoves = 0;     ///< T-6 (c)
  bool tacticalMoved = false;
  bool movedIntoContact = false;  ///< O-D12, B-59
  bool shotOrShotAt = false;      ///< T-10 press forward
  bool fought = false;            ///< B-34: one close combat per bound
  bool pursuing = false;   ///< B-36: pursued since its last fight; fights new contacts at once
  int pursuitCombats = 0;  ///< B-36: pursuit combats fought this bound (max_pursuit_combats)
  bool pressedForward =
      false;  ///< T-4, T-10: pressed forward this bound (shoots no more, not shot at)
  /// G-20: where it stood when the bound began (TF-10 uphill uses start-of-bound positions).
  Footprint boundStartFootprint;
  /// B-54: a dismountable's mount state, fixed at its first combat of the bound (or at the end
  /// of its move when it does not fight) and kept to the end of the bound.
  std::optional<bool> mountedThisBound;
  /// B-11: the BUA (terrain id) whose interior it entered by pursuit; not its garrison until a
  /// further tactical move. Empty when not in an interior.
  std::string interiorOfBua;
  /// O-B6: the mounted element that passed through this artillery (O-B1); it is overrun while
  /// that element stays behind it (isOverrun in bound/overrun.h).
  std::string overrunBy;
  /// T-6 (e): while routing it passed through friends facing the opposite way who did not rout.
  bool passedThroughSteadyFriends = false;
  /// Pontooneers: consecutive full own bounds at a river bank, and where (T-13 bridging).
  int bridgingBounds = 0;
  std::optional<Vec2> bridgingAt;
  /// T-13: Pontooneers exchanged for a temporary bridge. Taken off the table as spent, but the
  /// bridge is their work, not their loss: not counted in B-52's "all original elements lost or
  /// spent" (bound/command_defeat.h).
  bool exchangedForBridge = false;
  /// CROSSING BY WATER, O-P4: the permanent bridge (crossing id) it declared it will destroy,
  /// the bound it declared in, and the entire own bounds it has stayed in contact since.
  std::string demolishingBridge;
  int demolitionDeclaredBound = -1;
  int demolitionBounds = 0;
  /// O-S5, B-55: the element it turned with and stands behind (it obeys that one's outcome).
  std::string turnedBehind;

  const std::string& id() const { return placed.id; }
  TroopType type() const { return placed.element.type; }
  Grade grade() const { return placed.element.grade; }
  /// On the table and neither destroyed, spent nor gone.
  bool present() const {
    return placed.onTable &&
           (condition == ElementCondition::Ready || condition == ElementCondition::Repulsed ||
            condition == ElementCondition::Routing);
  }
};

/// One line of the battle log.
enum class LogKind { Bound, Pips, Move, Refused, Shooting, CloseCombat, Outcome, Loss, End };
std::string_view keyOf(LogKind kind);
struct LogEntry {
  int bound = 0;  ///< bounds played before this one, both sides, +1
  LogKind kind = LogKind::Bound;
  std::string text;
  std::optional<CombatRecord> combat;  ///< every combat keeps its full record
};

/// A ford search that found nothing (B-46): no unknown ford within 1,200 p of `at` on the river.
struct BarrenStretch {
  std::string riverId;
  Vec2 at;
};

/// A Strong Point during the battle (B-12): captured SPs stop fighting and stop counting as works.
struct StrongPointState {
  BattleStrongPoint placed;
  int side = 0;
  bool captured = false;  ///< O-D7, O-E16: its garrison destroyed, "rendered useless"
  bool burning = false;   ///< O-E13 set afire
  const std::string& id() const { return placed.id; }
  /// Still holding out: fights, shoots and protects.
  bool holding() const { return !captured; }
};

/// The battle while it is fought. Built from a validated set-up.
class Battle {
 public:
  /// Throws std::invalid_argument with every problem of validateBattleSetup.
  explicit Battle(BattleSetup setup, BattleSettings settings = {});

  const BattleSetup& setup() const { return m_setup; }
  const BattleSettings& settings() const { return m_settings; }
  TableDimensions table() const { return tableDimensions(m_setup.tableSize); }

  std::vector<ElementInPlay>& elements() { return m_elements; }
  const std::vector<ElementInPlay>& elements() const { return m_elements; }
  /// C-20: a command joins the running battle (troops marching to the sound of the guns): its
  /// elements, usually off the table with an arrivesAtBound, are added with their element
  /// equivalents and the command gets its PIP state and place in the loss ledger. Throws
  /// std::invalid_argument, changing nothing, when an id is already in the battle, an element
  /// is not of this command and side, or `side` is not 0 or 1.
  void addCommand(int side, const BattleCommandSetup& command,
                  const std::vector<PlacedElement>& elements);
  /// C-20, C-28: a detachment of a command already in the battle joins it: its elements, off
  /// the table with an arrivesAtBound, are added to the command (and its original EE, T-11).
  /// Throws std::invalid_argument, changing nothing, when the command is not in the battle on
  /// `side`, an id is already in the battle, or an element is not of this command and side.
  /// `generalElementId`, when set, names the element among `elements` that is the command's
  /// general coming to lead it (C-13, C-28: he was with the detachment); the command must be
  /// without a general in the battle, else it throws too.
  void addElements(int side, const std::string& commandId,
                   const std::vector<PlacedElement>& elements,
                   const std::string& generalElementId = {});

  /// Index of the element with this id, if any.
  std::optional<std::size_t> find(const std::string& elementId) const;
  int sideIndex(const std::string& sideId) const;
  const BattleSideSetup& side(int index) const {
    return m_setup.sides[static_cast<std::size_t>(index)];
  }
  const BattleCommandSetup* command(const std::string& commandId) const;

  /// Moves an element and keeps the spatial index in step.
  void place(std::size_t index, const Footprint& fp);
  /// Takes an element off the table (destroyed, spent, gone) and out of the index.
  void remove(std::size_t index, ElementCondition why);
  const SpatialIndex& index() const { return m_index; }
  /// Present elements (index into elements()) within `radiusPaces` of the footprint (G-3).
  std::vector<std::size_t> near(const Footprint& fp, double radiusPaces) const;

  BoundClock& clock() { return m_clock; }
  const BoundClock& clock() const { return m_clock; }
  int movingSide() const { return m_clock.movingSide(); }
  int attackerSide() const { return m_attackerSide; }
  /// 1-based over both sides (the bound being played).
  int boundNumber() const { return m_clock.boundsPlayed() + 1; }

  std::optional<BattleWeather>& weather() { return m_weather; }
  const std::optional<BattleWeather>& weather() const { return m_weather; }
  LossLedger& losses() { return m_losses; }
  const LossLedger& losses() const { return m_losses; }

  std::vector<CommandPipState>& pipStates(int side) {
    return m_pipStates[static_cast<std::size_t>(side)];
  }
  const std::vector<CommandPipState>& pipStates(int side) const {
    return m_pipStates[static_cast<std::size_t>(side)];
  }
  /// PIPs left this bound to a command of the moving side.
  int& pipsLeft(const std::string& commandId) { return m_pipsLeft[commandId]; }
  int pipsLeftOf(const std::string& commandId) const;
  void clearPips() { m_pipsLeft.clear(); }

  std::vector<StrongPointState>& strongPoints() { return m_strongPoints; }
  const std::vector<StrongPointState>& strongPoints() const { return m_strongPoints; }
  /// T-10 set afire: the BUA terrain feature burns from now on (difficult going, no TF-2).
  void setAfire(const std::string& buaFeatureId);
  /// T-14: an obstacle crossed is removed (and a work no longer there protects nobody).
  void removeWork(const std::string& workId);

  /// T-15: delayed commands whose arrival has begun (they keep arriving without new scores).
  std::set<std::string>& arrivingCommands() { return m_arriving; }
  const std::set<std::string>& arrivingCommands() const { return m_arriving; }

  std::vector<BattleCrossing>& crossings() { return m_crossings; }
  const std::vector<BattleCrossing>& crossings() const { return m_crossings; }
  std::vector<BarrenStretch>& barrenStretches() { return m_barren; }
  const std::vector<BarrenStretch>& barrenStretches() const { return m_barren; }

  /// Logs a line; a combat's record also counts every factor and outcome row id it carries as
  /// reached (ruleReach).
  void log(LogKind kind, std::string text, std::optional<CombatRecord> combat = std::nullopt);
  /// Rule reach (issue #17): counts one taking effect of rule `id` in play. Cheap: one map bump.
  void reach(const std::string& id) const { ++m_reach[id]; }
  /// How often each rule id took effect in this battle so far.
  const std::map<std::string, long>& ruleReach() const { return m_reach; }
  const std::vector<LogEntry>& logEntries() const { return m_log; }

  std::optional<int> losingSide;  ///< set when an army loses (B-51)
  int transferBound = -1;         ///< T-6: the bound of the last transfer (1 a bound)
  bool surpriseActive = false;    ///< B-24: the attacker is playing its surprise bounds
  /// B-20: the bound in which each side's C-in-C first threw an unadjusted 4 or more; its
  /// Aeronauts share what they see from the next bound on (-1: not yet).
  std::array<int, 2> aeronautsShareAfterBound{-1, -1};
  /// B-20 memory (issue #4): per command, each enemy element (index into elements()) it has
  /// known and the pose it was last seen in (moves/knowledge.h `rememberKnownEnemies`).
  std::map<std::string, std::map<std::size_t, Footprint>> enemyMemory;
  /// T-14: naval elements that an outcome move or an arrival took into an enemy minefield
  /// (element index, index into the set-up's `navalMinefields`), thrown for at the end of the
  /// phase (moves/naval_minefield.h `throwPendingMinefieldDice`).
  std::vector<std::pair<std::size_t, std::size_t>> minefieldEntriesToThrow;
  bool ended() const { return losingSide.has_value() || m_clock.nightfall(); }

 private:
  /// Adds arriving elements of `side` to the set-up, the states and the index; returns their
  /// element equivalents, reckoned (T-11) against the army's points with the newcomers counted in.
  double placeNewcomers(int side, const std::vector<PlacedElement>& elements);
  BattleSetup m_setup;
  BattleSettings m_settings;
  std::vector<ElementInPlay> m_elements;
  SpatialIndex m_index;
  int m_attackerSide = 0;
  BoundClock m_clock;
  std::optional<BattleWeather> m_weather;
  LossLedger m_losses;
  std::array<std::vector<CommandPipState>, 2> m_pipStates;
  std::map<std::string, int> m_pipsLeft;
  std::vector<BattleCrossing> m_crossings;
  std::vector<StrongPointState> m_strongPoints;
  std::set<std::string> m_arriving;
  std::vector<BarrenStretch> m_barren;
  std::vector<LogEntry> m_log;
  mutable std::map<std::string, long> m_reach;
};

}  // namespace hfg::battle
