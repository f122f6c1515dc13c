// Id look-ups in a scenario's orders of battle in constant time: command and element ids.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/model/scenario.h"

namespace hfg {

/// A hash index of the command and element ids of a scenario's orbats, built once where many
/// look-ups follow (the campaign's force rosters), instead of Scenario::sideOfCommand and
/// Side::findCommand, which scan. It answers as those scans do: with duplicate ids (the
/// validator reports them), the first in file order.
///
/// Like StageMapIndex it holds places, not pointers: a look-up resolves the place in the
/// scenario it is given and answers only when the id is still there, so an index kept past an
/// edit of the orbats answers null for an id that moved, never a wrong command or a dangling one.
class OrbatIndex {
 public:
  explicit OrbatIndex(const Scenario& scenario);

  /// A command, or an element of a command (null for the command's general).
  struct Entry {
    const Command* command = nullptr;
    const Element* element = nullptr;
  };

  /// The first command with this id in `scenario`, or null.
  const Command* findCommand(const Scenario& scenario, std::string_view id) const;

  /// The side of that command (Scenario::sideOfCommand), or null.
  const Side* sideOfCommand(const Scenario& scenario, std::string_view id) const;

  /// The first command or element with this id, searched command by command (its own id, then
  /// its elements'), or an Entry with a null command.
  Entry findEntry(const Scenario& scenario, std::string_view id) const;

 private:
  /// sides[side].orbat.armies[army].commands[command], and elements[element] (-1: the command).
  struct Place {
    int side = -1;
    int army = -1;
    int command = -1;
    int element = -1;
  };
  Entry resolve(const Scenario& scenario, const Place& place, std::string_view id) const;

  /// Lets the maps be searched with a string_view without building a std::string.
  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  using IdMap = std::unordered_map<std::string, Place, Hash, std::equal_to<>>;

  IdMap m_commands;  ///< command ids only
  IdMap m_entries;   ///< command and element ids, in findEntry's search order
};

}  // namespace hfg
