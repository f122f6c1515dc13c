// The demo scenario is complete and consistent, so screenshots and frame tests show real content.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "editor/shell/demo_scenario.h"

namespace hfg {

TEST_CASE("demo: a dozen named nodes with unique ids") {
  const Scenario s = makeDemoScenario();
  CHECK(s.map.nodes.size() == 12);
  std::set<std::string> ids;
  for (const auto& node : s.map.nodes) {
    CHECK_FALSE(node.name.empty());
    ids.insert(node.id);
  }
  CHECK(ids.size() == s.map.nodes.size());
}

TEST_CASE("demo: links join existing nodes, in every kind, with a broken bridge") {
  const Scenario s = makeDemoScenario();
  std::set<LinkKind> kinds;
  int broken = 0;
  for (const auto& link : s.map.links) {
    CAPTURE(link.id);
    CHECK(s.map.findNode(link.from));
    CHECK(s.map.findNode(link.to));
    CHECK(link.stages > 0);
    kinds.insert(link.kind);
    if (link.bridge == BridgeState::Broken) ++broken;
  }
  CHECK(kinds.size() == 4);
  CHECK(broken >= 1);
}

TEST_CASE("demo: woods, hills and a river are present") {
  const Scenario s = makeDemoScenario();
  std::set<TerrainClass> classes;
  for (const auto& f : s.map.terrain) {
    classes.insert(f.terrain);
    CHECK(f.points.size() >= (f.shape() == FeatureShape::Area ? 3u : 2u));
  }
  CHECK(classes.count(TerrainClass::Woods));
  CHECK(classes.count(TerrainClass::HillGentle));
  CHECK(classes.count(TerrainClass::River));
}

TEST_CASE("demo: two sides, several armies, every force's commands belong to its side") {
  const Scenario s = makeDemoScenario();
  REQUIRE(s.sides.size() == 2);
  for (const auto& side : s.sides) {
    CHECK(side.orbat.armies.size() >= 2);
    for (const auto& army : side.orbat.armies) {
      CHECK(army.findCommand(army.commanderCommand));
      for (const auto& command : army.commands) CHECK_FALSE(command.general.name.empty());
    }
  }
  CHECK(s.startPositions.size() >= 4);
  for (const auto& force : s.startPositions) {
    CAPTURE(force.id);
    CHECK(s.map.findNode(force.node));
    const Side* side = s.findSide(force.side);
    REQUIRE(side);
    for (const auto& command : force.commands) CHECK(side->findCommand(command));
  }
}

}  // namespace hfg
