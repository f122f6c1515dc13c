// Builds the id hash index of a scenario's orbats and answers look-ups from it.
#include "core/model/orbat_index.h"

namespace hfg {

OrbatIndex::OrbatIndex(const Scenario& scenario) {
  // emplace keeps the first of duplicate ids, as the scans do; walked in their order.
  for (std::size_t s = 0; s < scenario.sides.size(); ++s) {
    const auto& armies = scenario.sides[s].orbat.armies;
    for (std::size_t a = 0; a < armies.size(); ++a)
      for (std::size_t c = 0; c < armies[a].commands.size(); ++c) {
        const Command& command = armies[a].commands[c];
        const Place place{static_cast<int>(s), static_cast<int>(a), static_cast<int>(c), -1};
        m_commands.emplace(command.id, place);
        m_entries.emplace(command.id, place);
        for (std::size_t e = 0; e < command.elements.size(); ++e)
          m_entries.emplace(command.elements[e].id,
                            Place{place.side, place.army, place.command, static_cast<int>(e)});
      }
  }
}

OrbatIndex::Entry OrbatIndex::resolve(const Scenario& scenario, const Place& place,
                                      std::string_view id) const {
  const auto at = [](const auto& v, int i) {
    return i >= 0 && static_cast<std::size_t>(i) < v.size();
  };
  if (!at(scenario.sides, place.side)) return {};
  const auto& armies = scenario.sides[static_cast<std::size_t>(place.side)].orbat.armies;
  if (!at(armies, place.army)) return {};
  const auto& commands = armies[static_cast<std::size_t>(place.army)].commands;
  if (!at(commands, place.command)) return {};
  const Command& command = commands[static_cast<std::size_t>(place.command)];
  if (place.element < 0) return command.id == id ? Entry{&command, nullptr} : Entry{};
  if (!at(command.elements, place.element)) return {};
  const Element& element = command.elements[static_cast<std::size_t>(place.element)];
  return element.id == id ? Entry{&command, &element} : Entry{};
}

const Command* OrbatIndex::findCommand(const Scenario& scenario, std::string_view id) const {
  const auto it = m_commands.find(id);
  return it == m_commands.end() ? nullptr : resolve(scenario, it->second, id).command;
}

const Side* OrbatIndex::sideOfCommand(const Scenario& scenario, std::string_view id) const {
  const auto it = m_commands.find(id);
  if (it == m_commands.end() || !resolve(scenario, it->second, id).command) return nullptr;
  return &scenario.sides[static_cast<std::size_t>(it->second.side)].orbat;
}

OrbatIndex::Entry OrbatIndex::findEntry(const Scenario& scenario, std::string_view id) const {
  const auto it = m_entries.find(id);
  return it == m_entries.end() ? Entry{} : resolve(scenario, it->second, id);
}

}  // namespace hfg
