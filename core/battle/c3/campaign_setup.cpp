// KB-56: a campaign meeting set up as a C3 battle, and KT-28: the cut table's ground.
#include "core/battle/c3/campaign_setup.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/battle/c3/campaign_tables.h"
#include "core/battle/common/shapes.h"

namespace hfg::c3 {

namespace {

constexpr double kGridCellM = 100;
constexpr double kHillFootM = 300;  ///< a hill falls from its crest to its outline over this
constexpr double kRoadHalfWidthPaces = 15;
constexpr double kStepBackM = 50;  ///< KB-56
constexpr int kMaxStepsBack = 60;

std::optional<HfgGround> areaGround(TerrainClass t) {
  switch (t) {
    case TerrainClass::Woods: return HfgGround::Wood;
    case TerrainClass::BUA: return HfgGround::Bua;
    case TerrainClass::Marsh: return HfgGround::Marsh;
    case TerrainClass::SlowGoing: return HfgGround::SlowGoing;
    default: return std::nullopt;
  }
}

void addRoad(C3Table& table, const Polyline& line) {
  for (std::size_t i = 1; i < line.size(); ++i) {
    const Vec2 a = line[i - 1], b = line[i];
    const double len = distance(a, b);
    if (len < 1) continue;
    const Vec2 n{-(b.y - a.y) / len * kRoadHalfWidthPaces, (b.x - a.x) / len * kRoadHalfWidthPaces};
    table.roads.push_back({a + n, b + n, b - n, a - n});
  }
}

/// KB-10, KT-28: hills as heights on a grid, so that sight lines and slopes read real ground.
std::shared_ptr<GridHeightField> hillHeights(const TableSetup& ground, const C3Settings& s) {
  std::vector<std::pair<const Polyline*, double>> hills;
  for (const TableFeature& f : ground.features)
    if (f.terrain == TerrainClass::HillGentle || f.terrain == TerrainClass::HillDifficult)
      hills.push_back(
          {&f.points, c3GroundOf(f.terrain == TerrainClass::HillGentle ? HfgGround::GentleHill
                                                                       : HfgGround::DifficultHill,
                                 0, s)
                          .crestM});
  if (hills.empty()) return nullptr;
  const int cols = static_cast<int>(pacesToMetres(s, ground.extent.widthPaces) / kGridCellM) + 2;
  const int rows = static_cast<int>(pacesToMetres(s, ground.extent.depthPaces) / kGridCellM) + 2;
  std::vector<double> heights;
  heights.reserve(static_cast<std::size_t>(cols) * rows);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const Vec2 p{metresToPaces(s, c * kGridCellM), metresToPaces(s, r * kGridCellM)};
      double h = 0;
      for (const auto& [ring, crest] : hills)
        if (ring->size() >= 3 && battle::ringContains(*ring, p))
          h = std::max(
              h, crest * std::min(1.0, pacesToMetres(s, battle::distanceToBoundary(p, *ring)) /
                                           kHillFootM));
      heights.push_back(h);
    }
  return std::make_shared<GridHeightField>(cols, rows, kGridCellM, PointM{0, 0},
                                           std::move(heights));
}

}  // namespace

C3Table c3TableOf(const TableSetup& ground, const C3Settings& s, std::vector<std::string>& notes) {
  C3Table table;
  table.sizePaces = {ground.extent.widthPaces, ground.extent.depthPaces};
  int watercourses = 0;
  for (const TableFeature& f : ground.features) {
    if (const std::optional<HfgGround> g = areaGround(f.terrain); g && f.points.size() >= 3) {
      const double km2 =
          pacesToMetres(s, 1) * pacesToMetres(s, 1) * std::abs(battle::ringArea(f.points)) / 1e6;
      table.areas.push_back(
          {f.name.empty() ? f.id : f.name, c3GroundOf(*g, km2, s).ground, f.points});
    } else if (f.terrain == TerrainClass::RoadGood || f.terrain == TerrainClass::RoadBad) {
      addRoad(table, f.points);
    } else if (f.terrain == TerrainClass::River || f.terrain == TerrainClass::Stream ||
               f.terrain == TerrainClass::Gully || f.terrain == TerrainClass::Waterway) {
      ++watercourses;
    }
  }
  if (watercourses > 0)
    notes.push_back(std::to_string(watercourses) +
                    " watercourses are not on the C3 table yet (KT-28 rivers, fords, bridges)");
  table.heights = hillHeights(ground, s);
  return table;
}

namespace {

/// KB-56: foot in double line (4 CEs or more, where KT-15 allows) or line, Marksmen in extended
/// order; mounted in line (open order where line is not theirs); artillery unlimbered; trains
/// in march column.
Formation startFormation(const C3Unit& u, int year) {
  const std::vector<Formation> allowed = allowedFormations(u.type, year, false, u.ces);
  auto has = [&](Formation f) {
    return std::find(allowed.begin(), allowed.end(), f) != allowed.end();
  };
  Formation f = Formation::Line;
  switch (u.arm) {
    case Arm::Foot:
      f = u.type == TroopType::Marksmen              ? Formation::ExtendedOrder
          : u.ces >= 4 && has(Formation::DoubleLine) ? Formation::DoubleLine
                                                     : Formation::Line;
      break;
    case Arm::Mounted: f = has(Formation::Line) ? Formation::Line : Formation::OpenOrder; break;
    case Arm::Artillery: f = Formation::Unlimbered; break;
    case Arm::SupplyTrain: f = Formation::MarchColumn; break;
  }
  return has(f) || allowed.empty() ? f : allowed.front();
}

C3Unit unitOf(const Element& e, const UnitProfile& p, const TableElement& placed, int id, int side,
              int commander, int year, const C3Settings& s) {
  C3Unit u;
  u.id = id;
  u.side = side;
  u.commanderId = commander;
  u.name = e.name.empty() ? e.id : e.name;
  u.type = e.type;
  u.grade = p.grade;
  u.arm = p.arm;
  u.mover = p.mover;
  u.ces = p.ces;
  u.spAtStart = u.sp = 10 * p.ces;
  u.ammo = u.arm == Arm::Artillery ? s.ammoArtillery : s.ammoFoot;
  u.ee = (p.grade == Training::Elite || u.arm == Arm::Artillery) ? 2 : 1;  // T-11 (KB-58)
  u.formation = startFormation(u, year);
  const Footprint size = footprintOf(u.arm, u.formation, u.ces, s);
  // T-15 headings are clockwise from table north; C3's counter-clockwise from east.
  u.footprint =
      battle::Footprint::fromCentre(placed.position, 90 - placed.headingDegrees,
                                    metresToPaces(s, size.widthM), metresToPaces(s, size.depthM));
  return u;
}

/// KB-56: Unit by Unit from the one nearest the enemy's base edge, one overlapping an earlier
/// Unit steps back towards its own base edge 50 m at a time until clear.
void stepBackUntilClear(C3Battle& b) {
  std::vector<C3Unit*> order;
  for (C3Unit& u : b.units) order.push_back(&u);
  auto towardEnemy = [&](const C3Unit* u) {
    const double y = u->footprint.centre().y;
    return b.baseEdgeSouth[u->side] ? b.table.sizePaces.y - y : y;
  };
  std::stable_sort(order.begin(), order.end(), [&](const C3Unit* a, const C3Unit* c) {
    return towardEnemy(a) < towardEnemy(c);
  });
  for (std::size_t i = 0; i < order.size(); ++i) {
    C3Unit& u = *order[i];
    const double back = metresToPaces(b.settings, kStepBackM) * (b.baseEdgeSouth[u.side] ? -1 : 1);
    for (int step = 0; step < kMaxStepsBack; ++step) {
      bool clear = true;
      for (std::size_t j = 0; j < i && clear; ++j)
        clear = !battle::ringsIntersect(ringOf(u), ringOf(*order[j]));
      if (clear) break;
      u.footprint.frontMid.y += back;
    }
  }
}

}  // namespace

C3CampaignBattle campaignBattle(const Scenario& scenario, const hfg::BattleMeeting& meeting,
                                const TableSetup& ground, const C3Settings& s) {
  if (scenario.sides.size() != 2)
    throw std::invalid_argument(meeting.id + ": C3 needs a scenario of two sides");
  C3CampaignBattle out;
  C3Battle& b = out.battle;
  b.settings = s;
  b.table = c3TableOf(ground, s, out.notes);
  b.year = scenario.year();
  b.rain = meeting.raining;
  b.startClockMin = meeting.period == 1 ? kAfternoonStartMin : kMorningStartMin;  // KT-30
  out.sideIds = {scenario.sides[0].orbat.id, scenario.sides[1].orbat.id};
  b.attacker = out.sideOf(meeting.attackerSide);
  int nextCommander = 1, nextUnit = 1;
  for (int side = 0; side < 2; ++side) {
    const hfg::Side& orbat = scenario.sides[side].orbat;
    std::vector<std::string> present, elements;
    for (const BattleForce& f : meeting.present)
      if (f.side == orbat.id) {
        present.insert(present.end(), f.commands.begin(), f.commands.end());
        elements.insert(elements.end(), f.elements.begin(), f.elements.end());
      }
    const std::string chief = orbat.chiefAmong(present);
    std::map<std::string, int> idOf;
    for (const std::string& cmd : present) {
      const Command* command = orbat.findCommand(cmd);
      if (!command)
        throw std::invalid_argument(meeting.id + ": no command '" + cmd + "' on side " + orbat.id);
      C3Commander c;
      c.id = nextCommander++;
      c.side = side;
      c.name = command->general.name.empty() ? command->name : command->general.name;
      c.rating = c3Rating(command->general.quality,
                          command->general.staffType == TroopType::NativePotentate,
                          command->allied);  // KT-27
      c.position = b.table.sizePaces * 0.5;
      for (const TableElement& e : ground.elements)
        if (e.command == cmd && e.element == "general") c.position = e.position;
      if (command->general.staffType == TroopType::ArmyHQ) c.commandPost = c.position;  // KB-17
      idOf[cmd] = c.id;
      // C-28: the general's staff element is in the battle only when the meeting lists it; a
      // command whose general is elsewhere is led by a casting with no element to report.
      if (std::find(elements.begin(), elements.end(), cmd) != elements.end())
        out.commandOf[c.id] = cmd;
      b.commanders.push_back(c);
    }
    for (const std::string& cmd : present) {  // KB-17: army commander, then the C-in-C
      C3Commander& c = b.commander(idOf[cmd]);
      if (cmd == chief) continue;
      const Army* army = orbat.armyOfCommand(cmd);
      const bool armyHere =
          army && army->commanderCommand != cmd && idOf.count(army->commanderCommand);
      c.superior = armyHere ? idOf[army->commanderCommand] : idOf[chief];
    }
    for (const TableElement& placed : ground.elements) {
      if (placed.element == "general" || !idOf.count(placed.command)) continue;
      if (std::find(elements.begin(), elements.end(), placed.element) == elements.end()) continue;
      const Command& command = *orbat.findCommand(placed.command);
      const auto e = std::find_if(command.elements.begin(), command.elements.end(),
                                  [&](const Element& x) { return x.id == placed.element; });
      if (e == command.elements.end()) continue;
      const UnitProfile p = unitProfileOf(e->type, e->grade, b.year);
      if (p.role != ElementRole::Unit) {
        out.notes.push_back(e->id + " (" + std::string(keyOf(e->type)) +
                            ") is not a Unit on the C3 table (KT-26)");
        continue;
      }
      const int id = nextUnit++;
      b.units.push_back(unitOf(*e, p, placed, id, side, idOf[placed.command], b.year, s));
      out.elementOfUnit[id] = e->id;
    }
  }
  // Each side's base edge is where its Units stand; a side with none on the table (all its
  // elements still to arrive, KB-57 not built) faces the other, and KB-58 does not check it.
  std::array<int, 2> placedCount{0, 0};
  std::array<double, 2> meanY{0, 0};
  for (const C3Unit& u : b.units) {
    ++placedCount[u.side];
    meanY[u.side] += u.footprint.centre().y;
  }
  if (placedCount[0] + placedCount[1] == 0)
    throw std::invalid_argument(meeting.id +
                                ": no element of either side is placed on the table "
                                "(KB-56)");
  for (int side = 0; side < 2; ++side) {
    if (placedCount[side] > 0) {
      b.baseEdgeSouth[side] = meanY[side] / placedCount[side] < b.table.sizePaces.y / 2;
    } else {
      out.notes.push_back("side " + out.sideIds[side] +
                          " has no element on the table at the start (KB-56, KB-58)");
    }
  }
  for (int side = 0; side < 2; ++side)
    if (placedCount[side] == 0) b.baseEdgeSouth[side] = !b.baseEdgeSouth[1 - side];
  stepBackUntilClear(b);
  return out;
}

}  // namespace hfg::c3
