// One `serialize` per order and campaign-file type: orders, side views, battle set-ups, results.
#pragma once

#include "core/campaign/battle_result.h"
#include "core/campaign/orders.h"
#include "core/campaign/side_view.h"
#include "core/io/model_fields.h"
#include "core/io/orders_io.h"

namespace hfg::io {

// ---- orders (format "hfg-orders") ----

template <class Io>
void serialize(Io& io, Step& step) {
  io.required("kind", step.kind);
  io.optional("route", step.route);
  io.optional("work", step.work, WorkTask::Entrench);
  io.optional("target", step.target);
}

template <class Io>
void serialize(Io& io, Goal& goal) {
  io.required("kind", goal.kind);
  io.optional("node", goal.node);
  io.optional("march_at_night", goal.marchAtNight, false);
}

template <class Io>
void serialize(Io& io, ForceOrder& order) {
  io.required("force", order.force);
  io.optional("steps", order.steps);
  io.optional("goal", order.goal);
  io.optional("avoid_battle", order.avoidBattle, false);
}

template <class Io>
void serialize(Io& io, SplitOrder& split) {
  io.required("force", split.force);
  io.required("new_force", split.newForce);
  io.optional("new_name", split.newName);
  io.optional("commands", split.commands);
  io.optional("elements", split.elements);
}

template <class Io>
void serialize(Io& io, MergeOrder& merge) {
  io.required("force", merge.force);
  io.required("into", merge.into);
}

template <class Io>
void serialize(Io& io, OrdersFile& file) {
  io.required("side", file.orders.side);
  io.required("day", file.orders.day);
  io.optional("view_digest", file.viewDigest);
  io.optional("brilliant_adjust", file.orders.brilliantAdjust, 1);
  io.optional("splits", file.orders.splits);
  io.optional("merges", file.orders.merges);
  io.optional("forces", file.orders.forces);
  io.optional("signature", file.signature);
}

// ---- side view (format "hfg-side-view") ----

template <class Io>
void serialize(Io& io, KnownEnemyForce& known) {
  io.required("force", known.force);
  io.optional("name", known.name);
  io.required("location", known.location);
  io.optional("element_count", known.elementCount, 0);
  io.required("as_of_day", known.asOfDay);
  io.required("as_of_period", known.asOfPeriod);
  io.optional("in_or_after_battle", known.inOrAfterBattle, false);
}

template <class Io>
void serialize(Io& io, SideView& view) {
  io.required("side", view.side);
  io.required("day", view.day);
  io.required("period", view.period);
  io.optional("weather", view.weather);
  io.optional("own_forces", view.own);
  io.optional("enemy_forces", view.enemy);
  io.optional("battles", view.battles);
  io.optional("own_works", view.ownWorks);
  io.optional("bridges", view.bridges);
  io.optional("log", view.log);
}

// ---- battle result (format "hfg-battle-result") ----

template <class Io>
void serialize(Io& io, BattleElementResult& element) {
  io.required("element", element.element);
  io.required("status", element.status);
}

template <class Io>
void serialize(Io& io, BattleResult& result) {
  io.required("battle", result.battle);
  io.optional("winner", result.winner);
  io.required("bounds_fought", result.boundsFought);
  io.optional("rout_stages", result.routStages, 1);
  io.optional("rout_route", result.routRoute);
  io.optional("night_retreat_side", result.nightRetreatSide);
  io.optional("elements", result.elements);
}

}  // namespace hfg::io
