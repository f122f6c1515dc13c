// The battle panel's models without a window: bound snapshots, hot-seat bounds through the engine, and campaign results.
#include <doctest/doctest.h>

#include <string>

#include "core/battle/hfg/bound/bound_sequence.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/io/battle_io.h"
#include "editor/battle/battle_history.h"
#include "editor/campaign/campaign_battle_link.h"
#include "editor/battle/hot_seat_battle.h"
#include "tests/paths/test_paths.h"

namespace hfg {
namespace {

std::string fixture(const std::string& name) {
  return hfg::testpaths::sourceDir().string() + "/tests/fixtures/battles/" + name;
}

struct Scripted {
  battle::BattleSetup setup;
  io::BattleScript script;
  explicit Scripted(const std::string& name)
      : setup(io::loadBattleSetup(fixture(name + ".setup.json"))),
        script(io::loadBattleScript(fixture(name + ".script.json"))) {}
  battle::ScriptedMoves moves() const {
    std::map<int, std::vector<battle::MoveOrder>> orders;
    for (const auto& b : script.bounds) orders[b.bound] = b.orders;
    return battle::ScriptedMoves(orders);
  }
};

battle::MoveOrder advance(std::vector<std::string> ids, Vec2 to, battle::MoveKind kind) {
  battle::MoveOrder o;
  o.elementIds = std::move(ids);
  o.kind = kind;
  o.action = battle::MoveAction::Advance;
  o.path = {to};
  return o;
}

/// The first seed whose French PIP throw pays for the cavalry's 600 p charge (T-6).
std::uint64_t seedWithFrenchPips(const battle::BattleSetup& setup) {
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    HotSeatBattle game(setup, seed);
    game.rollPips();
    if (game.check(advance({"fr-c1", "fr-c2"}, {5200, 2200}, battle::MoveKind::Tactical)).legal())
      return seed;
  }
  FAIL("no seed in 1..199 gives the French a PIP");
  return 0;
}

}  // namespace

TEST_CASE(
    "battle history: the river crossing replay keeps every bound and ends as the engine's own "
    "run") {
  Scripted s("river_crossing");
  auto moves = s.moves();
  battle::ScriptedDice dice(s.script.dice);
  const BattleHistory history =
      playWithHistory(battle::Battle(s.setup), moves, dice, s.script.stopAfterBound);
  REQUIRE(history.bounds() == 6);  // 3 bounds a side to nightfall (bounds_per_side 3)
  for (std::size_t n = 0; n <= history.bounds(); ++n)
    CHECK(history.stateAfter(n).clock().boundsPlayed() == static_cast<int>(n));
  // Deployment: where the set-up placed them.
  const auto& start = history.stateAfter(0);
  CHECK(start.elements()[*start.find("fr-lc")].footprint.frontMid ==
        s.setup.elements[*start.find("fr-lc")].footprint.frontMid);
  // The same script played straight through by the engine ends in the same state.
  battle::Battle direct(s.setup);
  auto moves2 = s.moves();
  battle::ScriptedDice dice2(s.script.dice);
  battle::playBattle(direct, moves2, dice2, s.script.stopAfterBound);
  const auto a = battle::resultOf(history.latest()), b = battle::resultOf(direct);
  CHECK(a.log == b.log);
  for (std::size_t i = 0; i < direct.elements().size(); ++i)
    CHECK(history.latest().elements()[i].footprint.frontMid ==
          direct.elements()[i].footprint.frontMid);
  // Each bound's log range starts with its "bound n" line.
  for (std::size_t n = 1; n <= history.bounds(); ++n) {
    const auto [first, last] = history.logRange(n);
    REQUIRE(first < last);
    CHECK(history.latest().logEntries()[first].kind == battle::LogKind::Bound);
    CHECK(history.latest().logEntries()[first].bound == static_cast<int>(n));
  }
  CHECK(history.lostEe(0).size() == 7);
  CHECK(history.lostEe(0).front() == 0.0f);
}

TEST_CASE(
    "battle history: cavalry clash losses chart (T-11, B-51) rises in bound 1 for the beaten "
    "Austrians") {
  Scripted s("cavalry_clash");
  auto moves = s.moves();
  battle::ScriptedDice dice(s.script.dice);
  const BattleHistory history =
      playWithHistory(battle::Battle(s.setup), moves, dice, s.script.stopAfterBound);
  REQUIRE(history.bounds() == 1);  // the Austrian army loses in bound 1 (README)
  const int austrian = history.latest().sideIndex("austrian");
  const auto lost = history.lostEe(austrian);
  CHECK(lost[0] == 0.0f);
  CHECK(lost[1] > 0.0f);
  CHECK(history.latest().losingSide == austrian);
}

TEST_CASE(
    "hot seat T-6 B-21: PIPs first, a refused march is not kept, a charge is, undo restores, end "
    "resolves") {
  Scripted s("cavalry_clash");
  const std::uint64_t seed = seedWithFrenchPips(s.setup);
  HotSeatBattle game(s.setup, seed);
  CHECK(game.step() == HotSeatStep::RollPips);
  // Orders before the PIP throw are refused (SEQUENCE OF PLAY).
  CHECK(
      game.commit(advance({"fr-c1", "fr-c2"}, {5200, 2000}, battle::MoveKind::March)).has_value());
  game.rollPips();
  REQUIRE(game.step() == HotSeatStep::Moving);
  const int pips = game.current().pipsLeftOf("fr1");
  CHECK(pips >= 1);
  // B-21: no march within 600 p of known enemy; the engine's rule comes back.
  const auto refusal =
      game.commit(advance({"fr-c1", "fr-c2"}, {5200, 2000}, battle::MoveKind::March));
  REQUIRE(refusal.has_value());
  CHECK(refusal->rule == "B-21");
  CHECK(game.orders().empty());
  CHECK(game.current().pipsLeftOf("fr1") == pips);
  // Nonsense is refused in words, never fatal: an element that is not on the table, no path.
  CHECK(game.commit(advance({"nobody"}, {0, 0}, battle::MoveKind::Tactical)).has_value());
  battle::MoveOrder empty = advance({"fr-c1"}, {0, 0}, battle::MoveKind::Tactical);
  empty.path.clear();
  CHECK_FALSE(game.check(empty).legal());
  CHECK(game.orders().empty());
  // The charge: checked, committed, paid for.
  const auto charge = advance({"fr-c1", "fr-c2"}, {5200, 2200}, battle::MoveKind::Tactical);
  const auto check = game.check(charge);
  REQUIRE(check.legal());
  CHECK_FALSE(game.commit(charge).has_value());
  CHECK(game.orders().size() == 1);
  CHECK(game.current().pipsLeftOf("fr1") == pips - check.plan->cost.total);
  const auto& c1 = game.current().elements()[*game.current().find("fr-c1")];
  CHECK(c1.footprint.frontMid.y == doctest::Approx(2200));
  // Undo: back to the PIP throw, the same PIPs.
  REQUIRE(game.canUndo());
  game.undo();
  CHECK(game.orders().empty());
  CHECK(game.current().pipsLeftOf("fr1") == pips);
  CHECK(game.current().elements()[*game.current().find("fr-c1")].footprint.frontMid.y ==
        doctest::Approx(1600));
  // Commit again and end the moves: close combat is fought by the engine and recorded.
  CHECK_FALSE(game.commit(charge).has_value());
  game.endMoves();
  REQUIRE(game.history().bounds() == 1);
  bool fought = false;
  for (const auto& e : game.history().latest().logEntries())
    fought = fought || (e.kind == battle::LogKind::CloseCombat && e.combat.has_value());
  CHECK(fought);
  CHECK_FALSE(game.canUndo());

  // The same bound played by the engine with a scripted source and the same seed is identical.
  battle::Battle direct(s.setup);
  battle::ScriptedMoves moves({{1, {charge}}});
  Dice dice(seed);
  SeededDieSource source(dice);
  battle::playBound(direct, moves, source);
  CHECK(battle::resultOf(direct).log == battle::resultOf(game.history().latest()).log);
}

TEST_CASE(
    "hot seat T-6: a Brilliant general's die is offered for doubling before the first order") {
  Scripted s("cavalry_clash");
  for (auto& side : s.setup.sides)
    for (auto& c : side.commands)
      if (c.id == "fr1") c.quality = GeneralQuality::Brilliant;
  HotSeatBattle game(s.setup, 3);
  game.rollPips();
  REQUIRE(game.doublingOffered().count("fr1") == 1);
  const int raw = game.doublingOffered().at("fr1");
  const int before = game.current().pipsLeftOf("fr1");
  CHECK(game.setDoubling("fr1", true));
  CHECK(game.doubled("fr1"));
  CHECK(game.current().pipsLeftOf("fr1") > before);
  CHECK(game.doublingOffered().at("fr1") == raw);  // the same die, replayed
  CHECK(game.setDoubling("fr1", false));
  CHECK(game.current().pipsLeftOf("fr1") == before);
  // Once an order is given the throw stands.
  battle::MoveOrder turn;
  turn.elementIds = {"fr-cp"};
  turn.action = battle::MoveAction::Turn;
  turn.finalHeadingDeg = 45;
  const auto refused = game.commit(turn);
  INFO((refused ? refused->rule + " " + refused->message : std::string()));
  REQUIRE_FALSE(refused.has_value());
  CHECK_FALSE(game.setDoubling("fr1", true));
}

TEST_CASE("auto-resolve: each side's controller comes from the factory (scripted sources)") {
  Scripted s("cavalry_clash");
  int made = 0;
  const SideMoveSourceFactory factory = [&](int side) -> std::unique_ptr<battle::MoveSource> {
    ++made;
    if (s.setup.sides[static_cast<std::size_t>(side)].id == "french")
      return std::make_unique<battle::ScriptedMoves>(std::map<int, std::vector<battle::MoveOrder>>{
          {1, {advance({"fr-c1", "fr-c2"}, {5200, 2200}, battle::MoveKind::Tactical)}}});
    return std::make_unique<battle::ScriptedMoves>(std::map<int, std::vector<battle::MoveOrder>>{});
  };
  SideDispatchSource source(factory);
  CHECK(made == 2);
  Dice dice(7);
  SeededDieSource die(dice);
  const BattleHistory h = playWithHistory(battle::Battle(s.setup), source, die);
  REQUIRE(h.bounds() >= 1);
  // The French moved in bound 1: the order came from the French controller.
  bool moved = false;
  for (const auto& e : h.stateAfter(1).logEntries())
    moved = moved || e.kind == battle::LogKind::Move;
  CHECK(moved);
  CHECK(h.latest().ended());
  CHECK_THROWS_AS(SideDispatchSource([](int) { return std::unique_ptr<battle::MoveSource>(); }),
                  std::invalid_argument);
}

}  // namespace hfg
