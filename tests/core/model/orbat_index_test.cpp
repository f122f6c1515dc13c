// The orbat's id index answers as the scans (Scenario::sideOfCommand, Side::findCommand) do, and
// an index kept past an edit answers null for an id that moved, never a wrong command.
#include "core/model/orbat_index.h"

#include <doctest/doctest.h>

#include "../edit/edit_fixture.h"

namespace hfg {
namespace {

/// The first command of the scenario with this id, by the scans.
const Command* scannedCommand(const Scenario& s, std::string_view id) {
  const Side* side = s.sideOfCommand(id);
  return side ? side->findCommand(id) : nullptr;
}

}  // namespace

TEST_CASE("C-7 the orbat index finds every command and element as the scans do") {
  Scenario s = test::editFixture();
  // A duplicate id (the validator reports it): the first in file order, as the scans give.
  Command again = s.sides[0].orbat.armies[0].commands[0];
  again.name = "a second c1";
  s.sides[0].orbat.armies[0].commands.push_back(again);
  const OrbatIndex index(s);
  for (const char* id : {"c1", "c2", "e1", "x", ""}) {
    CAPTURE(id);
    CHECK(index.findCommand(s, id) == scannedCommand(s, id));
    CHECK(index.sideOfCommand(s, id) == s.sideOfCommand(id));
  }
  const Command& c1 = s.sides[0].orbat.armies[0].commands[0];
  const Command& c2 = s.sides[0].orbat.armies[0].commands[1];
  CHECK(index.findEntry(s, "c1").command == &c1);
  CHECK(index.findEntry(s, "c1").element == nullptr);  // the general
  CHECK(index.findEntry(s, "e2").command == &c1);
  CHECK(index.findEntry(s, "e2").element == &c1.elements[1]);
  CHECK(index.findEntry(s, "e3").element == &c2.elements[0]);
  CHECK(index.findEntry(s, "x").command == nullptr);
}

TEST_CASE("C-7 an orbat index kept past an edit answers null for what moved, a new one is right") {
  Scenario s = test::editFixture();
  const OrbatIndex before(s);
  auto& commands = s.sides[0].orbat.armies[0].commands;
  commands.erase(commands.begin());  // c2 moves to where c1 was; e1 and e2 are gone
  CHECK(before.findCommand(s, "c2") == nullptr);
  CHECK(before.findCommand(s, "c1") == nullptr);
  CHECK(before.findEntry(s, "e3").command == nullptr);
  CHECK(before.findEntry(s, "e1").command == nullptr);
  const OrbatIndex after(s);
  CHECK(after.findCommand(s, "c2") == &commands[0]);
  CHECK(after.findEntry(s, "e3").element == &commands[0].elements[0]);
  CHECK(after.findCommand(s, "c1") == nullptr);
}

}  // namespace hfg
