// The stage map's id index answers as the linear findNode / findLink do, and is rebuilt after
// edits.
#include "core/model/stage_map_index.h"

#include <doctest/doctest.h>

#include "../edit/edit_fixture.h"
#include "core/edit/map_edits.h"
#include "core/edit/undo_stack.h"

namespace hfg {

TEST_CASE("C-1 the map index finds every node and link as the linear look-ups do") {
  Scenario s = test::editFixture();
  // A duplicate id (the validator reports it): both look-ups give the first in file order.
  s.map.nodes.push_back({"b", "Second Bravo", {36000, 0}, {}, false, false, {}});
  s.map.links.push_back({"ab", "b", "c", LinkKind::Railway, 2.0, BridgeState::None, "", {}});
  const StageMapIndex index(s.map);
  CHECK(index.nodeCount() == 4);
  CHECK(index.linkCount() == 3);
  for (const char* id : {"a", "b", "c", "x", ""}) {
    CAPTURE(id);
    CHECK(index.findNode(s.map, id) == s.map.findNode(id));
  }
  for (const char* id : {"ab", "bc", "ca", ""}) {
    CAPTURE(id);
    CHECK(index.findLink(s.map, id) == s.map.findLink(id));
  }
  CHECK(index.nodeIndex("b") == 1);
  CHECK(index.nodeIndex("x") == -1);
  CHECK(index.linkIndex("ab") == 0);
  CHECK(index.linkIndex("bc") == 1);
  CHECK(index.matches(s.map));
}

TEST_CASE("C-1 after an undoable edit the old index no longer matches and a new one is right") {
  Scenario s = test::editFixture();
  UndoStack stack;
  const StageMapIndex before(s.map);
  REQUIRE(before.nodeIndex("c") == 2);
  stack.push(s, deleteNode(s.map, "a"));  // c moves from index 2 to 1; link ab goes
  CHECK_FALSE(before.matches(s.map));
  const StageMapIndex after(s.map);
  CHECK(after.matches(s.map));
  CHECK(after.nodeIndex("a") == -1);
  CHECK(after.nodeIndex("c") == 1);
  CHECK(after.linkIndex("ab") == -1);
  CHECK(after.findLink(s.map, "bc") == s.map.findLink("bc"));
  stack.undo(s);
  const StageMapIndex undone(s.map);
  CHECK(undone.nodeIndex("a") == 0);
  CHECK(undone.nodeIndex("c") == 2);
  CHECK(undone.findLink(s.map, "ab") == &s.map.links[0]);
}

}  // namespace hfg
