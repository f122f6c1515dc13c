// M-16 with MB-10 ... MB-12 in the sequence; the help itself is the player's choice.
#include "core/battle/howlin_mobs/generals_at_risk.h"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>

#include "core/battle/howlin_mobs/morale.h"
#include "core/battle/howlin_mobs/unit_rules.h"

namespace hfg::howlin_mobs {

bool generalWith(const HmCommand& c, const Unit& u, const HowlinMobsSettings& s) {
  if (c.independentBattery || c.generalDead) return false;  // MB-18: no General to help
  return battle::distanceBetween(battle::ringOf(u.footprint), c.general) <=
         s.standWithIn * s.pacesPerInch;
}

int SequenceAid::help(const Unit& u, AidFor what, int before) {
  const auto it = std::find_if(m_state.commands.begin(), m_state.commands.end(),
                               [&](const HmCommand& x) { return x.id == u.commandId; });
  if (it == m_state.commands.end() || !generalWith(*it, u, m_state.settings)) return 0;
  HmCommand& c = *it;
  const int h = m_players.of(c.side).generalHelp(viewFor(m_state, c.side), c.id,
                                                 HelpRequest{u.id, what, before});
  if (h < 0 || h > 2) throw std::invalid_argument("M-16: a General adds +1 or +2, or nothing");
  if (h > 0)
    m_state.note("M-16",
                 "General of command " + idText(c.id) + " adds +" + idText(h) +
                     (what == AidFor::Fight ? " to the fight of unit " : " to the test of unit ") +
                     idText(u.id));
  return h;
}

void SequenceAid::risk(const Unit& u, int help, HmDieSource& dice) {
  HmCommand& c = m_state.command(u.commandId);
  if (!generalHit(help, dice, m_state.settings)) return;
  ++c.generalHits;
  m_state.note("MB-11", "General of command " + idText(c.id) + " is hit (" + idText(c.generalHits) +
                            " hits)");
  if (generalKilled(c.generalHits, m_state.settings)) killGeneral(m_state, c);
}

void killGeneral(BattleState& st, HmCommand& c) {
  c.generalDead = true;
  c.staffElementLost = true;
  c.hand.discardAll();
  st.note("MB-12",
          "General of command " + idText(c.id) + " is killed; his command discards its hand");
}

void appointSuccessors(BattleState& st) {
  for (HmCommand& c : st.commands) {
    if (!c.generalDead) continue;
    const Vec2 ac = st.army(c.side).position;
    const Unit* nearest = nullptr;
    double best = std::numeric_limits<double>::max();
    for (const Unit& u : st.units) {
      if (u.commandId != c.id || !u.present()) continue;
      const double d = distance(u.footprint.centre(), ac);
      if (d < best) nearest = &u, best = d;
    }
    if (!nearest) continue;  // nobody left to lead
    c.general = nearest->footprint.centre();
    c.generalHits = st.settings.successorHits;
    c.generalDead = false;  // c.inert is kept: the successor has the dead General's quality
    st.note("MB-12", "a successor takes command " + idText(c.id) + " with " +
                         idText(c.generalHits) + " hit");
  }
}

}  // namespace hfg::howlin_mobs
