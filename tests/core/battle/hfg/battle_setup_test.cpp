// 1.2 table sizes, battle set-up validation, and the resolver's data.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/battle/hfg/battle_resolver.h"
#include "core/battle/hfg/battle_setup.h"
#include "core/battle/hfg/geometry/base_size.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

BattleSetup smallBattle() {
  BattleSetup s;
  s.year = 1809;
  s.sides[0].id = "french";
  s.sides[0].attacker = true;
  s.sides[0].baseEdge = BaseEdge::South;
  s.sides[0].commands = {{"fr1", "I Corps", GeneralQuality::Brilliant, false, true, "fr_hq", {}}};
  s.sides[1].id = "austrian";
  s.sides[1].baseEdge = BaseEdge::North;
  s.sides[1].commands = {{"au1", "Korps", GeneralQuality::Inert, false, true, "", {}}};
  PlacedElement hq;
  hq.id = "fr_hq";
  hq.sideId = "french";
  hq.commandId = "fr1";
  hq.element.type = TroopType::ArmyHQ;
  hq.footprint = baseFootprint(TroopType::ArmyHQ, {6000, 1500}, 90);
  PlacedElement inf;
  inf.id = "au_1";
  inf.sideId = "austrian";
  inf.commandId = "au1";
  inf.element.type = TroopType::Muskets;
  inf.footprint = baseFootprint(TroopType::Muskets, {6000, 4000}, 270);
  s.elements = {hq, inf};
  BattleTerrainFeature wood;
  wood.id = "wood1";
  wood.terrain = TerrainClass::Woods;
  wood.outline = {{1000, 1000}, {2000, 1000}, {2000, 2000}, {1000, 2000}};
  s.terrain = {wood};
  return s;
}

bool mentions(const std::vector<std::string>& errors, const std::string& text) {
  return std::any_of(errors.begin(), errors.end(),
                     [&](const std::string& e) { return e.find(text) != std::string::npos; });
}

}  // namespace

TEST_CASE("1.2 table sizes in paces") {
  CHECK(tableDimensions(TableSize::Standard).widthPaces == 12000);
  CHECK(tableDimensions(TableSize::Standard).depthPaces == 6000);
  CHECK(tableDimensions(TableSize::Wide).widthPaces == 18000);
  CHECK(tableDimensions(TableSize::Wide).depthPaces == 6000);
  CHECK(tableDimensions(TableSize::Paired).widthPaces == 18000);
  CHECK(tableDimensions(TableSize::Paired).depthPaces == 12000);
}

TEST_CASE("Battle set-up: a good set-up has no errors") {
  CHECK(validateBattleSetup(smallBattle()).empty());
}

TEST_CASE("Battle set-up: errors name the source, the field and what was expected") {
  BattleSetup s = smallBattle();
  s.elements[1].footprint = baseFootprint(TroopType::Muskets, {6000, 6100}, 270);
  s.elements[1].commandId = "nobody";
  s.elements.push_back(s.elements[0]);
  s.sides[1].attacker = true;
  s.year = 1600;
  s.terrain[0].outline.resize(2);
  const auto errors = validateBattleSetup(s, "battles/wagram.json");
  CHECK(mentions(
      errors, "battles/wagram.json: elements[1].footprint: lies outside the 12000 x 6000 p table"));
  CHECK(mentions(errors, "elements[1].commandId: no command 'nobody'"));
  CHECK(mentions(errors, "elements[2].id: element id 'fr_hq' is used twice"));
  CHECK(mentions(errors, "sides: expected exactly one attacker"));
  CHECK(mentions(errors, "year: expected a battle year"));
  CHECK(mentions(errors, "terrain[0].outline: expected a polygon"));
}

TEST_CASE("Battle set-up: an element still to arrive may be off the table") {
  BattleSetup s = smallBattle();
  s.elements[1].footprint.frontMid = {-5000, -5000};
  s.elements[1].onTable = false;
  CHECK(validateBattleSetup(s).empty());
  s.sides[1].commands[0].commanderInChief = false;
  CHECK(mentions(validateBattleSetup(s), "expected exactly one commander-in-chief, found 0"));
}

TEST_CASE("Battle set-up: a command's general must be one of its own elements (T-6, B-52)") {
  BattleSetup s = smallBattle();
  s.sides[1].commands[0].generalElementId = "au_hq";  // no such element
  CHECK(mentions(
      validateBattleSetup(s, "b.json"),
      "b.json: sides[1].commands[0].general: no element 'au_hq' for the general of command 'au1'"));
  s.sides[1].commands[0].generalElementId = "fr_hq";  // the French general
  CHECK(mentions(
      validateBattleSetup(s),
      "sides[1].commands[0].general: element 'fr_hq' belongs to command 'fr1', not to 'au1'"));
  s.sides[1].commands[0].generalElementId = "au_1";
  CHECK(validateBattleSetup(s).empty());
}

TEST_CASE("Battle resolver: element fates have stable names") {
  CHECK(keyOf(ElementFate::Present) == "present");
  CHECK(keyOf(ElementFate::Destroyed) == "destroyed");
  CHECK(keyOf(ElementFate::Spent) == "spent");
  CHECK(keyOf(ElementFate::OffTable) == "off_table");
}
