// Keeps each command's lost element equivalents bound by bound and applies T-11 at the end of each bound (B-51, B-52).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hfg::battle {

class LossLedger {
 public:
  /// Registers a command with its original EE (T-11). Throws std::invalid_argument for a
  /// duplicate id or a non-positive EE.
  void addCommand(const std::string& commandId, const std::string& sideId, double originalEe);
  /// A detachment joins the command during the battle (C-20): its EE adds to the original EE.
  void addToCommand(const std::string& commandId, double ee);

  /// Marks the start of a bound: losses are compared per bound (B-51).
  void beginBound();
  /// An element of the command became lost (destroyed, routing on the table, gone off the table).
  void recordLoss(const std::string& commandId, double ee);
  /// A routing element was rallied: it no longer counts as lost (T-11).
  void recordRally(const std::string& commandId, double ee);
  /// Every original element of the command is now lost or spent (B-52).
  void markAllOriginalLostOrSpent(const std::string& commandId);
  /// T-11 "A command (not a naval contingent) is defeated": the command is never defeated; its
  /// losses still count towards its army's (B-51).
  void exemptFromDefeat(const std::string& commandId);
  bool hasCommand(const std::string& commandId) const { return m_commands.count(commandId) > 0; }

  struct EndOfBound {
    std::vector<std::string> newlyDefeatedCommands;
    std::optional<std::string> losingSide;  ///< B-51: the army that loses, if any
  };
  /// T-11 at the end of a bound: new defeated commands (permanent, B-52) and the losing army.
  EndOfBound endBound();

  bool defeated(const std::string& commandId) const;
  double lostEe(const std::string& sideId) const;
  double originalEe(const std::string& sideId) const;

 private:
  struct CommandLosses {
    std::string sideId;
    double originalEe = 0;
    double lostEe = 0;
    bool allOriginalGone = false;
    bool defeated = false;
    bool neverDefeated = false;  ///< a naval contingent (T-11)
  };
  CommandLosses& command(const std::string& commandId);

  std::map<std::string, CommandLosses> m_commands;
  std::map<std::string, double> m_sideLostAtBoundStart;
};

}  // namespace hfg::battle
