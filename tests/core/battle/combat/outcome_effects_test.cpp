// O-S1 routing friends, O-S4 the Command Party's outcome, and B-54 mount state.
#include <doctest/doctest.h>

#include "core/battle/combat/combatant.h"
#include "core/battle/combat/outcome_effects.h"

using namespace hfg;
using namespace hfg::battle;

TEST_CASE("O-S1 friends behind routers rout with them, with the book's exceptions") {
  RoutContagionFacts f;
  CHECK(friendRoutsWithRouters(f));
  f.friendDefendsBuaSpOrRedoubt = true;
  CHECK_FALSE(friendRoutsWithRouters(f));
  f = {};
  f.routersAreMarksmenOrNaval = true;
  CHECK_FALSE(friendRoutsWithRouters(f));
  f = {};
  f.routersInferior = true;
  CHECK_FALSE(friendRoutsWithRouters(f));  // Inferior routers do not carry off better troops
  f.friendInferior = true;
  CHECK(friendRoutsWithRouters(f));
}

TEST_CASE("O-S4 the CP is repulsed if the element behind it is spent, else shares its outcome") {
  OutcomeRecord spent;
  spent.rowId = "O-E3";
  spent.result = ResultKind::Spent;
  const auto r = commandPartyOutcome(spent);
  CHECK(r.rowId == "O-S4");
  CHECK(r.result == ResultKind::Repulsed);
  CHECK(r.minPaces == 600);
  CHECK(r.maxPaces == 1200);
  OutcomeRecord pursue;
  pursue.rowId = "O-A2";
  pursue.result = ResultKind::Pursue;
  pursue.minPaces = 400;
  pursue.maxPaces = 1200;
  const auto p = commandPartyOutcome(pursue);
  CHECK(p.rowId == "O-A2");
  CHECK(p.result == ResultKind::Pursue);
  CHECK(p.alsoRows == std::vector<std::string>{"O-S4"});
}

TEST_CASE("B-54 mount state of the dismountable types") {
  MountFacts f;
  CHECK(fightsMounted(TroopType::Dragoons, f));
  CHECK_FALSE(fightsMounted(TroopType::MountedRifles, f));
  CHECK_FALSE(fightsMounted(TroopType::Repeaters, f));
  f.declaredMounted = true;
  CHECK(fightsMounted(TroopType::Repeaters, f));
  CHECK(fightsMounted(TroopType::RifleCavalry, f));
  f = {};
  f.shooting = true;
  CHECK_FALSE(fightsMounted(TroopType::Dragoons, f));
  f.movedThisBoundPaces = 601;  // moved more than 600 p: mounted whatever else
  CHECK(fightsMounted(TroopType::Dragoons, f));
  CHECK(fightsMounted(TroopType::MountedRifles, f));
  f = {};
  f.movedThisBoundPaces = 600;
  f.inDifficultGoing = true;
  CHECK_FALSE(fightsMounted(TroopType::Dragoons, f));
  CHECK(fightsMounted(TroopType::Cuirassiers, MountFacts{}));
  CHECK_FALSE(fightsMounted(TroopType::Muskets, MountFacts{}));
}
