// The generals' plan: attack or hold by doctrine, the objective (BUA, hill, weaker flank), the reserve and the crisis (issue #5).
#include <doctest/doctest.h>

#include <algorithm>

#include "core/battle/hfg/ai/battle_generator.h"
#include "core/battle/hfg/ai/command_plan.h"
#include "core/battle/hfg/ai/enemy_picture.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

ArmySpec army(int foot, int mounted) {
  ArmySpec a;
  a.foot = foot;
  a.mounted = mounted;
  return a;
}

Ring square(Vec2 c, double half) {
  return {{c.x - half, c.y - half},
          {c.x + half, c.y - half},
          {c.x + half, c.y + half},
          {c.x - half, c.y + half}};
}

}  // namespace

TEST_CASE("issue #5: the attacker takes the BUA between the armies as its objective") {
  GeneratedBattle g;
  g.armies = {army(4, 2), army(4, 2)};
  BattleSetup s = generateBattle(g);
  // Lines at y 1,800 (blue) and 4,200 (red); a village at 3,400, two thirds of the way over.
  BattleTerrainFeature v;
  v.id = "v1";
  v.terrain = TerrainClass::BUA;
  v.outline = square({6500, 3400}, 250);
  s.terrain.push_back(v);
  Battle b(s);
  const SidePlan plan = planSide(b, AiSettings{});
  CHECK(plan.attacking);
  CHECK(plan.objectiveText == "BUA 'v1'");
  CHECK(plan.objective.x == doctest::Approx(6500));
}

TEST_CASE("issue #5: with no ground worth taking the attacker goes for the enemy's weaker flank") {
  GeneratedBattle g;
  g.armies = {army(4, 2), army(4, 2)};
  BattleSetup s = generateBattle(g);
  // Strip red's westernmost cavalry: its west third is weaker. Facing north, west is left.
  s.elements.erase(std::remove_if(s.elements.begin(), s.elements.end(),
                                  [](const PlacedElement& p) { return p.id == "r-1"; }),
                   s.elements.end());
  Battle b(s);
  const SidePlan plan = planSide(b, AiSettings{});
  CHECK(plan.objectiveText == "the enemy's left flank");
  CHECK(plan.objective.x < 6000);
}

TEST_CASE("issue #5: the defender holds unless its doctrine and strength let it attack") {
  GeneratedBattle g;
  g.armies = {army(4, 2), army(4, 2)};
  g.attacker = 1;  // red attacks, so blue (moving first here) is the defender
  Battle b(generateBattle(g));
  // Bound 1 is the attacker's: play a bound of nothing to reach blue's.
  b.clock().endBound();
  REQUIRE(b.movingSide() == 0);
  AiSettings s;
  s.doctrine = {Doctrine::Balanced, Doctrine::Balanced};
  CHECK_FALSE(planSide(b, s).attacking);  // even strength: 1.0 < 1.5
  s.doctrine[0] = Doctrine::Aggressive;
  CHECK(planSide(b, s).attacking);  // 1.0 >= 1.0
  for (const auto& c : planSide(b, AiSettings{}).commands) CHECK(c.role == CommandRole::Hold);
}

TEST_CASE(
    "issue #5: three commands: the rear one is the reserve until the crisis, then it goes in") {
  GeneratedBattle g;
  g.armies = {army(6, 2), army(6, 2)};
  g.armies[0].commands = 3;
  g.armies[0].reserveFoot = 3;
  g.boundsPerSide = 12;
  Battle b(generateBattle(g));
  SidePlan plan = planSide(b, AiSettings{});
  REQUIRE(plan.commands.size() == 3);
  CHECK_FALSE(plan.crisis);
  CHECK(plan.commands[2].role == CommandRole::Reserve);
  CHECK(plan.commands[0].role != CommandRole::Reserve);
  // Half the day gone (B-62: 12 bounds a side; this is blue's 6th): the crisis.
  for (int k = 0; k < 10; ++k) b.clock().endBound();
  plan = planSide(b, AiSettings{});
  CHECK(plan.crisis);
  CHECK(plan.commands[2].role == CommandRole::MainEffort);
}

TEST_CASE(
    "B-20 with memory: the generals plan with enemies where they were last seen, and not with "
    "unseen ones") {
  GeneratedBattle g;
  g.armies = {army(4, 2), army(4, 2)};
  Battle b(generateBattle(g));
  // No bound has refreshed the memory: what blue's command sees now (the open field: all).
  CHECK(knownEnemies(b, 0).size() == 7);  // 4 foot, 2 cavalry and red's general
  // Blue's command remembers r-1 where it stood 2,000 p further west; it never saw the others.
  const std::size_t r1 = *b.find("r-1");
  Footprint old = b.elements()[r1].footprint;
  old.frontMid.x -= 2000;
  b.enemyMemory["b1"][r1] = old;
  const auto known = knownEnemies(b, 0);
  REQUIRE(known.size() == 1);
  CHECK(known.front().index == r1);
  CHECK_FALSE(known.front().seenNow);
  CHECK(known.front().pose.frontMid.x ==
        doctest::Approx(b.elements()[r1].footprint.frontMid.x - 2000));
  // The plan goes for the one enemy it knows, where it was seen.
  const SidePlan plan = planSide(b, AiSettings{});
  CHECK(plan.attacking);
  CHECK(plan.objective.x == doctest::Approx(old.centre().x));
  // Nothing known at all: the attacker goes looking for the enemy, forward.
  b.enemyMemory["b1"].clear();
  const SidePlan blind = planSide(b, AiSettings{});
  CHECK(blind.objectiveText == "no enemy in sight: forward");
  CHECK(blind.objective.y > 3000);
}

TEST_CASE("issue #5 follow-up: the plan is kept between bounds and revised on a crisis") {
  GeneratedBattle g;
  g.armies = {army(4, 2), army(4, 2)};
  g.armies[0].commands = 3;
  g.armies[0].reserveFoot = 3;
  BattleSetup s = generateBattle(g);
  Battle b(s);
  // Blue sees red's west third weaker: its left flank.
  b.elements()[*b.find("r-1")].condition = ElementCondition::Routing;
  const SidePlan first = continuePlan(b, SidePlan{}, planSide(b, AiSettings{}));
  CHECK(first.revision == "new");
  REQUIRE(first.objectiveText == "the enemy's left flank");
  // Next bound the west is no longer weaker (r-1 rallied, the east cavalry worn down to 0.1
  // EE): a fresh plan would switch flanks; the kept plan stays on the left flank.
  b.elements()[*b.find("r-1")].condition = ElementCondition::Ready;
  b.elements()[*b.find("r-6")].ee = 0.1;
  const SidePlan fresh = planSide(b, AiSettings{});
  REQUIRE(fresh.objectiveText == "the enemy's right flank");
  const SidePlan kept = continuePlan(b, first, fresh);
  CHECK(kept.revision == "kept");
  CHECK(kept.objectiveText == "the enemy's left flank");
  CHECK(kept.objective.x < 6000);
  for (std::size_t k = 0; k < kept.commands.size(); ++k)
    CHECK(kept.commands[k].role == first.commands[k].role);
  // A crisis revises it: the fresh plan is taken.
  SidePlan crisis = fresh;
  crisis.crisis = true;
  const SidePlan revised = continuePlan(b, kept, crisis);
  CHECK(revised.revision == "crisis: reserves committed");
  CHECK(revised.objectiveText == "the enemy's right flank");
}

TEST_CASE(
    "issue #5 follow-up: a pinning command beyond the end of the enemy line goes for that end") {
  GeneratedBattle g;
  g.armies = {army(4, 2), army(4, 2)};
  g.armies[0].commands = 2;
  BattleSetup s = generateBattle(g);
  // Blue's second command 3,000 p further east, beyond the east end of red's line.
  double eastOfRed = 0;
  for (const auto& p : s.elements)
    if (p.sideId == "red") eastOfRed = std::max(eastOfRed, p.footprint.centre().x);
  for (auto& p : s.elements)
    if (p.commandId == "b2") p.footprint.frontMid.x += 3000;
  Battle b(s);
  REQUIRE(centreOf(b, 0, "b2")->x > eastOfRed);
  const SidePlan plan = planSide(b, AiSettings{});
  bool pinned = false;
  for (const auto& c : plan.commands)
    if (c.commandId == "b2" && c.role == CommandRole::Pin) {
      pinned = true;
      CHECK(c.objective.x <= eastOfRed + 1e-6);
    }
  CHECK(pinned);
}
