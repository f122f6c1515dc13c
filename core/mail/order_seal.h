// Play by email: per-side day tokens, signed orders, exported views, and the umpire's checks.
#pragma once

#include <string>
#include <vector>

#include "core/model/orders.h"
#include "core/io/orders_io.h"
#include "core/mail/side_view_io.h"
#include "core/model/campaign_state.h"
#include "core/model/scenario.h"

namespace hfg {

/// The rule id given to play-by-email errors (stale, unsigned or tampered orders).
inline constexpr const char* kSealRule = "PBEM";

/// The side's signing token for `day`: HMAC-SHA256(campaign key, "hfg-orders|SIDE|DAY").
/// A player gets it in the exported view and can sign that day's orders, but cannot derive the
/// key, another side's token or another day's. Empty when the state has no key.
std::string sideDayToken(const CampaignState& state, const std::string& side, int day);

/// `side`'s view of the state (C-6) with its digest and today's token, ready to export.
SideViewFile exportSideView(const Scenario& scenario, const CampaignState& state,
                            const std::string& side);

/// Seals orders written against `view`: sets their day and view digest, then signs them
/// with the view's token. The orders' side must be the view's.
void sealOrders(OrdersFile& orders, const SideViewFile& view);

/// The umpire's check before the engine sees the orders: the side exists, the orders are for
/// the state's day, were written against the side's current view (when they quote a digest),
/// and the signature matches (required when `requireSigned`). Changes nothing.
std::vector<OrderError> checkOrdersSeal(const Scenario& scenario, const CampaignState& state,
                                        const OrdersFile& orders, bool requireSigned);

}  // namespace hfg
