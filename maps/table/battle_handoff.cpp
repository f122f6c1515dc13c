// TableSetup -> battle::BattleSetup.
#include "maps/table/battle_handoff.h"

#include <cmath>

namespace hfg::maps {
namespace {

battle::BattleSideSetup sideSetup(const Side& side, bool attacker) {
  battle::BattleSideSetup out;
  out.id = side.id;
  out.name = side.name;
  out.attacker = attacker;
  out.baseEdge = attacker ? battle::BaseEdge::North : battle::BaseEdge::South;
  const Army* chief = side.findArmy(side.commanderInChiefArmy);
  if (!chief && !side.armies.empty()) chief = &side.armies.front();
  out.aggression = chief ? chief->aggression : 0;
  for (const auto& army : side.armies)
    for (const auto& command : army.commands) {
      battle::BattleCommandSetup c;
      c.id = command.id;
      c.name = command.name;
      c.quality = command.general.quality;
      c.allied = command.allied;
      c.commanderInChief =
          chief == &army && (army.commanderCommand == command.id ||
                             (army.commanderCommand.empty() && &command == &army.commands.front()));
      c.generalElementId = command.id + "-general";
      c.aggression = command.aggression;
      out.commands.push_back(c);
    }
  return out;
}

const Element* findElement(const Side& side, const std::string& commandId,
                           const std::string& elementId) {
  const Command* command = side.findCommand(commandId);
  if (!command) return nullptr;
  for (const auto& e : command->elements)
    if (e.id == elementId) return &e;
  return nullptr;
}

}  // namespace

battle::BattleSetup toBattleSetup(const TableSetup& table, const Side& defender,
                                  const Side& attacker, int year) {
  battle::BattleSetup out;
  out.year = year;
  out.tableSize = table.size;
  out.sides = {sideSetup(defender, false), sideSetup(attacker, true)};
  for (const auto& placed : table.elements) {
    const Side& side = placed.side == attacker.id ? attacker : defender;
    battle::PlacedElement e;
    e.sideId = side.id;
    e.commandId = placed.command;
    if (placed.element == "general") {
      const Command* command = side.findCommand(placed.command);
      e.id = placed.command + "-general";
      e.element.id = e.id;
      e.element.type = placed.type;
      e.element.name = command ? command->general.name : "";
    } else {
      const Element* element = findElement(side, placed.command, placed.element);
      e.id = placed.element;
      if (element)
        e.element = *element;
      else
        e.element.type = placed.type;
    }
    double heading = std::fmod(90 - placed.headingDegrees + 360, 360);
    e.footprint = battle::Footprint::fromCentre(placed.position, heading, placed.frontagePaces,
                                                placed.depthPaces);
    out.elements.push_back(e);
  }
  for (const auto& f : table.features) {
    battle::BattleTerrainFeature t;
    t.id = f.id;
    t.terrain = f.terrain;
    if (naturalShapeOf(f.terrain) == FeatureShape::Area)
      t.outline = f.points;
    else
      t.line = f.points;
    bool plateau = f.crest.size() > 3 && distance(f.crest.front(), f.crest.back()) < 1;
    if (!plateau) t.crest = f.crest;
    t.widthPaces = f.widthPaces;
    out.terrain.push_back(t);
  }
  return out;
}

}  // namespace hfg::maps
