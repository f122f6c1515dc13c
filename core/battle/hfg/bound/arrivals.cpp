// B-64 arrivals by road: the entry point, the column's poses along the road, clearing enemy off the road, and where-placed arrivals without a road.
#include "core/battle/hfg/bound/arrivals.h"

#include <algorithm>
#include <cmath>

#include "core/battle/hfg/bound/rail_arrivals.h"
#include "core/battle/hfg/bound/router_path.h"
#include "core/battle/hfg/bound/setup_throws.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/outcome_moves.h"
#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"
#include "core/battle/hfg/moves/water_crossing.h"

namespace hfg::battle {
namespace {

const BattleTerrainFeature* arrivalRoad(const Battle& battle, const std::string& commandId) {
  for (const auto& a : battle.setup().arrivals)
    if (a.commandId == commandId)
      for (const auto& f : battle.setup().terrain)
        if (f.id == a.roadId) return &f;
  return nullptr;
}

/// The first `lengthPaces` of the polyline.
Polyline head(const Polyline& line, double lengthPaces) {
  Polyline out{line.front()};
  double left = lengthPaces;
  for (std::size_t k = 1; k < line.size() && left > 0; ++k) {
    const double len = distance(line[k - 1], line[k]);
    if (len <= left) {
      out.push_back(line[k]);
      left -= len;
    } else {
      out.push_back(line[k - 1] + (line[k] - line[k - 1]) * (left / len));
      left = 0;
    }
  }
  return out;
}

/// B-64: enemy whose footprint meets the road corridor within `lengthPaces` of the entry are
/// repulsed 400 p directly away from the road, before the arrivals move.
void clearRoad(Battle& battle, const RoadEntry& entry, double lengthPaces, int arrivingSide) {
  const Polyline corridor = head(entry.inward, lengthPaces);
  const double half = battle.settings().roadHalfwidthPaces;
  auto& els = battle.elements();
  for (std::size_t j = 0; j < els.size(); ++j) {
    if (!els[j].present() || els[j].side == arrivingSide) continue;
    if (!ringMeetsBand(ringOf(els[j].footprint), corridor, half)) continue;
    const Vec2 c = els[j].footprint.centre();
    const auto [onRoad, dir] = pointAlong(entry.inward, arcLengthOfNearest(entry.inward, c));
    Vec2 away{-dir.y, dir.x};
    if (dot(c - onRoad, away) < 0) away = away * -1.0;
    std::vector<Footprint> others;
    for (auto k : battle.near(els[j].footprint, kArrivalRepulsePaces + 800))
      if (k != j) others.push_back(els[k].footprint);
    const auto moved = moveStraight(els[j].footprint, away, kArrivalRepulsePaces, others,
                                    impassableAreas(battle.setup().terrain), battle.table());
    els[j].repulsedInBound = battle.boundNumber();
    if (moved.leftTable) {
      const bool wasRouting = els[j].condition == ElementCondition::Routing;
      battle.remove(j, ElementCondition::OffTable);
      battle.log(LogKind::Outcome,
                 els[j].id() + " blocking the arrival road is repulsed off the table (B-64, B-40)");
      if (!wasRouting) battle.losses().recordLoss(els[j].placed.commandId, els[j].ee);
      continue;
    }
    battle.place(j, moved.end);
    if (els[j].condition == ElementCondition::Ready) els[j].condition = ElementCondition::Repulsed;
    battle.log(LogKind::Outcome,
               els[j].id() + " blocks the arrival road and is repulsed " +
                   std::to_string(static_cast<int>(std::lround(moved.movedPaces))) +
                   " p away from it (B-64)");
  }
}

/// T-13, CROSSING BY WATER: a land element cannot stand in a river away from its crossings, nor
/// in a waterway (a campaign hand-off can place an arrival there).
bool onImpassableWater(const Battle& battle, std::size_t i, const Footprint& fp) {
  if (categoryOf(battle.elements()[i].type()) == TroopCategory::Naval) return false;
  const auto& terrain = battle.setup().terrain;
  for (const auto& f : terrain)
    if (f.terrain == TerrainClass::Waterway && f.outline.size() >= 3 && partlyIn(fp, f.outline))
      return true;
  std::vector<BattleCrossing> crossings = battle.crossings();
  for (const auto& c : roadCrossings(terrain)) crossings.push_back(c);
  return checkWater({fp}, terrain, crossings, battle.settings()).refused;
}

bool placeTaken(const Battle& battle, std::size_t i, const Footprint& fp) {
  for (auto j : battle.near(fp, 0.0))
    if (j != i && overlaps(fp, battle.elements()[j].footprint, battle.settings())) return true;
  return false;
}

}  // namespace

std::optional<RoadEntry> roadEntry(const Battle& battle, const BattleTerrainFeature& road,
                                   int side) {
  if (road.line.size() < 2) return std::nullopt;
  const TableDimensions t = battle.table();
  const bool south = battle.side(side).baseEdge == BaseEdge::South;
  std::optional<RoadEntry> best;
  for (bool fromStart : {true, false}) {
    Polyline inward = road.line;
    if (!fromStart) std::reverse(inward.begin(), inward.end());
    const Vec2 p = inward.front();
    const bool onBase = south ? p.y <= 1 : p.y >= t.depthPaces - 1;
    const bool onSide = (p.x <= 1 || p.x >= t.widthPaces - 1) &&
                        (south ? p.y < t.depthPaces / 2 : p.y > t.depthPaces / 2);
    if (!onBase && !onSide) continue;
    RoadEntry e{p, !onBase, inward};
    if (!best || (best->bySideEdge && onBase)) best = e;
  }
  return best;
}

std::vector<Footprint> arrivalColumn(const RoadEntry& entry, const std::vector<Footprint>& bases) {
  double total = 0;
  for (const auto& b : bases) total += b.depthPaces;
  std::vector<Footprint> out;
  double front = total;
  for (const auto& b : bases) {
    const auto [p, dir] = pointAlong(entry.inward, front);
    Footprint fp = b;
    fp.frontMid = p;
    fp.headingDeg = headingOf(dir);
    out.push_back(fp);
    front -= b.depthPaces;
  }
  return out;
}

void arriveDelayedCommands(Battle& battle, const SidePipResult& pips) {
  auto& els = battle.elements();
  const int side = battle.movingSide();
  const TableDimensions table = battle.table();
  for (const auto& [cmd, score] : pips.scores) {
    std::vector<std::size_t> waiting;
    bool bySideEdge = false;
    for (std::size_t i = 0; i < els.size(); ++i) {
      const ElementInPlay& e = els[i];
      if (e.placed.commandId != cmd || e.placed.onTable || e.condition != ElementCondition::Ready)
        continue;
      if (e.placed.arrivesAtBound > battle.boundNumber()) continue;  // C-19: not on the road yet
      waiting.push_back(i);
      for (Vec2 c : e.footprint.corners())
        if (c.x <= 1 || c.x >= table.widthPaces - 1) bySideEdge = true;
    }
    if (waiting.empty()) continue;
    const BattleTerrainFeature* road = arrivalRoad(battle, cmd);
    std::optional<RoadEntry> entry;
    if (road) {
      entry = roadEntry(battle, *road, side);
      if (!entry) {
        battle.log(LogKind::Refused,
                   "command " + cmd + " cannot arrive by road " + road->id +
                       ": it does not cross its base edge or a side edge nearer it (T-15)");
        continue;
      }
      bySideEdge = entry->bySideEdge;
    }
    if (!battle.arrivingCommands().count(cmd)) {
      if (!delayedCommandArrives(score.raw, bySideEdge)) {
        battle.log(LogKind::Pips, "command " + cmd + " does not arrive: PIP " +
                                      std::to_string(score.raw) + " (needs " +
                                      std::to_string(bySideEdge ? 5 : 4) + ", T-15)");
        continue;
      }
      battle.arrivingCommands().insert(cmd);
      battle.log(LogKind::Pips,
                 "command " + cmd + " arrives (T-15, PIP " + std::to_string(score.raw) + ")");
    }
    // T-15, B-64 by rail: a train load a bound at the detraining point.
    const ArrivalRoad* arrival = nullptr;
    for (const auto& a : battle.setup().arrivals)
      if (a.commandId == cmd) arrival = &a;
    if (entry && arrival && arrival->byRail) {
      detrainArrivals(battle, *arrival, *road, *entry, waiting);
      continue;
    }
    if (!entry) {
      for (auto i : waiting) {
        if (placeTaken(battle, i, els[i].footprint)) {
          battle.log(LogKind::Pips, els[i].id() + " cannot enter: its place is taken (T-15)");
          continue;
        }
        if (onImpassableWater(battle, i, els[i].footprint)) {
          battle.reach("T-13");
          battle.log(LogKind::Pips,
                     els[i].id() + " cannot enter: its place is in impassable water (T-13)");
          continue;
        }
        els[i].placed.onTable = true;
        battle.place(i, els[i].footprint);
        battle.log(LogKind::Move,
                   els[i].id() + " arrives where its command's set-up placed it (C-19, T-15)");
      }
      continue;
    }
    // B-64: up to 4 a bound by this road, in column, in set-up order.
    if (waiting.size() > static_cast<std::size_t>(kArrivalsPerRoadPerBound))
      waiting.resize(kArrivalsPerRoadPerBound);
    std::vector<Footprint> bases;
    double length = 0;
    for (auto i : waiting) {
      bases.push_back(els[i].footprint);
      length += els[i].footprint.depthPaces;
    }
    clearRoad(battle, *entry, length, side);
    const auto poses = arrivalColumn(*entry, bases);
    std::string entered;
    for (std::size_t k = 0; k < waiting.size(); ++k) {
      const std::size_t i = waiting[k];
      if (placeTaken(battle, i, poses[k])) {
        battle.log(LogKind::Pips, els[i].id() + " cannot enter by road " + road->id +
                                      ": the road is blocked (B-64)");
        break;  // the column behind it waits too
      }
      els[i].placed.onTable = true;
      els[i].footprint = poses[k];
      battle.place(i, poses[k]);
      entered += (entered.empty() ? "" : ", ") + els[i].id();
    }
    if (!entered.empty())
      battle.log(LogKind::Move, entered + " enter by road " + road->id + " in column (B-64)");
  }
}

}  // namespace hfg::battle
