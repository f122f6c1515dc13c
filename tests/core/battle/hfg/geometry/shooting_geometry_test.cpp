// G-8, G-9, G-10, G-12, G-16, G-17, G-18: arcs (Fig 1.1), range, enfilade (Fig 1.3), line of fire (Figs 1.2, 1.21), shooting over, support.
#include <doctest/doctest.h>

#include "core/battle/hfg/geometry/shooting_geometry.h"
#include "tests/core/battle/hfg/geometry/footprint_helpers.h"

using namespace hfg;
using namespace hfg::battle;
using hfg::battle::test::fpAt;

namespace {
Ring square(Vec2 c, double half) {
  return {{c.x - half, c.y - half},
          {c.x + half, c.y - half},
          {c.x + half, c.y + half},
          {c.x - half, c.y + half}};
}
}  // namespace

TEST_CASE("G-8 Fig 1.1: B is in arc of A and A of B; C is not in arc of A, A is in arc of C") {
  const Footprint a = fpAt(0, 0);
  const Footprint b = fpAt(300, 1000, 270);  // spans x 100..500
  const Footprint c = fpAt(700, 300, 180);   // faces west; spans x 700..1000, y 100..500
  CHECK(inOrdinaryArc(shootingEdgeOf(a, EdgeId::Front), ringOf(b)));
  CHECK(inOrdinaryArc(shootingEdgeOf(b, EdgeId::Front), ringOf(a)));
  CHECK_FALSE(inOrdinaryArc(shootingEdgeOf(a, EdgeId::Front), ringOf(c)));
  CHECK(inOrdinaryArc(shootingEdgeOf(c, EdgeId::Front), ringOf(a)));
}

TEST_CASE("G-8 B-1 the side extension is a setting: 200 p by default, 400 p may be tried") {
  const Footprint a = fpAt(0, 0);
  const Ring t = ringOf(fpAt(650, 1000, 270));  // spans x 450..850
  CHECK_FALSE(inOrdinaryArc(shootingEdgeOf(a, EdgeId::Front), t));
  BattleSettings wide;
  wide.arcSideExtensionPaces = 400;
  CHECK(inOrdinaryArc(shootingEdgeOf(a, EdgeId::Front), t, wide));
  // Exactly on the strip's edge (x = 400) counts: the strip is closed.
  CHECK(inOrdinaryArc(shootingEdgeOf(a, EdgeId::Front), ringOf(fpAt(600, 1000, 270))));
}

TEST_CASE("G-8 a target partly behind the shooting edge's line is not in arc") {
  const Footprint a = fpAt(0, 0);
  const Footprint t = fpAt(500, 0, 0);  // faces east; spans y -200..200
  CHECK_FALSE(inOrdinaryArc(shootingEdgeOf(a, EdgeId::Front), ringOf(t)));
}

TEST_CASE("G-9 range is measured from the shooting edge segment; mist caps it at 200 p") {
  const Footprint a = fpAt(0, 0);
  const ShootingEdge s = shootingEdgeOf(a, EdgeId::Front);
  const Ring t = ringOf(fpAt(0, 1000, 270));
  CHECK(rangePaces(s, t) == doctest::Approx(1000));
  CHECK(inRange(s, t, 1000, false));
  CHECK_FALSE(inRange(s, t, 999, false));
  CHECK_FALSE(inRange(s, t, 1200, true));
  CHECK(inRange(s, ringOf(fpAt(0, 200, 270)), 1200, true));
  // To the side: the nearest point of the edge, not its midpoint.
  CHECK(rangePaces(s, square({800, 100}, 100)) == doctest::Approx(500));
}

TEST_CASE("G-10 a naval broadside covers a wide fan, its bow a narrow one") {
  const Footprint ship = fpAt(0, 0, 0, 1000, 200);  // faces east, centre (-500, 0)
  const Ring offBow = square({2000, 1000}, 50);
  const Ring ahead = square({3000, 0}, 50);
  CHECK(inAllRoundArc(ship, EdgeId::Left, offBow));
  CHECK_FALSE(inAllRoundArc(ship, EdgeId::Front, offBow));
  CHECK(inAllRoundArc(ship, EdgeId::Front, ahead));
  CHECK_FALSE(inAllRoundArc(ship, EdgeId::Left, ahead));
  CHECK_FALSE(inAllRoundArc(ship, EdgeId::Right, offBow));
}

TEST_CASE("G-10 a BUA shoots from each edge into the quadrant between its diagonals") {
  const Ring bua = square({0, 0}, 250);  // edge 0 is the south edge
  CHECK(inAllRoundArc(bua, 0, square({0, -1000}, 50)));
  CHECK_FALSE(inAllRoundArc(bua, 0, square({1000, 0}, 50)));
  CHECK(inAllRoundArc(bua, 1, square({1000, 0}, 50)));  // east edge
  // On the diagonal beyond the corner both neighbouring edges reach it.
  CHECK(inAllRoundArc(bua, 0, square({1000, -1000}, 50)));
  CHECK(inAllRoundArc(bua, 1, square({1000, -1000}, 50)));
}

TEST_CASE("G-12 Fig 1.3: A is enfiladed by B but not by C") {
  const Footprint a = fpAt(0, 0);             // rear edge on y = -300
  const Footprint b = fpAt(1000, -200, 180);  // faces west; front edge spans y -400..0
  const Footprint c = fpAt(0, 1000, 270);     // in front, facing A
  CHECK(enfiladedBy(a, b.edge(EdgeId::Front)));
  CHECK_FALSE(enfiladedBy(a, c.edge(EdgeId::Front)));
  // Touching the line counts.
  CHECK(enfiladedBy(a, fpAt(1000, -100, 180).edge(EdgeId::Front)));
  CHECK_FALSE(enfiladedBy(a, fpAt(1000, 0, 180).edge(EdgeId::Front)));
}

TEST_CASE("G-16 step 1: the quadrilateral pairs the corners so its sides do not cross") {
  const Footprint a = fpAt(0, 0);
  const Footprint b = fpAt(0, 1000, 270);
  const LineOfFire lof = lineOfFire(a.edge(EdgeId::Front), b.edge(EdgeId::Front));
  CHECK(ringArea(lof.quad) == doctest::Approx(400 * 1000));
  CHECK_FALSE(segmentsIntersect(lof.side1, lof.side2));
  CHECK(distance(lof.side1.a, lof.side1.b) == doctest::Approx(1000));
}

TEST_CASE("G-16 Fig 1.21: an element between the lines blocks; one beside them does not") {
  const Footprint a = fpAt(0, 0);
  const Footprint c = fpAt(0, 1000, 270);
  const LineOfFire lof = lineOfFire(a.edge(EdgeId::Front), c.edge(EdgeId::Front));
  CHECK_FALSE(lineOfFireClear(lof, {ringOf(fpAt(300, 500, 90, 200))}, {}));  // B part inside
  CHECK(lineOfFireClear(lof, {ringOf(fpAt(600, 500, 90, 200))}, {}));        // touches x = 400
  CHECK(lineOfFireClear(lof, {}, {}));
}

TEST_CASE("G-16 Fig 1.2: a wood across one side line blocks through step 2") {
  const Footprint a = fpAt(0, 0);
  const Footprint b = fpAt(0, 1000, 270);
  const LineOfFire lof = lineOfFire(a.edge(EdgeId::Front), b.edge(EdgeId::Front));
  const Ring wood2 = square({-250, 500}, 100);  // straddles the left side line x = -200
  const auto sideClear = [&](const Segment& seg) { return lengthInside(seg, wood2) <= 0; };
  CHECK_FALSE(lineOfFireClear(lof, {}, sideClear));
  const Ring farWood = square({-700, 500}, 100);
  CHECK(lineOfFireClear(lof, {},
                        [&](const Segment& seg) { return lengthInside(seg, farWood) <= 0; }));
}

TEST_CASE("G-17 shooting over troops") {
  ShootOverCase c;
  c.shooterIsArtillery = true;
  c.xSupportedOrAidedByShooter = true;
  CHECK(mayShootOver(c));
  c = {};
  c.xIsMarksmen = true;
  c.xIsFriendly = true;
  CHECK(mayShootOver(c));  // friendly Marksmen at any distance
  c.xIsFriendly = false;
  c.xDistanceToShooterPaces = 400;
  CHECK_FALSE(mayShootOver(c));  // enemy Marksmen within 400 p
  c.xDistanceToShooterPaces = 401;
  CHECK(mayShootOver(c));
  c = {};
  c.shooterIsArtillery = true;
  c.shooterOnHill = true;
  c.xDistanceToShooterPaces = 500;
  c.xDistanceToTargetPaces = 500;
  CHECK(mayShootOver(c));  // artillery on a hill, X far from both
  c.xDistanceToTargetPaces = 300;
  CHECK_FALSE(mayShootOver(c));
  c = {};
  c.shooterIsNaval = true;
  c.targetOnHill = true;
  c.xDistanceToShooterPaces = 500;
  c.xDistanceToTargetPaces = 500;
  CHECK(mayShootOver(c));  // naval at a target on a hill
  c = {};
  c.shooterIsRifledArtillery = true;
  c.shooterIsArtillery = true;
  c.xDistanceToShooterPaces = 801;
  c.xDistanceToTargetPaces = 401;
  CHECK(mayShootOver(c));
  c.xDistanceToShooterPaces = 800;
  CHECK_FALSE(mayShootOver(c));
  c.xIsEntrenchmentFootOccupant = true;
  c.year = 1899;
  CHECK_FALSE(mayShootOver(c));  // B-16: overhead fire needs year > 1899
  c.year = 1900;
  CHECK(mayShootOver(c));
}

TEST_CASE("G-18 artillery supports up to two elements whose rear edges its front edge touches") {
  const Footprint left = fpAt(-200, 0, 90, 200);
  const Footprint right = fpAt(200, 0, 90, 200);
  const Footprint guns = fpAt(0, -200, 90, 400);  // front edge on y = -200, x -200..200
  CHECK(supports(guns, left));
  CHECK(supports(guns, right));
  CHECK_FALSE(supports(fpAt(0, -200, 92, 400), left));  // not the same heading
  CHECK_FALSE(supports(fpAt(0, -250, 90, 400), left));  // 50 p gap
  const auto sup = supportedBy(guns, {left, right, fpAt(2000, 0)});
  CHECK(sup.size() == 2);
  CHECK(aidableNeighbour(left, right));
  CHECK(aidableNeighbour(left, fpAt(-600, 0, 90, 200)));
  CHECK_FALSE(aidableNeighbour(left, fpAt(-700, 0, 90, 200)));
  // Front corner to front corner contact with a wheeled neighbour also counts.
  const Footprint wheeled{{187.93852, 68.40403}, 110, 400, 200};  // its FL on left's FR (0, 0)
  CHECK(aidableNeighbour(left, wheeled));
  CHECK_FALSE(aidableNeighbour(left, wheeled.moved({5, 0})));
}

TEST_CASE(
    "G-12 SP, BUA, Supply Base, Laager, Pontooneers, Aeronauts, naval and redoubt occupants cannot "
    "be enfiladed") {
  CHECK(canBeEnfiladed(TroopType::Muskets, false));
  CHECK(canBeEnfiladed(TroopType::Smoothbore, false));
  CHECK_FALSE(canBeEnfiladed(TroopType::Smoothbore, true));
  CHECK_FALSE(canBeEnfiladed(TroopType::Laager, false));
  CHECK_FALSE(canBeEnfiladed(TroopType::SupplyBase, false));
  CHECK_FALSE(canBeEnfiladed(TroopType::Pontooneers, false));
  CHECK_FALSE(canBeEnfiladed(TroopType::Aeronauts, false));
  CHECK_FALSE(canBeEnfiladed(TroopType::Ironclad, false));
}

TEST_CASE("G-18 supporting guns aid against enemy in arc and range of the supported front edge") {
  const Footprint foot = fpAt(0, 0, 90, 200);
  CHECK(aidsAgainst(foot, ringOf(fpAt(0, 1200, 270)), 1200, false));
  CHECK_FALSE(aidsAgainst(foot, ringOf(fpAt(0, 1300, 270)), 1200, false));
  CHECK_FALSE(aidsAgainst(foot, ringOf(fpAt(0, 400, 270)), 1200, true));  // mist: 200 p
  CHECK(aidsAgainst(foot, ringOf(fpAt(0, 200, 270)), 1200, true));
  CHECK_FALSE(aidsAgainst(foot, ringOf(fpAt(1500, 500, 180)), 3200, false));  // out of arc
}
