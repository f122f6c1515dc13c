// A tiny scenario for edit tests: three nodes in a line, two links, one side with two commands.
#pragma once

#include "core/model/scenario.h"

namespace hfg::test {

inline Scenario editFixture() {
  Scenario s;
  s.name = "fixture";
  s.settings.startDate = {1815, 6, 15};
  s.map.nodes = {{"a", "Alpha", {0, 0}, {}, false, false, {}},
                 {"b", "Bravo", {12000, 0}, {}, false, false, {}},
                 {"c", "Charlie", {24000, 0}, {}, false, false, {}}};
  s.map.links = {{"ab", "a", "b", LinkKind::GoodRoad, 1.0, BridgeState::None, "", {}},
                 {"bc", "b", "c", LinkKind::BadRoad, 1.0, BridgeState::None, "", {}}};
  s.map.terrain = {{"wood", TerrainClass::Woods, "Bois", {{0, 0}, {100, 0}, {100, 100}}, {}, 0}};
  Side side;
  side.id = "fr";
  side.name = "France";
  Army army;
  army.id = "armee";
  army.commanderCommand = "c1";
  Command c1;
  c1.id = "c1";
  c1.name = "I Corps";
  c1.general.name = "d'Erlon";
  c1.elements = {{"e1", TroopType::Bayonets, Grade::Basic, "1e Ligne", "", {}},
                 {"e2", TroopType::Smoothbore, Grade::Basic, "Batterie", "", {}}};
  Command c2;
  c2.id = "c2";
  c2.name = "II Corps";
  c2.general.name = "Reille";
  c2.elements = {{"e3", TroopType::LightCavalry, Grade::Basic, "Chasseurs", "", {}}};
  army.commands = {c1, c2};
  side.armies = {army};
  s.sides.push_back({"fr.json", side});
  s.startPositions = {{"f1", "Armée du Nord", "fr", {"c1"}, "a"}};
  s.objectives = {{"b", "fr", 2}};
  return s;
}

}  // namespace hfg::test
