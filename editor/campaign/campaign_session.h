// A campaign being played in the editor: state, dice, engine, each side's orders and the hot seat.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/campaign/battle_result.h"
#include "core/campaign/campaign_engine.h"
#include "core/campaign/side_view.h"
#include "core/dice/dice.h"
#include "core/model/campaign_state.h"
#include "core/model/scenario.h"

namespace hfg {

/// Where the hot seat is: covered for a hand-over, a side writing orders, or battles to settle.
enum class SeatPhase { HandOver, Orders, Battles, Finished };

/// Holds the campaign and asks the engine for every decision; the editor only shows and asks.
/// Hot seat (C-5, C-6): each side in turn writes its orders behind a hand-over screen; when both
/// have confirmed, the day is run period by period, pausing when a battle waits for its result.
class CampaignSession {
 public:
  /// C-4: a new campaign from `scenario` (makeInitialState).
  explicit CampaignSession(Scenario scenario);
  /// Goes on from a saved state (loaded by core/io).
  CampaignSession(Scenario scenario, CampaignState state);
  CampaignSession(const CampaignSession&) = delete;
  CampaignSession& operator=(const CampaignSession&) = delete;

  const Scenario& scenario() const { return m_scenario; }
  const CampaignState& state() const { return m_state; }
  const CampaignEngine& engine() const { return *m_engine; }

  /// Side ids in scenario order.
  std::vector<std::string> sides() const;
  std::string sideName(const std::string& side) const;
  SeatPhase phase() const { return m_phase; }
  /// The side on screen (or about to be, behind the hand-over cover).
  const std::string& seatSide() const { return m_seat; }
  /// The player clicked the hand-over screen: the side's screen is shown.
  void reveal();

  /// C-6: what the seated side may see. Everything a side's screen draws comes from this.
  SideView view() const { return buildSideView(m_scenario, m_state, m_seat); }

  /// The seated side's orders for today, editable until it confirms.
  const SideOrders& orders() const { return m_orders.at(seatIndex()); }
  /// Sets (replacing) the order of one own force of the seated side.
  void setOrder(ForceOrder order);
  void removeOrder(const std::string& force);
  /// C-7: `force` joins `into` at dawn.
  void addMerge(MergeOrder merge);
  void removeMerge(std::size_t index);
  /// C-7: part of a force splits off at dawn (before merges and marches).
  void addSplit(SplitOrder split);
  void removeSplit(std::size_t index);
  /// The engine's objections to `orders` (C-5 validation) in plain words; changes nothing.
  std::vector<std::string> check(const SideOrders& orders) const;
  /// Play by email: replaces `orders.side`'s orders for today (an imported orders file) while
  /// orders are being written (hand-over or orders phase). False when it is not that time or
  /// the side is unknown.
  bool replaceOrders(SideOrders orders);
  /// The orders of any side (for play by email), or null.
  const SideOrders* ordersOf(const std::string& side) const;
  /// Play by email signs with tokens keyed by the campaign key: makes a random one if missing.
  void ensureMailKey();
  /// C-8: the steps the engine plans for an order, from the current period to nightfall.
  std::vector<Step> plan(const ForceOrder& order) const;

  /// C-5: checks the seated side's orders; when they are good, the seat passes to the other side
  /// (behind the hand-over), or, after the last side, the day runs. Returns the engine's errors
  /// in plain words (nothing changes when there are any).
  std::vector<std::string> confirm();

  /// C-28: applies a result typed in or resolved; when no battle waits any more the day goes on.
  std::vector<std::string> applyResult(const BattleResult& result);

  /// A saved state must be at a dawn with no orders half-run: the engine keeps the day's orders,
  /// not the state (see CampaignEngine).
  bool canSave() const { return !m_dayRunning; }

  /// Messages about the last day run (order errors the engine raised when running it).
  const std::vector<std::string>& messages() const { return m_messages; }

 private:
  std::size_t seatIndex() const;
  void resetOrders();
  /// Runs the periods left today, stopping after one that leaves battles pending.
  void runOn();

  Scenario m_scenario;
  CampaignState m_state;
  Dice m_dice;
  std::unique_ptr<CampaignEngine> m_engine;
  std::vector<SideOrders> m_orders;
  std::string m_seat;
  SeatPhase m_phase = SeatPhase::HandOver;
  bool m_dayRunning = false;  ///< orders set, periods still to run today
  int m_runningDay = 0;
  std::vector<std::string> m_messages;
};

std::string_view periodName(Period period);

}  // namespace hfg
