// Fire on the table: Cases 1, 2 and 3 with units placed in paces, the zones of MB-23 and the
// friend-rout cascade of Case 23, all with the cases' given dice.
#include <doctest/doctest.h>

#include "core/battle/howlin_mobs/scale.h"
#include "core/battle/howlin_mobs/volley.h"
#include "core/battle/howlin_mobs/zones.h"
#include "tests/core/battle/howlin_mobs/hm_test_support.h"

using namespace hfg;
using namespace hfg::howlin_mobs;
using hfg::howlin_mobs::test::GivenHmDice;

namespace {
const HowlinMobsSettings kS;

/// A unit whose front-edge midpoint is at (x, y) inches, facing `headingDeg`.
Unit placed(int id, HmSide side, UnitKind kind, Formation f, double x, double y, double headingDeg,
            double frontIn, double depthIn) {
  Unit u;
  u.id = id;
  u.side = side;
  u.kind = kind;
  u.formation = f;
  u.footprint.frontMid = {pacesOf(x, kS), pacesOf(y, kS)};
  u.footprint.headingDeg = headingDeg;
  u.footprint.frontagePaces = pacesOf(frontIn, kS);
  u.footprint.depthPaces = pacesOf(depthIn, kS);
  return u;
}

Unit line(int id, HmSide side, double x, double y, double heading) {
  return placed(id, side, UnitKind::Infantry, Formation::Line, x, y, heading, 9, 1.5);
}
}  // namespace

TEST_CASE("Case 1 on the table: M-32 M-36 MB-27 MB-28 a volley at 8 inches") {
  std::vector<Unit> units{line(1, HmSide::Union, 0, 0, 90),
                          line(2, HmSide::Confederate, 0, 8, 270)};
  GivenHmDice dice({7, 9});
  const VolleyReport r = fireVolley(units, 1, Card::Fire, dice, kS);
  REQUIRE(r.fired);
  REQUIRE(r.targets.size() == 1);
  CHECK(r.basePoints == 9);
  CHECK(r.targets[0].primary);
  CHECK(r.targets[0].points == 9);
  CHECK(r.targets[0].hits == 1);
  CHECK(r.targets[0].test.state == 8);
  CHECK(units[1].damage.hits == 1);
  CHECK(units[1].damage.casualties == 0);
  CHECK(units[1].onGround);
  CHECK(dice.allUsed());
}

TEST_CASE("MB-27 who fires: out of range, in column, blocked by a friend") {
  GivenHmDice none({});
  std::vector<Unit> far{line(1, HmSide::Union, 0, 0, 90), line(2, HmSide::Confederate, 0, 13, 270)};
  CHECK_FALSE(fireVolley(far, 1, Card::Fire, none, kS).fired);  // 13" > 12"
  std::vector<Unit> column{line(1, HmSide::Union, 0, 0, 90),
                           line(2, HmSide::Confederate, 0, 8, 270)};
  column[0].formation = Formation::Column;
  CHECK_FALSE(fireVolley(column, 1, Card::Fire, none, kS).fired);
  std::vector<Unit> blocked{line(1, HmSide::Union, 0, 0, 90), line(3, HmSide::Union, 0, 4, 90),
                            line(2, HmSide::Confederate, 0, 8, 270)};
  CHECK_FALSE(fireVolley(blocked, 1, Card::Fire, none, kS).fired);
  std::vector<Unit> aside{line(1, HmSide::Union, 0, 0, 90),
                          line(2, HmSide::Confederate, 9.5, 8, 270)};
  CHECK_FALSE(fireVolley(aside, 1, Card::Fire, none, kS).fired);  // all fire straight ahead
  CHECK(none.allUsed());
}

TEST_CASE("Case 2 on the table: MB-31 enfilade from level with the front, Double Fire, column") {
  // The target column faces east; the firer's front-edge midpoint is level with its front edge.
  std::vector<Unit> units{
      line(1, HmSide::Union, 0, 0, 90),
      placed(2, HmSide::Confederate, UnitKind::Infantry, Formation::Column, 0, 5, 0, 3, 4.5)};
  units[0].damage.casualties = 1;
  units[1].damage.hits = 1;
  CHECK(enfiladed(units[0], units[1]));
  GivenHmDice dice({8, 4});
  const VolleyReport r = fireVolley(units, 1, Card::DoubleFire, dice, kS);
  REQUIRE(r.fired);
  CHECK(r.basePoints == 6);
  CHECK(r.targets[0].points == 48);
  CHECK(r.targets[0].hits == 5);
  CHECK(units[1].damage.casualties == 2);
  CHECK(units[1].damage.hits == 0);
  CHECK(r.targets[0].test.state == 4);
  CHECK(r.targets[0].test.result == MoraleResult::CarriesOn);
  CHECK(units[0].lowOnAmmo);
  CHECK(dice.allUsed());
  // Fired on from in front, the same column is not enfiladed.
  const Unit facing =
      placed(3, HmSide::Confederate, UnitKind::Infantry, Formation::Column, 0, 8, 270, 3, 4.5);
  CHECK_FALSE(enfiladed(units[0], facing));
}

TEST_CASE("Case 3 on the table: MB-28 MB-29 MB-36 MB-47 long-range guns, primary and secondary") {
  Unit battery =
      placed(1, HmSide::Union, UnitKind::Artillery, Formation::Unlimbered, 0, 0, 90, 4, 3);
  battery.guns = 2;
  battery.gun = GunType::RifleOrParrott10;
  Unit inf = line(2, HmSide::Confederate, 0, 20, 270);
  inf.damage.casualties = 1;
  inf.onGround = true;
  // Mounted cavalry 2" behind the infantry, inside the battery's 4"-wide zone.
  const Unit cav =
      placed(3, HmSide::Confederate, UnitKind::Cavalry, Formation::Mounted, 0, 23.5, 270, 3, 2);
  std::vector<Unit> units{battery, inf, cav};
  GivenHmDice dice({5, 3, 10, 9});
  const VolleyReport r = fireVolley(units, 1, Card::Fire, dice, kS);
  REQUIRE(r.fired);
  CHECK(r.longRange);
  CHECK(r.basePoints == 8);
  REQUIRE(r.targets.size() == 2);
  CHECK(r.targets[0].unitId == 2);
  CHECK(r.targets[0].points == 4);
  CHECK(r.targets[0].hits == 0);
  CHECK(r.targets[1].halfRate);
  CHECK(r.targets[1].points == 8);
  CHECK(r.targets[1].hits == 1);
  CHECK(r.targets[0].test.state == 8);
  CHECK(units[1].routing);
  CHECK(r.targets[1].test.state == 8);
  CHECK(units[2].routing);
  CHECK(r.routTests.empty());  // the only friend of either router is the other router
  CHECK(dice.allUsed());
}

TEST_CASE("Case 23 a friend's rout: M-47 MB-36 MB-47 the cascade") {
  Unit a = line(1, HmSide::Union, 0, 0, 90);
  a.routing = true;
  const Unit b = line(2, HmSide::Union, 14, 0, 90);     // 5" from A's flank
  const Unit c = line(3, HmSide::Union, 0, -15.5, 90);  // 14" behind A
  std::vector<Unit> units{a, b, c};
  GivenHmDice dice({9});
  std::set<int> tested;
  const auto tests = friendRoutTests(units, {1}, tested, dice, kS);
  REQUIRE(tests.size() == 1);
  CHECK(tests[0].unitId == 2);
  CHECK(tests[0].test.state == 8);
  CHECK(units[1].onGround);
  CHECK_FALSE(units[1].routing);
  CHECK_FALSE(units[2].onGround);
  CHECK(dice.allUsed());
}

TEST_CASE("MB-23 zones: frontal 12 inches, flanks and rear 3, skirmishers all round") {
  const Unit u = line(1, HmSide::Union, 0, 0, 90);
  auto enemyAt = [](double x, double y) { return line(9, HmSide::Confederate, x, y, 270); };
  CHECK(insideZoneOf(u, enemyAt(0, 11.9), kS));
  CHECK_FALSE(insideZoneOf(u, enemyAt(0, 12.1), kS));
  // A flank zone: 3" beyond the right edge, as deep as the unit.
  const Unit flank =
      placed(9, HmSide::Confederate, UnitKind::Infantry, Formation::Column, 7.0, -0.2, 90, 3, 4.5);
  CHECK(insideZoneOf(u, flank, kS));
  const Unit wide =
      placed(9, HmSide::Confederate, UnitKind::Infantry, Formation::Column, 9.3, -0.2, 90, 3, 4.5);
  CHECK_FALSE(insideZoneOf(u, wide, kS));  // 3.3" off the flank
  Unit routing = u;
  routing.routing = true;
  CHECK(zonesOfControl(routing, kS).empty());
  const Unit ss =
      placed(2, HmSide::Union, UnitKind::Sharpshooters, Formation::Line, 0, 0, 90, 3, 1);
  CHECK(insideZoneOf(
      ss, placed(9, HmSide::Confederate, UnitKind::Infantry, Formation::Line, 0, -3.9, 90, 9, 1.5),
      kS));  // 2.9" behind it
}
