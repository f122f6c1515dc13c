// Texts of the orbat tree.
#include <doctest/doctest.h>

#include "editor/orbat/orbat_labels.h"

namespace hfg {

TEST_CASE("orbat labels: command shows general, quality and staff type") {
  Command c;
  c.id = "c1";
  c.name = "II Corps";
  c.general = {"Schmidt", TroopType::ArmyHQ, GeneralQuality::Brilliant};
  CHECK(commandLabel(c) == "II Corps - Schmidt, brilliant (Army HQ)");
  c.allied = true;
  c.name.clear();
  CHECK(commandLabel(c) == "c1 - Schmidt, brilliant (Army HQ) [allied]");
}

TEST_CASE("orbat labels: element shows type display name, grade and name") {
  Element e;
  e.type = TroopType::LightCavalry;
  e.grade = Grade::Elite;
  e.name = "Hussars";
  CHECK(elementLabel(e) == "Light Cavalry, elite - Hussars");
  e.name.clear();
  CHECK(elementLabel(e) == "Light Cavalry, elite");
}

TEST_CASE("orbat labels: counts use the right plural") {
  Side side;
  side.name = "Prussia";
  side.armies.resize(1);
  CHECK(sideLabel(side) == "Prussia (1 army)");
  side.armies.resize(3);
  CHECK(sideLabel(side) == "Prussia (3 armies)");
  Army army;
  army.name = "First Army";
  army.aggression = 2;
  army.commands.resize(2);
  CHECK(armyLabel(army) == "First Army - aggression 2 (2 commands)");
}

}  // namespace hfg
