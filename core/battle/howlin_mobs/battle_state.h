// The state of a Howlin' Mobs battle between turns (section 2): the units, the commands with their
// Generals, hands and orders in force, the Army Commanders and their couriers, the phase and round,
// and the record of the sequence points passed, each with its rule id.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/battle/common/shapes.h"
#include "core/battle/howlin_mobs/campaign_tables.h"
#include "core/battle/howlin_mobs/command.h"
#include "core/battle/howlin_mobs/hand.h"
#include "core/battle/howlin_mobs/howlin_settings.h"
#include "core/battle/howlin_mobs/unit.h"

namespace hfg::howlin_mobs {

/// A command (M-2, M-6): its General, hand and the written order it must carry out (M-19).
struct HmCommand {
  int id = 0;
  HmSide side = HmSide::Union;
  bool independentBattery = false;  ///< MB-18: its own deck, no General stand
  Vec2 general;                     ///< paces
  int generalHits = 0;
  bool generalDead = false;
  bool inert = false;  ///< MB-13
  /// MB-12: a General of this command was killed; his HFG staff element is reported destroyed.
  bool staffElementLost = false;
  /// MB-44: whether the command picked a hand this phase (one arriving picks when it comes on).
  bool handPicked = false;
  Hand hand;
  WrittenOrder order;
};

/// MB-44: a unit still to come on, when, and by which road.
struct HmArrival {
  Unit unit;         ///< its pose is set when it arrives
  ArrivalSlot slot;  ///< MT-15
  Vec2 entry;        ///< paces: where its arrival road crosses the table edge
  Vec2 inward;       ///< unit vector along the road onto the table
};

/// M-3: one Army Commander per side with his one courier (M-20).
struct ArmyCommander {
  HmSide side = HmSide::Union;
  Vec2 position;  ///< paces
  bool inert = false;
  Courier courier;
};

/// One step of the sequence with the rule that made it, for the replay and the tests.
struct SequencePoint {
  std::string ruleId;
  std::string what;
};

/// A unit's move on a card, for a referee: its pose before and after, and the legs it was given.
struct MoveRecord {
  int unitId = 0;
  battle::Footprint from;
  battle::Footprint to;
  Card card = Card::Move;
};

struct BattleState {
  HowlinMobsSettings settings;
  std::vector<Unit> units;
  std::vector<HmCommand> commands;  ///< in set-up order (MB-8)
  std::vector<ArmyCommander> armies;
  std::vector<battle::Ring> impassable;  ///< paces (MT-13 Impassable)
  std::vector<battle::Ring> rough;       ///< paces: rough ground for movement (MT-13, MB-19)
  std::vector<Polyline> roads;           ///< paces: road centre lines (MB-19)
  std::vector<HmArrival> arrivals;       ///< MB-44: units not yet on the table, set-up order
  Vec2 tableSizePaces{12000, 6000};
  /// MB-37: the direction of each side's own base edge, indexed by HmSide.
  std::array<Vec2, 2> homeDirection{Vec2{0, -1}, Vec2{0, 1}};
  HmSide attacker = HmSide::Union;
  int firstPhase = 1;  ///< MT-15: 1 for a battle starting in the morning, 4 in the afternoon
  int phase = 1;
  int lastPhase = 5;  ///< M-8
  int round = 0;
  std::optional<HmSide> broken;  ///< MB-45
  bool over = false;
  std::vector<SequencePoint> log;
  std::vector<MoveRecord> moves;

  void note(std::string ruleId, std::string what) {
    log.push_back({std::move(ruleId), std::move(what)});
  }
  Unit& unit(int id);
  HmCommand& command(int id);
  ArmyCommander& army(HmSide side);
};

/// What one side may see (section 2 step 1, "hands are secret"): every unit and General, its own
/// hands and orders, and of the other side's commands only how many cards they hold.
struct HmSideView {
  HmSide side = HmSide::Union;
  HmSide attacker = HmSide::Union;
  int phase = 0;
  int round = 0;
  int lastPhase = 5;
  Vec2 tableSizePaces;
  Vec2 armyCommander;         ///< the side's own Army Commander (M-3)
  bool courierReady = false;  ///< its courier is with him (M-20)
  std::vector<Unit> units;
  struct CommandView {
    int id = 0;
    HmSide side = HmSide::Union;
    Vec2 general;
    int cardsHeld = 0;
    int generalHits = 0;  ///< only for the side's own commands
    bool independentBattery = false;
    std::vector<Card> hand;             ///< empty for the other side's commands
    std::optional<WrittenOrder> order;  ///< only for the side's own commands
  };
  std::vector<CommandView> commands;
};

HmSideView viewFor(const BattleState& state, HmSide side);
/// The bytes a player receives: one line per unit and per command.
std::string toText(const HmSideView& view);
std::string_view sideName(HmSide side);
HmSide otherSide(HmSide side);
inline std::string idText(int id) { return std::to_string(id); }

}  // namespace hfg::howlin_mobs
