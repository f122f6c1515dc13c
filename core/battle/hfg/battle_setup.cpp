// Table sizes (1.2) and the checks a battle set-up must pass before a resolver runs.
#include "core/battle/hfg/battle_setup.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>

#include "core/battle/common/shapes.h"

namespace hfg::battle {

TableDimensions tableDimensions(TableSize size) {
  switch (size) {
    case TableSize::Standard: return {12000, 6000};
    case TableSize::Wide: return {18000, 6000};
    case TableSize::Paired: return {18000, 12000};
  }
  return {12000, 6000};
}

Footprint strongPointFootprint(const BattleStrongPoint& sp) {
  return Footprint::fromCentre(sp.centre, sp.headingDeg, sp.sizePaces, sp.sizePaces);
}

namespace {

using Fail = std::function<void(const std::string&, const std::string&)>;

/// G-1: no two elements on the table overlap (area over 1 p^2) when the battle begins. Decision
/// (issue #17): a general's staff element standing on a friend of its side is let through here
/// (older set-ups and the computer generals' tests place it so); any other overlap is refused.
void checkOverlaps(const BattleSetup& setup, const Fail& fail) {
  const auto& els = setup.elements;
  std::vector<Ring> rings;
  for (const auto& e : els) rings.push_back(ringOf(e.footprint));
  for (std::size_t i = 0; i < els.size(); ++i) {
    if (!els[i].onTable) continue;
    const Footprint& a = els[i].footprint;
    const double ra = std::hypot(a.frontagePaces, a.depthPaces) / 2;
    for (std::size_t j = i + 1; j < els.size(); ++j) {
      if (!els[j].onTable) continue;
      if (els[i].sideId == els[j].sideId &&
          (isStaff(els[i].element.type) || isStaff(els[j].element.type)))
        continue;
      const Footprint& b = els[j].footprint;
      if (distance(a.centre(), b.centre()) >= ra + std::hypot(b.frontagePaces, b.depthPaces) / 2)
        continue;
      const double area = intersectionArea(rings[i], rings[j]);
      if (area > 1.0)
        fail("elements[" + std::to_string(j) + "].footprint",
             "element '" + els[j].id + "' overlaps element '" + els[i].id + "' by " +
                 std::to_string(static_cast<int>(std::lround(area))) +
                 " square paces (G-1: no two elements overlap)");
    }
  }
}

/// The year, the two sides, one attacker, opposite base edges, bounds to nightfall (T-15).
void checkSides(const BattleSetup& setup, const Fail& fail) {
  if (setup.year < 1700 || setup.year > 1930)
    fail("year", "expected a battle year between 1700 and 1930, got " + std::to_string(setup.year));
  if (setup.sides[0].id.empty() || setup.sides[1].id.empty())
    fail("sides", "expected two sides with ids");
  else if (setup.sides[0].id == setup.sides[1].id)
    fail("sides", "expected two different side ids, both are '" + setup.sides[0].id + "'");
  if (setup.sides[0].attacker == setup.sides[1].attacker)
    fail("sides", "expected exactly one attacker (T-15)");
  if (setup.sides[0].baseEdge == setup.sides[1].baseEdge)
    fail("sides", "expected the two sides on opposite base edges");
  if (setup.boundsPerSideToNightfall < 1)
    fail("boundsPerSideToNightfall", "expected at least 1 bound");
}

/// Unique command ids and one commander-in-chief a side; returns the ids.
std::set<std::string> checkCommands(const BattleSetup& setup, const Fail& fail) {
  std::set<std::string> commands;
  for (std::size_t s = 0; s < 2; ++s) {
    int cinc = 0;
    for (std::size_t c = 0; c < setup.sides[s].commands.size(); ++c) {
      const auto& cmd = setup.sides[s].commands[c];
      const std::string field =
          "sides[" + std::to_string(s) + "].commands[" + std::to_string(c) + "]";
      if (cmd.id.empty()) fail(field + ".id", "expected a command id");
      if (!commands.insert(cmd.id).second)
        fail(field + ".id", "command id '" + cmd.id + "' is used twice");
      if (cmd.commanderInChief) ++cinc;
    }
    if (cinc != 1)
      fail("sides[" + std::to_string(s) + "].commands",
           "expected exactly one commander-in-chief, found " + std::to_string(cinc));
  }
  return commands;
}

/// Each element: unique id, a side and command of the set-up, a footprint on the table.
void checkElements(const BattleSetup& setup, const TableDimensions& table,
                   const std::set<std::string>& commands, const Fail& fail) {
  std::set<std::string> ids;
  for (std::size_t i = 0; i < setup.elements.size(); ++i) {
    const auto& e = setup.elements[i];
    const std::string field = "elements[" + std::to_string(i) + "]";
    if (e.id.empty()) fail(field + ".id", "expected an element id");
    if (!ids.insert(e.id).second) fail(field + ".id", "element id '" + e.id + "' is used twice");
    if (e.sideId != setup.sides[0].id && e.sideId != setup.sides[1].id)
      fail(field + ".sideId", "expected '" + setup.sides[0].id + "' or '" + setup.sides[1].id +
                                  "', got '" + e.sideId + "'");
    if (!commands.count(e.commandId))
      fail(field + ".commandId", "no command '" + e.commandId + "' in either side");
    if (!(e.footprint.frontagePaces > 0) || !(e.footprint.depthPaces > 0))
      fail(field + ".footprint", "expected a positive frontage and depth in paces");
    if (e.onTable) {
      for (Vec2 c : e.footprint.corners())
        if (c.x < 0 || c.y < 0 || c.x > table.widthPaces || c.y > table.depthPaces) {
          fail(field + ".footprint",
               "lies outside the " + std::to_string(static_cast<int>(table.widthPaces)) + " x " +
                   std::to_string(static_cast<int>(table.depthPaces)) + " p table");
          break;
        }
    }
  }
}

/// Each command's general is one of its own elements: the engine measures command distance
/// (T-6) and losses of generals (B-52) from it.
void checkGenerals(const BattleSetup& setup, const Fail& fail) {
  for (std::size_t s = 0; s < 2; ++s)
    for (std::size_t c = 0; c < setup.sides[s].commands.size(); ++c) {
      const auto& cmd = setup.sides[s].commands[c];
      if (cmd.generalElementId.empty()) continue;
      const std::string field =
          "sides[" + std::to_string(s) + "].commands[" + std::to_string(c) + "].general";
      const auto general =
          std::find_if(setup.elements.begin(), setup.elements.end(),
                       [&](const auto& e) { return e.id == cmd.generalElementId; });
      if (general == setup.elements.end())
        fail(field, "no element '" + cmd.generalElementId + "' for the general of command '" +
                        cmd.id + "'");
      else if (general->commandId != cmd.id)
        fail(field, "element '" + cmd.generalElementId + "' belongs to command '" +
                        general->commandId + "', not to '" + cmd.id + "'");
    }
}

/// Line features have a polyline, area features a polygon.
void checkTerrain(const BattleSetup& setup, const Fail& fail) {
  for (std::size_t i = 0; i < setup.terrain.size(); ++i) {
    const auto& t = setup.terrain[i];
    const std::string field = "terrain[" + std::to_string(i) + "]";
    if (t.terrain == TerrainClass::River || t.terrain == TerrainClass::Stream ||
        t.terrain == TerrainClass::Gully || t.terrain == TerrainClass::RoadGood ||
        t.terrain == TerrainClass::RoadBad || t.terrain == TerrainClass::Railway) {
      if (t.line.size() < 2) fail(field + ".line", "expected a polyline of at least 2 points");
    } else if (t.outline.size() < 3) {
      fail(field + ".outline", "expected a polygon of at least 3 points");
    }
  }
}

/// Each crossing lies on a river or stream of the terrain and has a width.
void checkCrossings(const BattleSetup& setup, const Fail& fail) {
  for (std::size_t i = 0; i < setup.crossings.size(); ++i) {
    const auto& c = setup.crossings[i];
    const std::string field = "crossings[" + std::to_string(i) + "]";
    const auto river = std::find_if(setup.terrain.begin(), setup.terrain.end(), [&](const auto& t) {
      return t.id == c.riverId &&
             (t.terrain == TerrainClass::River || t.terrain == TerrainClass::Stream);
    });
    if (river == setup.terrain.end())
      fail(field + ".river", "no river or stream '" + c.riverId + "' in terrain");
    if (!(c.widthPaces > 0)) fail(field + ".width_paces", "expected a positive width in paces");
  }
}

/// Each work belongs to a side and has its redoubt's polygon or a segment facing the enemy.
void checkWorks(const BattleSetup& setup, const Fail& fail) {
  for (std::size_t i = 0; i < setup.works.size(); ++i) {
    const auto& w = setup.works[i];
    const std::string field = "works[" + std::to_string(i) + "]";
    if (w.sideId != setup.sides[0].id && w.sideId != setup.sides[1].id)
      fail(field + ".side", "expected '" + setup.sides[0].id + "' or '" + setup.sides[1].id + "'");
    if (w.kind == BattleWorkKind::Redoubt) {
      if (w.outline.size() < 3) fail(field + ".outline", "expected the redoubt's polygon");
    } else if (distance(w.a, w.b) <= 0) {
      fail(field + ".a", "expected a segment a-b of positive length");
    } else if (std::abs(length(w.enemySide) - 1) > 1e-6) {
      fail(field + ".enemy_side", "expected a unit vector towards the enemy");
    }
  }
}

/// Each arrival names a command and a road or railway (T-15, B-64).
void checkArrivals(const BattleSetup& setup, const std::set<std::string>& commands,
                   const Fail& fail) {
  for (std::size_t i = 0; i < setup.arrivals.size(); ++i) {
    const auto& a = setup.arrivals[i];
    const std::string field = "arrivals[" + std::to_string(i) + "]";
    if (!commands.count(a.commandId))
      fail(field + ".command", "no command '" + a.commandId + "' in either side");
    const auto road = std::find_if(setup.terrain.begin(), setup.terrain.end(), [&](const auto& t) {
      if (a.byRail) return t.id == a.roadId && t.terrain == TerrainClass::Railway;
      return t.id == a.roadId &&
             (t.terrain == TerrainClass::RoadGood || t.terrain == TerrainClass::RoadBad);
    });
    if (road == setup.terrain.end())
      fail(field + ".road",
           "no " + std::string(a.byRail ? "railway" : "road") + " '" + a.roadId + "' in terrain");
    if (a.byRail) {
      // T-15: "(after 1859) railway"; B-64: the detraining point lies on the railway.
      if (setup.year < 1860)
        fail(field + ".by_rail", "expected a battle after 1859 for arrivals by railway (T-15)");
      if (!a.detrainAt)
        fail(field + ".detrain_at", "expected the detraining point [x, y] on the railway (B-64)");
      else if (road != setup.terrain.end() && road->line.size() >= 2 &&
               distanceToPolyline(*a.detrainAt, road->line) > 100)
        fail(field + ".detrain_at",
             "expected a point on railway '" + a.roadId + "' (within 100 p of its line)");
    }
  }
}

/// T-14: strong points, unique, of a side, up to 250 p square, on the table.
void checkStrongPoints(const BattleSetup& setup, const TableDimensions& table, const Fail& fail) {
  std::set<std::string> spIds;
  for (std::size_t i = 0; i < setup.strongPoints.size(); ++i) {
    const auto& sp = setup.strongPoints[i];
    const std::string field = "strong_points[" + std::to_string(i) + "]";
    if (sp.id.empty())
      fail(field + ".id", "expected a strong point id");
    else if (!spIds.insert(sp.id).second)
      fail(field + ".id", "strong point id '" + sp.id + "' is used twice");
    if (sp.sideId != setup.sides[0].id && sp.sideId != setup.sides[1].id)
      fail(field + ".side", "expected '" + setup.sides[0].id + "' or '" + setup.sides[1].id + "'");
    // T-14: "up to 250p square".
    if (!(sp.sizePaces > 0) || sp.sizePaces > 250)
      fail(field + ".size_paces", "expected a side of more than 0 and at most 250 p (T-14)");
    for (Vec2 c : strongPointFootprint(sp).corners())
      if (c.x < 0 || c.y < 0 || c.x > table.widthPaces || c.y > table.depthPaces) {
        fail(field + ".centre", "the strong point lies outside the table");
        break;
      }
  }
}

/// T-14 naval minefields: 1 a side, a 400 p square in a Waterway.
void checkNavalMinefields(const BattleSetup& setup, const Fail& fail) {
  std::array<int, 2> minefields{0, 0};
  for (std::size_t i = 0; i < setup.navalMinefields.size(); ++i) {
    const auto& m = setup.navalMinefields[i];
    const std::string field = "naval_minefields[" + std::to_string(i) + "]";
    const int side = m.sideId == setup.sides[0].id ? 0 : m.sideId == setup.sides[1].id ? 1 : -1;
    if (side < 0)
      fail(field + ".side", "expected '" + setup.sides[0].id + "' or '" + setup.sides[1].id + "'");
    else if (++minefields[static_cast<std::size_t>(side)] > 1)
      fail(field + ".side",
           "expected at most 1 naval minefield for side '" + m.sideId + "' (T-14)");
    if (!(m.sizePaces > 0) || m.sizePaces > 400)
      fail(field + ".size_paces", "expected a side of more than 0 and at most 400 p (T-14)");
    bool onWater = false;
    for (const auto& f : setup.terrain)
      onWater = onWater || (f.terrain == TerrainClass::Waterway && f.outline.size() >= 3 &&
                            ringContains(f.outline, m.centre));
    if (!onWater) fail(field + ".centre", "expected a point on a Waterway (T-14)");
  }
}

}  // namespace

std::vector<std::string> validateBattleSetup(const BattleSetup& setup, const std::string& source) {
  std::vector<std::string> errors;
  const Fail fail = [&](const std::string& field, const std::string& what) {
    errors.push_back(source + ": " + field + ": " + what);
  };
  checkSides(setup, fail);
  const std::set<std::string> commands = checkCommands(setup, fail);
  const TableDimensions table = tableDimensions(setup.tableSize);
  checkElements(setup, table, commands, fail);
  checkOverlaps(setup, fail);
  checkGenerals(setup, fail);
  checkTerrain(setup, fail);
  checkCrossings(setup, fail);
  checkWorks(setup, fail);
  checkArrivals(setup, commands, fail);
  for (std::size_t s = 0; s < 2; ++s)
    if (setup.concealedPositions[s] < 0)
      fail("sides[" + std::to_string(s) + "].concealed_positions",
           "expected 0 or more Concealed Positions (T-14)");
  checkStrongPoints(setup, table, fail);
  checkNavalMinefields(setup, fail);
  if (setup.windFromDeg && !std::isfinite(*setup.windFromDeg))
    fail("wind_from_deg", "expected a direction in degrees counter-clockwise from east (T-12)");
  return errors;
}

}  // namespace hfg::battle
