// The state of a C3 battle between minutes (section 2 of shared/spec/c3.md): Units with their
// footprints and facing, Commanders and the chain of command (K-11, K-18, K-22, KB-17), Orders
// with WHO/WHEN/WHERE/HOW (K-24, KB-24), messengers riding on the table (KB-19 to KB-22), each
// Commander's picture (KB-14), the Events offered (KB-13) and the log of every rule applied.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/battle/c3/c3_settings.h"
#include "core/battle/c3/c3_types.h"
#include "core/battle/c3/combat_geometry.h"
#include "core/battle/c3/event_book.h"
#include "core/battle/c3/movement_tables.h"
#include "core/battle/c3/sight.h"
#include "core/battle/c3/table_ground.h"
#include "core/battle/c3/transmission.h"
#include "core/battle/common/footprint.h"
#include "core/model/troop_type.h"

namespace hfg::c3 {

/// KB-24: the kinds of Order (K-25 to K-27 and the project's Move, Withdraw, Reserve).
enum class OrderKind { Attack, Hold, Support, Move, Withdraw, Reserve };
std::string_view name(OrderKind kind);

/// KB-24 WHEN: on receipt, at a clock time, or when a stated enemy is seen within a distance of
/// a place.
enum class OrderWhen { OnReceipt, AtClock, EnemySeenNear, OnSignal };

/// One Order (K-24, KB-24). WHO: Units or Commanders; WHERE: a place with a radius, or an enemy
/// Unit; HOW: a stated formation or K-62's defaults.
struct C3Order {
  int id = 0;
  int issuedBy = -1;               ///< Commander id
  std::vector<int> whoUnits;       ///< WHO: Units (their own commanders receive it)
  std::vector<int> whoCommanders;  ///< WHO: Commanders (the Order stops with them, KB-19)
  OrderKind kind = OrderKind::Reserve;
  OrderWhen when = OrderWhen::OnReceipt;
  int whenClockMin = 0;            ///< AtClock: minutes after midnight
  double whenEnemyWithinM = 0;     ///< EnemySeenNear: this near `place`
  std::string whenSignal;          ///< OnSignal: the signal named in the Order (K-37)
  PointM place;                    ///< WHERE (metres)
  double placeRadiusM = 200;
  int enemyUnit = -1;              ///< WHERE: a stated enemy Unit, or -1
  int supportedUnit = -1;          ///< Support: the Unit supported
  std::optional<Formation> how;    ///< HOW; nullopt: K-62's defaults
  std::string words() const;       ///< the Order as written, for the log and the side's view
};

/// What a Unit is doing (1.5 "formed", KB-33 to KB-35).
enum class UnitState { Formed, FallingBack, Routing, Rallying, Pursuing, Evading, Dispersed,
                       Destroyed, OffTable };
std::string_view name(UnitState state);

/// A Command given to a Unit and waiting for its response delay (K-34, KT-7).
struct PendingCommand {
  UnitCommand command = UnitCommand::Halt;
  std::optional<Formation> to;  ///< Change formation / Square
  int dueAt = 0;                ///< battle minute it is carried out
  std::optional<C3Order> revertTo;  ///< "Act now" for the first Orders (KT-6 C, KB-16)
};

/// One HFG element as a C3 Unit (KT-26, KB-6): its footprint in paces (1.1), formation, SP,
/// fatigue, ammunition and what it is doing.
struct C3Unit {
  int id = 0;
  int side = 0;
  int commanderId = -1;  ///< the Commander of its command (KB-17)
  std::string name;
  TroopType type = TroopType::Bayonets;
  Training grade = Training::Trained;
  Arm arm = Arm::Foot;
  MoverClass mover = MoverClass::Foot;
  int ces = 6;
  int spAtStart = 60;
  int sp = 60;
  int fatigue = 0;
  int ammo = 12;
  double ee = 1;  ///< HFG element equivalents for the break check (KB-58)
  Formation formation = Formation::Line;
  battle::Footprint footprint;  ///< paces
  UnitState state = UnitState::Formed;
  int stateUntil = 0;       ///< falling back, routing, rallying, pursuing: until this minute
  int failedRallies = 0;    ///< KB-34
  PointM awayDir{0, -1};    ///< falling back or routing: unit vector (KB-33)
  int pursuedUnit = -1;     ///< pursuing: the Unit it fought (KB-35); evading: the one it evades
  std::optional<C3Order> order;          ///< in force
  std::optional<C3Order> waitingOrder;   ///< received, waiting for its WHEN (KB-16 D)
  std::optional<C3Order> firstOrder;     ///< KT-6 C: the Orders it had at first
  bool orderSettled = false;             ///< fulfilled or failed: halts (KB-24)
  bool onPlace = false;                  ///< has reached where its Order sends it (KB-26)
  bool halted = false;                   ///< a Halt Command holds it
  std::optional<PendingCommand> command; ///< K-34
  std::optional<Formation> changingTo;   ///< KT-16 change in progress
  double changingToHeading = 0;
  int changeStartsAt = 0;
  int changeFormedAt = 0;
  int lastMovedAt = -1000;   ///< KT-19: foot that moved in the 5 minutes before the round
  int stillSince = 0;        ///< KB-13 a: stationary since
  int lastFiredAt = -1000;   ///< KB-52: fired in the last 5 minutes
  int engagedUntil = -1000;  ///< KB-38: engaged up to this minute
  bool wasEngaged = false;   ///< Event c on a change
  int restSince = 0;         ///< KT-24 recovery
  int chargeRunM = 0;        ///< KT-22 charge bonus: metres at charge rate into this contact
  bool charging = false;
  int blockedMinutes = 0;    ///< KB-24: cannot be reached
  std::vector<PointM> path;  ///< KB-26: waypoints still to reach (metres), the last the goal
  PointM pathGoal;           ///< the goal the path was planned for
  int closeCombat = -1;      ///< KB-42: the combat it is in
  int resupplySince = -1;    ///< KT-25: halted near its supply since this minute, or -1
  int doubleRateMinutes = 0; ///< KT-24: minutes at double rate (rout, evade, pursuit) so far
  bool routStill = false;    ///< KT-17: a failed rally with no enemy near: stands, tests again
  bool present() const {
    return state != UnitState::Dispersed && state != UnitState::Destroyed &&
           state != UnitState::OffTable;
  }
  bool changing() const { return changingTo.has_value(); }
  bool formed() const { return state == UnitState::Formed && !changing(); }
  /// 1.5: pursuing, just after a pursuit, or changing formation.
  bool disordered() const {
    return changing() || state == UnitState::Pursuing || state == UnitState::Routing;
  }
};

/// A Commander casting (K-11, KT-3) with his C3 rating (K-22) and his staff's queue (KB-21).
struct C3Commander {
  int id = 0;
  int side = 0;
  std::string name;
  int superior = -1;  ///< -1: the side's C-in-C (K-18)
  int rating = 2;
  Vec2 position;      ///< paces
  StaffQueue staff;
  std::optional<C3Order> order;  ///< the Order he is under
  std::optional<Vec2> goal;      ///< where he rides (KT-13 Commander rate), paces
  bool captured = false;         ///< KB-51: taken by the enemy, off the table
  std::optional<Vec2> commandPost;  ///< K-21: an army Commander's fixed post, paces
};

/// K-11: each Unit's own commander is a link of the chain; his id in Events and pictures.
inline constexpr int kUnitCommanderBase = 1000;
inline int unitCommanderOf(int unitId) { return kUnitCommanderBase + unitId; }
inline bool isUnitCommander(int id) { return id >= kUnitCommanderBase; }

/// What a Commander knows of one enemy Unit (KB-14, KB-52): seen now, or last seen or reported.
struct EnemyReport {
  int unitId = 0;
  int minute = 0;
  bool seenNow = false;
  bool reported = false;  ///< known from a Message, not seen by this Commander
  PointM at;
  double headingDeg = 0;
  bool kindKnown = false;
  Arm arm = Arm::Foot;
  bool strengthKnown = false;
  int sp = 0;
  Formation formation = Formation::Line;
  bool moving = false;
};

/// An Order or Message on its way (KB-19 to KB-22): at the sender's staff, riding, in its receipt
/// delay, then delivered or lost.
struct Dispatch {
  enum class Stage { AtStaff, Riding, ReceiptDelay, Delivered, Lost };
  int id = 0;
  int side = 0;
  int from = -1;
  int to = -1;  ///< the next link: a Commander, or unitCommanderOf(unit)
  int finalTo = -1;  ///< the addressee; relays pass the item on (KB-19)
  int sentAt = 0;
  Stage stage = Stage::AtStaff;
  int leavesAt = 0;  ///< processing done (K-22)
  int effectiveAt = 0;
  double expectedArrival = 0;  ///< KB-23: the sender's reckoning
  Vec2 position;               ///< the messenger, paces
  bool passedNearEnemy = false;
  std::optional<C3Order> order;      ///< an Order, or
  std::string message;               ///< a Message's contents (K-28)
  std::vector<EnemyReport> reports;  ///< what the sender knew when he wrote (KB-14)
  std::optional<Response> sealed;    ///< K-16: the recipient's response, fixed when sent
  std::vector<C3Order> sealedOrders; ///< what a sealed D puts into force
  bool noticed = false;              ///< KB-23 Event i made
  bool postReached = false;          ///< KB-20: a Message has called at the command post
};

/// KB-14: one Commander's picture.
struct C3Picture {
  std::map<int, EnemyReport> enemies;
  std::vector<std::string> messages;  ///< received, with their minute
};

/// A movement of one minute, for the referee (its own allowance test).
struct MoveTrace {
  int minute = 0;
  int unitId = 0;
  battle::Footprint from;
  battle::Footprint to;
  UnitState state = UnitState::Formed;
  bool charging = false;
};

/// A messenger's (or a Commander's) minute of riding, for the referee.
struct RideTrace {
  int minute = 0;
  int dispatchId = -1;  ///< -1: a Commander riding
  int commanderId = -1;
  Vec2 from;  ///< paces
  Vec2 to;
};

/// A signal made by a Commander (K-37, KB-28): seen at once within signal_range_m.
struct SignalMade {
  std::string name;
  int side = 0;
  int by = -1;
  PointM at;
  int minute = 0;
};

/// One rule applied, with the minute, for the log (KG-16) and rule reach.
struct C3LogLine {
  int minute = 0;
  std::string ruleId;
  std::string what;
};

/// An Event that happened to a Unit during a minute's movement or combat, to be found for its
/// Commanders at the next minute's step 2 (KB-13).
struct RaisedEvent {
  Event kind = Event::B;
  int unitId = -1;
  std::string key;
};

/// A close combat in progress (KB-42).
struct CloseCombat {
  int id = 0;
  std::vector<int> units[2];  ///< by side; the defender's first is the contacted Unit
  int attackerSide = 0;       ///< the side that made the contact
  int lastRoundAt = 0;
  bool over = false;
};

struct C3Battle {
  C3Settings settings;
  C3Table table;
  int startClockMin = 12 * 60;
  int minute = 0;  ///< minutes since the start
  int year = 1815;
  bool rain = false;
  std::vector<C3Unit> units;
  std::vector<C3Commander> commanders;
  std::vector<Dispatch> dispatches;
  std::vector<CloseCombat> combats;
  std::map<int, C3Picture> pictures;              ///< by Commander id (unit commanders too)
  std::map<std::pair<int, int>, EnemyWatch> watches;  ///< (Commander, enemy Unit): Event a
  EventBook events;
  int nextOrderId = 1;
  int nextDispatchId = 1;
  int attacker = 0;
  std::array<bool, 2> baseEdgeSouth{true, false};  ///< each side's own base edge (KT-25)
  std::optional<int> broken;       ///< the side that broke (KB-58)
  std::optional<int> nightRetreat; ///< KB-58 at nightfall
  bool over = false;
  std::vector<C3LogLine> log;
  std::vector<MoveTrace> moves;
  std::vector<RaisedEvent> raised;
  std::vector<SignalMade> signals;
  std::set<std::pair<int, int>> closingFired;  ///< (firer, charger) in the present charge (KB-43)
  std::vector<RideTrace> rides;

  int clock() const { return startClockMin + minute; }
  void note(std::string ruleId, std::string what) {
    log.push_back({minute, std::move(ruleId), std::move(what)});
  }
  C3Unit& unit(int id);
  const C3Unit& unit(int id) const;
  C3Commander& commander(int id);
  const C3Commander& commander(int id) const;
  bool hasCommander(int id) const;
  /// The side of a Commander or a Unit's own commander.
  int sideOf(int commanderId) const;
  /// Where a Commander is: his casting, or his Unit's centre (paces).
  Vec2 positionOf(int commanderId) const;
  /// The next link up the chain (K-18): a Unit's commander answers to his command's Commander.
  int superiorOf(int commanderId) const;
  /// Units under a Commander, directly or through his subordinates (K-18).
  std::vector<int> unitsUnder(int commanderId) const;
};

/// Paces and metres (1.1).
PointM toMetres(const C3Settings& s, Vec2 paces);
Vec2 toPaces(const C3Settings& s, PointM metres);
/// The Unit's footprint as a ring in paces.
battle::Ring ringOf(const C3Unit& u);
std::string unitText(const C3Unit& u);
/// The Unit's front edge in metres (KB-39's front arc, KT-19's enfilade).
FrontEdge frontEdgeOf(const C3Settings& s, const C3Unit& u);
/// Metres between two Units' footprints (1.5: distances are between footprints).
double gapM(const C3Settings& s, const C3Unit& a, const C3Unit& b);

}  // namespace hfg::c3
