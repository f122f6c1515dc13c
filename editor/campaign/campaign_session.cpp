// A campaign being played in the editor: the hot seat around the engine's setOrders/runPeriod.
#include "editor/campaign/campaign_session.h"

#include <algorithm>
#include <utility>

#include "core/crypto/digest.h"

namespace hfg {

std::string_view periodName(Period period) {
  switch (period) {
    case Period::Morning: return "Morning";
    case Period::Afternoon: return "Afternoon";
    case Period::Night: return "Night";
  }
  return "?";
}

CampaignSession::CampaignSession(Scenario scenario)
    : CampaignSession(scenario, makeInitialState(scenario)) {}

CampaignSession::CampaignSession(Scenario scenario, CampaignState state)
    : m_scenario(std::move(scenario)), m_state(std::move(state)), m_dice(m_state.rngState) {
  // C-26: the dice go on from the state's generator, so a saved state replays the same.
  m_engine = std::make_unique<CampaignEngine>(m_scenario, m_state, m_dice);
  resetOrders();
  if (!battlesAwaitingResult(m_state).empty()) m_phase = SeatPhase::Battles;
}

std::vector<std::string> CampaignSession::sides() const {
  std::vector<std::string> out;
  for (const ScenarioSide& side : m_scenario.sides) out.push_back(side.orbat.id);
  return out;
}

std::string CampaignSession::sideName(const std::string& side) const {
  for (const ScenarioSide& s : m_scenario.sides)
    if (s.orbat.id == side) return s.orbat.name.empty() ? side : s.orbat.name;
  return side;
}

std::size_t CampaignSession::seatIndex() const {
  for (std::size_t i = 0; i < m_orders.size(); ++i)
    if (m_orders[i].side == m_seat) return i;
  return 0;
}

void CampaignSession::resetOrders() {
  m_orders.clear();
  for (const std::string& side : sides()) {
    SideOrders orders;
    orders.side = side;
    orders.day = m_state.day;
    m_orders.push_back(std::move(orders));
  }
  m_seat = m_orders.empty() ? std::string() : m_orders.front().side;
  m_phase = m_state.day > m_scenario.settings.lastDay ? SeatPhase::Finished : SeatPhase::HandOver;
}

void CampaignSession::reveal() {
  if (m_phase == SeatPhase::HandOver) m_phase = SeatPhase::Orders;
}

void CampaignSession::setOrder(ForceOrder order) {
  if (m_phase != SeatPhase::Orders) return;
  auto& forces = m_orders[seatIndex()].forces;
  auto it = std::find_if(forces.begin(), forces.end(),
                         [&](const ForceOrder& o) { return o.force == order.force; });
  if (it != forces.end())
    *it = std::move(order);
  else
    forces.push_back(std::move(order));
}

void CampaignSession::removeOrder(const std::string& force) {
  if (m_phase != SeatPhase::Orders) return;
  auto& forces = m_orders[seatIndex()].forces;
  std::erase_if(forces, [&](const ForceOrder& o) { return o.force == force; });
}

void CampaignSession::addMerge(MergeOrder merge) {
  if (m_phase != SeatPhase::Orders) return;
  m_orders[seatIndex()].merges.push_back(std::move(merge));
}

void CampaignSession::removeMerge(std::size_t index) {
  auto& merges = m_orders[seatIndex()].merges;
  if (m_phase == SeatPhase::Orders && index < merges.size())
    merges.erase(merges.begin() + static_cast<std::ptrdiff_t>(index));
}

void CampaignSession::addSplit(SplitOrder split) {
  if (m_phase != SeatPhase::Orders) return;
  m_orders[seatIndex()].splits.push_back(std::move(split));
}

void CampaignSession::removeSplit(std::size_t index) {
  auto& splits = m_orders[seatIndex()].splits;
  if (m_phase == SeatPhase::Orders && index < splits.size())
    splits.erase(splits.begin() + static_cast<std::ptrdiff_t>(index));
}

std::vector<std::string> CampaignSession::check(const SideOrders& orders) const {
  std::vector<std::string> out;
  for (const OrderError& error : m_engine->validate({orders})) out.push_back(describe(error));
  return out;
}

bool CampaignSession::replaceOrders(SideOrders orders) {
  if (m_phase != SeatPhase::Orders && m_phase != SeatPhase::HandOver) return false;
  for (SideOrders& mine : m_orders)
    if (mine.side == orders.side) {
      orders.day = m_state.day;
      mine = std::move(orders);
      return true;
    }
  return false;
}

const SideOrders* CampaignSession::ordersOf(const std::string& side) const {
  for (const SideOrders& o : m_orders)
    if (o.side == side) return &o;
  return nullptr;
}

void CampaignSession::ensureMailKey() {
  if (m_state.campaignKey.empty()) m_state.campaignKey = randomSecretHex();
}

std::vector<Step> CampaignSession::plan(const ForceOrder& order) const {
  const Force* force = m_state.findForce(order.force);
  if (force == nullptr || force->side != m_seat) return {};  // never plan the enemy's moves
  if (!order.steps.empty()) return order.steps;
  return m_engine->planGoal(*force, order, m_state.period);
}

std::vector<std::string> CampaignSession::confirm() {
  std::vector<std::string> out;
  if (m_phase != SeatPhase::Orders) return out;
  for (const OrderError& error : m_engine->validate({m_orders[seatIndex()]}))
    out.push_back(describe(error));
  if (!out.empty()) return out;
  const std::size_t next = seatIndex() + 1;
  if (next < m_orders.size()) {
    m_seat = m_orders[next].side;
    m_phase = SeatPhase::HandOver;
    return out;
  }
  // C-5: both sides' orders together; the engine checks them again as a whole.
  for (const OrderError& error : m_engine->setOrders(m_orders)) out.push_back(describe(error));
  if (!out.empty()) return out;
  m_dayRunning = true;
  m_runningDay = m_state.day;
  runOn();
  return out;
}

void CampaignSession::runOn() {
  while (m_dayRunning) {
    m_engine->runPeriod();
    if (m_state.day != m_runningDay) m_dayRunning = false;
    if (!battlesAwaitingResult(m_state).empty()) {  // not those whose result waits (C-20)
      m_phase = SeatPhase::Battles;
      return;
    }
  }
  resetOrders();
}

std::vector<std::string> CampaignSession::applyResult(const BattleResult& result) {
  std::vector<std::string> errors = m_engine->applyBattleResult(result);
  if (!errors.empty() || !battlesAwaitingResult(m_state).empty()) return errors;
  if (m_dayRunning)
    runOn();
  else
    resetOrders();
  return errors;
}

}  // namespace hfg
