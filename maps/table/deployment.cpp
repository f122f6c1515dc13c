// Default deployment (T-15), arrivals on the roads and the defender's works (T-14).
#include "maps/table/deployment.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "core/rules/troop_table.h"
#include "maps/table/table_geometry.h"

namespace hfg::maps {
namespace {

struct Base {
  const Command* command;
  std::string element;
  TroopType type;
  double frontage;
  double depth;
};

std::vector<std::vector<Base>> wrap(const std::vector<Base>& row, double width) {
  std::vector<std::vector<Base>> rows;
  double used = 0;
  for (const Base& b : row) {
    if (rows.empty() || used + b.frontage > width + 1e-6) {
      rows.emplace_back();
      used = 0;
    }
    rows.back().push_back(b);
    used += b.frontage;
  }
  return rows;
}

double rowDepth(const std::vector<Base>& row) {
  double d = 0;
  for (const Base& b : row) d = std::max(d, b.depth);
  return d;
}

bool impassableAt(const TableSetup& setup, Vec2 p) {
  for (const auto& f : setup.features) {
    if (f.terrain == TerrainClass::Waterway && pointInPolygon(f.points, p)) return true;
    if (f.terrain == TerrainClass::River &&
        distanceToPolyline(f.points, p) <= std::max(f.widthPaces, 200.0) / 2)
      return true;
  }
  return false;
}

/// The base's corners and centre (bases face north or south here, so the box is axis-aligned).
std::vector<Vec2> samplesOf(Vec2 centre, double frontage, double depth) {
  const double hx = frontage / 2, hy = depth / 2;
  return {centre,
          {centre.x - hx, centre.y - hy},
          {centre.x + hx, centre.y - hy},
          {centre.x - hx, centre.y + hy},
          {centre.x + hx, centre.y + hy}};
}

/// Any of the base's corners or its centre on impassable ground.
bool onImpassableGround(const TableSetup& setup, Vec2 centre, double frontage, double depth) {
  for (Vec2 p : samplesOf(centre, frontage, depth))
    if (impassableAt(setup, p)) return true;
  return false;
}

bool overlapsPlaced(const TableSetup& setup, Vec2 centre, double frontage, double depth) {
  for (const auto& o : setup.elements)
    if (std::abs(o.position.x - centre.x) < (o.frontagePaces + frontage) / 2 - 0.5 &&
        std::abs(o.position.y - centre.y) < (o.depthPaces + depth) / 2 - 0.5)
      return true;
  return false;
}

/// T-4: artillery may not shoot even partly in a marsh, wood or BUA, nor crossing a river,
/// stream or gully: any of the base's corners or its centre in such an area, or the base within
/// half the watercourse's width of its line.
bool barsGuns(const TableSetup& setup, Vec2 centre, double frontage, double depth) {
  for (const auto& f : setup.features) {
    const bool area = f.terrain == TerrainClass::Woods || f.terrain == TerrainClass::Marsh ||
                      f.terrain == TerrainClass::BUA;
    const bool water = f.terrain == TerrainClass::River || f.terrain == TerrainClass::Stream ||
                       f.terrain == TerrainClass::Gully;
    if (area && f.points.size() >= 3)
      for (Vec2 p : samplesOf(centre, frontage, depth))
        if (pointInPolygon(f.points, p)) return true;
    if (water && f.points.size() >= 2 &&
        distanceToPolyline(f.points, centre) <=
            std::max(f.widthPaces, 50.0) / 2 + std::hypot(frontage, depth) / 2)
      return true;
  }
  return false;
}

bool standsWell(const TableSetup& setup, const DeploymentZone& zone, Vec2 centre, double frontage,
                double depth, bool gun) {
  if (centre.x - frontage / 2 < zone.min.x || centre.x + frontage / 2 > zone.max.x ||
      centre.y - depth / 2 < zone.min.y || centre.y + depth / 2 > zone.max.y)
    return false;
  if (gun && barsGuns(setup, centre, frontage, depth)) return false;
  return !onImpassableGround(setup, centre, frontage, depth) &&
         !overlapsPlaced(setup, centre, frontage, depth);
}

/// T-15: the nearest place in the zone, on 50 p steps out to 2,000 p, where the base stands
/// clear of impassable terrain and of the bases already placed (a gun also where T-4 lets it
/// shoot, `barsGuns`); nothing when there is none.
std::optional<Vec2> nearestGoodPlace(const TableSetup& setup, const DeploymentZone& zone, Vec2 from,
                                     double frontage, double depth, bool gun) {
  constexpr double stepPaces = 50;
  for (int ring = 1; ring <= 40; ++ring) {
    std::optional<Vec2> best;
    double bestD = 0;
    for (int i = -ring; i <= ring; ++i)
      for (int j = -ring; j <= ring; ++j) {
        if (std::max(std::abs(i), std::abs(j)) != ring) continue;
        const Vec2 c{from.x + i * stepPaces, from.y + j * stepPaces};
        const double d = distance(c, from);
        if (best && d >= bestD) continue;
        if (!standsWell(setup, zone, c, frontage, depth, gun)) continue;
        best = c;
        bestD = d;
      }
    // A ring's corners lie further out than the next ring's sides: look one ring on first.
    if (best && bestD <= (ring + 1) * stepPaces) return best;
  }
  return std::nullopt;
}

bool goodGoing(const TableSetup& setup, const Polyline& footprint) {
  for (const auto& f : setup.features) {
    bool bad = f.terrain == TerrainClass::Woods || f.terrain == TerrainClass::HillDifficult ||
               f.terrain == TerrainClass::Marsh || f.terrain == TerrainClass::SlowGoing ||
               f.terrain == TerrainClass::BUA || f.terrain == TerrainClass::Waterway;
    if (!bad) continue;
    for (Vec2 p : footprint)
      if (pointInPolygon(f.points, p)) return false;
  }
  return true;
}

}  // namespace

std::vector<DeploymentZone> deploymentZones(const TableExtent& e, const std::string& defender,
                                            const std::string& attacker,
                                            const DeploymentSettings& s) {
  return {{defender,
           {s.defenderSideMarginPaces, 0},
           {e.widthPaces - s.defenderSideMarginPaces, e.depthPaces / 2}},
          {attacker,
           {s.attackerSideMarginPaces, e.depthPaces - s.attackerDepthPaces},
           {e.widthPaces - s.attackerSideMarginPaces, e.depthPaces}}};
}

void deploySide(TableSetup& setup, const Side& side, bool defender,
                const DeploymentSettings& settings) {
  auto zones = deploymentZones(setup.extent, setup.defender, setup.attacker, settings);
  const DeploymentZone& zone = defender ? zones[0] : zones[1];
  std::vector<const Command*> commands;
  for (const auto& army : side.armies)
    for (const auto& command : army.commands)
      if (std::find(settings.delayedCommands.begin(), settings.delayedCommands.end(), command.id) ==
          settings.delayedCommands.end())
        commands.push_back(&command);
  if (commands.empty()) return;

  // From the side's own view: "left to right" and "forward".
  const double zoneWidth = zone.max.x - zone.min.x;
  const double slot = zoneWidth / static_cast<double>(commands.size());
  const double front = defender ? zone.max.y - settings.defenderSetBackPaces : zone.min.y;
  const double forward = defender ? 1 : -1;
  const double depthAvailable = defender ? front - zone.min.y : zone.max.y - front;

  for (std::size_t c = 0; c < commands.size(); ++c) {
    const Command& command = *commands[c];
    std::vector<Base> artillery, foot, cavalry, reserves;
    auto add = [&](const std::string& id, TroopType type) {
      Base b{&command, id, type, static_cast<double>(baseFrontagePaces(type)),
             static_cast<double>(baseDepthPaces(type))};
      switch (categoryOf(type)) {
        case TroopCategory::Artillery: artillery.push_back(b); break;
        case TroopCategory::Foot: foot.push_back(b); break;
        case TroopCategory::Mounted: cavalry.push_back(b); break;
        case TroopCategory::Naval:
          setup.departures.push_back({"T-15", "",
                                      side.name + " " + command.name + ": naval element " + id +
                                          " is left for the user to place on water"});
          break;
        default: reserves.push_back(b); break;
      }
    };
    add("general", command.general.staffType);
    for (const auto& e : command.elements) add(e.id, e.type);
    // Cavalry on the flanks: the first half on the left, the rest on the right.
    std::vector<Base> line(cavalry.begin(),
                           cavalry.begin() + static_cast<long>(cavalry.size() / 2));
    line.insert(line.end(), foot.begin(), foot.end());
    line.insert(line.end(), cavalry.begin() + static_cast<long>(cavalry.size() / 2), cavalry.end());

    const double width = slot - 100;  // a gap between commands
    auto layout = [&](bool reservesBeside) {
      std::vector<std::vector<Base>> rows;
      for (auto& r : wrap(artillery, width)) rows.push_back(r);
      std::vector<Base> l = line;
      if (reservesBeside) l.insert(l.end(), reserves.begin(), reserves.end());
      for (auto& r : wrap(l, width)) rows.push_back(r);
      if (!reservesBeside)
        for (auto& r : wrap(reserves, width)) rows.push_back(r);
      return rows;
    };
    auto total = [](const std::vector<std::vector<Base>>& rows) {
      double d = 0;
      for (const auto& r : rows) d += rowDepth(r);
      return d;
    };
    auto rows = layout(false);
    if (total(rows) > depthAvailable) rows = layout(true);
    while (!rows.empty() && total(rows) > depthAvailable) {
      for (const Base& b : rows.back())
        setup.departures.push_back({"T-15", "",
                                    side.name + " " + command.name + ": element " + b.element +
                                        " does not fit in the deployment zone and is not placed"});
      rows.pop_back();
    }

    // Slot c counted from the side's left: the defender's left is table west, the attacker's east.
    const double slotLeft = defender ? zone.min.x + slot * static_cast<double>(c)
                                     : zone.max.x - slot * static_cast<double>(c);
    const double slotCentre = slotLeft + (defender ? slot / 2 : -slot / 2);
    double rowFront = front;
    for (const auto& row : rows) {
      double rowWidth = 0;
      for (const Base& b : row) rowWidth += b.frontage;
      double along = -rowWidth / 2;  // from the side's left
      for (const Base& b : row) {
        double offset = along + b.frontage / 2;
        along += b.frontage;
        TableElement e;
        e.side = side.id;
        e.command = command.id;
        e.element = b.element;
        e.type = b.type;
        e.position = {slotCentre + (defender ? offset : -offset), rowFront - forward * b.depth / 2};
        e.headingDegrees = defender ? 0 : 180;
        e.frontagePaces = b.frontage;
        e.depthPaces = b.depth;
        const bool blocked = onImpassableGround(setup, e.position, b.frontage, b.depth);
        // Issue #18 (T-4): guns deploy where they may shoot, not in a wood, BUA or marsh.
        const bool gun = categoryOf(b.type) == TroopCategory::Artillery;
        const bool gunBarred = gun && barsGuns(setup, e.position, b.frontage, b.depth);
        // A base moved off impassable ground may stand where a later base of the row would go.
        if (blocked || gunBarred || overlapsPlaced(setup, e.position, b.frontage, b.depth)) {
          // T-15: troops deploy in their zone on ground they can stand on: the nearest such place.
          if (const auto moved =
                  nearestGoodPlace(setup, zone, e.position, b.frontage, b.depth, gun)) {
            setup.departures.push_back(
                {"T-15", "",
                 side.name + " " + command.name + ": element " + b.element + " moved " +
                     std::to_string(static_cast<int>(std::lround(distance(*moved, e.position)))) +
                     " p from its default place to stand clear of impassable terrain and other "
                     "bases"});
            e.position = *moved;
          } else if (blocked) {
            setup.departures.push_back({"T-15", "",
                                        side.name + " " + command.name + ": element " + b.element +
                                            " stands in impassable terrain by default: move it"});
          }
        }
        setup.elements.push_back(e);
      }
      rowFront -= forward * rowDepth(row);
    }
  }
}

void deployForces(TableSetup& setup, const Side& defender, const Side& attacker,
                  const DeploymentSettings& settings) {
  setup.defender = defender.id;
  setup.attacker = attacker.id;
  setup.zones = deploymentZones(setup.extent, defender.id, attacker.id, settings);
  setup.elements.clear();
  deploySide(setup, defender, true, settings);   // T-15 step 5
  deploySide(setup, attacker, false, settings);  // T-15 step 6
  setup.arrivals = findArrivals(setup);
}

std::vector<Arrival> findArrivals(const TableSetup& setup) {
  std::vector<Arrival> out;
  const TableExtent& e = setup.extent;
  auto edgeOf = [&](Vec2 p) -> std::string {
    const double eps = 1;
    if (p.y <= eps) return "south";
    if (p.y >= e.depthPaces - eps) return "north";
    if (p.x <= eps) return "west";
    if (p.x >= e.widthPaces - eps) return "east";
    return "";
  };
  for (const auto& f : setup.features) {
    if (f.terrain != TerrainClass::RoadGood && f.terrain != TerrainClass::RoadBad &&
        f.terrain != TerrainClass::Railway)
      continue;
    if (f.points.size() < 2) continue;
    for (Vec2 end : {f.points.front(), f.points.back()}) {
      std::string edge = edgeOf(end);
      if (edge.empty()) continue;
      std::string side = edge == "south"            ? setup.defender
                         : edge == "north"          ? setup.attacker
                         : end.y < e.depthPaces / 2 ? setup.defender
                                                    : setup.attacker;
      if (edge != "south" && edge != "north" && std::abs(end.y - e.depthPaces / 2) < 1)
        continue;  // equally near
      out.push_back({"arrival-" + std::to_string(out.size() + 1), side, f.id, end, edge});
    }
  }
  return out;
}

void placeWorks(TableSetup& setup, const std::string& side, const std::vector<Work>& works) {
  int entrenchments = 0, redoubts = 0;
  for (const Work& w : works) (w.kind == WorkKind::Redoubt ? redoubts : entrenchments) += 1;
  const int maxEntrenchments = 6, maxRedoubts = 3;  // T-14
  if (entrenchments > maxEntrenchments)
    setup.departures.push_back({"T-14", "",
                                std::to_string(entrenchments) +
                                    " entrenchments on the map; the book allows " +
                                    std::to_string(maxEntrenchments) + ": the rest are left off"});
  if (redoubts > maxRedoubts)
    setup.departures.push_back({"T-14", "",
                                std::to_string(redoubts) +
                                    " redoubts on the map; the book allows " +
                                    std::to_string(maxRedoubts) + ": the rest are left off"});
  std::vector<const TableElement*> foot, guns;
  for (const auto& e : setup.elements) {
    if (e.side != side) continue;
    if (categoryOf(e.type) == TroopCategory::Foot) foot.push_back(&e);
    if (categoryOf(e.type) == TroopCategory::Artillery) guns.push_back(&e);
  }
  auto ahead = [](const TableElement* e) { return e->headingDegrees == 0 ? 1.0 : -1.0; };
  // Entrenchments: one per run of up to 3 foot elements (1,200 p), just in front of them.
  int placedE = 0;
  for (std::size_t i = 0; i < foot.size() && placedE < std::min(entrenchments, maxEntrenchments);
       i += 3) {
    std::size_t last = std::min(foot.size(), i + 3) - 1;
    Vec2 a = foot[i]->position, b = foot[last]->position;
    if (std::abs(a.y - b.y) > 1) continue;  // not one line
    double y = a.y + ahead(foot[i]) * (foot[i]->depthPaces / 2 + 25);
    Vec2 centre{(a.x + b.x) / 2, y};
    Polyline footprint{{centre.x - 600, y}, {centre.x + 600, y}, centre};
    if (!goodGoing(setup, footprint)) {
      setup.departures.push_back({"T-14", "",
                                  "an entrenchment in front of " + foot[i]->command +
                                      " would not be in good going: left off"});
      continue;
    }
    ++placedE;
    setup.preparations.push_back({"entrenchment-" + std::to_string(placedE), side,
                                  PreparationKind::Entrenchment, centre, foot[i]->headingDegrees,
                                  1200});
  }
  if (placedE < std::min(entrenchments, maxEntrenchments))
    setup.departures.push_back(
        {"T-14", "",
         std::to_string(std::min(entrenchments, maxEntrenchments) - placedE) +
             " entrenchments found no foot line in good going: place them by hand"});
  // Redoubts on artillery, at least 200 p apart.
  int placedR = 0;
  std::vector<Vec2> done;
  for (const TableElement* g : guns) {
    if (placedR >= std::min(redoubts, maxRedoubts)) break;
    bool near = std::any_of(done.begin(), done.end(),
                            [&](Vec2 p) { return distance(p, g->position) - 400 < 200; });
    if (near) continue;
    ++placedR;
    done.push_back(g->position);
    setup.preparations.push_back({"redoubt-" + std::to_string(placedR), side,
                                  PreparationKind::Redoubt, g->position, g->headingDegrees, 400});
  }
  if (placedR < std::min(redoubts, maxRedoubts))
    setup.departures.push_back({"T-14", "",
                                std::to_string(std::min(redoubts, maxRedoubts) - placedR) +
                                    " redoubts found no artillery to protect: place them by hand"});
}

}  // namespace hfg::maps
