// K- rules of shared/spec/c3.md that the first engine pieces reach, one TEST_CASE per id.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "core/battle/c3/campaign_tables.h"
#include "core/battle/c3/combat_geometry.h"
#include "core/battle/c3/event_book.h"
#include "core/battle/c3/movement_tables.h"
#include "core/battle/c3/responses.h"
#include "core/battle/c3/sight.h"
#include "core/battle/c3/source_tables.h"
#include "core/battle/c3/transmission.h"
#include "tests/core/battle/c3/c3_test_support.h"

using hfg::GeneralQuality;
using hfg::TroopType;
using namespace hfg::c3;
using namespace hfg::c3::test;

TEST_CASE("K-22 passing an Order through a level takes 5 minutes times the rating") {
  for (int rating = 1; rating <= 4; ++rating) CHECK(processingMin(rating) == 5 * rating);
}

TEST_CASE("K-29 receipt before issue: items wait their turn behind earlier ones") {
  StaffQueue staff;
  CHECK(staff.process(10, 10) == 20);
  CHECK(staff.process(12, 10) == 30);
  CHECK(staff.process(40, 10) == 50);  // an idle staff starts at once
}

TEST_CASE("K-32 receipt delay is three minutes times D10 plus fatigue") {
  const C3Settings s;
  for (int face = 1; face <= 9; ++face)
    for (int fatigue : {0, 3, 12})
      CHECK(receiptTest(face, fatigue, true, true, s).delayMin == 3 * (face + fatigue));
}

TEST_CASE("K-35 K-36 standard Commands respond after 1D10, special after 1D10 - 5") {
  for (int face = 1; face <= 10; ++face) {
    CHECK(responseDelayMin(UnitCommand::GeneralAdvance, face) == face);
    CHECK(responseDelayMin(UnitCommand::ActNow, face) == std::max(0, face - 5));
  }
}

TEST_CASE("K-37 a chain of signal stations counts 10 minutes a station, distance nothing") {
  const C3Settings s;
  GivenD10 faces({2});
  C3Dice dice(faces);
  ChainNode from;
  from.kind = ChainNode::Kind::Sender;
  from.rating = 1;
  std::vector<ChainNode> chain{from};
  for (int i = 0; i < 5; ++i) {
    ChainNode station;
    station.kind = ChainNode::Kind::Station;
    chain.push_back(station);
  }
  ChainNode to;
  to.kind = ChainNode::Kind::Addressee;
  chain.push_back(to);
  CHECK(transmit(chain, 0, dice, s).expectedArrival == doctest::Approx(5 + 50));
}

TEST_CASE("K-45 what is seen and made out at each distance") {
  const C3Settings s;
  const Sighting at4000 = makeOut(4000, true, false, false, s);
  CHECK(at4000.seen);
  CHECK_FALSE(at4000.kindKnown);
  const Sighting at2000 = makeOut(2000, true, false, false, s);
  CHECK(at2000.kindKnown);
  CHECK_FALSE(at2000.strengthKnown);
  CHECK(makeOut(1000, true, false, false, s).strengthKnown);
  CHECK_FALSE(makeOut(5001, true, false, false, s).seen);
}

TEST_CASE("K-46 hills hide the ground behind them: a ridge between two valleys") {
  const C3Settings s;
  // A 30 m ridge at 1,000 m between two Units on flat ground 2,000 m apart.
  std::vector<double> ground(2 * 81, 0.0);
  for (int r = 0; r < 2; ++r)
    for (int c = 36; c <= 44; ++c)
      ground[static_cast<std::size_t>(r * 81 + c)] = 30 - 3.75 * std::abs(c - 40);
  const GridHeightField ridge(81, 2, 25, {0, 0}, ground);
  CHECK_FALSE(sightLineClear(ridge, {0, 0}, s.eyeMountedM, {2000, 0}, s.targetFootM, s));
  CHECK(sightLineClear(ridge, {0, 0}, s.eyeMountedM, {900, 0}, s.targetFootM, s));
  CHECK(sightLineClear(ridge, {1000, 0}, s.eyeMountedM, {2000, 0}, s.targetFootM, s));
}

TEST_CASE("K-50 patrols: mounted count three times against foot only") {
  CHECK(patrolOdds(0, 2, 3, 0).difference == 3);
  CHECK(patrolOdds(0, 2, 3, 1).difference == 2);  // the other side has mounted too
  CHECK_FALSE(patrolOdds(1, 0, 0, 1).initiatorLarger);
}

TEST_CASE("K-53 slopes are graded by the spacing of contours") {
  CHECK(slopeOf(5, 100) == Slope::Gentle);
  CHECK(slopeOf(5, 40) == Slope::Steep);
  CHECK(slopeOf(5, 25) == Slope::VerySteep);
  CHECK(slopeOf(5, 10) == Slope::Impassable);
}

TEST_CASE("K-56 terrain effects on movement: a river is crossed only at a bridge or ford") {
  const C3Settings s;
  CHECK_FALSE(travelMinutes(MoverClass::Foot, Formation::Line, {{50, Ground::River, false}}, s));
  CHECK(*travelMinutes(MoverClass::Foot, Formation::Line, {{50, Ground::Bridge, false}}, s) == 2);
  CHECK(*travelMinutes(MoverClass::Foot, Formation::Line, {{50, Ground::Ford, false}}, s) == 3);
}

TEST_CASE("K-60 evading Units go at double rate until 800 m from the enemy") {
  const C3Settings s;
  CHECK(s.evadeClearM == 800);
  CHECK(*doubleRateMPerMin(MoverClass::Foot, Formation::ExtendedOrder, false) == 140);
}

TEST_CASE("K-61 prolonges while fatigue and casualties stay under ten") {
  const C3Settings s;
  CHECK(mayProlong(0, 9, s));
  CHECK(mayProlong(9, 0, s));
  CHECK_FALSE(mayProlong(5, 5, s));
}

TEST_CASE("KB-39 the front arc: ahead of the front edge, 45 degrees out from its corners") {
  const C3Settings s;
  const FrontEdge north{{0, 0}, {0, 1}, 600};
  CHECK(inFrontArc(north, {0, 200}, s));
  CHECK(inFrontArc(north, {500, 200}, s));  // 300 + 200 = 500 at 200 m ahead
  CHECK_FALSE(inFrontArc(north, {501, 200}, s));
  CHECK_FALSE(inFrontArc(north, {0, -10}, s));
  const FrontEdge east{{0, 0}, {1, 0}, 100};
  CHECK(inFrontArc(east, {300, 0}, s));
  CHECK_FALSE(inFrontArc(east, {-300, 0}, s));
}

TEST_CASE("KT-19 KB-40 enfilade: the firer's centre behind the line of the target's front edge") {
  const FrontEdge target{{0, 0}, {0, 1}, 600};
  CHECK(enfiladed(target, {800, -50}, true));
  CHECK_FALSE(enfiladed(target, {800, 50}, true));
  CHECK_FALSE(enfiladed(target, {800, -50}, false));  // a square, extended order, works
}

TEST_CASE("K-16 an Event is answered at once or never, in one of its allowed ways") {
  const C3Settings s;
  EventBook book;
  const EventId routed{Event::B, "b:unit 4 routs"};
  CHECK(book.offer(1, routed, 30));
  CHECK_FALSE(book.offer(1, routed, 31));                    // offered to each Commander once
  CHECK(book.offer(2, routed, 45));                          // his superior, once he is told (K-14)
  CHECK_FALSE(book.respond(1, routed, Response::D, 31, s));  // too late
  CHECK_FALSE(book.respond(1, routed, Response::C, 30, s));  // KT-5: b allows A, B, D
  CHECK(book.respond(1, routed, Response::B, 30, s));
  CHECK_FALSE(book.respond(1, routed, Response::D, 30, s));  // one response
  CHECK(book.respond(2, routed, Response::D, 45, s));
  CHECK_FALSE(book.respond(3, routed, Response::D, 45, s));  // never offered
}

TEST_CASE("Case 30 K-16 KB-16 KG-7: the sealed response is carried out whatever has changed") {
  // At minute 50 a patrol reports enemy foot marching on a village; the division Commander's
  // response (D: a brigade to Hold the village) is fixed then, and the Message arrives at 75.
  SealedMessage report{
      7, 2, 50, "enemy foot marching on the village", Response::D, "brigade 3: Hold the village"};
  const C3Settings s;
  EventBook book;
  const EventId received{Event::E, "e:message from patrol 7 sent at 50"};
  CHECK(book.offer(report.to, received, 75));
  // What the Commander himself sees at 75 (the enemy turned away at 60) does not change it.
  REQUIRE(report.sealedResponse);
  CHECK(book.respond(report.to, received, *report.sealedResponse, 75, s));
  CHECK(report.sealedOrder == "brigade 3: Hold the village");
}
