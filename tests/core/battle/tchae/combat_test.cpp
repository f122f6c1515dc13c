// Decisive combat through resolveContact with given dice: EX-15 ... EX-21, EX-30, EX-34, EX-35 (E-88 ... E-98).
#include <doctest/doctest.h>

#include "core/battle/tchae/combat.h"
#include "core/battle/tchae/combat_results.h"
#include "core/battle/tchae/table_geometry.h"
#include "tests/core/battle/tchae/tchae_test_support.h"

using namespace hfg;
using namespace hfg::tchae;
using namespace hfg::tchae::test;

namespace {

/// EX-15's table: Confederate attacker A facing south, front to front with Union defender D
/// (frontages 5 in, contact on y = 24), and D's flank support S 0.5 in to its right.
BattleState ex15(bool withSupport = true) {
  BattleState s = twoSides();
  Unit a = infantry("A", Belligerent::Confederate, 5, 36, 24, 270);
  a.experience = Experience::Veteran;
  a.aggressive = true;
  s.units.push_back(a);
  s.units.push_back(infantry("D", Belligerent::Union, 5, 36, 24, 90));
  if (withSupport) s.units.push_back(infantry("S", Belligerent::Union, 5, 41.5, 24, 90));
  return s;
}

Contact contactOf(const std::string& a, const std::string& d) {
  Contact c;
  c.attackerId = a;
  c.defenderId = d;
  c.chargerStartGapIn = 4;
  return c;
}

}  // namespace

TEST_CASE("EX-15 ET-18 ET-19 ET-20 E-92 E-94 E-97 a Veteran Aggressive charge wins: lD") {
  BattleState s = ex15();
  GivenDice dice({3, 3});
  TchaeDice td(dice);
  RulesContext ctx{s, td};
  const CombatOutcome o = resolveContact(ctx, contactOf("A", "D"));
  CHECK(o.attackerValue == 7);
  CHECK(o.defenderValue == 4);
  CHECK(o.index == 9);
  CHECK(o.code == CombatCode::LowerDefeated);
  CHECK(s.unit("D")->status == Status::Defeated);
  CHECK(s.unit("D")->casualties == 2);
  CHECK(s.unit("A")->casualties == 1);
  CHECK(s.unit("D")->frontMidIn.y == doctest::Approx(18));               // retired 6 in (EB-3)
  CHECK(gapIn(ctx.fp(*s.unit("S")), ctx.fp(*s.unit("A"))) >= 4 - 1e-6);  // E-97 (b)
  CHECK(dice.left() == 0);  // no pursuit test after a retire
}

TEST_CASE("EX-16 ET-19 ET-20 the same charge thrown 2: hD") {
  BattleState s = ex15();
  GivenDice dice({1, 1});
  TchaeDice td(dice);
  RulesContext ctx{s, td};
  const CombatOutcome o = resolveContact(ctx, contactOf("A", "D"));
  CHECK(o.index == 5);
  CHECK(o.code == CombatCode::HigherDefeated);
  CHECK(s.unit("A")->status == Status::Defeated);
  CHECK(s.unit("A")->casualties == 2);
  CHECK(s.unit("D")->casualties == 1);
  CHECK(s.unit("A")->frontMidIn.y == doctest::Approx(30));
}

TEST_CASE("EX-17 ET-19 EB-7 EB-44 ET-22 Q: the defender routs before contact, the winner pursues") {
  for (int pursuitDie : {4, 3}) {
    BattleState s = ex15();
    GivenDice dice({5, 6, pursuitDie});
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    const CombatOutcome o = resolveContact(ctx, contactOf("A", "D"));
    CHECK(o.index == 14);
    CHECK(o.code == CombatCode::NeverReaches);
    const Unit& d = *s.unit("D");
    CHECK(d.status == Status::Routed);
    CHECK(d.casualties == 1);
    CHECK(s.unit("A")->casualties == 0);
    CHECK(d.headingDeg == doctest::Approx(270));
    CHECK(s.unit("A")->status == (pursuitDie == 4 ? Status::Pursuit : Status::Normal));
    CHECK(dice.left() == 0);
  }
}

TEST_CASE("EX-18 ET-17 ET-18 ET-19 EB-12 EB-13 E-88 cavalry against a supported battery") {
  auto table = [](bool support) {
    BattleState s = twoSides();
    s.units.push_back(cavalry("C", Belligerent::Confederate, 6, 36, 24, 270));
    s.units.push_back(battery("B", Belligerent::Union, 6, Calibre::LightRifled, 36, 24, 90));
    if (support)
      s.units.push_back(infantry("I", Belligerent::Union, 5, 36, 20, 90));  // 3 in behind
    return s;
  };
  SUBCASE("2D6 = 2: index 4, H") {
    BattleState s = table(true);
    GivenDice dice({1, 1});
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    const CombatOutcome o = resolveContact(ctx, contactOf("C", "B"));
    CHECK(o.attackerValue == 6);
    CHECK(o.defenderValue == 4);
    CHECK(o.index == 4);
    CHECK(o.code == CombatCode::Halt);
    const Unit& c = *s.unit("C");
    CHECK(gapIn(ctx.fp(c), ctx.fp(*s.unit("B"))) == doctest::Approx(4).epsilon(0.07));
    CHECK_FALSE(c.mounted);
    CHECK(c.status == Status::Fightin);
    CHECK(c.casualties == 1);
    CHECK(s.unit("B")->casualties == 1);
  }
  SUBCASE("2D6 = 10: index 12, lR") {
    BattleState s = table(true);
    GivenDice dice({5, 5, 1});
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    const CombatOutcome o = resolveContact(ctx, contactOf("C", "B"));
    CHECK(o.code == CombatCode::LowerRouts);
    const Unit& b = *s.unit("B");
    CHECK(b.status == Status::Routed);
    CHECK(b.casualties == 3);
    CHECK(b.limbered);  // EB-92: light artillery limbers and goes
    CHECK(s.unit("C")->casualties == 1);
    CHECK(s.unit("C")->disordered);  // E-97 (g)
  }
  SUBCASE("no friend within 4 in: eliminated without dice") {
    BattleState s = table(false);
    GivenDice dice({});
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    const CombatOutcome o = resolveContact(ctx, contactOf("C", "B"));
    CHECK(o.quickResult);
    CHECK(s.unit("B")->eliminated);
  }
}

TEST_CASE("EX-19 E-94 ET-19 EB-7 EB-44 equal values: the attacker throws") {
  // A Union friend within 4 in of the battery keeps E-88 (c) away; facing east, it supports nobody.
  auto table = [] {
    BattleState s = twoSides();
    s.units.push_back(cavalry("C", Belligerent::Confederate, 3, 36, 24, 270));
    s.units.push_back(battery("B", Belligerent::Union, 6, Calibre::LightRifled, 36, 24, 90));
    s.units.push_back(infantry("near", Belligerent::Union, 2, 40, 22, 0));
    return s;
  };
  SUBCASE("2D6 = 2: N, the cavalry stands Defeated 4 in off") {
    BattleState s = table();
    GivenDice dice({1, 1});
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    const CombatOutcome o = resolveContact(ctx, contactOf("C", "B"));
    CHECK(o.attackerValue == 3);
    CHECK(o.defenderValue == 3);
    CHECK(o.code == CombatCode::NeverReaches);
    const Unit& c = *s.unit("C");
    CHECK(c.status == Status::Defeated);
    CHECK(c.casualties == 0);
    CHECK(s.unit("B")->casualties == 0);
    CHECK(gapIn(ctx.fp(c), ctx.fp(*s.unit("B"))) == doctest::Approx(4).epsilon(0.07));
  }
  SUBCASE("2D6 = 12: lR") {
    BattleState s = table();
    GivenDice dice({6, 6, 1});
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    const CombatOutcome o = resolveContact(ctx, contactOf("C", "B"));
    CHECK(o.code == CombatCode::LowerRouts);
    CHECK(s.unit("B")->casualties == 3);
    CHECK(s.unit("B")->limbered);
    CHECK(s.unit("C")->casualties == 1);
    CHECK(s.unit("C")->disordered);
  }
}

TEST_CASE("EX-20 EX-21 ET-21 E-96 EB-45 firefights") {
  SUBCASE("Superior weapons against a Resolute defender") {
    BattleState s = ex15(false);
    s.unit("A")->experience = Experience::Average;
    s.unit("A")->aggressive = false;
    s.unit("A")->weapon = Weapon::Superior;
    s.unit("D")->resolute = true;
    GivenDice dice({3, 4, 5, 3});
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    const CombatOutcome o = resolveContact(ctx, contactOf("A", "D"));
    CHECK(o.attackerValue == 4);
    CHECK(o.defenderValue == 4);
    CHECK(o.code == CombatCode::Firefight);  // EX-20
    CHECK(s.unit("D")->casualties == 4);
    CHECK(s.unit("A")->casualties == 2);
    CHECK(o.firefightWinner == 1);
    CHECK(s.unit("A")->status == Status::Fightin);
    CHECK(gapIn(ctx.fp(*s.unit("A")), ctx.fp(*s.unit("D"))) == doctest::Approx(4).epsilon(0.07));
  }
  SUBCASE("two plain Average units, equal firefight dice: no winner, a standing pair") {
    BattleState s = ex15(false);
    s.unit("A")->experience = Experience::Average;
    s.unit("A")->aggressive = false;
    GivenDice dice({3, 4, 4, 4});
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    const CombatOutcome o = resolveContact(ctx, contactOf("A", "D"));
    CHECK(o.firefightWinner == -1);
    CHECK(s.unit("A")->status == Status::Fightin);
    CHECK(s.unit("D")->status == Status::Fightin);
    CHECK(s.unit("A")->firefightPartnerId == "D");
    CHECK(s.unit("D")->firefightPartnerId == "A");
  }
}

TEST_CASE("EX-30 E-81 EB-35 risk to general") {
  BattleState s = twoSides();
  s.units.push_back(infantry("U", Belligerent::Union, 5, 36, 24, 90));
  s.commander("uc")->attachedUnitId = "U";
  for (int die : {3, 4}) {
    s.commander("uc")->horsDeCombat = false;
    s.commander("uc")->attachedUnitId = "U";
    GivenDice dice({die});
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    riskToGeneral(ctx, *s.unit("U"), 3, true, "");
    CHECK(s.commander("uc")->horsDeCombat == (die == 3));
  }
  s.commander("uc")->horsDeCombat = false;
  s.commander("uc")->attachedUnitId = "U";
  GivenDice one({1});
  TchaeDice td(one);
  RulesContext ctx{s, td};
  riskToGeneral(ctx, *s.unit("U"), 0, true, "");
  CHECK_FALSE(s.commander("uc")->horsDeCombat);
}

TEST_CASE("EX-34 EB-11 ET-18 ET-19 ET-21 a Defeated defender halved") {
  SUBCASE("Defeated only: index 8, a firefight the Defeated unit loses") {
    BattleState s = ex15();
    s.unit("A")->experience = Experience::Average;
    s.unit("A")->aggressive = false;
    s.unit("D")->status = Status::Defeated;
    GivenDice dice({3, 4, 6, 1});
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    const CombatOutcome o = resolveContact(ctx, contactOf("A", "D"));
    CHECK(o.defenderValue == doctest::Approx(2.5));
    CHECK(o.index == 8);
    CHECK(o.code == CombatCode::Firefight);
    CHECK(o.firefightWinner == 0);
  }
  SUBCASE("Defeated and Disordered in the open: index 9, lD becomes a rout (E-97 a)") {
    BattleState s = ex15();
    s.unit("A")->experience = Experience::Average;
    s.unit("A")->aggressive = false;
    s.unit("D")->status = Status::Defeated;
    s.unit("D")->disordered = true;
    GivenDice dice({3, 4, 1});  // the last die: the winner's pursuit test (E-97 h), stands
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    const CombatOutcome o = resolveContact(ctx, contactOf("A", "D"));
    CHECK(dice.left() == 0);
    CHECK(o.defenderValue == doctest::Approx(1.25));
    CHECK(o.index == 9);
    CHECK(o.code == CombatCode::LowerDefeated);
    CHECK(s.unit("D")->status == Status::Routed);
  }
}

TEST_CASE("EX-35 E-97 d routers burst through friends behind them") {
  struct Case {
    Experience exp;
    bool aggressive;
    Status expected;
  };
  for (const Case& k : {Case{Experience::Raw, false, Status::Routed},
                        Case{Experience::Average, false, Status::Routed},
                        Case{Experience::Veteran, false, Status::Normal},
                        Case{Experience::Raw, true, Status::Normal}}) {
    BattleState s = twoSides();
    s.units.push_back(infantry("R", Belligerent::Union, 5, 36, 24, 90));
    Unit f = infantry("F", Belligerent::Union, 5, 36, 21, 90);  // 2 in behind R's rear edge
    f.experience = k.exp;
    f.aggressive = k.aggressive;
    s.units.push_back(f);
    s.units.push_back(infantry("E", Belligerent::Confederate, 5, 36, 30, 270));
    GivenDice dice({});
    TchaeDice td(dice);
    RulesContext ctx{s, td};
    CombatOutcome out;
    routUnit(ctx, out, *s.unit("R"), *s.unit("E"), true);
    CHECK(s.unit("F")->status == k.expected);
    if (k.expected == Status::Normal) CHECK(s.unit("F")->disordered);
  }
}

TEST_CASE("E-88 quick results: limbered guns and routers contacted are lost") {
  BattleState s = twoSides();
  s.units.push_back(infantry("A", Belligerent::Confederate, 5, 36, 24, 270));
  Unit g = battery("G", Belligerent::Union, 4, Calibre::MediumSmoothbore, 36, 24, 90);
  g.limbered = true;
  s.units.push_back(g);
  GivenDice dice({});
  TchaeDice td(dice);
  RulesContext ctx{s, td};
  CHECK(resolveContact(ctx, contactOf("A", "G")).quickResult);
  CHECK(s.unit("G")->eliminated);
  s.units.push_back(infantry("R", Belligerent::Union, 5, 36, 24, 90));
  s.unit("R")->status = Status::Routed;
  CHECK(resolveContact(ctx, contactOf("A", "R")).quickResult);
  CHECK(s.unit("R")->eliminated);
}

TEST_CASE("E-88 d EB-42 cavalry may not charge formed infantry frontally") {
  BattleState s = ex15(false);
  s.units[0] = cavalry("A", Belligerent::Confederate, 4, 36, 24, 270);
  GivenDice dice({});
  TchaeDice td(dice);
  RulesContext ctx{s, td};
  Contact c = contactOf("A", "D");
  c.chargerStartGapIn = 12;
  CHECK(resolveContact(ctx, c).quickResult);
  CHECK(s.unit("A")->disordered);
  CHECK(gapIn(ctx.fp(*s.unit("A")), ctx.fp(*s.unit("D"))) > 8);
}
