// Orders, side view and battle result files: round trips and errors naming file and field.
#include <doctest/doctest.h>

#include "core/io/battle_files_io.h"
#include "core/io/load_error.h"
#include "core/io/orders_io.h"
#include "core/mail/side_view_io.h"
#include "io_test_support.h"

using namespace hfg;
using namespace hfg::test;

TEST_CASE("an orders file with every field reads back the same") {
  ScratchFolder folder("orders-round-trip");
  OrdersFile file;
  file.orders.side = "blue";
  file.orders.day = 3;
  file.orders.brilliantAdjust = -1;
  file.orders.splits = {{"f1", "f1b", "Vanguard", {"c2"}, {"c1-3"}}};
  file.orders.merges = {{"f3", "f1"}};
  ForceOrder steps;
  steps.force = "f1";
  steps.avoidBattle = true;
  Step march;
  march.kind = StepKind::March;
  march.route = {"a", "b"};
  Step work;
  work.kind = StepKind::Work;
  work.work = WorkTask::BreakBridge;
  work.target = "a-b";
  steps.steps = {march, work, Step{}};
  ForceOrder goal;
  goal.force = "f2";
  goal.goal = Goal{GoalKind::MarchToAvoidingBattle, "c", true};
  file.orders.forces = {steps, goal};
  file.viewDigest = std::string(64, 'd');
  file.signature = std::string(64, 's');
  saveOrdersFile(file, folder / "orders.json");
  const OrdersFile back = loadOrdersFile(folder / "orders.json");
  CHECK(ordersFileText(back) == ordersFileText(file));  // every field, through the writer
  CHECK(back.orders.brilliantAdjust == -1);
  REQUIRE(back.orders.forces.size() == 2);
  CHECK(back.orders.forces[0].steps[1].work == WorkTask::BreakBridge);
  CHECK(back.orders.forces[1].goal->kind == GoalKind::MarchToAvoidingBattle);
  CHECK(back.orders.forces[1].goal->marchAtNight);
  CHECK(back.signature == file.signature);
  CHECK(ordersSigningText(file).find(std::string(64, 's')) == std::string::npos);
  CHECK(ordersSigningText(file).find(std::string(64, 'd')) != std::string::npos);
}

TEST_CASE("a malformed orders file is refused naming the file and the field") {
  ScratchFolder folder("orders-errors");
  writeText(folder / "bad.json",
            R"({ "format": "hfg-orders", "format_version": 1, "side": "blue", "day": 1,
                 "forces": [ { "force": "f1", "steps": [ { "kind": "fly" } ] } ] })");
  try {
    loadOrdersFile(folder / "bad.json");
    FAIL("expected a LoadError");
  } catch (const LoadError& e) {
    CHECK(e.file().filename() == "bad.json");
    CHECK(e.field() == "forces[0].steps[0].kind");
    CHECK(std::string(e.what()).find("march") != std::string::npos);  // lists the kinds
  }
}

TEST_CASE("a side view file keeps its digest and token; a battle result reads back") {
  ScratchFolder folder("side-view");
  SideViewFile view;
  view.view.side = "blue";
  view.view.day = 2;
  KnownEnemyForce enemy;
  enemy.force = "r1";
  enemy.name = "Red";
  enemy.location.node = "e";
  view.view.enemy = {enemy};
  view.digest = sideViewDigest(view.view);
  view.token = "t";
  saveSideViewFile(view, folder / "view.json");
  SideViewFile back = loadSideViewFile(folder / "view.json");
  CHECK(back.digest == view.digest);
  CHECK(back.token == "t");
  CHECK(sideViewDigest(back.view) == view.digest);

  BattleResult result;
  result.battle = "battle-1";
  result.winner = "red";
  result.boundsFought = 12;
  result.routStages = 2;
  result.elements = {{"c1-1", ElementStatus::Destroyed}, {"c1-2", ElementStatus::OffTable}};
  saveBattleResultFile(result, folder / "result.json");
  CHECK(loadBattleResultFile(folder / "result.json") == result);
}
