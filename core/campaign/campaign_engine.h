// The umpire: runs the campaign period by period over a state, a scenario and the dice (C-4..C-28).
#pragma once

#include <string>
#include <vector>

#include "core/campaign/battle_result.h"
#include "core/campaign/orders.h"
#include "core/campaign/route_planner.h"
#include "core/dice/dice.h"
#include "core/model/campaign_state.h"
#include "core/model/scenario.h"

namespace hfg {

/// C-4: the state at dawn of day 1: forces at their start positions (and day-1
/// reinforcements), with rngState the scenario's seed (C-26).
CampaignState makeInitialState(const Scenario& scenario);

/// C-28: the battles still waiting for their result to be given, in the state's order: not
/// those whose result is in and waits for the battle's last period to run (C-20).
std::vector<const BattleSetup*> battlesAwaitingResult(const CampaignState& state);

/// Runs a campaign. Typical use: at each dawn setOrders() for both sides, then runPeriod()
/// three times; after a period that adds to state.pendingBattles, hand each BattleSetup to a
/// resolver and applyBattleResult() before the next period, so that the battle's forces are
/// freed when its bounds end (a result applied later leaves them held in place until then,
/// C-20). The day's orders live in the engine, not in the state: a save made between periods
/// must keep them too.
/// The scenario, state and dice must outlive the engine; the engine changes
/// only the state and the dice, and keeps the dice's state in state.rngState after each period.
/// C-26: give it `Dice dice(state.rngState)` so that a saved state goes on with the same dice.
class CampaignEngine {
 public:
  CampaignEngine(const Scenario& scenario, CampaignState& state, Dice& dice);

  /// C-5: checks both sides' orders for the day against every rule; returns every error.
  /// Changes nothing.
  std::vector<OrderError> validate(const std::vector<SideOrders>& orders) const;

  /// C-5, C-7: validates all orders of both sides; when there is no error, carries out the
  /// dawn splits and merges and keeps the orders for the day's periods. Nothing is applied
  /// when any order is wrong.
  /// C-15 (colonial option, Interpretation): the native side moves on even days only. On an
  /// odd day its orders are checked and held by the caller, not carried out; on an even day it
  /// gives two SideOrders, yesterday's (held) and today's, in that order, and the engine runs
  /// its six steps in sequence, two in each map period.
  std::vector<OrderError> setOrders(const std::vector<SideOrders>& orders);

  /// Runs the current period (C-4) with the orders set for the day, then advances the clock.
  /// Throws std::invalid_argument, changing nothing, when the state does not fit the scenario
  /// (see checkCampaignState).
  void runPeriod();

  /// setOrders, then the three periods of the day. Returns the order errors (and runs nothing)
  /// when there are any. Must be called at dawn.
  std::vector<OrderError> runDay(const std::vector<SideOrders>& orders);

  /// C-28, C-20, C-21: applies a battle's result. Returns errors (unknown battle, element not in
  /// it, bad rout, a result already given) and changes nothing when there are any.
  /// C-20 timing: the fighting fills ceil(boundsFought / 12) periods from the battle's start.
  /// A result given before the last of them has run is kept in state.resultsWaiting (the forces
  /// stay held) and applied at the start of the period after it; one given on time or late is
  /// applied at once, the rout or retreat happening in the next period to be run (a late
  /// result's forces were held meanwhile: those periods count as rest, C-14).
  std::vector<std::string> applyBattleResult(const BattleResult& result);

  /// C-8: the steps a goal gives `force` from period `from` to the end of the day, planned with
  /// today's limits and the weather as it is now.
  std::vector<Step> planGoal(const Force& force, const ForceOrder& order, Period from) const;

  const RoutePlanner& planner() const { return m_planner; }

 private:
  struct PeriodAction;
  Step stepFor(const Force& force, Period period, int nativeDay) const;
  const ForceOrder* orderOf(const std::string& forceId, int nativeDay = 1) const;
  bool isNative(const std::string& side) const;
  bool nativeMovesToday() const;
  const SideOrders* ordersOf(const std::string& side) const;
  void log(CampaignEvent event);
  void dawn();
  void weatherAtStart();
  void weatherAtEnd();
  void returnOffTableElements();
  void railArrivals();
  void battlesGoOn();
  /// C-20: applies the waiting results whose battle's last period has run.
  void applyWaitingResults();
  /// C-20, C-21: frees the battle's forces, applies losses and the rout, retreat or resumption.
  void resolveBattle(const BattleSetup& setup, const BattleResult& result);
  /// C-20: the periodIndexOf() of the last period the result's fighting fills: 12 bounds a side
  /// make one period, so ceil(boundsFought / 12) periods from the battle's start.
  static int lastFoughtPeriod(const BattleSetup& setup, const BattleResult& result);
  /// A periodIndexOf() as log text: "day 2 afternoon".
  static std::string periodText(int periodIndex);
  void recordPositions();
  /// One pass of movement. nativeStep: the native side's step this pass (0..5 over its two
  /// days, C-15) or −1 when it does not move; nativeOnly: only the native side acts.
  void executePeriod(int nativeStep, bool nativeOnly);
  std::string nodeName(const std::string& nodeId) const;
  std::string defenderByDice(const std::string& sideA, const std::string& sideB,
                             std::vector<int>& dice);

  const Scenario& m_scenario;
  CampaignState& m_state;
  Dice& m_dice;
  RoutePlanner m_planner;
  std::vector<SideOrders> m_orders;
};

}  // namespace hfg
