// Computer generals and T-4: guns come up by tactical moves and stand where they may shoot; guns support foot in close combat (TF-8) (issue #18).
#include <doctest/doctest.h>

#include <set>

#include "core/battle/hfg/ai/battle_generator.h"
#include "core/battle/hfg/ai/computer_generals.h"
#include "core/battle/hfg/ai/enemy_proximity.h"
#include "core/battle/hfg/ai/gun_fire.h"
#include "core/battle/hfg/ai/gun_support.h"
#include "core/battle/hfg/ai/mover_limits.h"
#include "core/battle/hfg/ai/order_check.h"
#include "core/battle/hfg/bound/shooting_eligibility.h"
#include "core/battle/hfg/geometry/shooting_geometry.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/moves/move_execution.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

/// The generals of both sides, watched at the end of every bound's moves (a referee that reads
/// T-4 through the engine's own mayNotShootReason, not the generals' gun_fire): a gun that had a
/// target in arc and range when its side's moves began must still be allowed to shoot unless it
/// went with its whole command (an order of 3 or more elements), and no
/// gun may end its moves within range of an enemy while T-4 bars it for its ground.
class GunWatch final : public MoveSource {
 public:
  std::optional<MoveOrder> nextOrder(const Battle& b) override {
    if (b.boundNumber() != m_bound) startBound(b);
    auto o = m_generals.nextOrder(b);
    if (o && o->elementIds.size() >= 3)
      for (const auto& id : o->elementIds) m_withCommand.insert(id);
    if (!o && !m_checked) endOfMoves(b);
    return o;
  }
  bool wantsToDouble(const Battle& b, const std::string& c, int die) override {
    return m_generals.wantsToDouble(b, c, die);
  }
  std::optional<std::string> exchangeScoresWith(const Battle& b) override {
    return m_generals.exchangeScoresWith(b);
  }

  int gunBounds = 0;       ///< gun-bounds checked
  int lostShots = 0;       ///< guns that had a shot at the start and could not shoot at the end
  int standingBarred = 0;  ///< guns in range of an enemy, barred by their ground
  int shotsKept = 0;       ///< guns that had a shot and kept it

 private:
  static bool isGun(const ElementInPlay& e) {
    return categoryOf(e.type()) == TroopCategory::Artillery;
  }
  void startBound(const Battle& b) {
    m_bound = b.boundNumber();
    m_checked = false;
    m_hadShot.clear();
    m_withCommand.clear();
    const auto seen = ai::enemyShapes(b);
    for (std::size_t i = 0; i < b.elements().size(); ++i)
      if (b.elements()[i].side == b.movingSide() && ai::gunHasShot(b, i, seen)) m_hadShot.insert(i);
  }
  void endOfMoves(const Battle& b) {
    m_checked = true;
    const auto& els = b.elements();
    const auto known = ai::enemyShapes(b);
    for (std::size_t i = 0; i < els.size(); ++i) {
      const ElementInPlay& e = els[i];
      if (e.side != b.movingSide() || !isGun(e) || !e.present() ||
          e.condition != ElementCondition::Ready)
        continue;
      ++gunBounds;
      const auto why = mayNotShootReason(b, i);
      // A gun that went with its whole command (an order of 3 or more) may lose its shot.
      if (m_hadShot.count(i) && !m_withCommand.count(e.id())) (why ? lostShots : shotsKept) += 1;
      const bool barred = artilleryGroundReason(b, e.footprint).has_value();
      // The enemy the side knows of (B-20 with memory).
      const auto range = ai::rangeOf(b, e);
      const bool enemyInRange =
          range && ai::nearestEnemyDistance(known, e.footprint, *range) <= *range;
      if (barred && enemyInRange) {
        ++standingBarred;
        MESSAGE("bound " << b.boundNumber() << ": " << e.id()
                         << " stands in range unable to shoot: " << *why);
      }
    }
  }
  ComputerGenerals m_generals;
  int m_bound = -1;
  bool m_checked = false;
  std::set<std::size_t> m_hadShot;
  std::set<std::string> m_withCommand;  ///< moved this bound in an order of 3 or more elements
};

ArmySpec army(int foot, int guns) {
  ArmySpec a;
  a.foot = foot;
  a.mounted = 2;
  a.artillery = guns;
  return a;
}

}  // namespace

TEST_CASE(
    "issue #18, T-4: over whole battles the generals' guns keep their shots and never stand in "
    "range unable to shoot") {
  int gunBounds = 0, kept = 0;
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    GeneratedBattle g;
    g.armies = {army(6, 2), army(6, 2)};
    g.gapPaces = 3200;  // guns start out of range: they must come up
    Battle b(generateBattle(g));
    GunWatch watch;
    Dice dice(seed);
    SeededDieSource source(dice);
    playBattle(b, watch, source);
    CAPTURE(seed);
    CHECK(watch.lostShots == 0);
    CHECK(watch.standingBarred == 0);
    gunBounds += watch.gunBounds;
    kept += watch.shotsKept;
  }
  CHECK(gunBounds > 0);
  // The guns got into range and shot: a gun kept its shot in some bounds.
  CHECK(kept > 0);
}

TEST_CASE(
    "issue #18, T-4: a gun with a target in range is not marched, and ground that bars it is "
    "refused") {
  GeneratedBattle g;
  ArmySpec guns = army(0, 1);
  guns.mounted = 0;
  g.armies = {guns, army(2, 0)};
  Battle b(generateBattle(g));
  for (const auto& c : b.side(0).commands) b.pipsLeft(c.id) = 6;
  const std::size_t gun = [&] {
    for (std::size_t i = 0; i < b.elements().size(); ++i)
      if (b.elements()[i].side == 0 &&
          categoryOf(b.elements()[i].type()) == TroopCategory::Artillery)
        return i;
    return std::size_t{0};
  }();
  REQUIRE(categoryOf(b.elements()[gun].type()) == TroopCategory::Artillery);
  const auto range = ai::rangeOf(b, b.elements()[gun]);
  REQUIRE(range.has_value());
  // Put the gun 200 p inside its range of the nearest red foot, facing it.
  std::size_t target = 0;
  for (std::size_t i = 0; i < b.elements().size(); ++i)
    if (b.elements()[i].side == 1 && categoryOf(b.elements()[i].type()) == TroopCategory::Foot)
      target = i;
  Footprint fp = b.elements()[gun].footprint;
  fp.headingDeg = b.elements()[target].footprint.headingDeg + 180;
  fp.frontMid = b.elements()[target].footprint.frontMid +
                b.elements()[target].footprint.forward() * (*range - 200);
  b.place(gun, fp);
  const auto seen = ai::enemyShapes(b);
  REQUIRE(ai::gunHasShot(b, gun, seen));
  // A march forward would throw its shot away; so would a tactical move out of range.
  const Vec2 fwd = fp.forward();
  const auto march =
      ai::advanceOrder({b.elements()[gun].id()}, fp.frontMid - fwd * 100, MoveKind::March);
  if (const auto plan = legalPlan(b, march)) CHECK(ai::throwsAwayShot(b, march, *plan, seen, seen));
  const auto back =
      ai::advanceOrder({b.elements()[gun].id()}, fp.frontMid - fwd * 300, MoveKind::Tactical);
  const auto backPlan = legalPlan(b, back);
  REQUIRE(backPlan.has_value());
  CHECK(ai::throwsAwayShot(b, back, *backPlan, seen, seen));
  // A short tactical step forward keeps it.
  const auto step =
      ai::advanceOrder({b.elements()[gun].id()}, fp.frontMid + fwd * 100, MoveKind::Tactical);
  const auto stepPlan = legalPlan(b, step);
  REQUIRE(stepPlan.has_value());
  CHECK_FALSE(ai::throwsAwayShot(b, step, *stepPlan, seen, seen));
  // And the generals give it no order that loses the shot.
  ComputerGenerals generals;
  Dice dice(5);
  SeededDieSource source(dice);
  while (auto o = generals.nextOrder(b)) executeOrder(b, *o, source);
  CHECK_FALSE(mayNotShootReason(b, gun).has_value());
}

TEST_CASE(
    "issue #18, TF-8, G-18: a gun comes up behind foot fighting in close combat and supports it") {
  GeneratedBattle g;
  ArmySpec blue = army(1, 1);
  blue.mounted = 0;
  ArmySpec red = army(1, 0);
  red.mounted = 0;
  g.armies = {blue, red};
  Battle b(generateBattle(g));
  for (const auto& c : b.side(0).commands) b.pipsLeft(c.id) = 6;
  std::size_t gun = 0, foot = 0, enemy = 0;
  for (std::size_t i = 0; i < b.elements().size(); ++i) {
    const auto& e = b.elements()[i];
    if (e.side == 0 && categoryOf(e.type()) == TroopCategory::Artillery) gun = i;
    if (e.side == 0 && categoryOf(e.type()) == TroopCategory::Foot) foot = i;
    if (e.side == 1 && categoryOf(e.type()) == TroopCategory::Foot) enemy = i;
  }
  // Blue foot in frontal contact with red foot; the gun 250 p behind and to one side.
  const Footprint& en = b.elements()[enemy].footprint;
  Footprint f = b.elements()[foot].footprint;
  f.headingDeg = en.headingDeg + 180;
  f.frontMid = en.frontMid + en.forward() * 0.2;
  b.place(foot, f);
  Footprint gf = b.elements()[gun].footprint;
  gf.headingDeg = f.headingDeg;
  gf.frontMid = f.frontMid - f.forward() * (f.depthPaces + 250) + f.right() * 150;
  b.place(gun, gf);
  SidePlan plan;
  plan.side = 0;
  plan.commands.push_back(
      {b.elements()[gun].placed.commandId, CommandRole::MainEffort, {}, {}, {}});
  const auto moves = ai::gunSupportMoves(b, plan, Difficulty::Normal);
  REQUIRE(moves.size() == 1);
  const auto check = legalPlan(b, moves.front().order);
  REQUIRE(check.has_value());
  CHECK(supports(check->paths.front().end(), b.elements()[foot].footprint, b.settings()));
  // Easy generals do not.
  CHECK(ai::gunSupportMoves(b, plan, Difficulty::Easy).empty());
}
