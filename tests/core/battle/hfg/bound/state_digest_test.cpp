// The battle state digest: the same battle gives the same digest; any change a bound makes changes it.
#include <doctest/doctest.h>

#include <tuple>

#include "core/battle/hfg/bound/state_digest.h"

using namespace hfg;
using namespace hfg::battle;

namespace {

BattleSetup twoGenerals() {
  BattleSetup s;
  s.year = 1810;
  s.sides[0].id = "blue";
  s.sides[0].attacker = true;
  s.sides[0].baseEdge = BaseEdge::South;
  s.sides[0].commands = {{"b1", "", GeneralQuality::Ordinary, false, true, "b-cp", std::nullopt}};
  s.sides[1].id = "red";
  s.sides[1].baseEdge = BaseEdge::North;
  s.sides[1].commands = {{"r1", "", GeneralQuality::Ordinary, false, true, "r-cp", std::nullopt}};
  for (const auto& [id, side, cmd, y, h] : {std::tuple{"b-cp", "blue", "b1", 1000.0, 90.0},
                                            std::tuple{"r-cp", "red", "r1", 5000.0, 270.0}}) {
    PlacedElement p;
    p.id = id;
    p.sideId = side;
    p.commandId = cmd;
    p.element.type = TroopType::CommandParty;
    p.element.id = id;
    p.footprint = {{6000, y}, h, 400, 300};
    s.elements.push_back(p);
  }
  s.weather = TableWeather::Fair;
  return s;
}

}  // namespace

TEST_CASE("state digest: equal battles agree; a move, PIPs or a log line change it") {
  const Battle a(twoGenerals());
  Battle b(twoGenerals());
  CHECK(battleStateDigest(a) == battleStateDigest(b));
  CHECK(battleStateDigest(a).size() == 64);
  b.pipsLeft("b1") = 3;
  CHECK(battleStateDigest(a) != battleStateDigest(b));
  Battle c(twoGenerals());
  Footprint moved = c.elements()[0].footprint;
  moved.frontMid.y += 0.01;
  c.place(0, moved);
  CHECK(battleStateDigest(a) != battleStateDigest(c));
  Battle d(twoGenerals());
  d.log(LogKind::Move, "b-cp moves");
  CHECK(battleStateDigest(a) != battleStateDigest(d));
  CHECK(battleStateText(d).find("log 1 move b-cp moves") != std::string::npos);
}
