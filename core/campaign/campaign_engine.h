// The umpire: runs the campaign period by period over a state, a scenario and the dice (C-4..C-28).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/campaign/battle_result.h"
#include "core/model/orders.h"
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
std::vector<const BattleMeeting*> battlesAwaitingResult(const CampaignState& state);

/// Runs a campaign. Typical use: at each dawn setOrders() for both sides, then runPeriod()
/// three times; after a period that adds to state.pendingBattles, hand each BattleMeeting to a
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
  struct PassContext;  ///< a pass's movers and movement result (period_action.h)
  Step stepFor(const Force& force, Period period, int nativeDay) const;
  const ForceOrder* orderOf(const std::string& forceId, int nativeDay = 1) const;
  /// Keeps the day's orders, with the index orderOf looks forces up in.
  void keepOrders(std::vector<SideOrders> orders);
  bool isNative(const std::string& side) const;
  bool nativeMovesToday() const;
  const SideOrders* ordersOf(const std::string& side) const;
  void log(CampaignEvent event);
  void dawn();
  void weatherAtStart();
  void weatherAtEnd();
  void returnOffTableElements();
  void railArrivals();
  /// C-25 Interpretation: an element off the train joins its force when the force stands at
  /// the station; otherwise it waits there as a detachment of its own.
  void detrainElement(const std::string& elementId, const std::string& station,
                      const std::string& side);
  /// C-25 Interpretation: a force stays at its station until its last element has detrained:
  /// a march, sailing, embarking or entraining step is held meanwhile.
  void awaitRailElements(PeriodAction& plan, const Force& force);
  /// C-24 Interpretation: troops aboard a fleet that is gone, has no ship left or no longer
  /// has room for them (ships lost in battle) go ashore where it is.
  void putAshoreFromLostFleets();
  /// C-24: troops aboard `fleet` go where it went (a rout or a night retreat by water).
  void carryWithFleet(const Force& fleet);
  void battlesGoOn();
  /// C-20: applies the waiting results whose battle's last period has run.
  void applyWaitingResults();
  /// C-20, C-21: frees the battle's forces, applies losses and the rout, retreat or resumption.
  void resolveBattle(const BattleMeeting& setup, const BattleResult& result);
  /// C-20: the periodIndexOf() of the last period the result's fighting fills: 12 bounds a side
  /// make one period, so ceil(boundsFought / 12) periods from the battle's start.
  static int lastFoughtPeriod(const BattleMeeting& setup, const BattleResult& result);
  /// A periodIndexOf() as log text: "day 2 afternoon".
  static std::string periodText(int periodIndex);
  void recordPositions();
  /// One pass of movement. nativeStep: the native side's step this pass (0..5 over its two
  /// days, C-15) or −1 when it does not move; nativeOnly: only the native side acts.
  void executePeriod(int nativeStep, bool nativeOnly);
  /// C-13 use of a stage in this pass: (side, link) → (commands, elements).
  using StageUse = std::map<std::pair<std::string, int>, std::pair<int, int>>;
  /// C-13: the forces in the order their sides listed them, then the rest.
  std::vector<std::string> marchOrder() const;
  /// C-8, C-10..C-13, C-23: what `force` sets out to do in this pass.
  PeriodAction planAction(Force& force, int nativeStep, bool nativeOnly,
                          const std::vector<char>& road, const std::vector<char>& water,
                          StageUse& stageUse);
  /// C-14, C-21: turns an active step into rest when the force must rest now.
  void mustRestNow(PeriodAction& plan, const Force& force);
  /// C-10..C-12: the legs of a march step within the force's allowance.
  void planMarch(PeriodAction& plan, const Force& force, const std::vector<char>& road);
  /// C-20: cuts the legs before a battle already on the map that the force may not join: one
  /// that began more than 1 stage along its march, or whose day has ended with no result.
  void haltShortOfBattles(PeriodAction& plan, const Force& force);
  /// C-20: does a battle still take arrivals in the current period (its day's daylight)?
  bool battleTakesArrivals(const BattleMeeting& battle) const;
  /// C-13: cuts the legs where a stage is full; the force waits at that stage's start node.
  void admitToStages(PeriodAction& plan, const Force& force, StageUse& stageUse);
  /// C-16, C-18: every force on the map as a mover, standing ones too.
  void moversFor(const std::vector<PeriodAction>& plans, const std::vector<char>& road,
                 PassContext& pass) const;
  /// Applies one force's movement and its step's work, embarkation or entrainment (C-14 too).
  void applyAction(const PeriodAction& plan, const PassContext& pass, std::size_t i);
  /// C-27: does a force end this pass heading to its end link's `to` node?
  bool headingToLinkEnd(const PeriodAction& plan, const Location& start, const PassContext& pass,
                        std::size_t i) const;
  /// C-27: "at N" or "on the road from A to B" (B the way it is heading).
  std::string whereText(const Location& location) const;
  /// C-27: the nodes a march passed, never empty for a march that moved.
  std::string pathText(const Location& start, const std::vector<int>& nodesPassed,
                       const Location& end) const;
  /// C-24: one period of embarking or landing, stopped by surf away from a friendly port.
  void embarkOrLand(Force& force, const Step& step, const std::string& key);
  /// C-23, C-24: the naval movement die of `fleet` for this period, thrown when first needed
  /// (by its sailing, or by the surf check of troops landing from or boarding it).
  int navalDie(const std::string& fleet);
  /// C-24: forces aboard a fleet go where it sailed, unless landing or boarding this period.
  void carryAboard(const std::vector<PeriodAction>& plans);
  /// C-22: one period of work; finishes the work when its periods are done.
  void workOn(Force& force, const Step& step, const std::string& key);
  /// C-25: despatches the force by rail.
  void entrain(Force& force, const Step& step);
  /// C-16..C-20, C-28: a meeting opens a battle (or joins one) and records its arrivals.
  void applyMeeting(const PassContext& pass, std::size_t meeting);
  /// C-16, C-17, C-28: the battle set-up of a new meeting, with its defender and forces.
  BattleMeeting& openBattle(const PassContext& pass, std::size_t meeting);
  /// C-21: spent elements reappear before the force's next battle.
  void reviveSpent(const Force& force);
  /// A log event of this period with no link or position.
  void logNow(std::string rule, std::string kind, std::vector<std::string> forces, std::string node,
              std::vector<int> dice, std::string text, std::string side);
  /// C-27: where a meeting or battle is, in words.
  std::string placeText(const std::string& node, const std::string& link) const;
  /// C-21: the rout or night retreat of one side's forces from a battle.
  void retreatFrom(const BattleMeeting& setup, const std::vector<std::string>& forceIds,
                   const std::vector<std::string>& routRoute, const std::string& side, int stages,
                   const std::string& rule, const std::string& what);
  /// C-21 Interpretation: the nodes of a retreat with no route given, covering `stages`.
  std::vector<std::string> retreatPath(const BattleMeeting& setup, const Force& force,
                                       const std::string& side, int stages) const;
  /// Where a retreat along `path` ends after `stages` along the links (C-20, C-21).
  struct RetreatEnd {
    std::vector<std::string> nodes;  ///< nodes reached, in order
    Location location;               ///< the end: a node, or part way along a link
    std::string cameFrom;            ///< the last node left
    double stages = 0;               ///< stages covered
  };
  RetreatEnd walkRetreat(const BattleMeeting& setup, const std::vector<std::string>& path,
                         int stages, const std::vector<char>& open) const;
  std::vector<char> retreatLinks(const Force& force) const;
  /// Stages from a link battle's place to one end of its link.
  double stagesToLinkEnd(const BattleMeeting& setup, const std::string& end) const;
  /// C-20, C-21: what is wrong with a retreat route typed by hand, measured in stages.
  std::optional<std::string> retreatRouteProblem(const BattleMeeting& setup,
                                                 const std::vector<std::string>& route,
                                                 int stages) const;
  /// C-20: the battle resumes next morning with everyone still on the field.
  void resumeBattle(const BattleMeeting& setup, const std::vector<std::string>& forceIds,
                    int periods);
  /// C-21: losses; frees the battle's forces and removes those destroyed.
  void applyLosses(const BattleMeeting& setup, const BattleResult& result, int lastFought,
                   bool late);
  std::string nodeName(const std::string& nodeId) const;
  std::string defenderByDice(const std::string& sideA, const std::string& sideB,
                             std::vector<int>& dice);

  const Scenario& m_scenario;
  CampaignState& m_state;
  Dice& m_dice;
  RoutePlanner m_planner;
  std::vector<SideOrders> m_orders;
  /// Per entry of m_orders: force id → index of its first order there (orderOf is asked for
  /// every force several times a period; a scan of the orders was forces²).
  std::vector<std::unordered_map<std::string, std::size_t>> m_orderIndex;
  std::map<std::string, int> m_navalDice;  ///< C-23: this pass's naval die of each fleet
};

}  // namespace hfg
