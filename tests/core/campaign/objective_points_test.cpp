// The victory rule at dawn: objective points held, points_to_win, the leader on points (hand-worked).
#include <doctest/doctest.h>

#include "core/campaign/objective_points.h"

namespace {

hfg::Scenario twoSides() {
  hfg::Scenario s;
  s.sides.resize(2);
  s.sides[0].orbat.id = "france";
  s.sides[1].orbat.id = "prussia";
  s.objectives = {{"jena", "france", 3}, {"gera", "france", 2}, {"saalfeld", "prussia", 4}};
  s.victory.pointsToWin = 5;
  return s;
}

hfg::Force at(const std::string& id, const std::string& side, const std::string& node) {
  hfg::Force f;
  f.id = id;
  f.side = side;
  f.location.node = node;
  return f;
}

}  // namespace

TEST_CASE(
    "victory rule: a side holds an objective where its force stands out of battle and no enemy "
    "does") {
  const hfg::Scenario s = twoSides();
  hfg::CampaignState state;
  state.forces = {at("f1", "france", "jena"), at("f2", "france", "gera"),
                  at("p1", "prussia", "saalfeld")};
  CHECK(hfg::objectivePoints(s, state) == std::vector<int>{5, 4});
  CHECK(hfg::victoryAtDawn(s, {5, 4}) == 0);            // 3 + 2 = 5 reaches points_to_win
  state.forces.push_back(at("p2", "prussia", "gera"));  // contested: nobody holds Gera
  CHECK(hfg::objectivePoints(s, state) == std::vector<int>{3, 4});
  CHECK_FALSE(hfg::victoryAtDawn(s, {3, 4}).has_value());
  state.forces[0].inBattle = true;  // a force in battle holds nothing yet
  CHECK(hfg::objectivePoints(s, state) == std::vector<int>{0, 4});
  state.forces[2].location.link = "l1";  // on the road, not at the node
  CHECK(hfg::objectivePoints(s, state) == std::vector<int>{0, 0});
}

TEST_CASE("victory rule: level sides win nothing; without points_to_win only the end decides") {
  hfg::Scenario s = twoSides();
  CHECK_FALSE(hfg::victoryAtDawn(s, {5, 5}).has_value());
  CHECK(hfg::leaderOnPoints({2, 3}) == 1);
  CHECK_FALSE(hfg::leaderOnPoints({3, 3}).has_value());
  s.victory.pointsToWin = 0;
  CHECK_FALSE(hfg::victoryAtDawn(s, {9, 0}).has_value());
}
