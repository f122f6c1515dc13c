// C-21 the loser's choice of 1 or 2 rout stages and C-20 the retreat by night, by their stated rules.
#include <doctest/doctest.h>

#include "maps/campaign_battles/battle_choices.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

PlacedElement placed(std::string id, std::string side, std::string cmd, TroopType t, Vec2 at,
                     double heading) {
  PlacedElement p;
  p.id = std::move(id);
  p.sideId = std::move(side);
  p.commandId = std::move(cmd);
  p.element.type = t;
  p.element.id = p.id;
  p.footprint.frontMid = at;
  p.footprint.headingDeg = heading;
  p.footprint.frontagePaces = 400;
  p.footprint.depthPaces = 300;
  return p;
}

/// fr (attacker): a CP and two heavy cavalry; au: a CP, one heavy cavalry and one foot.
BattleSetup field() {
  BattleSetup s;
  s.year = 1810;
  s.sides[0] = {"fr", "French",
                true, BaseEdge::South,
                3,    {{"f1", "", GeneralQuality::Ordinary, false, true, "f-cp", std::nullopt}}};
  s.sides[1] = {"au",  "Austrians",
                false, BaseEdge::North,
                1,     {{"a1", "", GeneralQuality::Ordinary, false, true, "a-cp", std::nullopt}}};
  s.elements = {placed("f-cp", "fr", "f1", TroopType::CommandParty, {5400, 1000}, 90),
                placed("f-1", "fr", "f1", TroopType::HeavyCavalry, {5000, 1600}, 90),
                placed("f-2", "fr", "f1", TroopType::HeavyCavalry, {5800, 1600}, 90),
                placed("a-cp", "au", "a1", TroopType::CommandParty, {5400, 3400}, 270),
                placed("a-1", "au", "a1", TroopType::HeavyCavalry, {5000, 2800}, 270),
                placed("a-2", "au", "a1", TroopType::Bayonets, {5800, 2800}, 270)};
  s.weather = TableWeather::Fair;
  return s;
}

}  // namespace

TEST_CASE("C-21 the loser routs 2 stages when the winner has more mounted troops present, else 1") {
  Battle b(field());
  // au lost: fr has 2 heavy cavalry present against au's 1: pursuit is feared.
  CHECK(maps::routStagesChosen(b, 1) == 2);
  // fr lost: au's 1 mounted is not more than fr's 2.
  CHECK(maps::routStagesChosen(b, 0) == 1);
  // Destroyed and routing mounted do not pursue.
  b.remove(*b.find("f-1"), ElementCondition::Destroyed);
  b.elements()[*b.find("f-2")].condition = ElementCondition::Routing;
  CHECK(maps::routStagesChosen(b, 1) == 1);
  CHECK(maps::routStagesChosen(b, 0) == 2);
}

TEST_CASE(
    "C-20 the side that lost the larger share retreats by night; equal shares resume once, then "
    "the attacker goes") {
  Battle b(field());
  CHECK_FALSE(maps::nightRetreatChosen(b, 0));
  CHECK(maps::nightRetreatChosen(b, 1) == std::optional<std::string>("fr"));
  b.losses().recordLoss("a1", b.elements()[*b.find("a-2")].ee);
  CHECK(maps::nightRetreatChosen(b, 0) == std::optional<std::string>("au"));
  b.losses().recordLoss("f1", b.elements()[*b.find("f-1")].ee * 10);
  CHECK(maps::nightRetreatChosen(b, 0) == std::optional<std::string>("fr"));
}
