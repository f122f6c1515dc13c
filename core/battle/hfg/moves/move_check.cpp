// The legality checks of a voluntary move in the book's order, each refusal naming its rule (T-1, T-6, B-8..B-10, B-21..B-23, B-63, G-1, G-23, CROSSING BY WATER).
#include "core/battle/hfg/moves/move_check.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "core/battle/hfg/bound/overrun.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/geometry/facing.h"
#include "core/battle/hfg/geometry/formation.h"
#include "core/battle/hfg/geometry/freeze_rule.h"
#include "core/battle/hfg/geometry/move_measure.h"
#include "core/battle/common/movement_geometry.h"
#include "core/battle/hfg/geometry/outcome_moves.h"
#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"
#include "core/battle/hfg/moves/knowledge.h"
#include "core/battle/hfg/moves/move_cost.h"
#include "core/battle/hfg/moves/naval_minefield.h"
#include "core/battle/hfg/moves/naval_moves.h"
#include "core/battle/hfg/moves/water_crossing.h"
#include "core/battle/hfg/moves/works_movement.h"
#include "core/rules/move_table.h"

namespace hfg::battle {
namespace {

MoveCheck refused(std::string rule, std::string message) {
  MoveCheck out;
  out.refusal = MoveRefusal{std::move(rule), std::move(message)};
  return out;
}

/// Who moves, as a group shape (B-8), or why not.
struct Movers {
  std::vector<std::size_t> indices;
  GroupShape shape = GroupShape::Single;
  std::vector<std::size_t> columnOrder;
  std::string commandId;
};

std::optional<Movers> identify(const Battle& battle, const MoveOrder& order, MoveRefusal& why,
                               bool rallying = false) {
  const auto fail = [&](std::string rule, std::string message) {
    why = {std::move(rule), std::move(message)};
    return std::nullopt;
  };
  if (order.elementIds.empty()) return fail("order", "the order names no element");
  Movers m;
  std::set<std::string> seen;
  for (const auto& id : order.elementIds) {
    if (!seen.insert(id).second) return fail("order", "element '" + id + "' is named twice");
    const auto i = battle.find(id);
    if (!i) return fail("order", "no element '" + id + "' in the battle");
    const ElementInPlay& e = battle.elements()[*i];
    if (!e.present()) return fail("order", "element '" + id + "' is not on the table");
    if (e.side != battle.movingSide())
      return fail("1.4", "element '" + id + "' belongs to the side whose bound it is not");
    if (rallying && e.condition != ElementCondition::Routing)
      return fail("T-6", "element '" + id + "' is not routing: there is nothing to rally");
    if (!rallying && e.condition == ElementCondition::Routing)
      return fail("T-10",
                  "element '" + id + "' is routing: it moves only by outcome moves until rallied");
    if (e.repulsedInBound >= 0 && e.repulsedInBound == battle.boundNumber() - 1)
      return fail("T-10",
                  "element '" + id +
                      "' was repulsed last bound: no tactical or march move in its next own bound");
    if (e.silencedUntilBound >= battle.boundNumber())
      return fail("T-10", "element '" + id + "' is silenced: no tactical or march move");
    if (isOverrun(battle, *i))
      return fail("O-B6", "element '" + id +
                              "' is overrun: it cannot move while the mounted that passed through "
                              "it stay behind it");
    if (m.commandId.empty()) m.commandId = e.placed.commandId;
    if (e.placed.commandId != m.commandId)
      return fail("T-6", "a group move is paid by one command: '" + id + "' belongs to '" +
                             e.placed.commandId + "', not '" + m.commandId + "'");
    m.indices.push_back(*i);
  }
  if (!order.byGeneral.empty()) {
    // T-6: a general moves or rallies friends of another command touching his front or rear.
    const auto g = battle.find(order.byGeneral);
    const BattleCommandSetup* his = nullptr;
    for (const auto& c : battle.side(battle.movingSide()).commands)
      if (c.generalElementId == order.byGeneral) his = &c;
    if (!g || !his || !battle.elements()[*g].present())
      return fail("T-6",
                  "'" + order.byGeneral + "' is not a general of the moving side on the table");
    const Footprint& gen = battle.elements()[*g].footprint;
    for (auto i : m.indices) {
      const ElementInPlay& e = battle.elements()[i];
      if (isStaff(e.type()))
        return fail("T-6", "a general moves only non-staff friends of another command");
      const bool touching = edgeTouch(e.footprint, EdgeId::Front, gen, battle.settings()) ||
                            edgeTouch(e.footprint, EdgeId::Rear, gen, battle.settings());
      if (!touching)
        return fail("T-6", "element '" + e.id() +
                               "' is not in front or rear edge contact with general '" +
                               order.byGeneral + "'");
    }
    m.commandId = his->id;
  }
  if (m.indices.size() > 1) {
    std::vector<Footprint> fps;
    for (auto i : m.indices) fps.push_back(battle.elements()[i].footprint);
    if (auto col = columnOrder(fps, battle.settings());
        col && (order.action == MoveAction::Advance || order.action == MoveAction::ColumnToLine)) {
      m.shape = GroupShape::Column;
      m.columnOrder = *col;
    } else if (isLineGroup(fps, {}, battle.settings())) {
      m.shape = GroupShape::Line;
    } else if (col) {
      m.shape = GroupShape::Column;
      m.columnOrder = *col;
    } else {
      return fail("B-8",
                  "the elements are not a group: they must touch edge or corner and face "
                  "the same way, or form a column");
    }
  }
  return m;
}

bool allOnRoad(const std::vector<Footprint>& poses,
               const std::vector<BattleTerrainFeature>& terrain, const BattleSettings& s) {
  for (const auto& fp : poses) {
    bool on = false;
    for (const auto& f : terrain)
      if ((f.terrain == TerrainClass::RoadGood || f.terrain == TerrainClass::RoadBad) &&
          onRoad(fp, f.line, s))
        on = true;
    if (!on) return false;
  }
  return true;
}

std::string paces(double p) { return std::to_string(static_cast<int>(std::lround(p))) + " p"; }

/// B-63: voluntary contact.
std::optional<std::string> contactForbidden(TroopType mover, TroopType enemy) {
  const auto cat = categoryOf(mover);
  if (mover == TroopType::ArmyHQ || cat == TroopCategory::Artillery || cat == TroopCategory::Train)
    return std::string(displayNameOf(mover)) + " contact enemy only by outcome moves";
  if (mover == TroopType::Marksmen && categoryOf(enemy) != TroopCategory::Train)
    return std::string("Marksmen may make voluntary contact only with train");
  return std::nullopt;
}

}  // namespace

double contactLimitPaces(const ElementInPlay& e) {
  const auto cat = categoryOf(e.type());
  const bool mountedNow = cat == TroopCategory::Mounted && (!isDismountable(e.type()) || e.mounted);
  if (mountedNow || e.type() == TroopType::Spearmen || e.type() == TroopType::CommandParty)
    return 600;
  return 200;
}

namespace {

/// T-11 DEFEATED COMMANDS: an allied one only goes back to its edge by single-element moves; a
/// subordinate one may not close on enemy unless that enemy lies between it and its edge.
std::optional<MoveCheck> defeatedCommandRefusal(const Battle& battle, const MovePlan& plan,
                                                const PathsResult& paths) {
  const auto& els = battle.elements();
  const int mySide = battle.movingSide();
  // T-11 DEFEATED COMMANDS: an allied one only goes back to its edge by single-element moves; a
  // subordinate one may not close on enemy unless that enemy lies between it and its edge.
  if (battle.losses().defeated(plan.commandId)) {
    const BattleCommandSetup* cmd = battle.command(plan.commandId);
    const TableDimensions tableSize = battle.table();
    const bool southEdge = battle.side(mySide).baseEdge == BaseEdge::South;
    const auto toEdge = [&](const Footprint& fp) {
      return southEdge ? fp.centre().y : tableSize.depthPaces - fp.centre().y;
    };
    for (std::size_t k = 0; k < paths.paths.size(); ++k) {
      const auto& p = paths.paths[k];
      if (cmd && cmd->allied) {
        if (paths.paths.size() > 1 || toEdge(p.end()) >= toEdge(p.start()))
          return refused(
              "T-11",
              "command '" + plan.commandId +
                  "' is a defeated ally: it makes only single-element moves towards its own edge");
        continue;
      }
      for (auto j : battle.near(p.start(), 3000)) {
        if (els[j].side == mySide) continue;
        const bool between = toEdge(els[j].footprint) < toEdge(p.start());
        if (!between && footprintDistance(p.end(), els[j].footprint) <
                            footprintDistance(p.start(), els[j].footprint) - 0.5)
          return refused("T-11", "command '" + plan.commandId + "' is defeated: '" +
                                     els[plan.movers[k]].id() + "' may not move closer to '" +
                                     els[j].id() + "'");
      }
    }
  }
  return std::nullopt;
}

/// B-21: a march may not start within, or come within, 600 p of known enemy; replayed pose by
/// pose (every 50 p), it ends at the pose before one from which a hidden enemy within 600 p comes
/// into view (the paths are cut there, `plan.note` says so).
std::optional<MoveCheck> marchKnowledgeLimit(const Battle& battle, MovePlan& plan,
                                             PathsResult& paths) {
  const auto& els = battle.elements();
  const int mySide = battle.movingSide();
  // B-21: a march may not start within, or come within, 600 p of known enemy; replayed pose by
  // pose (every 50 p), it ends at the pose before one from which a hidden enemy within 600 p comes
  // into view.
  {
    std::optional<std::size_t> stopAt;
    for (std::size_t k = 0; k < paths.paths.size(); ++k) {
      const auto& poses = paths.paths[k].poses;
      for (std::size_t q = 0; q < poses.size() && (!stopAt || q < *stopAt); ++q)
        for (auto j : battle.near(poses[q], 600)) {
          if (els[j].side == mySide) continue;
          if (knownTo(battle, plan.commandId, j))
            return refused("B-21",
                           "a march move may not start or come within 600 p of known enemy ('" +
                               els[j].id() + "')");
          if (visibleFrom(battle, poses[q], j)) {
            stopAt = q;
            plan.note =
                "the march ends where '" + els[j].id() + "' came into view within 600 p (B-21)";
            break;
          }
        }
    }
    // B-20 memory: an enemy out of sight is still known where it was last seen.
    const auto memory = battle.enemyMemory.find(plan.commandId);
    if (memory != battle.enemyMemory.end())
      for (const auto& [j, seenAt] : memory->second) {
        if (!els[j].present() || knownTo(battle, plan.commandId, j)) continue;  // known now: above
        for (std::size_t k = 0; k < paths.paths.size(); ++k) {
          const auto& poses = paths.paths[k].poses;
          for (std::size_t q = 0; q < poses.size() && (!stopAt || q < *stopAt); ++q)
            if (footprintDistance(poses[q], seenAt) < 600)
              return refused("B-21",
                             "a march move may not start or come within 600 p of known enemy ('" +
                                 els[j].id() + "', where last seen, B-20)");
        }
      }
    if (stopAt) {
      if (*stopAt == 0) return refused("B-21", plan.note);
      for (auto& p : paths.paths) {
        if (p.poses.size() > *stopAt) p.poses.resize(*stopAt);
        p.lengthPaces = paths.columnFollow
                            ? distance(p.poses.front().frontMid, p.poses.back().frontMid)
                            : furthestFrontCornerPaces(p.poses);
      }
    }
  }
  return std::nullopt;
}

/// SEQUENCE OF PLAY: 1 or more march moves, or 1 tactical move.
std::optional<MoveCheck> sequenceRefusal(const Battle& battle, const Movers& movers, bool march) {
  const auto& els = battle.elements();
  for (auto i : movers.indices) {
    const auto& e = els[i];
    if (e.tacticalMoved)
      return refused("SEQUENCE",
                     "element '" + e.id() + "' has already made its tactical move this bound");
    if (!march && e.marchMoves > 0)
      return refused(
          "SEQUENCE",
          "element '" + e.id() +
              "' has marched this bound: an element makes march moves or 1 tactical move");
  }

  return std::nullopt;
}

/// CROSSING BY WATER: rivers at crossings only; streams stop the move half way (a column as a whole).
std::optional<MoveCheck> waterCrossing(const Battle& battle, const Movers& movers, MovePlan& plan,
                                       PathsResult& paths) {
  const auto& els = battle.elements();
  const auto& terrain = battle.setup().terrain;
  const BattleSettings& s = battle.settings();
  std::vector<bool> fording(paths.paths.size(), false);
  for (std::size_t k = 0; k < paths.paths.size(); ++k) {
    auto& poses = paths.paths[k].poses;
    // Naval elements move on the water itself (T-2, naval_moves).
    if (categoryOf(els[movers.indices[k]].type()) == TroopCategory::Naval) continue;
    const WaterResult w = checkWater(poses, terrain, battle.crossings(), s);
    if (w.refused) return refused("CROSSING BY WATER", w.why);
    if (w.stopAt) {
      if (movers.shape == GroupShape::Line)
        return refused("B-9", "a group crosses a stream or gully only in column");
      poses.resize(*w.stopAt + 1);
      paths.paths[k].lengthPaces = paths.columnFollow
                                       ? distance(poses.front().frontMid, poses.back().frontMid)
                                       : furthestFrontCornerPaces(poses);
      plan.note = "ends with its rear edge half way across a stream or gully (CROSSING BY WATER)";
    }
    if (w.fording && movers.shape == GroupShape::Line)
      return refused("B-9", "a group crosses a river only in column");
    fording[k] = w.fording;
  }
  if (movers.shape == GroupShape::Column) {
    // A column stopped at a stream stops as a whole: its head decides (CROSSING BY WATER).
    const std::size_t head = movers.columnOrder.front();
    const std::size_t steps = paths.paths[head].poses.size();
    for (auto& p : paths.paths)
      if (p.poses.size() > steps) {
        p.poses.resize(steps);
        p.lengthPaces = furthestFrontCornerPaces(p.poses);
      }
  }

  return std::nullopt;
}

/// T-1 distances by going (B-6, B-7), weather limits (T-12), works on the path (T-13, T-14), naval moves (T-2).
std::optional<MoveCheck> goingDistances(const Battle& battle, const Movers& movers, MovePlan& plan,
                                        const PathsResult& paths, bool march) {
  const auto& els = battle.elements();
  const auto& terrain = battle.setup().terrain;
  const BattleSettings& s = battle.settings();
  const int year = battle.setup().year;
  std::vector<BattleTerrainFeature> dryTerrain;
  for (const auto& f : terrain)
    if (f.terrain != TerrainClass::River) dryTerrain.push_back(f);
  const std::size_t roadJudge = movers.shape == GroupShape::Column ? movers.columnOrder.front() : 0;
  plan.byRoad = allOnRoad(paths.paths[roadJudge].poses, terrain, s);
  if (movers.shape == GroupShape::Line) {
    plan.byRoad = true;
    for (const auto& p : paths.paths) plan.byRoad = plan.byRoad && allOnRoad(p.poses, terrain, s);
  }
  for (std::size_t k = 0; k < paths.paths.size(); ++k) {
    const ElementInPlay& e = els[movers.indices[k]];
    const auto& p = paths.paths[k];
    if (categoryOf(e.type()) == TroopCategory::Naval) {
      // T-2: naval move on navigable water by their own table, measured on the front corners.
      if (auto no = navalMoveForbidden(battle, movers.indices[k], p)) return refused("T-2", *no);
      if (auto no = ownMinefieldForbidden(battle, movers.indices[k], p))
        return refused("T-14", *no);
      continue;
    }
    const auto figures = moveDistancesPaces(e.type(), e.grade(), year, march);
    if (!figures) return refused("T-1", "'" + e.id() + "' never moves in battle (T-1)");
    const WorksOnPath works = worksOnPath(battle, p);
    MoveColumn col = movers.shape == GroupShape::Column && plan.byRoad
                         ? MoveColumn::RoadOrGood
                         : moveColumn(p.poses, dryTerrain, s);
    // T-13, T-14: entrenchments slow non-foot crossing them ("until moved clear": only while
    // astride, when the rest of the move is in good going); an undefended obstacle is difficult.
    const MoveColumn terrainCol = col;
    col = worsenedByWorks(col, e.type(), works);
    const bool slowOnlyAstride = terrainCol == MoveColumn::RoadOrGood && col == MoveColumn::Slow &&
                                 works.undefendedObstacles.empty();
    for (const auto& w : works.undefendedObstacles)
      if (std::find(plan.obstaclesCrossed.begin(), plan.obstaclesCrossed.end(), w) ==
          plan.obstaclesCrossed.end())
        plan.obstaclesCrossed.push_back(w);
    if (auto no = occupantMoveForbidden(battle, movers.indices[k], p)) return refused("T-14", *no);
    // CROSSING BY WATER: "Crossers move normal distance" at fords and bridges.
    if (col == MoveColumn::Impassable)
      return refused("T-13", "element '" + e.id() + "' would enter impassable terrain");
    int limit = col == MoveColumn::RoadOrGood ? figures->goodGoingPaces
                : col == MoveColumn::Slow     ? figures->slowGoingPaces
                                              : figures->difficultGoingPaces;
    const bool offRoad = !plan.byRoad;
    if (offRoad && battle.weather() && battle.weather()->offRoadLimitedToSlowFigure(e.type()))
      limit = std::min(limit, figures->slowGoingPaces);
    if (limit == 0 && p.lengthPaces > 0)
      return refused("T-1", std::string(displayNameOf(e.type())) + " cannot move in that going");
    const bool weatherSlowed =
        offRoad && battle.weather() && battle.weather()->offRoadLimitedToSlowFigure(e.type());
    if (slowOnlyAstride && !weatherSlowed) {
      const double share = entrenchmentAstrideShare(battle, p, works);
      if (!entrenchmentCrossingFits(p.lengthPaces, share, figures->goodGoingPaces,
                                    figures->slowGoingPaces))
        return refused("T-1", "element '" + e.id() + "' would move " + paces(p.lengthPaces) + ", " +
                                  paces(p.lengthPaces * share) +
                                  " of it astride an entrenchment (T-13 slow going " +
                                  "until clear): more than its good-going " +
                                  paces(figures->goodGoingPaces) + " and slow-going " +
                                  paces(figures->slowGoingPaces) + " allow");
    } else if (p.lengthPaces > limit + 0.5)
      return refused("T-1", "element '" + e.id() + "' would move " + paces(p.lengthPaces) +
                                "; its limit in this going is " + paces(limit));
    if (march && col == MoveColumn::Difficult && offRoad && e.type() != TroopType::Spearmen &&
        e.type() != TroopType::Marksmen)
      return refused(
          "T-1",
          "a march move in difficult going must be by road (TACTICAL, MARCH AND OUTCOME MOVES)");
  }

  return std::nullopt;
}

/// Contact with enemy at the end: who may (B-63), how far (T-1), from where (B-23), conforming
/// (B-10).
std::optional<MoveCheck> enemyContact(const Battle& battle, const Movers& movers, MovePlan& plan,
                                      PathsResult& paths) {
  const auto& els = battle.elements();
  const BattleSettings& s = battle.settings();
  const int mySide = battle.movingSide();
  std::set<std::size_t> moverSet(plan.movers.begin(), plan.movers.end());
  const auto othersExcept = [&](std::size_t enemy) {
    std::vector<Footprint> out;
    for (std::size_t j = 0; j < els.size(); ++j)
      if (els[j].present() && !moverSet.count(j) && j != enemy) out.push_back(els[j].footprint);
    return out;
  };
  for (std::size_t k = 0; k < paths.paths.size(); ++k) {
    const ElementInPlay& e = els[plan.movers[k]];
    auto& p = paths.paths[k];
    for (auto j : battle.near(p.end(), s.contactEpsPaces + 1)) {
      if (els[j].side == mySide) continue;
      const auto touch = frontalContact(p.end(), els[j].footprint, s);
      if (!touch) continue;
      if (auto no = contactForbidden(e.type(), els[j].type())) return refused("B-63", *no);
      if (p.lengthPaces > contactLimitPaces(e) + 0.5)
        return refused("T-1",
                       "element '" + e.id() + "' may not end in contact with enemy after moving " +
                           paces(p.lengthPaces) + " (limit " + paces(contactLimitPaces(e)) + ")");
      if (touch->touchedEdge != EdgeId::Front &&
          !flankOrRearAttackStartAllowed(p.start(), els[j].footprint, touch->touchedEdge, false, s))
        return refused("B-23", "element '" + e.id() + "' did not start behind the line of the " +
                                   std::string(keyOf(touch->touchedEdge)) +
                                   " edge it contacts (G-14)");
      if (!linedUpOn(p.end(), els[j].footprint, s)) {
        const auto pose =
            conformingPose(p.end(), els[j].footprint, touch->touchedEdge, othersExcept(j), s);
        if (!pose)
          return refused("B-10",
                         "element '" + e.id() + "' cannot conform to '" + els[j].id() + "'");
        if (movers.shape == GroupShape::Single) {
          p.poses.push_back(*pose);
        } else {
          // A group conforms as a rigid body on its first contact (B-10).
          const double turn = pose->headingDeg - p.end().headingDeg;
          const Vec2 pivot = p.end().frontMid;
          const Vec2 shift = pose->frontMid - pivot;
          for (auto& q : paths.paths)
            q.poses.push_back(rotatedAbout(q.end(), pivot, turn).moved(shift));
        }
        plan.note += (plan.note.empty() ? "" : "; ") + std::string("conforms to '") + els[j].id() +
                     "' (B-10)";
      }
      if (std::find(plan.contacted.begin(), plan.contacted.end(), j) == plan.contacted.end())
        plan.contacted.push_back(j);
    }
  }

  return std::nullopt;
}

/// G-23 passing through, G-1 ending on top of anything.
std::optional<MoveCheck> passingThrough(const Battle& battle, const MovePlan& plan,
                                        const PathsResult& paths) {
  const auto& els = battle.elements();
  const BattleSettings& s = battle.settings();
  const int mySide = battle.movingSide();
  const std::set<std::size_t> moverSet(plan.movers.begin(), plan.movers.end());
  for (std::size_t k = 0; k < paths.paths.size(); ++k) {
    const ElementInPlay& e = els[plan.movers[k]];
    const auto& p = paths.paths[k];
    std::vector<Ring> swept;
    for (std::size_t q = 1; q < p.poses.size(); ++q)
      swept.push_back(sweptStraight(p.poses[q - 1], p.poses[q]));
    if (swept.empty()) swept.push_back(ringOf(p.start()));
    const double reach = p.lengthPaces + e.footprint.frontagePaces + e.footprint.depthPaces;
    for (auto j : battle.near(p.start(), reach)) {
      if (moverSet.count(j)) continue;
      const ElementInPlay& o = els[j];
      const Ring other = ringOf(o.footprint);
      if (overlaps(p.end(), o.footprint, s))
        return refused("G-1", "element '" + e.id() + "' would end on top of '" + o.id() + "'");
      if (!passesThrough(swept, other)) continue;
      if (o.side != mySide)
        return refused("G-23",
                       "element '" + e.id() + "' may not pass through enemy '" + o.id() + "'");
      const bool staff = isStaff(e.type());
      const bool aligned = sameDirection(e.footprint, o.footprint, s) ||
                           oppositeDirection(e.footprint, o.footprint, s);
      if (!staff && !aligned)
        return refused("G-23",
                       "element '" + e.id() +
                           "' may pass through friends only if they face the "
                           "same or the opposite way (MOVING THROUGH OTHER TROOPS OR GAPS): '" +
                           o.id() + "'");
    }
  }

  return std::nullopt;
}

/// T-14, G-23: an enemy redoubt or SP is entered only by close combat, never by a move.
std::optional<MoveCheck> enemyWorksEntered(const Battle& battle, const MovePlan& plan,
                                           const PathsResult& paths) {
  const auto& els = battle.elements();
  const int mySide = battle.movingSide();
  for (std::size_t k = 0; k < paths.paths.size(); ++k) {
    const auto& p = paths.paths[k];
    for (const auto& w : battle.setup().works) {
      if (w.kind != BattleWorkKind::Redoubt || battle.sideIndex(w.sideId) == mySide) continue;
      for (const auto& fp : p.poses)
        if (intersectionArea(ringOf(fp), w.outline) > 1.0)
          return refused("G-23", "element '" + els[plan.movers[k]].id() +
                                     "' may not enter enemy redoubt '" + w.id + "'");
    }
    // B-12: nor an SP its garrison still holds (it is assaulted on its edges).
    for (const auto& sp : battle.strongPoints()) {
      if (!sp.holding() || sp.side == mySide) continue;
      const Ring square = ringOf(strongPointFootprint(sp.placed));
      for (const auto& fp : p.poses)
        if (intersectionArea(ringOf(fp), square) > 1.0)
          return refused("G-23", "element '" + els[plan.movers[k]].id() +
                                     "' may not enter enemy SP '" + sp.id() + "'");
    }
  }

  return std::nullopt;
}

/// B-22: frozen by visible enemy within 400 p to the front.
std::optional<MoveCheck> frozenRefusal(const Battle& battle, const MovePlan& plan,
                                       const PathsResult& paths) {
  const auto& els = battle.elements();
  const BattleSettings& s = battle.settings();
  const int mySide = battle.movingSide();
  for (std::size_t k = 0; k < paths.paths.size(); ++k) {
    const auto& p = paths.paths[k];
    for (auto j : battle.near(p.start(), 400)) {
      if (els[j].side == mySide) continue;
      const bool seen = visibleFrom(battle, p.start(), j);
      if (!freezes(els[j].footprint, seen, p.start())) continue;
      const bool contact =
          std::find(plan.contacted.begin(), plan.contacted.end(), j) != plan.contacted.end();
      if (frozenMoveKind(p.start(), p.end(), ringOf(els[j].footprint), contact, s) ==
          FrozenMove::Forbidden)
        return refused("B-22",
                       "element '" + els[plan.movers[k]].id() + "' is frozen by '" + els[j].id() +
                           "' within 400 p to its front: it may only advance on it, line up, "
                           "contact it or go straight back");
    }
  }

  return std::nullopt;
}

}  // namespace

MoveCheck planMove(const Battle& battle, const MoveOrder& order) {
  if (order.action == MoveAction::FordSearch)
    return refused("B-46", "a ford search is made with planFordSearch");
  MoveRefusal why;
  const auto movers = identify(battle, order, why);
  if (!movers) return refused(why.rule, why.message);
  const auto& els = battle.elements();
  const bool march = order.kind == MoveKind::March;

  if (auto r = sequenceRefusal(battle, *movers, march)) return *r;

  std::vector<Footprint> starts;
  for (auto i : movers->indices) starts.push_back(els[i].footprint);
  PathsResult paths = movePaths(order, starts, movers->shape, movers->columnOrder);
  if (paths.paths.empty()) return refused(paths.rule, paths.why);

  MovePlan plan;
  plan.movers = movers->indices;
  plan.commandId = movers->commandId;

  if (auto r = waterCrossing(battle, *movers, plan, paths)) return *r;
  if (auto r = goingDistances(battle, *movers, plan, paths, march)) return *r;

  if (auto r = defeatedCommandRefusal(battle, plan, paths)) return *r;  // T-11
  if (march)
    if (auto r = marchKnowledgeLimit(battle, plan, paths)) return *r;  // B-21

  // The table edge (1.2, B-40 is for outcome moves only).
  const TableDimensions table = battle.table();
  for (const auto& p : paths.paths)
    if (crossesTableEdge(p.end(), table))
      return refused("1.2", "a voluntary move may not leave the table");

  if (auto r = enemyContact(battle, *movers, plan, paths)) return *r;
  if (auto r = passingThrough(battle, plan, paths)) return *r;
  if (auto r = enemyWorksEntered(battle, plan, paths)) return *r;
  if (auto r = frozenRefusal(battle, plan, paths)) return *r;

  // T-6: the cost.
  const PipCostFacts facts =
      movePipFacts(battle, plan.commandId, plan.movers, paths.paths, march, plan.byRoad);
  plan.cost = pipCost(facts);
  const int left = battle.pipsLeftOf(plan.commandId);
  if (plan.cost.total > left)
    return refused("T-6", "the move costs " + std::to_string(plan.cost.total) + " PIPs; command '" +
                              plan.commandId + "' has " + std::to_string(left) + " left");
  plan.paths = std::move(paths.paths);
  MoveCheck out;
  out.plan = std::move(plan);
  return out;
}

std::optional<FordSearchPlan> planFordSearch(const Battle& battle, const MoveOrder& order,
                                             MoveRefusal& refusal) {
  const auto fail = [&](std::string rule, std::string message) {
    refusal = {std::move(rule), std::move(message)};
    return std::nullopt;
  };
  if (order.elementIds.size() != 1)
    return fail("B-46", "a ford search is made by a single element");
  MoveRefusal why;
  const auto movers = identify(battle, order, why);
  if (!movers) return fail(why.rule, why.message);
  const auto& terrain = battle.setup().terrain;
  std::optional<std::size_t> river;
  for (std::size_t i = 0; i < terrain.size(); ++i)
    if (terrain[i].id == order.riverId && terrain[i].terrain == TerrainClass::River) river = i;
  if (!river) return fail("B-46", "no river '" + order.riverId + "' to search");
  const std::size_t idx = movers->indices.front();
  const ElementInPlay& e = battle.elements()[idx];
  if (e.tacticalMoved || e.marchMoves > 0)
    return fail("B-46",
                "ford searches come first in the bound and are the element's tactical move");
  const auto figures = moveDistancesPaces(e.type(), e.grade(), battle.setup().year, false);
  if (!figures) return fail("T-2", "naval elements do not search for fords");
  const auto toBank =
      distanceToBankPaces(e.footprint, terrain[*river], figures->goodGoingPaces, battle.settings());
  if (!toBank)
    return fail("B-46", "the bank of '" + order.riverId +
                            "' is not straight ahead within the element's move");
  // Stop half a pace short so the walk itself stays out of the river band.
  const Footprint atBank = e.footprint.moved(e.footprint.forward() * std::max(0.0, *toBank - 0.6));
  for (const auto& b : battle.barrenStretches())
    if (b.riverId == order.riverId && distance(b.at, atBank.frontMid) <= kBarrenFordStretchPaces)
      return fail("B-46", "a search within 1,200 p found no ford; none exists there");
  MoveOrder walk = order;
  walk.action = MoveAction::Advance;
  walk.kind = MoveKind::Tactical;
  walk.path = {atBank.frontMid};
  FordSearchPlan out;
  out.riverIndex = *river;
  if (*toBank > 0.5) {
    const MoveCheck check = planMove(battle, walk);
    if (!check.legal()) return fail(check.refusal->rule, check.refusal->message);
    out.move = *check.plan;
  } else {
    out.move.movers = {idx};
    out.move.paths = {ElementPath{{e.footprint}, 0}};
    out.move.commandId = e.placed.commandId;
  }
  PipCostFacts facts;
  facts.action = PipAction::FordSearch;
  facts.alreadyTouchingBank = *toBank <= 0.5;
  // T-6 (a) as for the walk: the walk's cost carries it.
  for (const auto& part : out.move.cost.parts)
    if (part.id == "T-6 (a)") facts.beyondCommandOrGeneralHampered = true;
  out.move.cost = pipCost(facts);
  if (out.move.cost.total > battle.pipsLeftOf(out.move.commandId))
    return fail("T-6", "the search costs " + std::to_string(out.move.cost.total) +
                           " PIPs; command '" + out.move.commandId + "' has " +
                           std::to_string(battle.pipsLeftOf(out.move.commandId)) + " left");
  return out;
}

}  // namespace hfg::battle

namespace hfg::battle {

std::optional<MovePlan> planRally(const Battle& battle, const MoveOrder& order,
                                  MoveRefusal& refusal) {
  if (order.elementIds.size() != 1) {
    refusal = {"T-6", "a rally is of one routing element"};
    return std::nullopt;
  }
  const auto movers = identify(battle, order, refusal, true);
  if (!movers) return std::nullopt;
  const auto& els = battle.elements();
  const std::size_t i = movers->indices.front();
  MovePlan plan;
  plan.movers = {i};
  plan.commandId = movers->commandId;
  plan.paths = {ElementPath{{els[i].footprint, turnedAbout(els[i].footprint)}, 0}};
  PipCostFacts facts;
  facts.action = PipAction::Rally;
  facts.beyondCommandOrGeneralHampered = beyondCommand(battle, plan.commandId, plan.movers);
  bool staffHelps = false;
  for (auto j : battle.near(els[i].footprint, battle.settings().contactEpsPaces))
    if (els[j].side == els[i].side && isStaff(els[j].type()) &&
        fullFrontToFront(els[i].footprint, els[j].footprint, battle.settings()))
      staffHelps = true;
  // (e): helped by friendly staff in full front-edge contact, or by having passed through friends
  // facing the opposite way who did not rout (remembered by the rout move).
  facts.routerUnhelped = !staffHelps && !els[i].passedThroughSteadyFriends;
  plan.cost = pipCost(facts);
  if (plan.cost.total > battle.pipsLeftOf(plan.commandId)) {
    refusal = {"T-6", "the rally costs " + std::to_string(plan.cost.total) + " PIPs; command '" +
                          plan.commandId + "' has " +
                          std::to_string(battle.pipsLeftOf(plan.commandId)) + " left"};
    return std::nullopt;
  }
  return plan;
}

}  // namespace hfg::battle

namespace hfg::battle {

std::optional<MovePlan> planTransfer(const Battle& battle, const MoveOrder& order,
                                     MoveRefusal& refusal) {
  const auto fail = [&](std::string message) {
    refusal = {"T-6", std::move(message)};
    return std::nullopt;
  };
  const auto movers = identify(battle, order, refusal);
  if (!movers) return std::nullopt;
  const BattleCommandSetup* giver = battle.command(movers->commandId);
  const BattleCommandSetup* taker = battle.command(order.toCommand);
  if (!giver || !giver->commanderInChief)
    return fail("only the army commander transfers elements of his own command");
  if (!taker || taker == giver) return fail("no command '" + order.toCommand + "' to receive them");
  bool sameSide = false;
  for (const auto& c : battle.side(battle.movingSide()).commands)
    sameSide = sameSide || c.id == taker->id;
  if (!sameSide) return fail("command '" + order.toCommand + "' is not of the same side");
  if (battle.transferBound == battle.boundNumber()) return fail("one transfer a bound");
  if (battle.losses().defeated(taker->id)) return fail("no transfers into a defeated command");
  const auto& els = battle.elements();
  const auto general = battle.find(taker->generalElementId);
  if (!general || !els[*general].present())
    return fail("the receiving general is not on the table");
  const double easy = easyCommandDistancePaces(els[*general].type());
  for (auto i : movers->indices) {
    if (isStaff(els[i].type())) return fail("a general's own element is not transferred");
    if (footprintDistance(els[i].footprint, els[*general].footprint) > easy)
      return fail("'" + els[i].id() + "' is beyond the receiving general's easy command distance");
  }
  // Not out of a command that would then be defeated (B-52: no original element left).
  std::size_t left = 0;
  for (std::size_t i = 0; i < els.size(); ++i)
    if (els[i].present() && els[i].placed.commandId == giver->id &&
        std::find(movers->indices.begin(), movers->indices.end(), i) == movers->indices.end())
      ++left;
  if (left == 0) return fail("the army commander's command would be left empty and defeated");
  MovePlan plan;
  plan.movers = movers->indices;
  plan.commandId = giver->id;
  for (auto i : plan.movers) plan.paths.push_back(ElementPath{{els[i].footprint}, 0});
  PipCostFacts facts;
  facts.action = PipAction::TransferCommand;
  plan.cost = pipCost(facts);
  if (plan.cost.total > battle.pipsLeftOf(giver->id))
    return fail("the transfer costs 1 PIP; command '" + giver->id + "' has none left");
  return plan;
}

}  // namespace hfg::battle
