// C-5: all orders of both sides are checked first; a wrong order names force, step and rule,
// and nothing is applied.
#include <doctest/doctest.h>

#include <algorithm>
#include <stdexcept>

#include "fixture.h"

using namespace hfg;
using namespace hfg::test;

namespace {

CampaignFixture twoSides() {
  CampaignFixture fx;
  fx.chain({"a", "b", "c", "d", "e"});
  fx.command("blue", "inf", {TroopType::Bayonets, TroopType::Bayonets});  // steady 2/3
  fx.command("blue", "cav", {TroopType::LightCavalry});                   // fast 3/3
  fx.command("red", "rinf", {TroopType::Muskets});                        // slow 2/2
  fx.force("b1", "blue", {"inf"}, "a")
      .force("b2", "blue", {"cav"}, "a")
      .force("r1", "red", {"rinf"}, "e");
  return fx;
}

bool hasError(const std::vector<OrderError>& errors, const std::string& force, int step,
              const std::string& rule) {
  return std::any_of(errors.begin(), errors.end(), [&](const OrderError& e) {
    return e.force == force && e.step == step && e.rule == rule;
  });
}

}  // namespace

TEST_CASE("C-10 a march longer than the period allowance is rejected with force, step and rule") {
  auto fx = twoSides();
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  auto errors =
      engine.validate({sideOrders("blue", 1, {stepsFor("b1", {march({"a", "b", "c", "d"})})})});
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].force == "b1");
  CHECK(errors[0].step == 0);
  CHECK(errors[0].rule == "C-10");
  CHECK(describe(errors[0]).find("3 stages exceeds the 2 allowed") != std::string::npos);
}

TEST_CASE("C-10 the daily total is checked across periods") {
  auto fx = twoSides();
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  // Bayonets: 2 + 2 = 4 > 3 a day.
  auto errors = engine.validate(
      {sideOrders("blue", 1, {stepsFor("b1", {march({"a", "b", "c"}), march({"c", "d", "e"})})})});
  CHECK(hasError(errors, "b1", 1, "C-10"));
  // 2 + 1 is fine.
  CHECK(engine
            .validate({sideOrders("blue", 1,
                                  {stepsFor("b1", {march({"a", "b", "c"}), march({"c", "d"})})})})
            .empty());
}

TEST_CASE("C-12 night march is limited to 1 stage") {
  auto fx = twoSides();
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  auto errors = engine.validate(
      {sideOrders("blue", 1, {stepsFor("b2", {rest(), rest(), march({"a", "b", "c"})})})});
  CHECK(hasError(errors, "b2", 2, "C-12"));
  CHECK(
      engine
          .validate({sideOrders("blue", 1, {stepsFor("b2", {rest(), rest(), march({"a", "b"})})})})
          .empty());
}

TEST_CASE("C-14 the third successive active period must be rest") {
  auto fx = twoSides();
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  auto errors = engine.validate({sideOrders(
      "blue", 1,
      {stepsFor("b1", {march({"a", "b"}), work(WorkTask::Entrench), march({"b", "c"})})})});
  CHECK(hasError(errors, "b1", 2, "C-14"));
}

TEST_CASE("C-14 a night march must be followed by rest, also across dawn") {
  auto fx = twoSides();
  CampaignState st = fx.start();
  st.forces[1].mustRest = true;  // b2 marched last night
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  auto errors = engine.validate({sideOrders("blue", 1, {stepsFor("b2", {march({"a", "b"})})})});
  CHECK(hasError(errors, "b2", 0, "C-14"));
}

TEST_CASE("C-5 an error in one side's orders applies nothing of either side") {
  auto fx = twoSides();
  CampaignState st = fx.start();
  const CampaignState before = st;
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  SideOrders blue = sideOrders("blue", 1, {stepsFor("b1", {march({"a", "b"})})});
  blue.splits.push_back({"b1", "b1x", "Detachment", {}, {"inf-1"}});
  SideOrders red = sideOrders("red", 1, {stepsFor("r1", {march({"e", "c"})})});  // e-c not adjacent
  auto errors = engine.runDay({blue, red});
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].side == "red");
  CHECK(errors[0].rule == "C-3");
  CHECK(st == before);  // the blue split was not carried out either
}

TEST_CASE("C-7 split and merge at a node") {
  auto fx = twoSides();
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  SideOrders blue = sideOrders("blue", 1, {stepsFor("b1x", {march({"a", "b"})})});
  blue.splits.push_back({"b1", "b1x", "Detachment", {}, {"inf-1"}});
  blue.merges.push_back({"b2", "b1"});
  REQUIRE(engine.setOrders({blue}).empty());
  CHECK(st.findForce("b2") == nullptr);
  REQUIRE(st.findForce("b1x"));
  CHECK(st.findForce("b1x")->detached == std::vector<std::string>{"inf-1"});
  CHECK(st.findForce("b1")->commands == std::vector<std::string>{"inf", "cav"});
  // Merging forces at different nodes is refused.
  st.findForce("r1")->location.node = "e";
  SideOrders bad = sideOrders("blue", 1, {});
  bad.merges.push_back({"b1x", "b1"});
  st.findForce("b1x")->location.node = "b";
  CHECK(hasError(engine.validate({bad}), "b1x", -1, "C-7"));
}

TEST_CASE("C-22 building a bridge needs pontooneers; C-3 a broken bridge cannot be marched") {
  CampaignFixture fx;
  fx.chain({"a", "b", "c"});
  fx.scenario.map.links[1].riverName = "Elbe";  // b-c crosses a river with no bridge
  fx.command("blue", "inf", {TroopType::Bayonets});
  fx.command("blue", "eng", {TroopType::Pontooneers});
  fx.force("f", "blue", {"inf"}, "b").force("g", "blue", {"eng"}, "b");
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  auto errors =
      engine.validate({sideOrders("blue", 1,
                                  {stepsFor("f", {work(WorkTask::BuildBridge, "b-c")}),
                                   stepsFor("g", {work(WorkTask::BuildBridge, "b-c")})})});
  CHECK(hasError(errors, "f", 0, "C-22"));
  CHECK_FALSE(hasError(errors, "g", 0, "C-22"));
  errors = engine.validate({sideOrders("blue", 1, {stepsFor("f", {march({"b", "c"})})})});
  CHECK(hasError(errors, "f", 0, "C-3"));
}

TEST_CASE("C-8 orders name real forces of the side, once each, steps or goal") {
  auto fx = twoSides();
  CampaignState st = fx.start();
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  ForceOrder both = goalFor("b1", GoalKind::MarchTo, "c");
  both.steps.push_back(rest());
  auto errors = engine.validate({sideOrders(
      "blue", 1, {stepsFor("r1", {rest()}), both, goalFor("b2", GoalKind::MarchTo, "zz")})});
  CHECK(hasError(errors, "r1", -1, "C-7"));
  CHECK(hasError(errors, "b1", -1, "C-8"));
  CHECK(hasError(errors, "b2", -1, "C-8"));
  errors = engine.validate({sideOrders("blue", 2, {})});
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].rule == "C-5");
}

TEST_CASE("C-1 a state that does not fit the scenario is refused with the field named") {
  auto fx = twoSides();
  CampaignState st = fx.start();
  st.forces[0].location.node = "atlantis";
  st.forces[1].commands.push_back("rinf");
  Dice dice(1);
  CampaignEngine engine(fx.scenario, st, dice);
  auto errors = engine.validate({});
  REQUIRE(errors.size() == 2);
  CHECK(errors[0].message ==
        "state: forces[0] 'b1' location.node 'atlantis': not a node of the map");
  CHECK(errors[1].message == "state: forces[1] 'b2' commands 'rinf': belongs to side red");
  const CampaignState before = st;
  CHECK_THROWS_AS(engine.runPeriod(), std::invalid_argument);
  CHECK(st == before);
}
