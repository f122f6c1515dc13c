// Applying checked moves and ford searches to the battle state, with their log lines (T-6, B-46).
#include "core/battle/hfg/moves/move_execution.h"

#include <cmath>

#include "core/battle/hfg/bound/bridge_demolition.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/moves/naval_minefield.h"
#include "core/battle/hfg/moves/water_crossing.h"

namespace hfg::battle {
namespace {

/// B-46 with G-1: how far an element that found a ford wades, up to `full` paces, without coming to
/// overlap anyone standing on or at the far bank; it stops at the latest clear place (10 p steps,
/// then the near bank itself).
double wadeClearOfOthers(const Battle& battle, std::size_t mover, const Footprint& atBank,
                         double full) {
  const auto clearAt = [&](double d) {
    const Footprint there = atBank.moved(atBank.forward() * d);
    for (auto j : battle.near(there, battle.settings().contactEpsPaces))
      if (j != mover && battle.elements()[j].present() &&
          overlaps(there, battle.elements()[j].footprint, battle.settings()))
        return false;
    return true;
  };
  for (double d = full; d > 0; d -= 10)
    if (clearAt(d)) return d;
  return 0;
}

}  // namespace
}  // namespace hfg::battle

namespace hfg::battle {
namespace {

std::string idsOf(const Battle& battle, const std::vector<std::size_t>& movers) {
  std::string out;
  for (auto i : movers) out += (out.empty() ? "" : ",") + battle.elements()[i].id();
  return out;
}

std::string describeCost(const PipCost& cost) {
  std::string out = std::to_string(cost.total) + " PIP" + (cost.total == 1 ? "" : "s");
  std::string parts;
  for (const auto& p : cost.parts)
    if (p.id != "T-6 base") parts += (parts.empty() ? "" : ", ") + p.id;
  return parts.empty() ? out : out + " (" + parts + ")";
}

}  // namespace

void applyPlan(Battle& battle, const MovePlan& plan, MoveKind kind) {
  battle.pipsLeft(plan.commandId) -= plan.cost.total;
  battle.reach(kind == MoveKind::March ? "T-1 march" : "T-1 tactical");
  for (const auto& part : plan.cost.parts) battle.reach(part.id);  // "T-6 base", "T-6 (a)" ...
  for (std::size_t k = 0; k < plan.movers.size(); ++k) {
    const std::size_t i = plan.movers[k];
    battle.place(i, plan.paths[k].end());
    ElementInPlay& e = battle.elements()[i];
    e.movedPaces += plan.paths[k].lengthPaces;
    if (kind == MoveKind::March)
      ++e.marchMoves;
    else
      e.tacticalMoved = true;
    if (!plan.contacted.empty()) e.movedIntoContact = true;
  }
  // T-14: an obstacle is removed when crossed by either side.
  for (const auto& w : plan.obstaclesCrossed) {
    battle.removeWork(w);
    battle.log(LogKind::Move, "obstacle " + w + " is crossed and removed (T-14)");
  }
}

MoveReport executeOrder(Battle& battle, const MoveOrder& order, DieSource& dice) {
  MoveReport report;
  const std::string label = order.label.empty() ? "" : order.label + ": ";
  const auto refuse = [&](const MoveRefusal& r) {
    report.refusal = r;
    report.text = label + "refused (" + r.rule + "): " + r.message;
    battle.reach(r.rule);  // a refusal is its rule taking effect
    battle.log(LogKind::Refused, report.text);
    return report;
  };
  if (order.action == MoveAction::Transfer) {
    MoveRefusal why;
    const auto plan = planTransfer(battle, order, why);
    if (!plan) return refuse(why);
    battle.pipsLeft(plan->commandId) -= plan->cost.total;
    for (auto i : plan->movers) battle.elements()[i].placed.commandId = order.toCommand;
    battle.transferBound = battle.boundNumber();
    report.applied = true;
    report.text = label + idsOf(battle, plan->movers) + " transferred from " + plan->commandId +
                  " to " + order.toCommand + " (T-6), " + describeCost(plan->cost);
    battle.log(LogKind::Move, report.text);
    return report;
  }
  if (order.action == MoveAction::Rally) {
    MoveRefusal why;
    const auto plan = planRally(battle, order, why);
    if (!plan) return refuse(why);
    applyPlan(battle, *plan, MoveKind::Tactical);
    ElementInPlay& e = battle.elements()[plan->movers.front()];
    e.condition = ElementCondition::Ready;
    e.routedInBound = -1;
    battle.losses().recordRally(e.placed.commandId, e.ee);
    report.applied = true;
    report.text = label + e.id() + " rallies and turns about (T-10), " + describeCost(plan->cost);
    battle.log(LogKind::Move, report.text);
    return report;
  }
  if (order.action == MoveAction::DestroyBridge) {
    if (const auto no = declareBridgeDemolition(battle, order)) return refuse(*no);
    report.applied = true;
    report.text = label + order.elementIds.front() + " declares it will destroy bridge " +
                  order.bridgeId + " (CROSSING BY WATER, O-P4), 0 PIPs";
    battle.log(LogKind::Move, report.text);
    return report;
  }
  if (order.action == MoveAction::FordSearch) {
    MoveRefusal why;
    auto search = planFordSearch(battle, order, why);
    if (!search) return refuse(why);
    applyPlan(battle, search->move, MoveKind::Tactical);
    const std::size_t i = search->move.movers.front();
    const auto& river = battle.setup().terrain[search->riverIndex];
    const Footprint atBank = battle.elements()[i].footprint;
    const int die = dice.d6();
    const int modifier =
        fordSearchModifier(atBank, river, battle.setup().terrain, battle.settings());
    const int score = die + modifier;
    std::string text = label + battle.elements()[i].id() + " searches river '" + river.id +
                       "' for a ford: die " + std::to_string(die) + " + " +
                       std::to_string(modifier) + " = " + std::to_string(score) + ", " +
                       describeCost(search->move.cost);
    if (score >= kFordFoundScore) {
      // A 1-element-wide ford where it stands; it moves on until its front edge touches the far bank.
      const double width = waterWidthPaces(river, battle.settings());
      const Vec2 onRiver = atBank.frontMid + atBank.forward() * (0.6 + width / 2);
      battle.crossings().push_back({"ford-" + std::to_string(battle.crossings().size() + 1),
                                    river.id, CrossingKind::Ford, onRiver, atBank.frontagePaces});
      const double waded = wadeClearOfOthers(battle, i, atBank, width + 0.6);
      battle.place(i, atBank.moved(atBank.forward() * waded));
      text += waded >= width + 0.6 ? ": a ford is found and marked; it wades to the far bank (B-46)"
                                   : ": a ford is found and marked; it wades until it meets the "
                                     "troops on the far bank (B-46, G-1)";
    } else {
      battle.barrenStretches().push_back({river.id, atBank.frontMid});
      text += ": no unknown ford within 1,200 p (B-46)";
    }
    report.applied = true;
    report.text = text;
    battle.log(LogKind::Move, text);
    return report;
  }
  const MoveCheck check = planMove(battle, order);
  if (!check.legal()) return refuse(*check.refusal);
  const MovePlan& plan = *check.plan;
  applyPlan(battle, plan, order.kind);
  throwForMinefields(battle, plan.movers, plan.paths,
                     dice);  // T-14: enemy naval entering a minefield
  double longest = 0;
  for (const auto& p : plan.paths) longest = std::max(longest, p.lengthPaces);
  std::string text = label + idsOf(battle, plan.movers) + " " + std::string(keyOf(order.kind)) +
                     " " + std::string(keyOf(order.action)) + " " +
                     std::to_string(static_cast<int>(std::lround(longest))) + " p" +
                     (plan.byRoad ? " by road" : "") + ", " + describeCost(plan.cost);
  if (!plan.contacted.empty()) {
    text += ", contacts";
    for (auto j : plan.contacted) text += " " + battle.elements()[j].id();
  }
  if (!plan.note.empty()) text += "; " + plan.note;
  report.applied = true;
  report.text = text;
  battle.log(LogKind::Move, text);
  return report;
}

}  // namespace hfg::battle
