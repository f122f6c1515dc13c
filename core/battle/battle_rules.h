// The seam between the campaign and any battle rule set: a meeting in, one campaign result out (C-28).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/battle/table_view.h"
#include "core/model/battle_handoff.h"
#include "core/model/battlefield.h"
#include "core/model/campaign_state.h"
#include "core/model/scenario.h"

namespace hfg::battle {

/// In (C-28): one meeting, as the campaign hands it to whichever rule set fights it.
/// - `meeting`: the forces present (their elements, generals by command id), the defender, the
///   arrivals with their times and the nodes and roads they come by, the works at the node, the
///   weather, the period and the map periods already fought (C-20);
/// - `scenario`: the orbats (each element's type and grade, each command's general), the year and
///   the map;
/// - `state`: where the forces came from (the attacker's approach) and what was built (C-22);
/// - `ground`: the battlefield cut from the map around the meeting before any rule set's own
///   deployment (terrain features, roads, places, parts the map does not cover filled by the
///   book), in paces from the table's south-west corner (0.75 m a pace); `elements` holds the
///   HFG deployment (T-15), which a rule set with its own deployment ignores. Cutting costs a
///   map read, so it is made on demand, from the meeting's seed.
/// - `seed`: the battle's dice, drawn from the campaign's (C-26).
struct BattleInput {
  const Scenario& scenario;
  const CampaignState& state;
  const hfg::BattleMeeting& meeting;
  std::uint64_t seed = 0;
  std::function<TableSetup()> ground;
};

/// What one step of a running battle reports: records for the battle's log (players read it)
/// and one-line summaries for the runner's output.
struct BattleReport {
  std::vector<std::string> records;
  std::vector<std::string> lines;
};

/// Out (C-28): one campaign result with what the log says of it.
struct BattleOutcome {
  hfg::BattleResult result;  ///< each element's fate, winner or none, boundsFought (C-20: 12 a
                             ///< map period), the loser's retreat (routStages, nightRetreatSide)
  int gameMinutes = 0;       ///< game time fought, for C-20
  std::string summary;       ///< "X wins; Y routs 1 stage (C-21)", or how night fell
  std::vector<std::string> records;  ///< final records (losses) written before the result
};

/// One battle being fought, kept alive across map periods while the rest of the map moves
/// (C-20). The runner calls join, then play, once a map period, until ended.
class RunningBattle {
 public:
  virtual ~RunningBattle() = default;
  /// The records that open the battle's log (where, who, the table, the rule set's notes).
  virtual BattleReport opening() const = 0;
  /// C-19, C-20: brings in the arrivals of `meeting` not yet joined (the campaign adds them to
  /// the meeting as they march in).
  virtual BattleReport join(const hfg::BattleMeeting& meeting) = 0;
  /// Plays the rule set's own steps until the end of map period `periodsFought` (1-based) of
  /// this battle, or until it ends.
  virtual BattleReport play(int periodsFought) = 0;
  virtual bool ended() const = 0;
  /// The campaign result, once ended; `meeting` is the campaign's record as it stands now.
  virtual BattleOutcome outcome(const hfg::BattleMeeting& meeting) const = 0;
  /// The table as the editor draws it, now.
  virtual TableDisplay view() const = 0;
  /// The rule set's own files for this battle (name suffix -> contents), e.g. "-setup.json":
  /// the set-up it can be replayed from.
  virtual std::vector<std::pair<std::string, std::string>> files() const = 0;
};

/// A battle rule set: owns its table size and scale, its deployment, its turn sequence, its
/// generals, its settings and its log records. Registered under a stable name.
class BattleRules {
 public:
  virtual ~BattleRules() = default;
  /// The stable name: "hfg", "tchae", "howlin_mobs", "c3".
  virtual std::string_view name() const = 0;
  /// The table it plays `size` on (the scenario's hfg-battle 1.2 size), in its own unit.
  virtual TableDisplay table(TableSize size) const = 0;
  /// Sets the meeting up and deploys it. Throws std::invalid_argument naming the battle and
  /// what is missing when the meeting cannot be fought.
  virtual std::unique_ptr<RunningBattle> begin(const BattleInput& meeting) const = 0;
};

/// The rule set a scenario and a campaign state name when they name none.
inline constexpr std::string_view kDefaultBattleRules = "hfg";

/// Rule sets by name. The maps layer fills one with the built-in sets (each needs the map's
/// ground); tests may fill their own.
class BattleRulesRegistry {
 public:
  using Maker = std::function<std::unique_ptr<BattleRules>()>;
  /// Adds a rule set; throws std::invalid_argument if the name is taken or empty.
  void add(std::string name, std::string summary, Maker maker);
  /// The names, in the order added.
  std::vector<std::string> names() const;
  bool has(std::string_view name) const;
  /// A fresh rule set of that name. Throws std::invalid_argument naming `what` (a field or
  /// option, e.g. "--battle-rules") and the known names when there is none.
  std::unique_ptr<BattleRules> make(std::string_view name, std::string_view what) const;
  /// One line per rule set: "name: summary".
  std::vector<std::string> describe() const;

 private:
  struct Entry {
    std::string name;
    std::string summary;
    Maker maker;
  };
  std::vector<Entry> m_entries;
};

}  // namespace hfg::battle
