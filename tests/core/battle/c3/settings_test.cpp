// Decisions tested through their settings (C3Settings, shared/spec/c3.md section 9), the seeded
// 1D10 (K-6, KB-5) and bad input refused with a clear error.
#include <doctest/doctest.h>

#include <array>
#include <stdexcept>

#include "core/battle/c3/combat_tables.h"
#include "core/battle/c3/c3_dice.h"
#include "core/battle/c3/movement_tables.h"
#include "core/battle/c3/responses.h"
#include "core/battle/c3/sight.h"
#include "core/battle/c3/source_tables.h"
#include "core/battle/c3/transmission.h"
#include "tests/core/battle/c3/c3_test_support.h"

using hfg::Dice;
using namespace hfg::c3;
using namespace hfg::c3::test;

TEST_CASE("K-6 KB-5 1D10 from the seeded generator: faces 1..10, same seed same throws") {
  Dice a(2026);
  Dice b(2026);
  SeededD10Source sa(a);
  SeededD10Source sb(b);
  C3Dice da(sa);
  C3Dice db(sb);
  std::array<int, 11> counts{};
  bool same = true;
  bool inRange = true;
  for (int i = 0; i < 10000; ++i) {
    const int fa = da.d10("test");
    same = same && fa == db.d10("test");
    inRange = inRange && fa >= 1 && fa <= 10;
    if (fa >= 1 && fa <= 10) ++counts[static_cast<std::size_t>(fa)];
  }
  CHECK(same);
  CHECK(inRange);
  for (int face = 1; face <= 10; ++face) {
    CHECK(counts[static_cast<std::size_t>(face)] > 850);
    CHECK(counts[static_cast<std::size_t>(face)] < 1150);
  }
  CHECK(da.log().size() == 10000);
  GivenD10 zeros({10, 10, 3, 7});
  C3Dice two(zeros);
  CHECK(two.twoD10("K-6") == 0);  // double 0 is zero
  CHECK(two.twoD10("K-6") == 37);
  GivenD10 bad({11});
  C3Dice badDice(bad);
  CHECK_THROWS_AS(badDice.d10("K-6"), std::logic_error);
}

TEST_CASE("KB-12 unlisted_events_allow_all gives the unprinted events every response") {
  C3Settings s;
  CHECK_FALSE(allows(Event::A, Response::C, s));
  s.unlistedEventsAllowAll = true;
  CHECK(allows(Event::A, Response::C, s));
  CHECK(allows(Event::F, Response::D, s));
  CHECK_FALSE(allows(Event::H, Response::D, s));  // printed lists stay as printed
}

TEST_CASE("KB-22 loss_face decides which receipt throw can lose an Order") {
  C3Settings s;
  CHECK_FALSE(receiptTest(9, 0, true, false, s).lost);
  CHECK(receiptTest(10, 0, false, true, s).lost);
  s.lossFace = 9;
  CHECK(receiptTest(9, 0, true, false, s).lost);
  CHECK(receiptTest(9, 1, false, false, s).delayMin == 30);
}

TEST_CASE("KB-23 no_response_notice_min sets when Event i can fire") {
  C3Settings s;
  s.noResponseNoticeMin = 10;
  CHECK(noResponseNoticed(40, 50, true, s));
  CHECK_FALSE(noResponseNoticed(40, 49, true, s));
}

TEST_CASE("KB-28 K-37 signal stations count their setting's minutes") {
  C3Settings s;
  s.signalStationMin = 4;
  GivenD10 faces({1});
  C3Dice dice(faces);
  ChainNode from;
  from.kind = ChainNode::Kind::Sender;
  from.rating = 1;
  ChainNode station;
  station.kind = ChainNode::Kind::Station;
  ChainNode to;
  to.kind = ChainNode::Kind::Addressee;
  const Transmission t = transmit({from, station, to}, 0, dice, s);
  CHECK(t.effectiveAt == doctest::Approx(5 + 4 + 3));
}

TEST_CASE("KB-20 the messengers' rate is a setting") {
  C3Settings s;
  s.messengerRateMPerMin = 200;
  GivenD10 faces({1});
  C3Dice dice(faces);
  ChainNode from;
  from.kind = ChainNode::Kind::Sender;
  from.rating = 1;
  ChainNode to;
  to.kind = ChainNode::Kind::Addressee;
  to.rideInM = 1000;
  CHECK(transmit({from, to}, 0, dice, s).expectedArrival == doctest::Approx(10));
}

TEST_CASE("KG-4 a general's forecast uses the mean receipt delay 3 x (5.5 + fatigue)") {
  const C3Settings s;
  ChainNode from;
  from.kind = ChainNode::Kind::Sender;
  from.rating = 2;
  ChainNode division;
  division.kind = ChainNode::Kind::Relay;
  division.rating = 3;
  division.rideInM = 2400;
  ChainNode brigade;
  brigade.kind = ChainNode::Kind::Addressee;
  brigade.rideInM = 600;
  brigade.fatigue = 2;
  // 10 + 8 + 16.5 + 15 + 2 + 22.5
  CHECK(forecastDelayMin({from, division, brigade}, s) == doctest::Approx(74));
}

TEST_CASE("KB-40 casualty_divisor and KB-37 prolong limit are settings") {
  C3Settings s;
  CHECK(spLostToFire(24, 7, s) == 4);
  s.casualtyDivisor = 20;
  CHECK(spLostToFire(24, 7, s) == 8);
  CHECK_FALSE(mayProlong(6, 4, s));
  s.prolongLimit = 11;
  CHECK(mayProlong(6, 4, s));
}

TEST_CASE("KB-46 fatigue_max and exhausted_at are settings") {
  C3Settings s;
  s.fatigueMax = 10;
  CHECK(addFatigue(8, 5, s) == 10);
  s.exhaustedAt = 10;
  CHECK(exhausted(10, s));
}

TEST_CASE("KB-60 rain_sight_factor halves every visibility distance") {
  C3Settings s;
  const SightRanges dry = sightRanges(false, false, s);
  const SightRanges rain = sightRanges(false, true, s);
  CHECK(rain.seenM == dry.seenM / 2);
  CHECK(rain.kindM == 1500);
  CHECK_FALSE(makeOut(3000, true, false, true, s).seen);
  s.rainSightFactor = 1;
  CHECK(makeOut(3000, true, false, true, s).seen);
}

TEST_CASE("KB-9 linear_obstacle_m and the way-making minutes are settings") {
  C3Settings s;
  s.linearObstacleM = 100;
  const auto foot =
      travelMinutes(MoverClass::Foot, Formation::Line, {{5, Ground::LinearObstacle, false}}, s);
  CHECK(*foot == doctest::Approx(2 * 100 / 50.0));
  s.wayMakingSmoothBoreMin = 20;
  const auto guns = travelMinutes(MoverClass::FootArtillery, Formation::Limbered,
                                  {{5, Ground::LinearObstacle, false}}, s);
  CHECK(*guns == doctest::Approx(20 + 100 / 60.0));
}

TEST_CASE("KB-11 eye heights and sight sampling are settings") {
  C3Settings s;
  // A 10 m wall of woods between two foot Units on flat ground: hidden with 2 m eyes, seen from
  // a 12 m eye (a church tower, say).
  std::vector<double> obstacle(2 * 41, 0.0);
  for (int r = 0; r < 2; ++r) obstacle[static_cast<std::size_t>(r * 41 + 20)] = 10;
  const GridHeightField field(41, 2, 25, {0, 0}, std::vector<double>(2 * 41, 0.0), obstacle);
  CHECK_FALSE(sightLineClear(field, {0, 0}, s.eyeFootM, {1000, 0}, s.targetFootM, s));
  CHECK(sightLineClear(field, {0, 0}, 30, {1000, 0}, s.targetFootM, s));
}

TEST_CASE("bad input is refused with the field named") {
  const C3Settings s;
  CHECK_THROWS_WITH_AS(GridHeightField(1, 2, 25, {0, 0}, {0, 0}), doctest::Contains("2 x 2"),
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(GridHeightField(2, 2, 25, {0, 0}, {0, 0, 0}),
                       doctest::Contains("ground size"), std::invalid_argument);
  CHECK_THROWS_WITH_AS(GridHeightField(2, 2, 25, {0, 0}, {0, 0, 0, 0}, {1}),
                       doctest::Contains("obstacle size"), std::invalid_argument);
  GivenD10 faces({});
  C3Dice dice(faces);
  ChainNode only;
  only.kind = ChainNode::Kind::Addressee;
  CHECK_THROWS_AS(transmit({only}, 0, dice, s), std::invalid_argument);
  CHECK_THROWS_WITH_AS(footprintOf(Arm::Foot, Formation::Limbered, 6, s),
                       doctest::Contains("no KT-14 footprint for foot in limbered"),
                       std::invalid_argument);
  CHECK_THROWS_AS(footprintOf(Arm::Foot, Formation::Line, 0, s), std::invalid_argument);
}
