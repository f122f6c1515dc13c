// B-28 target choice and B-27 primary shooters.
#include <doctest/doctest.h>

#include "core/battle/hfg/combat/shot_declaration.h"

using namespace hfg;
using namespace hfg::battle;

namespace {
ShooterEntry entry(std::size_t index, TroopType t, double distance, bool supporting = false) {
  ShooterEntry e;
  e.shooter = index;
  e.who = Combatant::element(t, Grade::Basic, false);
  e.distancePaces = distance;
  e.supportingArtilleryThatCanAid = supporting;
  return e;
}
}  // namespace

TEST_CASE(
    "B-28 others must take the target nearest the shooting edge's centre, then most in front") {
  const auto muskets = Combatant::element(TroopType::Muskets);
  const std::vector<TargetOption> options{{7, 180, 20}, {3, 150, 40}, {5, 150, 10}};
  const TargetRule own = targetRule(muskets, true, options);
  CHECK_FALSE(own.mustShoot);     // voluntary in its own bound
  CHECK(own.forcedTarget == 5u);  // 150 p, the smaller angle
  const std::vector<TargetOption> tie{{9, 150, 10}, {4, 150, 10}};
  CHECK(targetRule(muskets, true, tie).forcedTarget == 4u);  // then the lowest index
}

TEST_CASE("B-28 foot and dismounted must shoot in the enemy's bound, not at troops in works") {
  const auto rifles = Combatant::element(TroopType::Rifles);
  std::vector<TargetOption> options{{1, 100, 0, true}, {2, 500, 0, false}};
  const TargetRule r = targetRule(rifles, false, options);
  CHECK(r.mustShoot);
  CHECK(r.forcedTarget == 2u);
  options[1].inEntrenchmentOrRedoubt = true;
  const TargetRule none = targetRule(rifles, false, options);
  CHECK_FALSE(none.mustShoot);
  CHECK(none.forcedTarget == 1u);  // if it shoots anyway, still the nearest
  CHECK(targetRule(Combatant::element(TroopType::Dragoons, Grade::Basic, false), false,
                   {{1, 100, 0, false}})
            .mustShoot);
}

TEST_CASE("B-28 artillery with nothing within 400 p, naval, BUA and SP choose freely") {
  const auto guns = Combatant::element(TroopType::Smoothbore);
  CHECK(targetRule(guns, true, {{1, 800, 0}, {2, 1200, 0}}).freeChoice);
  const TargetRule close = targetRule(guns, true, {{1, 400, 0}, {2, 1200, 0}});
  CHECK_FALSE(close.freeChoice);
  CHECK(close.forcedTarget == 1u);
  CHECK(targetRule(Combatant::element(TroopType::Steamer), true, {{1, 100, 0}}).freeChoice);
  CHECK(targetRule(Combatant::work(FixedCombatant::StrongPoint), false, {{1, 100, 0}}).freeChoice);
}

TEST_CASE("B-27 the primary shooter is the one the target shoots back at, else the nearest") {
  const std::vector<ShooterEntry> s{entry(1, TroopType::Muskets, 150),
                                    entry(2, TroopType::Muskets, 100)};
  auto plan = planDistantCombat(s, std::nullopt);
  REQUIRE(plan);
  CHECK(plan->primary == 2);
  CHECK(plan->aiders == std::vector<std::size_t>{1});
  CHECK_FALSE(plan->mutual);
  plan = planDistantCombat(s, 1);
  CHECK(plan->primary == 1);
  CHECK(plan->mutual);
  CHECK_FALSE(planDistantCombat({}, std::nullopt));
}

TEST_CASE(
    "B-27 mixed guns and foot: a foot shooter is primary unless the target answers the guns") {
  const std::vector<ShooterEntry> s{entry(1, TroopType::Smoothbore, 100),
                                    entry(2, TroopType::Muskets, 180),
                                    entry(3, TroopType::Bayonets, 150)};
  auto plan = planDistantCombat(s, std::nullopt);
  CHECK(plan->primary == 3);  // the nearest foot
  plan = planDistantCombat(s, 2);
  CHECK(plan->primary == 2);  // the foot it shoots back at
  CHECK(plan->mutual);
  plan = planDistantCombat(s, 1);
  CHECK(plan->primary == 1);  // it shoots back at the guns
  CHECK(plan->aiders.size() == 2);
}

TEST_CASE("B-27 B-43 supporting artillery that can aid is never the primary shooter") {
  const std::vector<ShooterEntry> s{entry(1, TroopType::Smoothbore, 100, true),
                                    entry(2, TroopType::Smoothbore, 300)};
  const auto plan = planDistantCombat(s, 1);
  CHECK(plan->primary == 2);
  CHECK_FALSE(plan->mutual);
  CHECK(plan->aiders == std::vector<std::size_t>{1});
}
