// Runs one campaign day from orders files: the play-by-email checks, then the engine.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/campaign/campaign_engine.h"

#include "core/io/orders_io.h"
#include "core/model/campaign_state.h"
#include "core/model/scenario.h"

namespace hfg::cli {

/// One side's orders and the file they came from (for messages).
struct DayOrders {
  std::string file;
  OrdersFile orders;
};

/// Called after each period with the engine, its state and its dice (auto-battles, C-20).
using PeriodHook = std::function<void(CampaignEngine&, CampaignState&, Dice&)>;

/// Checks every orders file (checkOrdersSeal; one file per side) and the orders themselves
/// (C-5), then runs the day's three periods, calling `afterPeriod` (when set) after each. Sides
/// with no orders hold. On any error prints every error and returns false with `state`
/// untouched; an exception from `afterPeriod` also leaves `state` untouched.
/// C-15: the native side's orders on a day it does not move are checked, then kept in
/// state.heldOrders; on its move day they are carried out before that day's orders.
bool runDayWithOrders(const Scenario& scenario, CampaignState& state,
                      const std::vector<DayOrders>& orders, bool requireSigned,
                      const PeriodHook& afterPeriod = {});

/// The new battles and those still waiting, as lines for the user, after a day.
std::vector<std::string> pendingBattleLines(const Scenario& scenario, const CampaignState& state);

}  // namespace hfg::cli
