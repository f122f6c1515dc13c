// A general for each side: SideMoves asks only the moving side's own source.
#include <doctest/doctest.h>

#include "core/battle/hfg/hfg_resolver.h"
#include "maps/campaign_battles/side_moves.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

/// Records the moving side each time it is asked; gives no orders.
class Recording final : public MoveSource {
 public:
  explicit Recording(std::vector<int>& asked) : m_asked(asked) {}
  std::optional<MoveOrder> nextOrder(const Battle& battle) override {
    m_asked.push_back(battle.movingSide());
    return std::nullopt;
  }

 private:
  std::vector<int>& m_asked;
};

PlacedElement placed(std::string id, std::string side, std::string cmd, TroopType t, Vec2 at,
                     double heading) {
  PlacedElement p;
  p.id = std::move(id);
  p.sideId = std::move(side);
  p.commandId = std::move(cmd);
  p.element.type = t;
  p.element.id = p.id;
  p.footprint.frontMid = at;
  p.footprint.headingDeg = heading;
  p.footprint.frontagePaces = 400;
  p.footprint.depthPaces = 300;
  return p;
}

}  // namespace

TEST_CASE("SideMoves: each side's bounds go to that side's own general") {
  BattleSetup s;
  s.year = 1810;
  s.sides[0] = {"fr",  "French",
                false, BaseEdge::South,
                3,     {{"f1", "", GeneralQuality::Ordinary, false, true, "f-cp", std::nullopt}}};
  s.sides[1] = {"au", "Austrians",
                true, BaseEdge::North,
                1,    {{"a1", "", GeneralQuality::Ordinary, false, true, "a-cp", std::nullopt}}};
  s.elements = {placed("f-cp", "fr", "f1", TroopType::CommandParty, {5400, 1000}, 90),
                placed("a-cp", "au", "a1", TroopType::CommandParty, {5400, 5000}, 270)};
  s.weather = TableWeather::Fair;
  s.boundsPerSideToNightfall = 2;
  Battle b(s);
  std::vector<int> french, austrians;
  std::array<std::unique_ptr<MoveSource>, 2> sides{std::make_unique<Recording>(french),
                                                   std::make_unique<Recording>(austrians)};
  maps::SideMoves moves(std::move(sides));
  ScriptedDice dice({3, 3, 3, 3});
  playBattle(b, moves, dice);
  // The attacker (au, side 1) moves first: bounds 1 and 3 are theirs, 2 and 4 the French.
  CHECK(french == std::vector<int>{0, 0});
  CHECK(austrians == std::vector<int>{1, 1});
  CHECK(b.clock().nightfall());
}
