// One `serialize` per order-file type (the side view's are in side_view_fields.h, above the campaign).
#pragma once

#include "core/model/orders.h"
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

// The battle result (format "hfg-battle-result") and the orders' own parts are in
// model_fields.h: the campaign state holds them too.

}  // namespace hfg::io
