// Orders of battle: side → army → command → element.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/troop_type.h"

namespace hfg {

struct Element {
  std::string id;
  TroopType type = TroopType::Bayonets;
  Grade grade = Grade::Basic;
  std::string name;  ///< historical unit ("IR 27 König der Belgier")
  std::string notes;
  /// Naval only: this ship carries an admiral of this quality (T-5 "Admiral in Flagship").
  std::optional<GeneralQuality> admiral;
  friend bool operator==(const Element&, const Element&) = default;
};

/// A general and his staff element. He counts as one of his command's elements.
struct General {
  std::string name;
  TroopType staffType = TroopType::CommandParty;  ///< Army HQ, Command Party or Native Potentate
  GeneralQuality quality = GeneralQuality::Ordinary;
  friend bool operator==(const General&, const General&) = default;
};

struct Command {
  std::string id;
  std::string name;
  General general;
  bool allied = false;
  /// Allied commands carry their own aggression factor (DILATORY ALLIES).
  std::optional<int> aggression;
  std::vector<Element> elements;  ///< every element but the general's own

  /// Elements including the general (the book's count for the 6-element minimum).
  int elementCount() const { return static_cast<int>(elements.size()) + 1; }
  friend bool operator==(const Command&, const Command&) = default;
};

struct Army {
  std::string id;
  std::string name;
  int aggression = 0;            ///< the army's aggression factor (SETTING UP A BATTLE)
  std::string commanderCommand;  ///< id of the command whose general is the army commander
  std::vector<Command> commands;

  const Command* findCommand(std::string_view id) const;
  Command* findCommand(std::string_view id);
  friend bool operator==(const Army&, const Army&) = default;
};

struct Side {
  std::string id;
  std::string name;
  std::string colour = "#404040";    ///< base-edge colour code (ELEMENT COLOUR CODING), "#rrggbb"
  std::string commanderInChiefArmy;  ///< id of the army whose commander is the side's C-in-C
  std::vector<Army> armies;

  const Army* findArmy(std::string_view id) const;
  const Command* findCommand(std::string_view id) const;
  Command* findCommand(std::string_view id);
  const Army* armyOfCommand(std::string_view commandId) const;
  /// The side's commander in chief among the commands present (a battle's): the commander of
  /// its C-in-C army if present, else the commander of the first present command's army if
  /// present, else that command; empty when none is present.
  std::string chiefAmong(const std::vector<std::string>& present) const;
  friend bool operator==(const Side&, const Side&) = default;
};

}  // namespace hfg
