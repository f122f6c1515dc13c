// One day of the campaign from orders files, refusing everything if any order is wrong.
#include "app/cli/campaign_day.h"

#include <algorithm>
#include <iostream>
#include <set>
#include <stdexcept>

#include "app/cli/campaign_files.h"
#include "core/campaign/campaign_engine.h"
#include "core/campaign/interpretations.h"
#include "core/mail/order_seal.h"

namespace hfg::cli {

bool runDayWithOrders(const Scenario& scenario, CampaignState& state,
                      const std::vector<DayOrders>& orders, bool requireSigned,
                      const PeriodHook& afterPeriod) {
  if (state.period != Period::Morning) {
    std::cerr << "the campaign is not at dawn (period " << keyOf(state.period)
              << "); orders are given at dawn (C-5)\n";
    return false;
  }
  bool ok = true;
  std::set<std::string> sides;
  std::vector<SideOrders> sideOrders;
  // C-15 (colonial option): on its move day the native side's held orders of yesterday come
  // first, then today's; on its other days today's orders are checked and held, not run.
  const std::string& native = scenario.settings.colonialSide;
  const bool nativeMoves = !native.empty() && state.day % campaign_rules::kNativeMoveDayModulus ==
                                                  campaign_rules::kNativeMoveDayRemainder;
  if (nativeMoves)
    for (const auto& held : state.heldOrders)
      if (held.side == native && held.day == state.day - 1) sideOrders.push_back(held);
  for (const auto& entry : orders) {
    auto errors = checkOrdersSeal(scenario, state, entry.orders, requireSigned);
    if (!sides.insert(entry.orders.orders.side).second)
      errors.push_back(OrderError{entry.orders.orders.side, "", -1, "C-5",
                                  "a second orders file for this side"});
    printOrderErrors(errors, entry.file);
    ok = ok && errors.empty();
    sideOrders.push_back(entry.orders.orders);
  }
  if (!ok) return false;
  CampaignState next = state;  // the engine works on a copy: nothing is half-applied
  Dice dice(next.rngState);
  try {
    CampaignEngine engine(scenario, next, dice);
    auto errors = afterPeriod ? engine.setOrders(sideOrders) : engine.runDay(sideOrders);
    for (int i = 0; afterPeriod && errors.empty() && i < 3; ++i) {
      engine.runPeriod();
      afterPeriod(engine, next, dice);
    }
    if (!errors.empty()) {
      for (const auto& error : errors) {
        std::string file;
        for (const auto& entry : orders)
          if (entry.orders.orders.side == error.side) file = entry.file;
        printOrderErrors({error}, file);
      }
      return false;
    }
  } catch (const std::invalid_argument& e) {
    std::cerr << "the campaign state does not fit its scenario: " << e.what() << '\n';
    return false;
  }
  next.heldOrders.clear();
  if (!native.empty() && !nativeMoves)
    for (const auto& entry : orders)
      if (entry.orders.orders.side == native) next.heldOrders.push_back(entry.orders.orders);
  state = std::move(next);
  return true;
}

std::vector<std::string> pendingBattleLines(const Scenario& scenario, const CampaignState& state) {
  std::vector<std::string> lines;
  for (const auto& battle : state.pendingBattles) {
    std::string where =
        !battle.node.empty() ? nodeLabel(scenario, battle.node) : "the link " + battle.link;
    const bool resultIn = std::any_of(state.resultsWaiting.begin(), state.resultsWaiting.end(),
                                      [&](const BattleResult& r) { return r.battle == battle.id; });
    lines.push_back(battle.id + " at " + where + " (day " + std::to_string(battle.day) + ", " +
                    battle.attackerSide + " attacking " + battle.defenderSide + ") " +
                    (resultIn ? "goes on: its result is in and is applied when its last period "
                                "has run (C-20)"
                              : "waits for its result: no battle resolver yet; fight it and "
                                "apply the result with `hfg campaign apply-result`"));
  }
  return lines;
}

}  // namespace hfg::cli
