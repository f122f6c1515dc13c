// Stage network and terrain edits, each undone back to the exact starting model.
#include "core/edit/map_edits.h"

#include <doctest/doctest.h>

#include "core/edit/undo_stack.h"
#include "edit_fixture.h"

namespace hfg {
namespace {

bool sameNodes(const StageMap& a, const StageMap& b) {
  if (a.nodes.size() != b.nodes.size()) return false;
  for (std::size_t i = 0; i < a.nodes.size(); ++i)
    if (a.nodes[i].id != b.nodes[i].id || a.nodes[i].name != b.nodes[i].name ||
        !(a.nodes[i].position == b.nodes[i].position))
      return false;
  return true;
}

bool sameLinks(const StageMap& a, const StageMap& b) {
  if (a.links.size() != b.links.size()) return false;
  for (std::size_t i = 0; i < a.links.size(); ++i)
    if (a.links[i].id != b.links[i].id || a.links[i].from != b.links[i].from ||
        a.links[i].to != b.links[i].to || a.links[i].kind != b.links[i].kind ||
        a.links[i].bridge != b.links[i].bridge || a.links[i].stages != b.links[i].stages)
      return false;
  return true;
}

}  // namespace

TEST_CASE("map edits: deleting a node removes its links and undo restores both in place") {
  Scenario s = test::editFixture();
  const Scenario before = s;
  UndoStack stack;
  stack.push(s, deleteNode(s.map, "b"));
  CHECK(s.map.findNode("b") == nullptr);
  CHECK(s.map.links.empty());
  CHECK(stack.undoLabel() == "Delete node Bravo");
  stack.undo(s);
  CHECK(sameNodes(s.map, before.map));
  CHECK(sameLinks(s.map, before.map));
}

TEST_CASE("map edits: merging moves links, forces and objectives and drops duplicate links") {
  Scenario s = test::editFixture();
  const Scenario before = s;
  s.map.links.push_back({"ac", "a", "c", LinkKind::Railway, 2.0, BridgeState::None, "", {}});
  const Scenario withAc = s;
  UndoStack stack;
  // Fold a into b: link ab would join b to itself (dropped), ac becomes bc' but b-c exists.
  stack.push(s, mergeNodes(s, "b", "a"));
  CHECK(s.map.findNode("a") == nullptr);
  REQUIRE(s.map.links.size() == 1);
  CHECK(s.map.links[0].id == "bc");
  CHECK(s.startPositions[0].node == "b");
  stack.undo(s);
  CHECK(sameNodes(s.map, withAc.map));
  CHECK(sameLinks(s.map, withAc.map));
  CHECK(s.startPositions[0].node == "a");

  // Fold c into a on the original map: bc becomes a link a-b? a already joins b, so dropped.
  Scenario t = before;
  UndoStack other;
  other.push(t, mergeNodes(t, "a", "c"));
  CHECK(t.map.links.size() == 1);
  // A node with a fresh neighbour keeps the link, re-ended at the kept node.
  Scenario u = before;
  u.map.nodes.push_back({"d", "Delta", {0, 12000}, {}, false, false, {}});
  u.map.links.push_back({"cd", "c", "d", LinkKind::GoodRoad, 1.0, BridgeState::None, "", {}});
  UndoStack third;
  third.push(u, mergeNodes(u, "a", "c"));
  REQUIRE(u.map.findLink("cd"));
  CHECK(u.map.findLink("cd")->joins("a", "d"));
  CHECK_THROWS_AS(mergeNodes(u, "a", "a"), EditError);
}

TEST_CASE("map edits: link add, kind, stages, bridge and delete, each one undo step") {
  Scenario s = test::editFixture();
  const Scenario before = s;
  UndoStack stack;
  stack.push(s, addLink({"ac", "a", "c", LinkKind::GoodRoad, 2.0, BridgeState::None, "", {}}));
  stack.push(s, setLinkKind(s.map, "ac", LinkKind::Railway));
  stack.push(s, setLinkStages(s.map, "ac", 2.5));
  stack.push(s, setLinkBridge(s.map, "ac", BridgeState::Broken));
  const StageLink* ac = s.map.findLink("ac");
  REQUIRE(ac);
  CHECK(ac->kind == LinkKind::Railway);
  CHECK(ac->stages == 2.5);
  CHECK(ac->bridge == BridgeState::Broken);
  stack.push(s, deleteLink(s.map, "ab"));
  CHECK(s.map.findLink("ab") == nullptr);
  CHECK(stack.size() == 5);
  stack.setIndex(s, 0);
  CHECK(sameLinks(s.map, before.map));
  CHECK_THROWS_AS(addLink({"aa", "a", "a", LinkKind::GoodRoad, 1, BridgeState::None, "", {}}),
                  EditError);
  CHECK_THROWS_AS(setLinkStages(s.map, "ab", 0), EditError);
}

TEST_CASE("map edits: terrain features and their vertices") {
  Scenario s = test::editFixture();
  UndoStack stack;
  stack.push(s, insertVertex("wood", 3, {0, 100}));
  CHECK(s.map.terrain[0].points.size() == 4);
  for (int i = 0; i < 5; ++i) stack.push(s, moveVertex("wood", 0, {-10.0 * i, -10.0 * i}));
  CHECK(stack.size() == 2);  // the drag merged
  CHECK(s.map.terrain[0].points[0] == Vec2{-40, -40});
  stack.push(s, deleteVertex("wood", 1));
  CHECK(s.map.terrain[0].points.size() == 3);
  stack.push(s, reclassifyFeature(s.map, "wood", TerrainClass::Marsh));
  CHECK(s.map.terrain[0].terrain == TerrainClass::Marsh);
  stack.push(s, addFeature({"road", TerrainClass::RoadGood, "", {{0, 0}, {5, 5}}, {}, 0}));
  stack.push(s, deleteFeature(s.map, "wood"));
  CHECK(s.map.terrain.size() == 1);
  stack.setIndex(s, 0);
  REQUIRE(s.map.terrain.size() == 1);
  CHECK(s.map.terrain[0].terrain == TerrainClass::Woods);
  CHECK(s.map.terrain[0].points == Polyline{{0, 0}, {100, 0}, {100, 100}});
  CHECK_THROWS_AS(stack.push(s, deleteVertex("wood", 9)), EditError);
}

TEST_CASE("map edits: naming a terrain feature is one undo step") {
  Scenario s = test::editFixture();
  UndoStack stack;
  const std::string before = s.map.terrain[0].name;
  stack.push(s, renameFeature(s.map, "wood", "Herbst Woods"));
  CHECK(s.map.terrain[0].name == "Herbst Woods");
  CHECK(stack.undoLabel() == "Name wood Herbst Woods");
  stack.undo(s);
  CHECK(s.map.terrain[0].name == before);
  CHECK_THROWS_AS(renameFeature(s.map, "nowhere", "X"), EditError);
}

}  // namespace hfg
