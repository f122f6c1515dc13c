// Computer generals in single situations: groups move together, PIPs go to rallies and good charges, no suicidal charges, bounded orders (issue #5, T-6, B-63).
#include <doctest/doctest.h>

#include "core/battle/hfg/ai/battle_generator.h"
#include "core/battle/hfg/ai/computer_generals.h"
#include "core/battle/hfg/ai/order_check.h"
#include "core/battle/hfg/geometry/base_size.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/moves/move_execution.h"
#include "core/battle/hfg/io/battle_io.h"
#include "tests/paths/test_paths.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

/// Blue (south, attacking) and red lines 2,400 p apart; blue moves first with `pips` PIPs.
Battle opening(const ArmySpec& blue, const ArmySpec& red, int pips = 6) {
  GeneratedBattle g;
  g.armies = {blue, red};
  Battle b(generateBattle(g));
  for (const auto& c : b.side(0).commands) b.pipsLeft(c.id) = pips;
  return b;
}

ArmySpec foot(int n) {
  ArmySpec a;
  a.foot = n;
  a.mounted = 0;
  return a;
}

void moveTo(Battle& b, const std::string& id, Vec2 frontMid, double heading) {
  const std::size_t i = *b.find(id);
  Footprint fp = b.elements()[i].footprint;
  fp.frontMid = frontMid;
  fp.headingDeg = heading;
  b.place(i, fp);
}

}  // namespace

TEST_CASE(
    "issue #5: a line of foot advances together, one order and 1 PIP for the whole line (B-8, "
    "T-6)") {
  Battle b = opening(foot(4), foot(4));
  ComputerGenerals generals;
  const auto order = generals.nextOrder(b);
  REQUIRE(order.has_value());
  // The four foot of the line move as one group (the general first moves only when some of his
  // command is beyond his reach, which it is not here).
  CHECK(order->elementIds.size() == 4);
  const auto plan = legalPlan(b, *order);
  REQUIRE(plan.has_value());
  CHECK(plan->cost.total == 1);
  CHECK(generals.lastPlan().attacking);
  CHECK(generals.lastPlan().commands.front().role == CommandRole::MainEffort);
}

TEST_CASE(
    "issue #5: every order given is one the engine accepts, and a bound's orders are bounded") {
  Battle b = opening(foot(4), foot(4));
  AiSettings s;
  s.maxOrdersPerBound = 1;
  ComputerGenerals generals(s);
  REQUIRE(generals.nextOrder(b).has_value());
  // The limit: the bound ends after one order even with PIPs left.
  CHECK_FALSE(generals.nextOrder(b).has_value());
  CHECK(generals.ordersGiven() == 1);

  // The scripted cavalry clash played by the generals: no refusal in the log.
  const auto setup = io::loadBattleSetup(hfg::testpaths::sourceDir().string() +
                                         "/tests/fixtures/battles/cavalry_clash.setup.json");
  Battle clash(setup);
  ComputerGenerals both;
  Dice dice(3);
  SeededDieSource source(dice);
  playBattle(clash, both, source);
  CHECK(clash.ended());
  for (const auto& l : clash.logEntries()) CHECK_MESSAGE(l.kind != LogKind::Refused, l.text);
  CHECK(both.ordersGiven() > 0);
}

TEST_CASE("T-6, T-10: the generals rally a routing element when the command has the PIPs") {
  Battle b = opening(foot(3), foot(3));
  const std::size_t i = *b.find("b-2");
  b.elements()[i].condition = ElementCondition::Routing;
  b.elements()[i].routedInBound = 0;
  ComputerGenerals generals;
  const auto order = generals.nextOrder(b);
  REQUIRE(order.has_value());
  CHECK(order->action == MoveAction::Rally);
  CHECK(order->elementIds == std::vector<std::string>{"b-2"});
  // With 2 PIPs a rally (3 at least) cannot be paid: the generals do something else.
  Battle poor = opening(foot(3), foot(3), 2);
  poor.elements()[*poor.find("b-2")].condition = ElementCondition::Routing;
  ComputerGenerals thrifty;
  const auto other = thrifty.nextOrder(poor);
  REQUIRE(other.has_value());
  CHECK(other->action != MoveAction::Rally);
}

TEST_CASE(
    "issue #5: no frontal cavalry charge on unshaken foot, but Easy generals make it and a flank "
    "is fair game") {
  ArmySpec cav;
  cav.foot = 0;
  cav.mounted = 1;
  Battle b = opening(cav, foot(1));
  // Heavy cavalry 400 p in front of a foot element facing it.
  moveTo(b, "b-1", {6000, 2600}, 90);
  moveTo(b, "r-1", {6000, 3000}, 270);
  ComputerGenerals normal;
  normal.nextOrder(b);
  for (const auto& t : normal.tasks()) CHECK(t.what != "charge");
  ComputerGenerals easy(AiSettings::uniform(Difficulty::Easy));
  bool contacts = false;
  // The general may move up first (his cavalry is beyond his reach); then comes the charge.
  for (int k = 0; k < 3 && !contacts; ++k) {
    const auto order = easy.nextOrder(b);
    if (!order) break;
    const auto plan = legalPlan(b, *order);
    REQUIRE(plan.has_value());
    contacts = plan->contacted.size() == 1;
    if (!contacts) applyPlan(b, *plan, order->kind);
  }
  CHECK(contacts);
  // A repulsed foot element may be charged frontally: the tables favour the cavalry (TF-15).
  b.elements()[*b.find("r-1")].condition = ElementCondition::Repulsed;
  ComputerGenerals counter;
  const auto charge = counter.nextOrder(b);
  REQUIRE(charge.has_value());
  bool charges = false;
  for (const auto& t : counter.tasks()) charges = charges || t.what == "charge";
  CHECK(charges);
}

TEST_CASE(
    "issue #5: artillery never moves to where it could be charged; it makes no contact (B-63)") {
  ArmySpec guns = foot(0);
  guns.artillery = 1;
  Battle b = opening(guns, foot(2));
  ComputerGenerals generals;
  for (int k = 0; k < 5; ++k) {
    const auto order = generals.nextOrder(b);
    if (!order) break;
    const auto plan = legalPlan(b, *order);
    REQUIRE(plan.has_value());
    CHECK(plan->contacted.empty());
    for (const auto& p : plan->paths)
      for (const auto& e : b.elements())
        if (e.side == 1 && e.present())
          CHECK(footprintDistance(p.end(), e.footprint) >= 600 - 1e-6);
  }
}

TEST_CASE("T-6: Brilliant doubling and the C-in-C's score exchange follow the difficulty") {
  Battle b = opening(foot(2), foot(2));
  ComputerGenerals easy(AiSettings::uniform(Difficulty::Easy));
  ComputerGenerals normal;
  CHECK_FALSE(easy.wantsToDouble(b, "b1", 6));
  CHECK(normal.wantsToDouble(b, "b1", 5));
  CHECK_FALSE(normal.wantsToDouble(b, "b1", 4));
  // One command: nobody to exchange with.
  CHECK_FALSE(normal.exchangeScoresWith(b).has_value());
}

namespace {

/// Two Heavy Cavalry of blue side by side at y 3,000 facing north (x 5,600-6,400), and red's
/// two Heavy Cavalry in a line turned `skewDeg` off square, its front `gapPaces` ahead of
/// blue's right-hand front corner (6,400, 3,000) after blue wheels to face it.
Battle skewedCavalry(double skewDeg, double gapPaces) {
  ArmySpec cav;
  cav.foot = 0;
  cav.mounted = 2;
  Battle b = opening(cav, cav);
  moveTo(b, "b-1", {5800, 3000}, 90);
  moveTo(b, "b-2", {6200, 3000}, 90);
  const double blueHeading = 90 - skewDeg;  // blue's heading once squared up (a right wheel)
  const Vec2 fwd = headingVector(blueHeading);
  const Vec2 right = headingVector(blueHeading - 90);
  const Vec2 pivot{6400, 3000};
  moveTo(b, "r-1", pivot + fwd * gapPaces - right * 200, blueHeading + 180);
  moveTo(b, "r-2", pivot + fwd * gapPaces - right * 600, blueHeading + 180);
  return b;
}

}  // namespace

TEST_CASE(
    "B-9 item 1, T-1: a cavalry line wheels 20 degrees to meet a skewed enemy line front to "
    "front") {
  Battle b = skewedCavalry(20, 150);
  ComputerGenerals generals;
  generals.nextOrder(b);
  const ComputerGenerals::Task* wheel = nullptr;
  for (const auto& t : generals.tasks())
    if (t.what == "group wheel charge") wheel = &t;
  REQUIRE(wheel != nullptr);
  const MoveOrder& o = wheel->orders.front();
  CHECK(o.action == MoveAction::Wheel);
  CHECK(o.wheelDeg == doctest::Approx(-20));
  // Hand-worked: the right-hand front corner is the pivot, so after the wheel both fronts are
  // 150 p apart everywhere; the outer corner swings 800 p x 20 degrees = 279 p, 429 p in all,
  // within Heavy Cavalry's 600 p contact limit (T-1).
  CHECK(o.forwardPaces == doctest::Approx(150).epsilon(0.02));
  const auto plan = legalPlan(b, o);
  REQUIRE(plan.has_value());
  CHECK(plan->contacted.size() == 2);
  for (const auto& p : plan->paths) CHECK(p.end().headingDeg == doctest::Approx(70).epsilon(0.01));
}

TEST_CASE(
    "B-9 item 1, T-1: a skew whose wheel would take more than the contact limit is charged "
    "straight or not at all") {
  // 45 degrees and 500 p: the wheel alone is 800 x 0.785 = 628 p, beyond 600 p.
  Battle b = skewedCavalry(45, 500);
  ComputerGenerals generals;
  generals.nextOrder(b);
  for (const auto& t : generals.tasks()) CHECK(t.what != "group wheel charge");
}

TEST_CASE(
    "issue #5 follow-up, B-8, T-6: far from the enemy a command's touching foot, guns and cavalry "
    "advance as one group") {
  ArmySpec army = foot(4);
  army.artillery = 2;
  army.mounted = 2;
  Battle b = opening(army, foot(4));
  ComputerGenerals generals;
  REQUIRE(generals.nextOrder(b).has_value());
  const ComputerGenerals::Task* command = nullptr;
  for (const auto& t : generals.tasks())
    if (t.what == "command advance") command = &t;
  REQUIRE(command != nullptr);
  // The whole front line (4 foot, 2 guns, 2 cavalry touching side by side) in one order.
  const MoveOrder& order = command->orders.front();
  CHECK(order.elementIds.size() == 8);
  const auto plan = legalPlan(b, order);
  REQUIRE(plan.has_value());
  // 1 PIP for the group and 1 for T-6 (b), artillery not in support moving off-road: 2 PIPs for
  // 8 elements, where arm by arm the line, each gun (2 each) and each cavalry wing cost 7.
  CHECK(plan->cost.total == 2);
  // B-21: a march keeps 600 p off the enemy, so the line, 2,400 p off, marches at most 1,700 p.
  for (const auto& p : plan->paths) CHECK(p.lengthPaces <= 1700 + 1e-6);
}

TEST_CASE(
    "issue #5 follow-up: a general keeping his facing moves his whole move (B-6), not 250 p less "
    "for a turn") {
  Battle b = opening(foot(4), foot(4));
  // The general 2,000 p behind his line: his command beyond his easy command distance.
  const std::size_t g = *b.find("b1-cp");
  Footprint fp = b.elements()[g].footprint;
  fp.frontMid.y -= 1500;
  b.place(g, fp);
  ComputerGenerals generals;
  const auto order = generals.nextOrder(b);
  REQUIRE(order.has_value());
  REQUIRE(order->elementIds == std::vector<std::string>{"b1-cp"});
  const auto plan = legalPlan(b, *order);
  REQUIRE(plan.has_value());
  // A CP moves 2,000 p in good going (T-1 row 5); he goes to 300 p behind the line's centre.
  const double moved = plan->paths.front().lengthPaces;
  CHECK(moved > 1000);
  CHECK(plan->paths.front().end().headingDeg == doctest::Approx(fp.headingDeg));
}
