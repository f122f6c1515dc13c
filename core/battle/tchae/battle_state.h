// The whole state of one TCHAE battle: table, forces, blinds, deck, turn and log.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/battle/tchae/blind.h"
#include "core/battle/tchae/card.h"
#include "core/battle/tchae/commander.h"
#include "core/battle/tchae/tchae_settings.h"
#include "core/battle/tchae/terrain.h"
#include "core/battle/tchae/unit.h"

namespace hfg::tchae {

/// One line of the battle log, naming the rule that produced it.
struct TurnLogEntry {
  int turn = 0;
  std::string ruleId;
  std::string text;
  std::optional<Belligerent> privateTo;  ///< hidden facts: shown only to this side's view
};

/// How the battle ends (E-111): a turn limit and, optionally, the side-break test of 7.2.
struct EndRules {
  int maxTurns = 20;
  bool sideBreak = true;  ///< 7.2 winner tests at the end of every turn
  std::string scenario;   ///< a scenario whose own conditions judge the end ("kernstown", ES-K5)
};

struct BattleState {
  GameLevel level = GameLevel::Regimental;
  TchaeSettings settings;
  TchaeTerrain terrain;
  std::vector<Unit> units;
  std::vector<Commander> commanders;
  std::vector<Blind> blinds;
  EndRules endRules;
  int turn = 1;
  std::vector<Card> deck;    ///< this turn's shuffled deck
  std::size_t nextCard = 0;  ///< index of the next card to draw
  std::optional<Card> lastCard;
  bool cautiousFlag[2] = {false, false};  ///< E-48 armed for Union, Confederate
  bool ended = false;
  std::optional<Belligerent> winner;
  std::string endReason;
  std::vector<TurnLogEntry> log;

  Unit* unit(const std::string& id);
  const Unit* unit(const std::string& id) const;
  Commander* commander(const std::string& id);
  const Commander* commander(const std::string& id) const;
  Blind* blind(const std::string& id);
  const Blind* blind(const std::string& id) const;
  void note(std::string ruleId, std::string text);
  /// A log line about hidden things, for its owner's eyes only.
  void notePrivate(Belligerent side, std::string ruleId, std::string text);
  /// E-24: is `upper` higher in the chain than `lower` (or the same commander)?
  bool commands(const std::string& upperId, const std::string& lowerId) const;
};

}  // namespace hfg::tchae
