// The behaviour audit: watches the generals' orders and the bounds between them and counts the faults a player would see (issue #18).
#include "core/battle/hfg/ai/behaviour_audit.h"

#include <algorithm>

#include "core/battle/hfg/ai/command_plan.h"
#include "core/battle/hfg/ai/mover_limits.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/moves/move_check.h"
#include "core/rules/shooting_range.h"

namespace hfg::battle {
namespace {

bool fightingElement(const ElementInPlay& e) {
  return e.present() && e.condition != ElementCondition::Routing && !isStaff(e.type());
}

bool touchesEnemy(const Battle& battle, std::size_t i) {
  const auto& els = battle.elements();
  for (auto j : battle.near(els[i].footprint, battle.settings().contactEpsPaces))
    if (els[j].present() && els[j].side != els[i].side) return true;
  return false;
}

bool withinEnemyRange(const Battle& battle, std::size_t i) {
  const auto& els = battle.elements();
  for (auto j : battle.near(els[i].footprint, 1200)) {
    const ElementInPlay& en = els[j];
    if (!fightingElement(en) || en.side == els[i].side) continue;
    const auto range = shootingRangePaces(en.type(), en.grade(), battle.setup().year, {});
    if (range && footprintDistance(en.footprint, els[i].footprint) <= *range) return true;
  }
  return false;
}

bool friendNear(const Battle& battle, std::size_t i, double paces) {
  const auto& els = battle.elements();
  for (auto j : battle.near(els[i].footprint, paces))
    if (j != i && els[j].side == els[i].side && fightingElement(els[j]) &&
        footprintDistance(els[j].footprint, els[i].footprint) <= paces)
      return true;
  return false;
}

}  // namespace

BehaviourCounts& BehaviourCounts::operator+=(const BehaviourCounts& o) {
  elementBounds += o.elementBounds;
  loneAdvances += o.loneAdvances;
  advanceRecoilLoops += o.advanceRecoilLoops;
  smallMovePips += o.smallMovePips;
  mainEffortOutOfContact += o.mainEffortOutOfContact;
  exploitTaken += o.exploitTaken;
  exploitMissed += o.exploitMissed;
  ordersGiven += o.ordersGiven;
  return *this;
}

AuditedGenerals::AuditedGenerals(AiSettings settings) : m_inner(settings) {}

std::optional<MoveOrder> AuditedGenerals::nextOrder(const Battle& battle) {
  judgeLastOrder(battle);
  const bool fresh = battle.boundNumber() != m_bound;
  if (fresh) m_bound = battle.boundNumber();
  auto order = m_inner.nextOrder(battle);
  // The inner generals plan on their first call of the bound: read their plan after it.
  if (fresh) startBound(battle);
  if (!order) {
    endMoves(battle);
    return order;
  }
  ++m_counts.ordersGiven;
  Pending p;
  p.order = *order;
  for (const auto& id : order->elementIds)
    if (auto i = battle.find(id)) {
      p.movers.push_back(*i);
      p.from.push_back(battle.elements()[*i].footprint.frontMid);
    }
  if (!p.movers.empty()) {
    p.commandId = battle.elements()[p.movers.front()].placed.commandId;
    p.pipsBefore = battle.pipsLeftOf(p.commandId);
  }
  m_pending = std::move(p);
  return order;
}

void AuditedGenerals::judgeLastOrder(const Battle& battle) {
  if (!m_pending) return;
  const Pending p = std::move(*m_pending);
  m_pending.reset();
  if (p.movers.empty()) return;
  const auto& els = battle.elements();
  const MoveAction a = p.order.action;
  if (a != MoveAction::Advance && a != MoveAction::Wheel) return;
  double moved = 0;
  bool contact = false;
  for (std::size_t k = 0; k < p.movers.size(); ++k) {
    moved = std::max(moved, distance(els[p.movers[k]].footprint.frontMid, p.from[k]));
    contact = contact || touchesEnemy(battle, p.movers[k]);
  }
  const int paid = p.pipsBefore - battle.pipsLeftOf(p.commandId);
  if (moved < 100 && !contact && paid > 0) m_counts.smallMovePips += paid;
  // A lone advance into enemy range: one fighting element, forward, out of contact.
  if (p.movers.size() != 1 || contact) return;
  const std::size_t i = p.movers.front();
  if (!fightingElement(els[i])) return;
  const Vec2 fwd = forwardOf(battle, els[i].side);
  if (dot(els[i].footprint.frontMid - p.from.front(), fwd) < 50) return;
  if (withinEnemyRange(battle, i) && !friendNear(battle, i, 150)) ++m_counts.loneAdvances;
}

void AuditedGenerals::startBound(const Battle& battle) {
  const int side = battle.movingSide();
  const auto s = static_cast<std::size_t>(side);
  const auto& els = battle.elements();
  const std::size_t n = els.size();
  m_startAt[s].resize(n);
  m_endAt[s].resize(n);
  m_advanced[s].resize(n, 0);
  m_thrownBack[s].assign(n, 0);
  const Vec2 fwd = forwardOf(battle, side);
  for (std::size_t i = 0; i < n; ++i) {
    const ElementInPlay& e = els[i];
    m_startAt[s][i].reset();
    if (e.side != side || !fightingElement(e)) continue;
    ++m_counts.elementBounds;
    m_startAt[s][i] = e.footprint.frontMid;
    // Thrown back since its moves ended last bound.
    if (m_advanced[s][i] && m_endAt[s][i] &&
        dot(e.footprint.frontMid - *m_endAt[s][i], fwd) <= -100)
      m_thrownBack[s][i] = 1;
  }
  // The main effort out of contact after its first contact.
  for (const auto& cp : m_inner.lastPlan().commands) {
    if (cp.role != CommandRole::MainEffort) continue;
    bool inContact = false;
    for (std::size_t i = 0; i < n && !inContact; ++i)
      inContact = els[i].side == side && els[i].placed.commandId == cp.commandId &&
                  fightingElement(els[i]) && touchesEnemy(battle, i);
    bool& met = m_mainEffortMet[s][cp.commandId];
    if (inContact)
      met = true;
    else if (met)
      ++m_counts.mainEffortOutOfContact;
    break;
  }
  // Exploitation chances: a repulsed or routing enemy within a ready element's contact reach.
  m_chances.clear();
  for (std::size_t j = 0; j < n; ++j) {
    const ElementInPlay& en = els[j];
    if (en.side == side || !en.present() || isStaff(en.type()) ||
        en.condition == ElementCondition::Ready)
      continue;
    if (touchesEnemy(battle, j)) continue;  // already in contact: not a chance of the moves
    for (auto i : battle.near(en.footprint, 700)) {
      const ElementInPlay& e = els[i];
      if (e.side != side || e.condition != ElementCondition::Ready || isStaff(e.type()) ||
          ai::armOf(e.type()) == ai::MoverArm::Artillery)
        continue;
      if (footprintDistance(e.footprint, en.footprint) <= contactLimitPaces(e)) {
        m_chances.push_back(j);
        break;
      }
    }
  }
}

void AuditedGenerals::endMoves(const Battle& battle) {
  const int side = battle.movingSide();
  const auto s = static_cast<std::size_t>(side);
  const auto& els = battle.elements();
  const Vec2 fwd = forwardOf(battle, side);
  for (std::size_t i = 0; i < m_startAt[s].size() && i < els.size(); ++i) {
    m_endAt[s][i].reset();
    m_advanced[s][i] = 0;
    if (!m_startAt[s][i] || !els[i].present()) continue;
    m_endAt[s][i] = els[i].footprint.frontMid;
    const bool advanced = dot(els[i].footprint.frontMid - *m_startAt[s][i], fwd) >= 100;
    if (advanced && m_thrownBack[s][i] && !touchesEnemy(battle, i)) ++m_counts.advanceRecoilLoops;
    m_advanced[s][i] = advanced ? 1 : 0;
  }
  for (auto j : m_chances) {
    const bool taken = !els[j].present() || touchesEnemy(battle, j);
    ++(taken ? m_counts.exploitTaken : m_counts.exploitMissed);
  }
  m_chances.clear();
}

std::array<double, 2> startingEe(const Battle& battle) {
  std::array<double, 2> ee{0, 0};
  for (const auto& e : battle.elements())
    if (e.placed.onTable && e.present() && !isStaff(e.type()))
      ee[static_cast<std::size_t>(e.side)] += e.ee;
  return ee;
}

AuditedBattle fightAudited(const BattleSetup& setup, const AiSettings& ai, std::uint64_t seed,
                           std::uint64_t run, const BattleSettings& settings) {
  AuditedBattle out;
  out.fought.battle = std::make_unique<Battle>(setup, settings);
  AuditedGenerals generals(ai);
  Dice dice = Dice::forStream(seed, run);
  SeededDieSource source(dice);
  playBattle(*out.fought.battle, generals, source);
  out.counts = generals.counts();
  out.fought.ordersGiven = out.counts.ordersGiven;
  for (const auto& l : out.fought.battle->logEntries())
    if (l.kind == LogKind::Refused) ++out.fought.refusals;
  return out;
}

}  // namespace hfg::battle
