// C3 rules played through the minute clock (section 2) with hand-worked values: an Order riding
// on the table, movement through a wood, a formation change by Orders, a round of musketry and
// its Combat Result Test, an Event offered once, and the army break check.
#include <doctest/doctest.h>

#include <cmath>

#include "core/battle/c3/battle_minute.h"
#include "core/battle/c3/dispatches.h"
#include "core/battle/c3/response_acts.h"
#include "core/battle/c3/knowledge.h"
#include "tests/core/battle/c3/battle_support.h"
#include "tests/core/battle/c3/c3_referee.h"
#include "tests/core/battle/c3/c3_test_support.h"

using namespace hfg;
using namespace hfg::c3;
using namespace hfg::c3::test;

namespace {

double frontY(const C3Battle& b, int unit) {
  return pacesToMetres(b.settings, b.unit(unit).footprint.frontMid.y);
}

/// Two Commanders and a foot Unit on a flat 4,000 x 3,000 m table, no enemy.
C3Battle courierTable() {
  C3Battle b;
  b.table.sizePaces = {metresToPaces(b.settings, 4000), metresToPaces(b.settings, 3000)};
  b.commanders = {makeCommander(1, 0, "Reille", -1, 2, {500, 1000})};
  b.units = {makeUnit(11, 0, 1, "1st brigade", TroopType::Bayonets, Grade::Basic, {3500, 1000},
                      90, Formation::Line),
             makeUnit(12, 0, 1, "2nd brigade", TroopType::Bayonets, Grade::Basic, {500, 2500},
                      90, Formation::Line)};
  return b;
}

}  // namespace

TEST_CASE("K-22 K-30 K-32 KB-19 KB-20 KB-21: an Order rides on the table to its Unit") {
  C3Battle b = courierTable();
  GivenD10 faces({4, 7});
  C3Dice dice(faces);
  QuietPlayer p0, p1;
  C3Players players{{&p0, &p1}};
  setUpBattle(b, players);
  C3Order o = orderFor({11, 12}, OrderKind::Reserve, {3500, 1000}, 200);
  o.id = 99;
  // Rating 2: the staff takes 10 minutes (K-22); one item for both addressees (KB-21).
  const int first = sendOrder(b, 1, unitCommanderOf(11), o);
  sendOrder(b, 1, unitCommanderOf(12), o, first);
  CHECK(b.dispatches[0].leavesAt == 10);
  CHECK(b.dispatches[1].leavesAt == 10);
  // The messenger to unit 11 rides 3,000 m at 300 m a minute from minute 10 (KB-20): halfway at
  // minute 15 (centre 3,500 m east; the messenger stops within 50 m of it).
  for (int m = 1; m <= 15; ++m) playMinute(b, players, dice);
  CHECK(pacesToMetres(b.settings, b.dispatches[0].position.x) == doctest::Approx(2000));
  // The second rode 1,500 m north in 5 minutes and arrived at minute 15: the receipt test's
  // 1D10 of 4 with fatigue 0 is 3 x 4 = 12 minutes (K-32), in force at minute 27.
  CHECK(b.dispatches[1].effectiveAt == 27);
  for (int m = 16; m <= 20; ++m) playMinute(b, players, dice);
  // The first arrives at minute 20; its 1D10 of 7 is 21 minutes: in force at minute 41.
  CHECK(b.dispatches[0].stage == Dispatch::Stage::ReceiptDelay);
  CHECK(b.dispatches[0].effectiveAt == 41);
  for (int m = 21; m <= 40; ++m) playMinute(b, players, dice);
  CHECK(b.unit(12).order.has_value());
  CHECK_FALSE(b.unit(11).order.has_value());
  playMinute(b, players, dice);
  REQUIRE(b.unit(11).order.has_value());
  CHECK(b.unit(11).order->id == 99);
  CHECK(logHas(b, "KB-20"));
  CHECK(logHas(b, "K-32"));
  CHECK(faces.empty());
}

TEST_CASE("KT-13 KT-12 K-54 KB-9: foot in line make 50 m a minute in the open, a third in a wood") {
  C3Battle b = courierTable();
  // A wood from y = 400 m northwards across the brigade's way.
  b.table.areas = {{"wood", Ground::Wood, rectM(0, 400, 4000, 900)}};
  b.units = {makeUnit(11, 0, 1, "1st brigade", TroopType::Bayonets, Grade::Basic, {2000, 100},
                      90, Formation::Line)};
  QuietPlayer p0({orderFor({11}, OrderKind::Move, {2000, 1400}, 200)}), p1;
  C3Players players{{&p0, &p1}};
  GivenD10 faces({});
  C3Dice dice(faces);
  setUpBattle(b, players);
  CHECK(frontY(b, 11) == doctest::Approx(125));
  for (int m = 1; m <= 5; ++m) playMinute(b, players, dice);
  CHECK(frontY(b, 11) == doctest::Approx(375));  // 5 x 50 m
  // Minute 6: 20 m clear (0.4 min), then a 10 m step touching the wood costs x3 (0.6 min).
  playMinute(b, players, dice);
  CHECK(frontY(b, 11) == doctest::Approx(405));
  // Minutes 7-10 in the wood: 50 / 3 = 16.67 m a minute.
  for (int m = 7; m <= 10; ++m) playMinute(b, players, dice);
  CHECK(frontY(b, 11) == doctest::Approx(405 + 4 * 50.0 / 3).epsilon(1e-6));
  CHECK(logHas(b, "KT-13"));
}

TEST_CASE("KT-16 K-62 KB-24: an Attack Order forms battle column in 5 minutes, then 60 m a minute") {
  C3Battle b = courierTable();
  b.units = {makeUnit(11, 0, 1, "1st brigade", TroopType::Bayonets, Grade::Basic, {2000, 500}, 90,
                      Formation::Line)};
  QuietPlayer p0({orderFor({11}, OrderKind::Attack, {2000, 2500}, 300)}), p1;
  C3Players players{{&p0, &p1}};
  GivenD10 faces({});
  C3Dice dice(faces);
  setUpBattle(b, players);
  playMinute(b, players, dice);  // minute 1: the change starts (Orders: no KT-7 delay)
  CHECK(b.unit(11).changingTo == Formation::BattleColumn);
  CHECK(b.unit(11).changeFormedAt == 6);
  for (int m = 2; m <= 5; ++m) playMinute(b, players, dice);
  CHECK(b.unit(11).formation == Formation::Line);  // the old footprint until formed (KT-16)
  CHECK(b.unit(11).disordered());
  playMinute(b, players, dice);  // minute 6: formed, the old front edge's midpoint kept
  CHECK(b.unit(11).formation == Formation::BattleColumn);
  CHECK(pacesToMetres(b.settings, b.unit(11).footprint.frontagePaces) == doctest::Approx(300));
  CHECK(frontY(b, 11) == doctest::Approx(525 + 60));  // and moves 60 m the same minute
  playMinute(b, players, dice);
  CHECK(frontY(b, 11) == doctest::Approx(525 + 120));
}

namespace {

/// A French brigade in line 80 m in front of a line of British light cavalry that cannot fire.
C3Battle musketry() {
  C3Battle b;
  b.table.sizePaces = {metresToPaces(b.settings, 4000), metresToPaces(b.settings, 3000)};
  b.commanders = {makeCommander(1, 0, "Reille", -1, 2, {2000, 200}),
                  makeCommander(4, 1, "Uxbridge", -1, 2, {2000, 2800})};
  b.units = {makeUnit(11, 0, 1, "Foy", TroopType::Bayonets, Grade::Basic, {2000, 1000}, 90,
                      Formation::Line),
             makeUnit(21, 1, 4, "Vivian", TroopType::LightCavalry, Grade::Basic,
                      {2000, 1025 + 80 + 50}, 270, Formation::Line)};
  return b;
}

}  // namespace

TEST_CASE("KB-39 KB-40 KT-18 KT-19 KT-20 KB-41 KT-24 KT-25: a round of musketry on the table") {
  C3Battle b = musketry();
  QuietPlayer p0({orderFor({11}, OrderKind::Hold, {2000, 1000}, 200)}),
      p1({orderFor({21}, OrderKind::Hold, {2000, 1155}, 200)});
  C3Players players{{&p0, &p1}};
  GivenD10 faces({7, 5});  // KT-19 fire die, KT-20 Combat Result Test
  C3Dice dice(faces);
  setUpBattle(b, players);
  for (int m = 1; m <= 5; ++m) playMinute(b, players, dice);
  // Musket (Bayonets after 1790), 300 m: 80 m is close range, factor 4; FP = 4 x 6 CEs = 24;
  // D = 7; SP lost = floor(24 x 7 / 40) = 4.
  CHECK(b.unit(21).sp == 56);
  CHECK(b.unit(21).fatigue == 4);  // +1 per SP lost
  CHECK(b.unit(11).fatigue == 1);  // +1 for firing
  CHECK(b.unit(11).ammo == 11);
  // Combat Result Test: 5 - 4 lost = 1: falls back (KT-20).
  CHECK(b.unit(21).state == UnitState::FallingBack);
  CHECK(logHas(b, "KB-40"));
  CHECK(logHas(b, "KT-20"));
  CHECK(faces.empty());
}

TEST_CASE("K-14 K-16 KB-13 KT-5: Event a is offered once and may be answered only then") {
  C3Battle b = musketry();
  b.units[0].footprint = b.units[0].footprint.moved({0, metresToPaces(b.settings, -800)});
  QuietPlayer p0, p1;
  C3Players players{{&p0, &p1}};
  GivenD10 faces({});
  C3Dice dice(faces);
  setUpBattle(b, players);
  for (int m = 1; m <= 4; ++m) playMinute(b, players, dice);
  int offers = 0;
  OfferedEvent seen;
  for (const OfferedEvent& e : p1.offered)
    if (e.commander == unitCommanderOf(21) && e.id.kind == Event::A && e.unitId == 11)
      ++offers, seen = e;
  CHECK(offers == 1);  // the enemy stays in sight, still: no second Event a
  ResponseChoice late;
  late.response = Response::B;
  late.message = "enemy foot ahead";
  CHECK_FALSE(applyResponse(b, seen, late, dice));  // K-16: now or never
  CHECK(logHas(b, "KB-13"));
}

TEST_CASE("KB-58 KT-29: a side with two of its three Units lost breaks at the 15-minute check") {
  C3Battle b = musketry();
  b.units.push_back(makeUnit(22, 1, 4, "Vandeleur", TroopType::LightCavalry, Grade::Basic,
                             {500, 2500}, 270, Formation::Line));
  b.units.push_back(makeUnit(23, 1, 4, "Grant", TroopType::LightCavalry, Grade::Basic,
                             {3500, 2500}, 270, Formation::Line));
  b.unit(22).state = UnitState::Destroyed;
  b.unit(23).state = UnitState::Dispersed;
  b.unit(21).footprint = b.unit(21).footprint.moved({0, metresToPaces(b.settings, 1000)});
  QuietPlayer p0, p1;
  C3Players players{{&p0, &p1}};
  GivenD10 faces({});
  C3Dice dice(faces);
  setUpBattle(b, players);
  for (int m = 1; m <= 14; ++m) playMinute(b, players, dice);
  CHECK_FALSE(b.over);  // checks only every 15 minutes
  playMinute(b, players, dice);
  CHECK(b.over);
  REQUIRE(b.broken.has_value());
  CHECK(*b.broken == 1);  // lost 2 of 3 EE >= 1/3 and more than side 0's 0
}

TEST_CASE("KB-20 K-31: a messenger rides round an enemy his sender knows of, 400 m clear") {
  C3Battle b = courierTable();
  b.units = {makeUnit(11, 0, 1, "1st brigade", TroopType::Bayonets, Grade::Basic, {3500, 1000},
                      90, Formation::Line),
             makeUnit(21, 1, -1, "a battery", TroopType::Smoothbore, Grade::Basic, {2000, 1000},
                      180, Formation::Limbered)};
  QuietPlayer p0, p1;
  C3Players players{{&p0, &p1}};
  GivenD10 faces({3});
  C3Dice dice(faces);
  setUpBattle(b, players);
  REQUIRE(seesNow(b, 1, 21));  // Reille sees the battery 1,500 m off: it is in his picture
  sendOrder(b, 1, unitCommanderOf(11), orderFor({11}, OrderKind::Reserve, {3500, 1000}, 200));
  double closest = 1e9;
  int arrivedAt = -1;
  for (int m = 1; m <= 40 && arrivedAt < 0; ++m) {
    playMinute(b, players, dice);
    const Dispatch& d = b.dispatches[0];
    closest = std::min(closest, distanceM(toMetres(b.settings, d.position), {2000, 1000}));
    if (d.stage == Dispatch::Stage::ReceiptDelay) arrivedAt = m;
  }
  CHECK(closest >= 400);
  // The straight ride of 3,000 m would take 10 minutes from minute 10; the way round is longer.
  CHECK(arrivedAt > 20);
  for (const RideTrace& r : b.rides)
    CHECK(pacesToMetres(b.settings, distance(r.from, r.to)) <= 300 + 1e-6);
}

TEST_CASE("KB-22 KB-23 K-32: an Order lost at an engaged receiver, noticed 30 minutes after its "
          "reckoned arrival (Event i)") {
  C3Battle b = courierTable();
  b.units = {makeUnit(11, 0, 1, "1st brigade", TroopType::Bayonets, Grade::Basic, {2000, 1000},
                      90, Formation::Line)};
  b.unit(11).engagedUntil = 10000;  // engaged at the receipt
  QuietPlayer p0, p1;
  C3Players players{{&p0, &p1}};
  GivenD10 faces({10});  // the loss face (loss_face = 10)
  C3Dice dice(faces);
  setUpBattle(b, players);
  sendOrder(b, 1, unitCommanderOf(11), orderFor({11}, OrderKind::Reserve, {2000, 1000}, 200));
  // Processing 10 minutes, a ride of 1,500 m in 5: the sender reckons on minute 15.
  CHECK(b.dispatches[0].expectedArrival == doctest::Approx(15));
  for (int m = 1; m <= 15; ++m) playMinute(b, players, dice);
  CHECK(b.dispatches[0].stage == Dispatch::Stage::Lost);
  auto noticed = [&] {
    for (const OfferedEvent& e : p0.offered)
      if (e.id.kind == Event::I && e.commander == 1) return true;
    return false;
  };
  for (int m = 16; m <= 44; ++m) playMinute(b, players, dice);
  CHECK_FALSE(noticed());
  playMinute(b, players, dice);  // minute 45 = 15 + no_response_notice_min
  CHECK(noticed());
  CHECK_FALSE(b.unit(11).order.has_value());
  CHECK(logHas(b, "KB-22"));
}

TEST_CASE("KB-43 KB-42 KT-21 KT-22 KT-23 KT-24 KT-17 KB-35: a heavy cavalry charge meets closing "
          "fire, breaks a foot line and pursues") {
  C3Battle b = musketry();
  b.units = {makeUnit(11, 0, 1, "Milhaud", TroopType::HeavyCavalry, Grade::Basic, {2000, 1000},
                      90, Formation::Line),
             makeUnit(21, 1, 4, "Pack", TroopType::Bayonets, Grade::Basic, {2000, 1375}, 270,
                      Formation::Line)};
  C3Order charge = orderFor({11}, OrderKind::Attack, {2000, 1375}, 300);
  charge.enemyUnit = 21;
  QuietPlayer p0({charge}), p1({orderFor({21}, OrderKind::Hold, {2000, 1375}, 200)});
  C3Players players{{&p0, &p1}};
  // KT-19 closing fire 5, KT-20 the charger's test 6, KT-23 charger 4 and foot 3, KT-17 pursuit
  // test 7 and its length 2.
  GivenD10 faces({5, 6, 4, 3, 7, 2});
  C3Dice dice(faces);
  setUpBattle(b, players);
  playMinute(b, players, dice);
  // 300 m at 400 m a minute: contact in the first minute, the charge bonus earned (>= 100 m).
  // Closing fire at 0 m: musket close, FP 4 x 6 = 24, D 5: 3 SP. Test: 6 - 3 = 3, stands.
  CHECK(logHas(b, "KB-43"));
  // Close combat: Heavy Cavalry 5 + charge 2 + 1D10 4 = 11 against foot line 2 + 3 = 5: d = 6,
  // the foot routs and loses 3 SP, the cavalry none (KT-23).
  CHECK(b.unit(11).sp == 57);
  CHECK(b.unit(21).sp == 57);
  CHECK(b.unit(21).state == UnitState::Routing);
  // KT-24: the charger 1 (a minute at charge rate) + 3 (SP lost) + 2 (the round); the foot 2 + 3.
  CHECK(b.unit(11).fatigue == 6);
  CHECK(b.unit(21).fatigue == 5);
  // Pursuit: 7 + 2 mounted + 1 Attack Orders >= 6; (2 + 2) x 3 = 12 minutes.
  CHECK(b.unit(11).state == UnitState::Pursuing);
  CHECK(b.unit(11).stateUntil == 13);
  CHECK(faces.empty());
}

TEST_CASE("KB-26 KB-24 K-53: a brigade marches round a pond to its place, never into it") {
  C3Battle b = courierTable();
  b.table.areas = {{"pond", Ground::Impassable, rectM(1200, 800, 2800, 1200)}};
  b.units = {makeUnit(11, 0, 1, "1st brigade", TroopType::Bayonets, Grade::Basic, {2000, 400},
                      90, Formation::Line)};
  QuietPlayer p0({orderFor({11}, OrderKind::Move, {2000, 1700}, 200)}), p1;
  C3Players players{{&p0, &p1}};
  GivenD10 faces({});
  C3Dice dice(faces);
  setUpBattle(b, players);
  const RefQuad pond{RefPt{1200, 800}, {2800, 800}, {2800, 1200}, {1200, 1200}};
  std::size_t moves = 0, rides = 0;
  std::vector<std::string> faults;
  for (int m = 1; m <= 90 && !b.unit(11).orderSettled; ++m) {
    playMinute(b, players, dice);
    for (const std::string& f : refereeFaults(b, {pond}, moves, rides)) faults.push_back(f);
    moves = b.moves.size();
    rides = b.rides.size();
  }
  CHECK(faults.empty());
  CHECK(logHas(b, "KB-26"));
  REQUIRE(b.unit(11).orderSettled);  // arrived: Event h
  CHECK(distanceM(toMetres(b.settings, b.unit(11).footprint.centre()), {2000, 1700}) <= 101);
}

TEST_CASE("K-36 K-60 KB-36 KT-7: light horse evade at double rate until 800 m clear") {
  C3Battle b = musketry();
  b.units = {makeUnit(11, 0, 1, "Cossacks", TroopType::LightHorse, Grade::Basic, {2000, 1000}, 90,
                      Formation::OpenOrder),
             makeUnit(12, 0, 1, "Foy", TroopType::Bayonets, Grade::Basic, {500, 400}, 90,
                      Formation::Line),
             makeUnit(21, 1, 4, "Pack", TroopType::Bayonets, Grade::Basic, {2000, 1675}, 270,
                      Formation::Line)};
  QuietPlayer p0, p1;
  C3Players players{{&p0, &p1}};
  GivenD10 faces({7});
  C3Dice dice(faces);
  setUpBattle(b, players);
  CHECK_FALSE(giveCommand(b, unitCommanderOf(12), {12, UnitCommand::Evade, std::nullopt}, dice));
  // A special Command: 1D10 7 - 5 = 2 minutes.
  REQUIRE(giveCommand(b, unitCommanderOf(11), {11, UnitCommand::Evade, std::nullopt}, dice));
  CHECK(b.unit(11).command->dueAt == 2);
  CHECK(gapM(b.settings, b.unit(11), b.unit(21)) == doctest::Approx(600));
  playMinute(b, players, dice);
  CHECK(b.unit(11).state == UnitState::Formed);
  playMinute(b, players, dice);  // minute 2: away at 2 x 150 m
  CHECK(b.unit(11).state == UnitState::Evading);
  CHECK(gapM(b.settings, b.unit(11), b.unit(21)) == doctest::Approx(900));
  playMinute(b, players, dice);  // 800 m clear: it carries on with its Orders
  CHECK(b.unit(11).state == UnitState::Formed);
  CHECK(faces.empty());
}

TEST_CASE("KB-51: a Commander caught alone by the enemy is captured and his post passes on") {
  C3Battle b = courierTable();
  b.commanders = {makeCommander(1, 0, "Reille", -1, 2, {2000, 1500}),
                  makeCommander(2, 0, "Bachelu", 1, 2, {500, 500})};
  b.units = {makeUnit(11, 0, 2, "Husson", TroopType::Bayonets, Grade::Basic, {500, 300}, 90,
                      Formation::Line),
             makeUnit(21, 1, -1, "Pack", TroopType::Bayonets, Grade::Basic, {2000, 1530}, 270,
                      Formation::Line)};
  QuietPlayer p0, p1;
  C3Players players{{&p0, &p1}};
  GivenD10 faces({2});  // 1-3: captured
  C3Dice dice(faces);
  setUpBattle(b, players);
  sendMessage(b, 2, 1, "the enemy is on the ridge");
  playMinute(b, players, dice);
  CHECK(b.commander(1).captured);
  CHECK(b.commander(2).superior == -1);  // Bachelu takes the post, one rating worse
  CHECK(b.commander(2).rating == 3);
  // The Message for Reille now rides for his successor, who is its sender: it stops with him.
  CHECK(b.dispatches[0].finalTo == 2);
  CHECK(logHas(b, "KB-51"));
  CHECK(faces.empty());
}

TEST_CASE("K-37 KB-28 KB-24: Orders waiting for a signal come into force where it is seen") {
  C3Battle b = courierTable();
  b.settings.signalRangeM = 2000;  // the setting signal_range_m, shortened for the test
  C3Order advance = orderFor({11, 12}, OrderKind::Move, {2000, 2000}, 200);
  advance.when = OrderWhen::OnSignal;
  advance.whenSignal = "three guns";
  QuietPlayer p0({advance}), p1;
  C3Players players{{&p0, &p1}};
  GivenD10 faces({});
  C3Dice dice(faces);
  setUpBattle(b, players);
  for (int m = 1; m <= 3; ++m) playMinute(b, players, dice);
  CHECK_FALSE(b.unit(12).order.has_value());  // waiting for its WHEN
  ResponseChoice signal;
  signal.response = Response::D;
  signal.signal = "three guns";
  REQUIRE(carryOutResponse(b, OfferedEvent{1, {Event::E, "e:test"}, -1, -1, ""}, signal, dice));
  playMinute(b, players, dice);
  // Reille at (500, 1000): the 2nd brigade 1,500 m off sees it; the 1st, 3,000 m off, does not.
  CHECK(b.unit(12).order.has_value());
  CHECK_FALSE(b.unit(11).order.has_value());
  CHECK(logHas(b, "K-37"));
}

TEST_CASE("K-36 KB-43 KT-22 KT-23: a counter-charge meets the charger, both with the charge bonus") {
  C3Battle b = musketry();
  b.units = {makeUnit(21, 1, 4, "Vivian", TroopType::LightCavalry, Grade::Basic, {2000, 1800}, 270,
                      Formation::Line),
             makeUnit(11, 0, 1, "Milhaud", TroopType::HeavyCavalry, Grade::Basic, {2000, 1000},
                      90, Formation::Line)};
  C3Order charge = orderFor({11}, OrderKind::Attack, {2000, 1800}, 300);
  charge.enemyUnit = 21;
  QuietPlayer p0({charge}), p1({orderFor({21}, OrderKind::Hold, {2000, 1800}, 200)});
  C3Players players{{&p0, &p1}};
  // K-34 7 (7 - 5 = 2 minutes), KT-23 the counter-charger 5 and the charger 5, KT-17 pursuit 1.
  GivenD10 faces({7, 5, 5, 1});
  C3Dice dice(faces);
  setUpBattle(b, players);
  REQUIRE(giveCommand(b, unitCommanderOf(21), {21, UnitCommand::CounterCharge, std::nullopt},
                      dice));
  playMinute(b, players, dice);  // the charge covers 400 of the 700 m
  CHECK(gapM(b.settings, b.unit(11), b.unit(21)) == doctest::Approx(300));
  playMinute(b, players, dice);  // the counter-charge: 300 m at 400 m a minute, contact
  CHECK(logHas(b, "KB-42"));
  // Light Cavalry 4 + charge 2 + 5 = 11 against Heavy Cavalry 5 + charge 2 + 5 = 12: d = 1, the
  // counter-chargers fall back, 1 SP each (KT-23); 1 + 2 + 1 < 6: no pursuit.
  CHECK(b.unit(21).state == UnitState::FallingBack);
  CHECK(b.unit(21).sp == 59);
  CHECK(b.unit(11).sp == 59);
  CHECK(b.unit(11).state == UnitState::Formed);
  CHECK(faces.empty());
}

TEST_CASE("KB-29 K-19 K-32: a senior in base contact gives an Order with no messenger or staff") {
  C3Battle b = courierTable();
  b.commanders = {makeCommander(1, 0, "Reille", -1, 2, {3500, 1040})};  // 15 m from the line
  QuietPlayer p0, p1;
  C3Players players{{&p0, &p1}};
  GivenD10 faces({4});
  C3Dice dice(faces);
  setUpBattle(b, players);
  sendOrder(b, 1, unitCommanderOf(11), orderFor({11}, OrderKind::Reserve, {3500, 1000}, 200));
  CHECK(b.dispatches[0].leavesAt == 0);  // no processing (KB-29)
  playMinute(b, players, dice);          // at once, and the receipt test: 3 x 4 = 12 minutes
  CHECK(b.dispatches[0].effectiveAt == 13);
  CHECK(logHas(b, "KB-29"));
  CHECK(faces.empty());
}

TEST_CASE("KB-20 K-21: a Message for an army Commander away from his post calls there first") {
  C3Battle b = courierTable();
  b.commanders = {makeCommander(1, 0, "Reille", -1, 2, {2500, 500}),
                  makeCommander(2, 0, "Bachelu", 1, 2, {500, 1500})};
  b.commander(1).commandPost = Vec2{metresToPaces(b.settings, 500), metresToPaces(b.settings, 500)};
  QuietPlayer p0, p1;
  C3Players players{{&p0, &p1}};
  GivenD10 faces({1});
  C3Dice dice(faces);
  setUpBattle(b, players);
  sendMessage(b, 2, 1, "the wood is clear");
  // Ready at minute 10; 1,000 m to the post (minutes 11 to 14), 2,000 m on to Reille (15 to 21);
  // straight it would have been 2,236 m, arriving at minute 18.
  for (int m = 1; m <= 20; ++m) playMinute(b, players, dice);
  CHECK(b.dispatches[0].postReached);
  CHECK(b.dispatches[0].stage == Dispatch::Stage::Riding);
  playMinute(b, players, dice);
  CHECK(b.dispatches[0].stage == Dispatch::Stage::ReceiptDelay);
  CHECK(b.dispatches[0].effectiveAt == 21 + 3);
}

TEST_CASE("KB-27 K-35 K-25 KT-7: a brigade supporting one that gets 'General advance' follows it") {
  C3Battle b = courierTable();
  b.commanders = {makeCommander(1, 0, "Reille", -1, 2, {1000, 1040}),
                  makeCommander(4, 1, "Alten", -1, 2, {2000, 2900})};
  b.units = {makeUnit(11, 0, 1, "Husson", TroopType::Bayonets, Grade::Basic, {1000, 1000}, 90,
                      Formation::Line),
             makeUnit(12, 0, 1, "Campi", TroopType::Bayonets, Grade::Basic, {1800, 1000}, 90,
                      Formation::Line),
             makeUnit(21, 1, 4, "Pack", TroopType::Bayonets, Grade::Basic, {1400, 2500}, 270,
                      Formation::Line)};
  C3Order support = orderFor({12}, OrderKind::Support, {1800, 1000}, 200);
  support.supportedUnit = 11;
  QuietPlayer p0({orderFor({11}, OrderKind::Hold, {1000, 1000}, 200), support}), p1;
  C3Players players{{&p0, &p1}};
  GivenD10 faces({3, 8});  // K-34: a standard Command, 3 minutes; KB-27: 8 - 5 = 3 minutes
  C3Dice dice(faces);
  setUpBattle(b, players);
  REQUIRE(giveCommand(b, 1, {11, UnitCommand::GeneralAdvance, std::nullopt}, dice));
  for (int m = 1; m <= 3; ++m) playMinute(b, players, dice);
  REQUIRE(b.unit(11).order.has_value());
  CHECK(b.unit(11).order->kind == OrderKind::Attack);
  CHECK(b.unit(11).order->enemyUnit == 21);
  for (int m = 4; m <= 5; ++m) playMinute(b, players, dice);
  CHECK(b.unit(12).order->kind == OrderKind::Support);
  playMinute(b, players, dice);  // minute 6
  CHECK(b.unit(12).order->kind == OrderKind::Attack);
  CHECK(logHas(b, "KB-27"));
  CHECK(faces.empty());
}

TEST_CASE("K-17 KB-55 KT-16: a line fired at from its flank turns to meet the enemy, 3 minutes") {
  C3Battle b = musketry();
  b.units = {makeUnit(11, 0, 1, "Foy", TroopType::Bayonets, Grade::Basic, {2000, 1000}, 90,
                      Formation::Line),
             makeUnit(21, 1, 4, "Pack", TroopType::Bayonets, Grade::Basic, {2225, 1000}, 180,
                      Formation::Line)};
  // Both drawn 100 m wide so that each stands outside the other's front arc but one: the French
  // line end-on to the British, 150 m off its right flank (musket effective range).
  b.unit(21).footprint = battle::Footprint::fromCentre(
      {metresToPaces(b.settings, 2225), metresToPaces(b.settings, 1000)}, 180,
      metresToPaces(b.settings, 100), metresToPaces(b.settings, 50));
  b.unit(11).footprint = battle::Footprint::fromCentre(
      {metresToPaces(b.settings, 2000), metresToPaces(b.settings, 1000)}, 90,
      metresToPaces(b.settings, 100), metresToPaces(b.settings, 50));
  QuietPlayer p0({orderFor({11}, OrderKind::Hold, {2000, 1000}, 200)}),
      p1({orderFor({21}, OrderKind::Hold, {2225, 1000}, 200)});
  C3Players players{{&p0, &p1}};
  GivenD10 faces({1});  // KT-19: D 1, FP 2 x 6 = 12 at effective range: no SP, no test
  C3Dice dice(faces);
  setUpBattle(b, players);
  for (int m = 1; m <= 5; ++m) playMinute(b, players, dice);
  CHECK(logHas(b, "KB-40"));
  playMinute(b, players, dice);  // minute 6: engaged, the firer off its flank: it turns
  CHECK(logHas(b, "K-17"));
  CHECK(b.unit(11).changeFormedAt == 9);  // a change of facing up to 90 degrees: 3 minutes
  for (int m = 7; m <= 9; ++m) playMinute(b, players, dice);
  CHECK(b.unit(11).footprint.headingDeg == doctest::Approx(0).epsilon(1e-6));
  CHECK(faces.empty());
}
