// Orbat CSV: export then import gives the same side; bad cells are named by line and column.
#include "core/io/orbat_csv.h"

#include <doctest/doctest.h>

#include "../edit/edit_fixture.h"
#include "core/io/load_error.h"

namespace hfg {

TEST_CASE("orbat csv: a side round-trips through CSV, including an empty command and quotes") {
  Scenario s = test::editFixture();
  Side side = s.sides[0].orbat;
  side.armies[0].commands[0].elements[0].name = "1er \"Ligne\", Paris";
  side.armies[0].commands[0].elements[0].notes = "two\nlines";
  side.armies[0].commands[1].allied = true;
  side.armies[0].aggression = 2;
  Command empty;
  empty.id = "c9";
  empty.name = "Reserve";
  empty.general = {"Lobau", TroopType::ArmyHQ, GeneralQuality::Brilliant};
  side.armies[0].commands.push_back(empty);
  side.commanderInChiefArmy = "armee";
  const std::string csv = orbatToCsv(side);
  CHECK(csv.substr(0, csv.find("\r\n")) ==
        "army_id,army_name,army_aggression,command_id,command_name,army_commander,allied,general,"
        "general_quality,staff_type,element_id,type,grade,element_name,notes,admiral");

  Side base;
  base.id = "fr";
  base.name = "France";
  base.commanderInChiefArmy = "armee";
  const Side back = orbatFromCsv(csv, base);
  REQUIRE(back.armies.size() == 1);
  const Army& army = back.armies[0];
  CHECK(army.aggression == 2);
  CHECK(army.commanderCommand == "c1");
  REQUIRE(army.commands.size() == 3);
  CHECK(army.commands[0].elements.size() == 2);
  CHECK(army.commands[0].elements[0].name == "1er \"Ligne\", Paris");
  CHECK(army.commands[0].elements[0].notes == "two\nlines");
  CHECK(army.commands[0].elements[1].type == TroopType::Smoothbore);
  CHECK(army.commands[1].allied);
  CHECK(army.commands[1].elements[0].type == TroopType::LightCavalry);
  CHECK(army.commands[2].elements.empty());
  CHECK(army.commands[2].general.staffType == TroopType::ArmyHQ);
  CHECK(army.commands[2].general.quality == GeneralQuality::Brilliant);
  CHECK(orbatToCsv(back) == csv);
}

TEST_CASE("orbat csv: columns in any order; a bad type names the line and column") {
  const Side base;
  const Side side = orbatFromCsv("type,command_id,army_id,element_id\nbayonets,c1,a1,e1\n", base);
  REQUIRE(side.armies.size() == 1);
  CHECK(side.armies[0].commands[0].elements[0].type == TroopType::Bayonets);
  CHECK(side.commanderInChiefArmy == "a1");
  CHECK_THROWS_WITH_AS(
      orbatFromCsv("army_id,command_id,element_id,type\na1,c1,e1,musketeers\n", base, "fr.csv"),
      doctest::Contains("fr.csv: line 2, column type: 'musketeers' is not one of"), LoadError);
  CHECK_THROWS_WITH_AS(orbatFromCsv("army_id,command_id,colour\n", base, "x.csv"),
                       doctest::Contains("unknown column 'colour'"), LoadError);
  CHECK_THROWS_WITH_AS(orbatFromCsv("army_id,type\n", base, "x.csv"),
                       doctest::Contains("missing column 'command_id'"), LoadError);
  CHECK_THROWS_AS(orbatFromCsv("army_id,command_id,type\n\"a1,c1,x\n", base), LoadError);
  CHECK_THROWS_WITH_AS(
      orbatFromCsv("army_id,command_id,element_id,type,allied\na1,c1,e1,bayonets,maybe\n", base,
                   "x.csv"),
      doctest::Contains("column allied: expected yes or empty"), LoadError);
}

}  // namespace hfg
