// One `serialize` per side-view type (format "hfg-side-view"): the side view is the campaign's (C-6).
#pragma once

#include "core/campaign/side_view.h"
#include "core/io/orders_fields.h"

namespace hfg::io {

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

}  // namespace hfg::io
