// T-11 bookkeeping over a battle.
#include "core/battle/hfg/bound/loss_ledger.h"

#include <stdexcept>

#include "core/battle/hfg/bound/losses.h"

namespace hfg::battle {

void LossLedger::addCommand(const std::string& commandId, const std::string& sideId,
                            double originalEe) {
  if (m_commands.count(commandId))
    throw std::invalid_argument("LossLedger: command '" + commandId + "' added twice");
  if (!(originalEe > 0))
    throw std::invalid_argument("LossLedger: command '" + commandId +
                                "' needs a positive original EE");
  m_commands[commandId] = CommandLosses{sideId, originalEe, 0, false, false, false};
}

void LossLedger::addToCommand(const std::string& commandId, double ee) {
  if (ee > 0) command(commandId).originalEe += ee;
}

LossLedger::CommandLosses& LossLedger::command(const std::string& commandId) {
  const auto it = m_commands.find(commandId);
  if (it == m_commands.end())
    throw std::invalid_argument("LossLedger: no command '" + commandId + "'");
  return it->second;
}

void LossLedger::beginBound() {
  m_sideLostAtBoundStart.clear();
  for (const auto& [id, c] : m_commands) m_sideLostAtBoundStart[c.sideId] += c.lostEe;
}

void LossLedger::recordLoss(const std::string& commandId, double ee) {
  command(commandId).lostEe += ee;
}

void LossLedger::recordRally(const std::string& commandId, double ee) {
  CommandLosses& c = command(commandId);
  c.lostEe = c.lostEe > ee ? c.lostEe - ee : 0;
}

void LossLedger::markAllOriginalLostOrSpent(const std::string& commandId) {
  command(commandId).allOriginalGone = true;
}

void LossLedger::exemptFromDefeat(const std::string& commandId) {
  command(commandId).neverDefeated = true;
}

LossLedger::EndOfBound LossLedger::endBound() {
  EndOfBound out;
  for (auto& [id, c] : m_commands) {
    if (c.defeated || c.neverDefeated) continue;
    if (commandDefeated(c.lostEe, c.originalEe, c.allOriginalGone)) {
      c.defeated = true;
      out.newlyDefeatedCommands.push_back(id);
    }
  }
  std::map<std::string, double> lost, original;
  for (const auto& [id, c] : m_commands) {
    lost[c.sideId] += c.lostEe;
    original[c.sideId] += c.originalEe;
  }
  for (const auto& [side, total] : lost) {
    const double thisBound = total - m_sideLostAtBoundStart[side];
    double enemyThisBound = 0;
    for (const auto& [other, otherTotal] : lost)
      if (other != side) enemyThisBound = otherTotal - m_sideLostAtBoundStart[other];
    if (armyLoses(total, original[side], thisBound, enemyThisBound)) out.losingSide = side;
  }
  return out;
}

bool LossLedger::defeated(const std::string& commandId) const {
  const auto it = m_commands.find(commandId);
  return it != m_commands.end() && it->second.defeated;
}

double LossLedger::lostEe(const std::string& sideId) const {
  double total = 0;
  for (const auto& [id, c] : m_commands)
    if (c.sideId == sideId) total += c.lostEe;
  return total;
}

double LossLedger::originalEe(const std::string& sideId) const {
  double total = 0;
  for (const auto& [id, c] : m_commands)
    if (c.sideId == sideId) total += c.originalEe;
  return total;
}

}  // namespace hfg::battle
