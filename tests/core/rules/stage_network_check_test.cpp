// C-1/C-2 stage network warnings: lone nodes, split networks, links far from 12 km a stage.
#include "core/rules/stage_network_check.h"

#include <doctest/doctest.h>

#include "../edit/edit_fixture.h"

namespace hfg {

TEST_CASE("C-2 a connected network of 12 km links has no warnings") {
  const Scenario s = test::editFixture();
  CHECK(stageNetworkWarnings(s.map).empty());
}

TEST_CASE("C-2 a node without links, and a pair cut off from the main network, are reported") {
  Scenario s = test::editFixture();
  s.map.nodes.push_back({"lone", "Lone", {0, 12000}, {}, false, false, {}});
  s.map.nodes.push_back({"x", "X", {50000, 0}, {}, false, false, {}});
  s.map.nodes.push_back({"y", "Y", {62000, 0}, {}, false, false, {}});
  s.map.links.push_back({"xy", "x", "y", LinkKind::GoodRoad, 1.0, BridgeState::None, "", {}});
  const auto warnings = stageNetworkWarnings(s.map, "m.json");
  REQUIRE(warnings.size() == 3);
  CHECK(warnings[0].where == "m.json: nodes[3] \"Lone\"");
  CHECK(warnings[0].message.find("no links") != std::string::npos);
  CHECK(warnings[1].message.find("cut off from the main network (3 nodes)") != std::string::npos);
  CHECK(warnings[2].where == "m.json: nodes[5] \"Y\"");
}

TEST_CASE("C-1 a link drawn far from its stages x 12 km is reported; within half is not") {
  Scenario s = test::editFixture();
  s.map.links[0].stages = 3;    // drawn 12 km, expected 36 km: off by 24 > 18
  s.map.links[1].stages = 1.4;  // drawn 12 km, expected 16.8 km: off by 4.8 < 8.4
  auto warnings = stageNetworkWarnings(s.map);
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].rule == "C-1");
  CHECK(warnings[0].message ==
        "drawn 12.0 km long but set to 3 stage(s) (36 km); check its stages");
  // A drawn route counts, not the straight line.
  s.map.links[0].stages = 1;
  s.map.links[0].path = {{0, 0}, {0, 20000}, {12000, 20000}, {12000, 0}};  // 52 km
  warnings = stageNetworkWarnings(s.map);
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].where == "map.json: links[0] \"ab\"");
}

}  // namespace hfg
