// Builders of placed elements and set-ups for the battle bound and move tests (one place for
// the el() and baseSetup() the test files used to write each for themselves).
#pragma once

#include <string>
#include <utility>

#include "core/battle/hfg/battle_setup.h"
#include "core/battle/hfg/geometry/base_size.h"

namespace hfg::battle::test {

/// An element of command `cmd` of side `side`, the midpoint of its front edge at `at`, on a base
/// of `frontagePaces` x `depthPaces`.
inline PlacedElement placedElement(std::string id, std::string side, std::string cmd,
                                   TroopType type, Vec2 at, double headingDeg, double frontagePaces,
                                   double depthPaces) {
  PlacedElement p;
  p.id = std::move(id);
  p.sideId = std::move(side);
  p.commandId = std::move(cmd);
  p.element.type = type;
  p.element.id = p.id;
  p.footprint.frontMid = at;
  p.footprint.headingDeg = headingDeg;
  p.footprint.frontagePaces = frontagePaces;
  p.footprint.depthPaces = depthPaces;
  return p;
}

/// The same on the book's base for its type (1.3).
inline PlacedElement el(std::string id, std::string side, std::string cmd, TroopType type, Vec2 at,
                        double headingDeg) {
  return placedElement(std::move(id), std::move(side), std::move(cmd), type, at, headingDeg,
                       baseFrontagePaces(type), baseDepthPaces(type));
}

/// A 400 p wide base, 200 p deep for foot and 300 p for the rest: the move tests' tables.
inline PlacedElement el400(std::string id, std::string side, std::string cmd, TroopType type,
                           Vec2 at, double headingDeg, Grade grade = Grade::Basic) {
  PlacedElement p =
      placedElement(std::move(id), std::move(side), std::move(cmd), type, at, headingDeg, 400,
                    categoryOf(type) == TroopCategory::Foot ? 200 : 300);
  p.element.grade = grade;
  return p;
}

/// The same with artillery 400 p deep: the bound tests' tables.
inline PlacedElement el400ArtilleryDeep(std::string id, std::string side, std::string cmd,
                                        TroopType type, Vec2 at, double headingDeg) {
  const TroopCategory c = categoryOf(type);
  return placedElement(std::move(id), std::move(side), std::move(cmd), type, at, headingDeg, 400,
                       c == TroopCategory::Foot        ? 200
                       : c == TroopCategory::Artillery ? 400
                                                       : 300);
}

/// Two sides of one command each, blue attacking from the south edge, their generals alone on the
/// table: blue's at `blueGeneralAt` facing north, red's at (6000, 5500) facing south; fair weather.
inline BattleSetup baseSetup(Vec2 blueGeneralAt) {
  BattleSetup s;
  s.year = 1810;
  s.sides[0].id = "blue";
  s.sides[0].attacker = true;
  s.sides[0].baseEdge = BaseEdge::South;
  s.sides[0].commands = {{"b1", "", GeneralQuality::Ordinary, false, true, "b-cp", std::nullopt}};
  s.sides[1].id = "red";
  s.sides[1].baseEdge = BaseEdge::North;
  s.sides[1].commands = {{"r1", "", GeneralQuality::Ordinary, false, true, "r-cp", std::nullopt}};
  s.elements = {el400("b-cp", "blue", "b1", TroopType::CommandParty, blueGeneralAt, 90),
                el400("r-cp", "red", "r1", TroopType::CommandParty, {6000, 5500}, 270)};
  s.weather = TableWeather::Fair;
  return s;
}

}  // namespace hfg::battle::test
