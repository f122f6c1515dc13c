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
  io.optional("enemy_works", view.enemyWorks);
  io.optional("bridges", view.bridges);
  io.optional("log", view.log);
}

// The battle result (format "hfg-battle-result") and the orders' own parts are in
// model_fields.h: the campaign state holds them too.

}  // namespace hfg::io
