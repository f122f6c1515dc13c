// Builds generated battles: lines of foot, artillery beside them, cavalry on the wings, generals behind, a second line.
#include "core/battle/hfg/ai/battle_generator.h"

#include <algorithm>
#include <cmath>

#include "core/battle/hfg/geometry/base_size.h"
#include "core/rules/army_points.h"

namespace hfg::battle {
namespace {

int costOf(TroopType type, Grade grade) {
  Element e;
  e.type = type;
  e.grade = grade;
  return elementPoints(e).value_or(0);
}

int generalCost(GeneralQuality quality) {
  General g;
  g.quality = quality;
  return generalPoints(g).value_or(0);
}

struct Slot {
  TroopType type;
  Grade grade;
  int command;
};

}  // namespace

int pointsOf(const ArmySpec& a, int /*year*/) {
  if (a.staffOnly) return generalCost(a.quality);
  return a.foot * costOf(a.footType, a.footGrade) +
         a.mounted * costOf(a.mountedType, a.mountedGrade) +
         a.artillery * costOf(a.artilleryType, Grade::Basic) +
         a.reserveFoot * costOf(a.footType, a.reserveGrade) +
         std::max(1, a.commands) * generalCost(a.quality);
}

ArmySpec armyOfPoints(int points, int year) {
  ArmySpec a;
  a.foot = 0;
  a.mounted = 0;
  a.commands = 3;
  a.reserveGrade = Grade::Basic;
  // The cycle 6 foot, 2 mounted, 1 artillery; every sixth foot goes to the second line.
  const int cycle[] = {0, 0, 1, 0, 0, 2, 0, 1, 0};
  int k = 0;
  int footAdded = 0;
  while (pointsOf(a, year) < points) {
    switch (cycle[k++ % 9]) {
      case 0:
        if (++footAdded % 6 == 0)
          ++a.reserveFoot;
        else
          ++a.foot;
        break;
      case 1: ++a.mounted; break;
      default: ++a.artillery; break;
    }
  }
  return a;
}

BattleSetup generateBattle(const GeneratedBattle& spec) {
  BattleSetup s;
  s.year = spec.year;
  s.boundsPerSideToNightfall = spec.boundsPerSide;
  s.weather = TableWeather::Fair;
  int widest = 0;
  for (const auto& a : spec.armies) widest = std::max(widest, a.foot + a.mounted + a.artillery);
  s.tableSize = spec.table;
  if (widest * 400 + 2000 > tableDimensions(s.tableSize).widthPaces) s.tableSize = TableSize::Wide;
  const TableDimensions table = tableDimensions(s.tableSize);
  const int maxFront = static_cast<int>((table.widthPaces - 1600) / 400);

  for (int side = 0; side < 2; ++side) {
    const ArmySpec& a = spec.armies[static_cast<std::size_t>(side)];
    const std::string sideId = side == 0 ? "blue" : "red";
    const char tag = side == 0 ? 'b' : 'r';
    BattleSideSetup& ss = s.sides[static_cast<std::size_t>(side)];
    ss.id = sideId;
    ss.name = side == 0 ? "Blue" : "Red";
    ss.attacker = side == spec.attacker;
    ss.baseEdge = side == 0 ? BaseEdge::South : BaseEdge::North;
    ss.aggression = 2;
    const double heading = side == 0 ? 90 : 270;
    const double frontY = side == 0 ? table.depthPaces / 2 - spec.gapPaces / 2
                                    : table.depthPaces / 2 + spec.gapPaces / 2;
    const Vec2 back{0, side == 0 ? -1.0 : 1.0};
    const int commands = a.staffOnly ? 1 : std::max(1, a.commands);
    const bool reserveCommand = commands >= 3 && a.reserveFoot > 0;
    const int lineCommands = reserveCommand ? commands - 1 : commands;
    for (int c = 0; c < commands; ++c) {
      BattleCommandSetup cmd;
      cmd.id = std::string(1, tag) + std::to_string(c + 1);
      cmd.name = ss.name + " " + std::to_string(c + 1);
      cmd.quality = a.quality;
      cmd.commanderInChief = c == 0;
      cmd.generalElementId = cmd.id + "-cp";
      ss.commands.push_back(cmd);
    }
    const auto place = [&](const std::string& id, int command, TroopType type, Grade grade,
                           Vec2 frontMid) {
      PlacedElement p;
      p.id = id;
      p.sideId = sideId;
      p.commandId = ss.commands[static_cast<std::size_t>(command)].id;
      p.element.id = id;
      p.element.type = type;
      p.element.grade = grade;
      p.footprint = baseFootprint(type, frontMid, heading);
      s.elements.push_back(p);
    };
    if (a.staffOnly) {
      place(ss.commands[0].generalElementId, 0, TroopType::CommandParty, Grade::Basic,
            {table.widthPaces / 2, frontY});
      continue;
    }
    // The front line from west to east: cavalry, artillery, foot, artillery, cavalry.
    std::vector<Slot> line;
    const int westMounted = a.mounted / 2;
    const int westGuns = a.artillery / 2;
    for (int i = 0; i < westMounted; ++i) line.push_back({a.mountedType, a.mountedGrade, 0});
    for (int i = 0; i < westGuns; ++i) line.push_back({a.artilleryType, Grade::Basic, 0});
    for (int i = 0; i < a.foot; ++i) line.push_back({a.footType, a.footGrade, 0});
    for (int i = westGuns; i < a.artillery; ++i) line.push_back({a.artilleryType, Grade::Basic, 0});
    for (int i = westMounted; i < a.mounted; ++i)
      line.push_back({a.mountedType, a.mountedGrade, 0});
    // Foot beyond the table's width goes to the second line.
    std::vector<Slot> second;
    while (static_cast<int>(line.size()) > maxFront) {
      const auto mid = line.begin() + static_cast<long>(line.size() / 2);
      second.push_back(*mid);
      line.erase(mid);
    }
    for (int i = 0; i < a.reserveFoot; ++i) second.push_back({a.footType, a.reserveGrade, 0});
    const double lineWidth = 400.0 * static_cast<double>(line.size());
    const double x0 = table.widthPaces / 2 - lineWidth / 2;
    std::vector<double> commandX(static_cast<std::size_t>(commands), 0);
    std::vector<int> commandN(static_cast<std::size_t>(commands), 0);
    int n = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
      const int cmd =
          std::min(lineCommands - 1,
                   static_cast<int>(i * static_cast<std::size_t>(lineCommands) / line.size()));
      const double x = x0 + 400.0 * static_cast<double>(i) + 200;
      place(std::string(1, tag) + "-" + std::to_string(++n), cmd, line[i].type, line[i].grade,
            {x, frontY});
      commandX[static_cast<std::size_t>(cmd)] += x;
      ++commandN[static_cast<std::size_t>(cmd)];
    }
    // The second line in rows of at most maxFront, 600 p apart.
    const auto perRow = static_cast<std::size_t>(maxFront);
    const int secondCmd = reserveCommand ? commands - 1 : lineCommands / 2;
    for (std::size_t i = 0; i < second.size(); ++i) {
      const std::size_t row = i / perRow;
      const std::size_t inRow = std::min(perRow, second.size() - row * perRow);
      const double sx0 = table.widthPaces / 2 - 400.0 * static_cast<double>(inRow) / 2;
      const double x = sx0 + 400.0 * static_cast<double>(i % perRow) + 200;
      const Vec2 at = Vec2{x, frontY} + back * (900.0 + 600.0 * static_cast<double>(row));
      place(std::string(1, tag) + "-" + std::to_string(++n), secondCmd, second[i].type,
            second[i].grade, at);
      commandX[static_cast<std::size_t>(secondCmd)] += x;
      ++commandN[static_cast<std::size_t>(secondCmd)];
    }
    // Generals behind their commands (the reserve's behind the second line).
    for (int c = 0; c < commands; ++c) {
      const auto ci = static_cast<std::size_t>(c);
      const double x = commandN[ci] > 0 ? commandX[ci] / commandN[ci] : table.widthPaces / 2;
      const double rows =
          std::ceil(static_cast<double>(second.size()) / static_cast<double>(perRow));
      const double behind = second.empty() ? 700 : 900 + 600 * (rows - 1) + 450;
      place(ss.commands[ci].generalElementId, c, TroopType::CommandParty, Grade::Basic,
            Vec2{x + 450.0 * (c % 2), frontY} + back * behind);
    }
  }
  return s;
}

}  // namespace hfg::battle
