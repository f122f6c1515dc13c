// Generals at risk in the battle sequence (M-16, M-17, MB-10 ... MB-12): the side's player decides
// a General's help for a unit he is with; his risk die may wound him; the third hit kills him,
// his command discards its hand, and at the end of the phase a successor takes his place.
#pragma once

#include "core/battle/howlin_mobs/battle_state.h"
#include "core/battle/howlin_mobs/general_aid.h"
#include "core/battle/howlin_mobs/hm_player.h"

namespace hfg::howlin_mobs {

/// The sequence's answer to the rules' GeneralAid: asks the unit's side for the help when its
/// General is with the unit, throws MB-11's die after, and applies hits and death (MB-12).
class SequenceAid final : public GeneralAid {
 public:
  SequenceAid(BattleState& state, const Players& players) : m_state(state), m_players(players) {}
  int help(const Unit& u, AidFor what, int before) override;
  void risk(const Unit& u, int help, HmDieSource& dice) override;

 private:
  BattleState& m_state;
  const Players& m_players;
};

/// MB-10: the General of `command` is with `u` (within stand_with_in of its footprint).
bool generalWith(const HmCommand& command, const Unit& u, const HowlinMobsSettings& s);

/// MB-12: the General is killed: his stand goes, his command's hand is discarded.
void killGeneral(BattleState& state, HmCommand& command);

/// MB-12, end of phase: each dead General's successor stands with the unit of his command
/// nearest its Army Commander, with successor_hits and the dead General's quality.
void appointSuccessors(BattleState& state);

}  // namespace hfg::howlin_mobs
