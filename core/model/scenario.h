// A scenario: the map, both sides' orbats, where forces start and arrive, and the settings.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/enum_names.h"
#include "core/model/orbat.h"
#include "core/model/stage_map.h"

namespace hfg {

/// hfg-battle.md 1.2: the three table layouts.
enum class TableSize { Standard, Wide, Paired };
template <>
struct EnumKeys<TableSize> {
  static constexpr std::string_view what = "table size";
  static constexpr EnumNames<TableSize, 3> names{
      {{{TableSize::Standard, "6x3"}, {TableSize::Wide, "9x3"}, {TableSize::Paired, "9x6"}}}};
};

/// A calendar date; the campaign's day 1 is the start date.
struct Date {
  int year = 1800;
  int month = 1;
  int day = 1;
  friend auto operator<=>(const Date&, const Date&) = default;
};
std::optional<Date> parseDate(std::string_view iso);  ///< "YYYY-MM-DD", validated
std::string formatDate(const Date& date);
Date addDays(const Date& date, int days);

struct ScenarioSettings {
  Date startDate;
  std::uint64_t seed = 1;
  int intelLagPeriods = 3;   ///< C-6
  std::string colonialSide;  ///< C-15: id of a "native" side, empty for none
  TableSize tableSize = TableSize::Standard;
  int lastDay = 10;                 ///< the campaign ends after this day
  std::string battleRules = "hfg";  ///< the rule set that fights its battles (stable name)
  friend bool operator==(const ScenarioSettings&, const ScenarioSettings&) = default;
};

/// A force on the map at the start (C-7): one or more commands moving together.
struct ForcePlacement {
  std::string id;
  std::string name;
  std::string side;
  std::vector<std::string> commands;
  std::string node;
  friend bool operator==(const ForcePlacement&, const ForcePlacement&) = default;
};

/// Commands that enter the map at a node at dawn of a given day.
struct Reinforcement {
  int day = 1;
  ForcePlacement force;
  friend bool operator==(const Reinforcement&, const Reinforcement&) = default;
};

struct Objective {
  std::string node;
  std::string side;  ///< the side that scores for holding it
  int points = 1;
  friend bool operator==(const Objective&, const Objective&) = default;
};

/// The victory rule: a side wins by holding objectives worth at least `pointsToWin` at dawn of
/// any day, or has more objective points than the other when the last day ends.
struct VictoryRule {
  int pointsToWin = 0;  ///< 0 = decided only at the end
  std::string text;     ///< the designer's words, shown to players
  friend bool operator==(const VictoryRule&, const VictoryRule&) = default;
};

/// One side's entry in the scenario file: its orbat lives in its own file.
struct ScenarioSide {
  std::string orbatFile;  ///< relative to the scenario file
  Side orbat;             ///< loaded from orbatFile
  friend bool operator==(const ScenarioSide&, const ScenarioSide&) = default;
};

struct Scenario {
  std::string name;
  std::string description;
  std::string mapFile;  ///< relative to the scenario file
  StageMap map;         ///< loaded from mapFile
  std::vector<ScenarioSide> sides;
  std::vector<ForcePlacement> startPositions;
  std::vector<Reinforcement> reinforcements;
  std::vector<Objective> objectives;
  VictoryRule victory;
  ScenarioSettings settings;

  int year() const { return settings.startDate.year; }
  const Side* findSide(std::string_view id) const;
  /// The side that owns a command, or nullptr.
  const Side* sideOfCommand(std::string_view commandId) const;
  friend bool operator==(const Scenario&, const Scenario&) = default;
};

}  // namespace hfg
