// Fights and other contacts on the table: Cases 5 to 9 with placed units and their given dice.
#include <doctest/doctest.h>

#include "core/battle/howlin_mobs/contact.h"
#include "core/battle/howlin_mobs/scale.h"
#include "tests/core/battle/howlin_mobs/hm_test_support.h"

using namespace hfg;
using namespace hfg::howlin_mobs;
using hfg::howlin_mobs::test::GivenHmDice;

namespace {
const HowlinMobsSettings kS;

Unit placed(int id, HmSide side, UnitKind kind, Formation f, double x, double y, double heading,
            double frontIn, double depthIn) {
  Unit u;
  u.id = id;
  u.side = side;
  u.kind = kind;
  u.formation = f;
  u.footprint.frontMid = {pacesOf(x, kS), pacesOf(y, kS)};
  u.footprint.headingDeg = heading;
  u.footprint.frontagePaces = pacesOf(frontIn, kS);
  u.footprint.depthPaces = pacesOf(depthIn, kS);
  return u;
}

/// Union attacker at the origin facing north; Confederate defender front to front.
std::vector<Unit> frontToFront() {
  return {placed(1, HmSide::Union, UnitKind::Infantry, Formation::Line, 0, 0, 90, 9, 1.5),
          placed(2, HmSide::Confederate, UnitKind::Infantry, Formation::Line, 0, 0, 270, 9, 1.5)};
}

double yIn(const Unit& u) { return inchesOf(u.footprint.centre().y, kS); }
}  // namespace

TEST_CASE("Case 5 on the table: M-41 MB-35 items 2 and 3 fall back 6, take the position") {
  auto units = frontToFront();
  units[0].crack = true;
  units[1].protection = Protection::Cover;
  units[1].damage.casualties = 1;
  GivenHmDice dice({6, 7, 4});
  const ContactReport r = resolveContact(units, 1, 2, {}, dice, kS);
  REQUIRE(r.fight);
  CHECK(r.fight->attackerScore == 8);
  CHECK(r.fight->defenderScore == 6);
  CHECK(units[1].damage.hits == 1);
  CHECK(yIn(units[1]) == doctest::Approx(0.75 + 6));
  REQUIRE(r.loserTest);
  CHECK(r.loserTest->state == 6);
  CHECK(r.loserTest->result == MoraleResult::CarriesOn);
  CHECK(units[0].damage.hits == 1);
  CHECK(inchesOf(units[0].footprint.frontMid.y, kS) == doctest::Approx(1.5));
  CHECK(dice.allUsed());
}

TEST_CASE("Case 6 on the table: M-45 flank attack on a unit low on ammunition") {
  auto units = frontToFront();
  units[1].lowOnAmmo = true;
  GivenHmDice dice({3, 2, 7});
  ContactOptions o;
  o.flankOrRear = true;
  const ContactReport r = resolveContact(units, 1, 2, o, dice, kS);
  CHECK(r.fight->attackerScore == 6);
  CHECK(r.fight->defenderScore == -1);
  CHECK(units[1].damage.casualties == 1);
  CHECK(r.loserTest->state == 6);
  CHECK(units[1].onGround);
  CHECK(units[0].damage.hits == 0);
  CHECK(dice.allUsed());
}

TEST_CASE("Case 7 on the table: M-42 a mounted charge ties and routs") {
  std::vector<Unit> units{
      placed(1, HmSide::Union, UnitKind::Cavalry, Formation::Mounted, 0, 0, 90, 3, 2),
      placed(2, HmSide::Confederate, UnitKind::Infantry, Formation::Line, 0, 0, 270, 9, 1.5)};
  units[0].shockCavalry = true;
  GivenHmDice dice({4, 5});
  const ContactReport r = resolveContact(units, 1, 2, {}, dice, kS);
  CHECK(r.fight->attackerScore == 5);
  CHECK(r.fight->defenderScore == 5);
  CHECK(units[0].damage.hits == 1);
  CHECK_FALSE(units[0].destroyed());
  CHECK(units[0].routing);
  CHECK_FALSE(r.loserTest.has_value());
  CHECK(units[1].damage.hits == 0);
  CHECK(r.routTests.empty());
  CHECK(dice.allUsed());
}

TEST_CASE("Case 8 on the table: M-43 MB-35 item 6 guns overrun, or supported by cavalry") {
  Unit guns =
      placed(2, HmSide::Confederate, UnitKind::Artillery, Formation::Unlimbered, 0, 0, 270, 4, 3);
  guns.guns = 2;
  guns.gun = GunType::RifleOrParrott10;
  const Unit inf = placed(1, HmSide::Union, UnitKind::Infantry, Formation::Line, 0, 0, 90, 9, 1.5);
  std::vector<Unit> alone{inf, guns};
  GivenHmDice none({});
  CHECK(resolveContact(alone, 1, 2, {}, none, kS).kind == ContactKind::GunsOverrun);
  CHECK(alone[1].destroyed());
  CHECK(alone[0].damage.hits == 0);
  const Unit cav =
      placed(3, HmSide::Confederate, UnitKind::Cavalry, Formation::Mounted, 0, 0, 270, 3, 2);
  std::vector<Unit> supported{inf, guns, cav};
  GivenHmDice dice({8, 3});
  ContactOptions o;
  o.supporterId = 3;
  const ContactReport r = resolveContact(supported, 1, 2, o, dice, kS);
  CHECK(r.defenderId == 3);
  CHECK(r.fight->attackerWins);
  CHECK(r.fight->mountedAction);
  CHECK(supported[2].damage.hits == 1);
  CHECK(supported[2].routing);
  CHECK(supported[0].damage.hits == 0);
  CHECK(supported[1].destroyed());
  CHECK(dice.allUsed());
}

TEST_CASE("Case 9 on the table: M-44 MB-35 item 7 sharpshooters evade or are caught") {
  const Unit inf = placed(1, HmSide::Union, UnitKind::Infantry, Formation::Line, 0, 0, 90, 9, 1.5);
  Unit ss =
      placed(2, HmSide::Confederate, UnitKind::Sharpshooters, Formation::Line, 0, 0, 270, 3, 1);
  ss.crack = true;
  std::vector<Unit> a{inf, ss};
  GivenHmDice ten({10});
  CHECK(resolveContact(a, 1, 2, {}, ten, kS).kind == ContactKind::Evaded);
  CHECK(a[1].present());
  CHECK(a[1].damage.hits == 0);
  CHECK(yIn(a[1]) == doctest::Approx(0.5 + 9));
  ss.crack = false;
  std::vector<Unit> b{inf, ss};
  GivenHmDice nine({9});
  CHECK(resolveContact(b, 1, 2, {}, nine, kS).kind == ContactKind::SharpshootersCaught);
  CHECK(b[1].destroyed());
}

TEST_CASE("MB-35 item 8 a router or a wagon contacted is destroyed, no dice") {
  auto units = frontToFront();
  units[1].routing = true;
  GivenHmDice none({});
  CHECK(resolveContact(units, 1, 2, {}, none, kS).kind == ContactKind::CaughtDefenceless);
  CHECK(units[1].destroyed());
}
