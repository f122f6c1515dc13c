// Outcome moves in the bound loop: push-back chains (B-39), router paths along roads (B-37), mounted passing through artillery and the overrun (O-B1, O-B6).
#include <doctest/doctest.h>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/bound/charge.h"
#include "core/battle/hfg/bound/overrun.h"
#include "core/battle/hfg/bound/pontoon_bridge.h"
#include "core/battle/hfg/bound/push_back.h"
#include "core/battle/hfg/bound/router_path.h"
#include "core/battle/hfg/geometry/base_size.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/moves/move_check.h"
#include "tests/core/battle/hfg/placed_element_helpers.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

using test::el;

BattleSetup base() {
  BattleSetup s;
  s.year = 1812;
  s.sides[0] = {"fr", "French",
                true, BaseEdge::South,
                3,    {{"f1", "", GeneralQuality::Ordinary, false, true, "f-cp", std::nullopt}}};
  s.sides[1] = {"ru",  "Russians",
                false, BaseEdge::North,
                1,     {{"r1", "", GeneralQuality::Ordinary, false, true, "r-cp", std::nullopt}}};
  s.elements = {el("f-cp", "fr", "f1", TroopType::CommandParty, {1000, 600}, 90),
                el("r-cp", "ru", "r1", TroopType::CommandParty, {11000, 5600}, 270)};
  s.weather = TableWeather::Fair;
  return s;
}

const LogEntry* lastCombat(const Battle& b) {
  const LogEntry* out = nullptr;
  for (const auto& l : b.logEntries())
    if (l.combat) out = &l;
  return out;
}

bool logged(const Battle& b, const std::string& text) {
  for (const auto& l : b.logEntries())
    if (l.text.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("B-39 a recoil pushes back a friend facing the same way by the overlap") {
  BattleSetup s = base();
  // French Bayonets (y 1800-2000) in frontal contact with Russian Stoic Foot (y 2000-2200); a
  // second Russian line touches the Stoic Foot's rear.
  s.elements.push_back(el("f1", "fr", "f1", TroopType::Bayonets, {5000, 2000}, 90));
  s.elements.push_back(el("d1", "ru", "r1", TroopType::StoicFoot, {5000, 2000}, 270));
  s.elements.push_back(el("d2", "ru", "r1", TroopType::Bayonets, {5000, 2200}, 270));

  SUBCASE("pushed") {
    Battle b(s);
    const std::size_t d1 = *b.find("d1");
    const Footprint end = b.elements()[d1].footprint.moved({0, 200});
    const PushPlan plan = planPushBack(b, d1, end, {0, 1});
    REQUIRE(plan.possible);
    REQUIRE(plan.pushes.size() == 1);
    CHECK(plan.pushes[0].paces == doctest::Approx(200).epsilon(0.01));
    ScriptedMoves moves({});
    // PIP 3; Bayonets 5 + 3 = 8 against Stoic Foot 3 + 2 = 5: band D, Stoic Foot recoil.
    ScriptedDice dice({3, 5, 3});
    playBound(b, moves, dice);
    CHECK(dice.used() == 3);
    CHECK(lastCombat(b)->combat->sides[1].outcome.result == ResultKind::Recoil);
    CHECK(b.elements()[d1].footprint.frontMid.y == doctest::Approx(2200));
    CHECK(b.elements()[*b.find("d2")].footprint.frontMid.y == doctest::Approx(2400).epsilon(0.001));
    CHECK(b.elements()[d1].present());
    CHECK(logged(b, "d2 pushed back 200 p by d1 (T-10, B-39)"));
  }
  SUBCASE("blocked by a friend facing another way: destroyed in close combat (T-10)") {
    s.elements.back().footprint = Footprint::fromCentre({5000, 2400}, 0, 400, 200);
    Battle b(s);
    const std::size_t d1 = *b.find("d1");
    const PushPlan plan = planPushBack(b, d1, b.elements()[d1].footprint.moved({0, 200}), {0, 1});
    CHECK_FALSE(plan.possible);
    REQUIRE(plan.blockers.size() == 1);
    CHECK(b.elements()[plan.blockers[0]].id() == "d2");
    ScriptedMoves moves({});
    ScriptedDice dice({3, 5, 3});
    playBound(b, moves, dice);
    CHECK(b.elements()[d1].condition == ElementCondition::Destroyed);
    CHECK(logged(b,
                 "d1 cannot complete its recoil (blocked by friend 'd2' faces another way) and is "
                 "destroyed"));
  }
}

TEST_CASE("B-39 a push chain runs through several friends and is blocked by enemy behind them") {
  BattleSetup s = base();
  s.elements.push_back(el("d1", "ru", "r1", TroopType::Bayonets, {5000, 2000}, 270));
  s.elements.push_back(el("d2", "ru", "r1", TroopType::Bayonets, {5000, 2200}, 270));
  // Marksmen facing the other way are pushed too (B-39).
  s.elements.push_back(el("d3", "ru", "r1", TroopType::Marksmen, {5000, 2400}, 90));
  s.elements.back().footprint = Footprint::fromCentre({5000, 2500}, 90, 400, 200);
  Battle b(s);
  const std::size_t d1 = *b.find("d1");
  PushPlan plan = planPushBack(b, d1, b.elements()[d1].footprint.moved({0, 200}), {0, 1});
  REQUIRE(plan.possible);
  CHECK(plan.pushes.size() == 2);
  BattleSetup s2 = s;
  s2.elements.push_back(el("f9", "fr", "f1", TroopType::Bayonets, {5000, 2800}, 90));
  s2.elements.back().footprint = Footprint::fromCentre({5000, 2750}, 90, 400, 200);
  Battle b2(s2);
  plan = planPushBack(b2, d1, b2.elements()[d1].footprint.moved({0, 200}), {0, 1});
  CHECK_FALSE(plan.possible);
  CHECK(plan.why.find("enemy 'f9'") != std::string::npos);
}

TEST_CASE("B-37 a router follows a road leading nearer its entry point") {
  BattleSetup s = base();
  // A road running from the Russian base edge south-west across the table.
  BattleTerrainFeature road;
  road.id = "r1";
  road.terrain = TerrainClass::RoadGood;
  road.line = {{9000, 6000}, {5000, 3000}, {5000, 0}};
  road.widthPaces = 200;
  s.terrain = {road};
  // Russian Bayonets deployed at x 9000 on the road near (5400, 3300), facing south-west.
  s.elements.push_back(el("d1", "ru", "r1", TroopType::Bayonets, {5400, 3300}, 270));
  s.elements.back().footprint.frontMid = {8600, 5600};
  Battle b(s);
  const std::size_t d1 = *b.find("d1");
  CHECK(entryPoint(b, d1).x == doctest::Approx(8600));
  CHECK(entryPoint(b, d1).y == doctest::Approx(6000));
  // Move it (as a bound would) onto the road at (5400, 3300).
  b.place(d1, Footprint::fromCentre({5400, 3300}, 270, 400, 200));
  const RoutPath path = routPath(b, d1, 800);
  CHECK(path.roadId == "r1");
  // Along the road north-east (heading ~36.87 deg), 800 p: its end nearer (8600, 6000) than straight back.
  CHECK(path.poses.back().headingDeg == doctest::Approx(36.87).epsilon(0.01));
  CHECK(distance(path.poses.back().centre(), entryPoint(b, d1)) <
        distance(b.elements()[d1].footprint.centre() + Vec2{0, 800}, entryPoint(b, d1)));
}

TEST_CASE(
    "O-B1 O-B6 mounted equal with artillery pass through it; the artillery is overrun while they "
    "stay behind") {
  BattleSetup s = base();
  s.elements.push_back(el("f1", "fr", "f1", TroopType::HeavyCavalry, {5000, 2000}, 90));
  s.elements.push_back(el("d1", "ru", "r1", TroopType::Smoothbore, {5000, 2000}, 270));
  Battle b(s);
  const std::size_t f1 = *b.find("f1");
  const std::size_t d1 = *b.find("d1");
  CHECK(roomBeyond(b, f1, d1));
  ScriptedMoves moves({});
  // PIP 3. Distant combat: none (in contact). Heavy Cavalry 4 + 2 (T-3 other) = 6 against
  // artillery 3 + 3 (T-3 vs mounted) = 6: equal, O-B1 and O-B6.
  ScriptedDice dice({3, 4, 3});
  playBound(b, moves, dice);
  CHECK(dice.used() == 3);
  const auto* fight = lastCombat(b);
  REQUIRE(fight);
  CHECK(fight->combat->sides[0].outcome.rowId == "O-B1");
  CHECK(fight->combat->sides[1].outcome.rowId == "O-B6");
  // Through the 400 p deep artillery (clear after 400 + 300 p), then 400 p of pursuit.
  CHECK(b.elements()[f1].footprint.frontMid.y == doctest::Approx(2000 + 700 + 400).epsilon(0.001));
  CHECK(isOverrun(b, d1));
  CHECK(b.elements()[d1].present());
  // It cannot move (O-B6).
  MoveOrder o;
  o.elementIds = {"d1"};
  o.path = {{5000, 1900}};
  const auto check = planMove(b, o);
  REQUIRE(check.refusal);
  CHECK(check.refusal->rule == "O-B6");
}

TEST_CASE("O-B6 enemy foot touching overrun artillery destroy it") {
  BattleSetup s = base();
  s.elements.push_back(el("f1", "fr", "f1", TroopType::HeavyCavalry, {5000, 2000}, 90));
  s.elements.push_back(el("d1", "ru", "r1", TroopType::Smoothbore, {5000, 2000}, 270));
  s.elements.push_back(
      el("f2", "fr", "f1", TroopType::Bayonets, {5400, 2200}, 180));  // on the gun's flank
  s.elements.back().footprint = Footprint::fromCentre({5300, 2200}, 180, 400, 200);
  Battle b(s);
  b.elements()[*b.find("d1")].overrunBy = "f1";
  // The cavalry behind the guns.
  b.place(*b.find("f1"), b.elements()[*b.find("f1")].footprint.moved({0, 1100}));
  REQUIRE(isOverrun(b, *b.find("d1")));
  ScriptedMoves moves({});
  ScriptedDice dice({3});
  playBound(b, moves, dice);
  CHECK(b.elements()[*b.find("d1")].condition == ElementCondition::Destroyed);
  CHECK(logged(b, "destroyed (O-B6)"));
}

TEST_CASE(
    "T-6 (e) a router that passed through steady friends facing the other way rallies for 3 PIPs") {
  const auto play = [](bool withSecondLine) {
    BattleSetup s = base();
    s.elements[1].footprint.frontMid = {5000, 3600};  // the Russian general near where d1 will stop
    s.elements.push_back(el("f1", "fr", "f1", TroopType::Bayonets, {5000, 1900}, 90));
    s.elements.push_back(el("d1", "ru", "r1", TroopType::Bayonets, {5000, 2000}, 270));
    if (withSecondLine)
      s.elements.push_back(el("d2", "ru", "r1", TroopType::Bayonets, {5000, 2400}, 270));
    Battle b(s);
    MoveOrder in;
    in.elementIds = {"f1"};
    in.path = {{5000, 2000}};
    ScriptedMoves moves({{1, {in}}});
    // PIP 3; f1 moved into contact: 5 + 3 = 8 against d1 3 + 3 = 6: d1 routed 800 p.
    ScriptedDice dice({3, 5, 3});
    playBound(b, moves, dice);
    const auto& d1 = b.elements()[*b.find("d1")];
    REQUIRE(d1.condition == ElementCondition::Routing);
    CHECK(d1.footprint.frontMid.y == doctest::Approx(3000));
    b.pipsLeft("r1") = 6;
    MoveOrder rally;
    rally.elementIds = {"d1"};
    rally.action = MoveAction::Rally;
    MoveRefusal why;
    const auto plan = planRally(b, rally, why);
    REQUIRE(plan);
    return plan->cost.total;
  };
  CHECK(play(true) == 3);
  CHECK(play(false) == 4);
}

TEST_CASE(
    "O-A1 B-55 mounted winning at range in their own bound charge the enemy to their front and "
    "fight at once") {
  BattleSetup s = base();
  s.elements.push_back(el("f1", "fr", "f1", TroopType::HeavyCavalry, {5000, 2000}, 90));
  // Bayonets shoot 200 p at mounted before 1851 (T-4).
  s.elements.push_back(el("d1", "ru", "r1", TroopType::Bayonets, {5000, 2200}, 270));
  Battle b(s);
  REQUIRE(chargeTarget(b, *b.find("f1")) == b.find("d1"));
  ScriptedMoves moves({});
  // PIP 3. d1 must shoot in the enemy bound (B-28): Heavy Cavalry 6 + 2 = 8 against Bayonets
  // 1 + 4 = 5: O-A1 charge. Then the close combat: 3 and 3.
  ScriptedDice dice({3, 6, 1, 3, 3});
  playBound(b, moves, dice);
  CHECK(dice.used() == 5);
  CHECK(logged(b, "f1 charges d1 200 p (O-A1, B-55)"));
  int closeCombats = 0;
  for (const auto& l : b.logEntries()) closeCombats += l.kind == LogKind::CloseCombat ? 1 : 0;
  CHECK(closeCombats == 1);
}

TEST_CASE(
    "O-P1 B-43 supporting artillery takes the outcome of the close combat it aided on the "
    "artillery rows") {
  BattleSetup s = base();
  s.elements.push_back(el("f1", "fr", "f1", TroopType::Bayonets, {5000, 2000}, 90));
  s.elements.push_back(
      el("fa", "fr", "f1", TroopType::Smoothbore, {5000, 1800}, 90));  // touching f1's rear
  s.elements.push_back(el("d1", "ru", "r1", TroopType::Bayonets, {5000, 2000}, 270));
  Battle b(s);
  ScriptedMoves moves({});
  // PIP 3; f1 4 + 3 = 7 against d1 2 + 3 - 1 (TF-8: f1 aided by supporting artillery) = 4:
  // f1 wins; the artillery takes "own" 7 against 4: band A, artillery has no band A row.
  ScriptedDice dice({3, 4, 2});
  playBound(b, moves, dice);
  CHECK(dice.used() == 3);
  const auto* fight = lastCombat(b);
  REQUIRE(fight);
  CHECK(fight->combat->sides[1].total == 4);
  CHECK(logged(
      b, "fa (supporting artillery, O-P1, B-43): no outcome on the supported total 7 against 4"));

  Battle lost(s);
  ScriptedMoves none({});
  // f1 1 + 3 = 4 against d1 6 + 3 - 1 = 8: band E for f1; the artillery's "own" 4 against 8 is
  // band E too: O-E19 destroyed (T-9 "other land troops").
  ScriptedDice dice2({3, 1, 6});
  playBound(lost, none, dice2);
  CHECK(logged(lost, "fa (supporting artillery, O-P1, B-43): "));
  CHECK(lost.elements()[*lost.find("fa")].condition == ElementCondition::Destroyed);
}

TEST_CASE(
    "T-13 Pontooneers at a river bank for 3 full bounds of their own are exchanged for a temporary "
    "bridge") {
  BattleSetup s = base();
  BattleTerrainFeature river;
  river.id = "river";
  river.terrain = TerrainClass::River;
  river.line = {{0, 3000}, {12000, 3000}};
  river.widthPaces = 400;
  s.terrain = {river};
  s.elements.push_back(el("pont", "fr", "f1", TroopType::Pontooneers, {6000, 2800}, 90));
  Battle b(s);
  const std::size_t p = *b.find("pont");
  REQUIRE(riverAtBank(b, p) == std::size_t{0});
  ScriptedMoves moves({});
  ScriptedDice dice(std::vector<int>(20, 3));
  // Bound 1 it stands there; bounds 3, 5 and 7 are its 1st, 2nd and 3rd full bounds.
  for (int k = 0; k < 6; ++k) playBound(b, moves, dice);
  CHECK(b.elements()[p].present());
  CHECK(b.elements()[p].bridgingBounds == 2);
  playBound(b, moves, dice);
  CHECK(b.elements()[p].condition == ElementCondition::Spent);
  bool bridge = false;
  for (const auto& c : b.crossings())
    if (c.kind == CrossingKind::Bridge && c.riverId == "river") {
      bridge = true;
      CHECK(c.at.x == doctest::Approx(6000));
      CHECK(c.at.y == doctest::Approx(3000));
    }
  CHECK(bridge);
  CHECK(logged(b, "pont is exchanged for a temporary bridge over river"));
}

TEST_CASE("T-4 B-29 a Laager shoots from every edge with the all-round arc") {
  BattleSetup s = base();
  s.elements.push_back(el("lg", "fr", "f1", TroopType::Laager, {5000, 2000}, 90));
  // Russian foot 300 p behind the Laager's rear edge, facing it.
  const double rear = 2000 - baseDepthPaces(TroopType::Laager);
  s.elements.push_back(el("d1", "ru", "r1", TroopType::Bayonets, {5000, rear - 300}, 90));
  Battle b(s);
  ScriptedMoves moves({});
  ScriptedDice dice(std::vector<int>(10, 3));
  playBound(b, moves, dice);
  bool mutual = false;
  for (const auto& l : b.logEntries())
    if (l.kind == LogKind::Shooting && l.text.find("(mutual)") != std::string::npos) mutual = true;
  CHECK(mutual);
}

TEST_CASE(
    "T-10 a recoil from shooting that came from entirely behind its rear edge turns to face the "
    "shooter") {
  BattleSetup s = base();
  s.elements.push_back(el("f-i", "fr", "f1", TroopType::Bayonets, {5000, 2000}, 90));
  // Russian guns 800 p behind the French foot's rear edge, facing it.
  s.elements.push_back(el("r-a", "ru", "r1", TroopType::Smoothbore, {5000, 1000}, 90));
  Battle b(s);
  ScriptedMoves moves({});
  // PIP 3; Bayonets 3 + 2 (T-3 Other) + 1 (TF-5) = 6 against the guns 5 + 3 = 8: O-C8 recoil.
  ScriptedDice dice({3, 3, 5});
  playBound(b, moves, dice);
  CHECK(dice.used() == 3);
  REQUIRE(lastCombat(b));
  CHECK(lastCombat(b)->combat->sides[0].outcome.result == ResultKind::Recoil);
  const auto& f = b.elements()[*b.find("f-i")];
  CHECK(f.footprint.headingDeg == doctest::Approx(270));
  CHECK(f.footprint.centre().y == doctest::Approx(1900));
  CHECK(logged(b, "f-i shot from behind its rear edge turns to face r-a instead of recoiling"));
}

TEST_CASE("T-10 a router that meets enemy conforms to them and fights at once") {
  BattleSetup s = base();
  s.elements.push_back(el("f1", "fr", "f1", TroopType::Bayonets, {5000, 1900}, 90));
  s.elements.push_back(el("d1", "ru", "r1", TroopType::Bayonets, {5000, 2000}, 270));
  // French foot behind the Russians, facing their rear 200 p away.
  s.elements.push_back(el("f2", "fr", "f1", TroopType::Bayonets, {5000, 2400}, 270));
  s.elements.back().footprint = Footprint::fromCentre({5000, 2500}, 270, 400, 200);
  Battle b(s);
  MoveOrder in;
  in.elementIds = {"f1"};
  in.path = {{5000, 2000}};
  ScriptedMoves moves({{1, {in}}});
  // PIP 3; f1 5 + 3 = 8 against d1 3 + 3 = 6: d1 routed 800 p, stopped by f2 after 200 p; it
  // conforms and fights at once: d1 1 + 3 - 2 (TF-15 routing) = 2 against f2 6 + 3 = 9.
  ScriptedDice dice({3, 5, 3, 1, 6});
  playBound(b, moves, dice);
  CHECK(dice.used() == 5);
  CHECK(logged(b, "d1 meets f2 and conforms to fight it (T-10)"));
  CHECK(logged(b, "d1 pursues into contact and fights at once (B-36)"));
}

TEST_CASE(
    "T-10 routers stop at the near side of a ford and are destroyed at a river they cannot cross") {
  const auto play = [](bool ford) {
    BattleSetup s = base();
    BattleTerrainFeature river;
    river.id = "river";
    river.terrain = TerrainClass::River;
    river.line = {{0, 2700}, {12000, 2700}};
    river.widthPaces = 200;
    s.terrain = {river};
    if (ford) s.crossings = {{"f", "river", CrossingKind::Ford, {5000, 2700}, 400}};
    s.elements.push_back(el("f1", "fr", "f1", TroopType::Bayonets, {5000, 1900}, 90));
    s.elements.push_back(el("d1", "ru", "r1", TroopType::Bayonets, {5000, 2000}, 270));
    Battle b(s);
    MoveOrder in;
    in.elementIds = {"f1"};
    in.path = {{5000, 2000}};
    ScriptedMoves moves({{1, {in}}});
    // PIP 3; f1 5 + 3 = 8 against d1 3 + 3 = 6: d1 routed 800 p towards the river.
    ScriptedDice dice({3, 5, 3});
    playBound(b, moves, dice);
    return b;
  };
  const Battle forded = play(true);
  const auto& d1 = forded.elements()[*forded.find("d1")];
  CHECK(d1.condition == ElementCondition::Routing);
  CHECK(d1.footprint.frontMid.y == doctest::Approx(2575));
  CHECK(logged(forded, "d1 stops at the near side of the crossing of river (T-10)"));
  const Battle drowned = play(false);
  CHECK(drowned.elements()[*drowned.find("d1")].condition == ElementCondition::Destroyed);
  CHECK(logged(drowned, "d1 routs into river river where it cannot cross: destroyed (T-10)"));
}

TEST_CASE(
    "T-10 a recoil stopped by a river it cannot cross destroys the element; at a ford it stops on "
    "the bank") {
  const auto play = [](bool ford) {
    BattleSetup s = base();
    BattleTerrainFeature river;
    river.id = "river";
    river.terrain = TerrainClass::River;
    river.line = {{0, 2300}, {12000, 2300}};
    river.widthPaces = 200;
    s.terrain = {river};
    if (ford) s.crossings = {{"f", "river", CrossingKind::Ford, {5000, 2300}, 400}};
    // Stoic Foot with their rear 0-200 p short of the river's near bank (y 2200).
    s.elements.push_back(el("f1", "fr", "f1", TroopType::Bayonets, {5000, 1950}, 90));
    s.elements.push_back(el("d1", "ru", "r1", TroopType::StoicFoot, {5000, 1950}, 270));
    Battle b(s);
    ScriptedMoves moves({});
    // PIP 3; Bayonets 5 + 3 = 8 against Stoic Foot 3 + 2 = 5: recoil (band D).
    ScriptedDice dice({3, 5, 3});
    playBound(b, moves, dice);
    return b;
  };
  const Battle drowned = play(false);
  CHECK(drowned.elements()[*drowned.find("d1")].condition == ElementCondition::Destroyed);
  const Battle forded = play(true);
  const auto& d1 = forded.elements()[*forded.find("d1")];
  CHECK(d1.present());
  CHECK(d1.footprint.frontMid.y == doctest::Approx(1975));
  CHECK(logged(forded, "d1 recoils to the bank at the crossing of river (T-10)"));
}

TEST_CASE("T-10 a repulsed element halts at a river it cannot cross") {
  BattleSetup s = base();
  BattleTerrainFeature river;
  river.id = "river";
  river.terrain = TerrainClass::River;
  river.line = {{0, 2700}, {12000, 2700}};
  river.widthPaces = 200;
  s.terrain = {river};
  // Bayonets beaten by foot that did not move: repulsed 400 p (front contact only).
  s.elements.push_back(el("f1", "fr", "f1", TroopType::Bayonets, {5000, 2000}, 90));
  s.elements.push_back(el("d1", "ru", "r1", TroopType::Bayonets, {5000, 2000}, 270));
  Battle b(s);
  ScriptedMoves moves({});
  ScriptedDice dice({3, 5, 3});
  playBound(b, moves, dice);
  const auto& d1 = b.elements()[*b.find("d1")];
  REQUIRE(d1.condition == ElementCondition::Repulsed);
  CHECK(logged(b, "d1 halts at river river (T-10)"));
  // Its rear edge (now its front, after turning about) stops short of the near bank (y 2600).
  CHECK(d1.footprint.frontMid.y <= 2600);
  CHECK(d1.footprint.frontMid.y >= 2550);
}
