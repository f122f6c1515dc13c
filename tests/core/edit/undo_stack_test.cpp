// The undo stack: history, merging, the clean marker, notifications and failed operations.
#include "core/edit/undo_stack.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "core/edit/map_edits.h"
#include "edit_fixture.h"

namespace hfg {

TEST_CASE("undo stack: do, undo and redo restore the model; labels follow the position") {
  Scenario s = test::editFixture();
  UndoStack stack;
  CHECK_FALSE(stack.canUndo());
  stack.push(s, addNode({"d", "Delta", {36000, 0}, {}, false, false, {}}));
  stack.push(s, renameNode(s.map, "a", "Aleph"));
  CHECK(s.map.nodes.size() == 4);
  CHECK(s.map.findNode("a")->name == "Aleph");
  CHECK(stack.undoLabel() == "Rename node Alpha to Aleph");
  stack.undo(s);
  CHECK(s.map.findNode("a")->name == "Alpha");
  CHECK(stack.redoLabel() == "Rename node Alpha to Aleph");
  stack.undo(s);
  CHECK(s.map.nodes.size() == 3);
  CHECK_FALSE(stack.canUndo());
  stack.redo(s);
  stack.redo(s);
  CHECK(s.map.findNode("d"));
  CHECK(s.map.findNode("a")->name == "Aleph");
}

TEST_CASE("undo stack: a new operation drops the redo tail") {
  Scenario s = test::editFixture();
  UndoStack stack;
  stack.push(s, renameNode(s.map, "a", "One"));
  stack.undo(s);
  stack.push(s, renameNode(s.map, "a", "Two"));
  CHECK(stack.size() == 1);
  CHECK_FALSE(stack.canRedo());
  CHECK(s.map.findNode("a")->name == "Two");
}

TEST_CASE("undo stack: a drag of many moves is one undo step; breakMerge starts a new one") {
  Scenario s = test::editFixture();
  UndoStack stack;
  for (int i = 1; i <= 10; ++i) stack.push(s, moveNode(s.map, "b", {12000.0 + i * 100, 50}));
  CHECK(stack.size() == 1);
  CHECK(s.map.findNode("b")->position == Vec2{13000, 50});
  stack.breakMerge();
  stack.push(s, moveNode(s.map, "b", {0, 999}));
  CHECK(stack.size() == 2);
  stack.undo(s);
  CHECK(s.map.findNode("b")->position == Vec2{13000, 50});
  stack.undo(s);
  CHECK(s.map.findNode("b")->position == Vec2{12000, 0});
  // Moves of different nodes never merge.
  stack.push(s, moveNode(s.map, "a", {1, 1}));
  stack.push(s, moveNode(s.map, "c", {2, 2}));
  CHECK(stack.size() == 2);
}

TEST_CASE("undo stack: the clean marker follows saves, undo and redo, and merging stops at it") {
  Scenario s = test::editFixture();
  UndoStack stack;
  std::vector<UndoEvent::Kind> events;
  stack.addListener([&](const UndoEvent& e) { events.push_back(e.kind); });
  CHECK(stack.isClean());
  stack.push(s, moveNode(s.map, "a", {5, 5}));
  CHECK_FALSE(stack.isClean());
  stack.setClean();
  CHECK(stack.isClean());
  stack.push(s, moveNode(s.map, "a", {6, 6}));  // would merge, but the save is in between
  CHECK(stack.size() == 2);
  CHECK_FALSE(stack.isClean());
  stack.undo(s);
  CHECK(stack.isClean());
  stack.undo(s);
  CHECK_FALSE(stack.isClean());
  // Doing something new from here drops the saved state from the history: never clean again.
  stack.push(s, renameNode(s.map, "a", "X"));
  stack.undo(s);
  CHECK_FALSE(stack.isClean());
  CHECK(events.front() == UndoEvent::Kind::Done);
  CHECK(std::count(events.begin(), events.end(), UndoEvent::Kind::CleanChanged) >= 3);
}

TEST_CASE("undo stack: events carry the label and the scope of what changed") {
  Scenario s = test::editFixture();
  UndoStack stack;
  std::vector<UndoEvent> events;
  stack.addListener([&](const UndoEvent& e) { events.push_back(e); });
  stack.push(s, renameNode(s.map, "a", "Aleph"));
  REQUIRE(events.size() == 2);  // Done, then CleanChanged (was clean)
  CHECK(events[0].kind == UndoEvent::Kind::Done);
  CHECK(events[0].label == "Rename node Alpha to Aleph");
  CHECK(events[0].scope == kChangeMap);
  stack.undo(s);
  CHECK(events.back().kind == UndoEvent::Kind::CleanChanged);
  CHECK(events[events.size() - 2].kind == UndoEvent::Kind::Undone);
}

TEST_CASE("undo stack: a failing operation records nothing and leaves the model alone") {
  Scenario s = test::editFixture();
  UndoStack stack;
  CHECK_THROWS_AS(stack.push(s, addNode({"a", "Again", {}, {}, false, false, {}})), EditError);
  CHECK(stack.size() == 0);
  CHECK(s.map.nodes.size() == 3);
  CHECK_THROWS_WITH_AS(renameNode(s.map, "zz", "Q"), "Rename node: no node 'zz'", EditError);
}

TEST_CASE("undo stack: setIndex jumps through the history") {
  Scenario s = test::editFixture();
  UndoStack stack;
  stack.push(s, renameNode(s.map, "a", "1"));
  stack.push(s, renameNode(s.map, "b", "2"));
  stack.push(s, renameNode(s.map, "c", "3"));
  stack.setIndex(s, 1);
  CHECK(s.map.findNode("a")->name == "1");
  CHECK(s.map.findNode("b")->name == "Bravo");
  stack.setIndex(s, 3);
  CHECK(s.map.findNode("c")->name == "3");
  stack.clear();
  CHECK(stack.size() == 0);
  CHECK(stack.isClean());
}

TEST_CASE("composite: a failing child rolls back the ones before it") {
  Scenario s = test::editFixture();
  CompositeOperation op("Two things");
  op.add(renameNode(s.map, "a", "Renamed"));
  op.add(addNode({"b", "Clash", {}, {}, false, false, {}}));
  CHECK_THROWS_AS(op.apply(s), EditError);
  CHECK(s.map.findNode("a")->name == "Alpha");
  CHECK(op.scope() == kChangeMap);
}

}  // namespace hfg
