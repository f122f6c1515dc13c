// Lookups of the battle state and the view of one side without the other's hands.
#include "core/battle/howlin_mobs/battle_state.h"

#include <sstream>
#include <stdexcept>

namespace hfg::howlin_mobs {

Unit& BattleState::unit(int id) {
  for (Unit& u : units)
    if (u.id == id) return u;
  throw std::invalid_argument("no unit " + std::to_string(id));
}

HmCommand& BattleState::command(int id) {
  for (HmCommand& c : commands)
    if (c.id == id) return c;
  throw std::invalid_argument("no command " + std::to_string(id));
}

ArmyCommander& BattleState::army(HmSide side) {
  for (ArmyCommander& a : armies)
    if (a.side == side) return a;
  throw std::invalid_argument("M-3: no Army Commander for " + std::string(sideName(side)));
}

std::string_view sideName(HmSide side) { return side == HmSide::Union ? "Union" : "Confederate"; }

HmSide otherSide(HmSide side) {
  return side == HmSide::Union ? HmSide::Confederate : HmSide::Union;
}

HmSideView viewFor(const BattleState& state, HmSide side) {
  HmSideView v;
  v.side = side;
  v.attacker = state.attacker;
  v.phase = state.phase;
  v.round = state.round;
  v.lastPhase = state.lastPhase;
  v.tableSizePaces = state.tableSizePaces;
  for (const ArmyCommander& a : state.armies)
    if (a.side == side) {
      v.armyCommander = a.position;
      v.courierReady = a.courier.ready();
    }
  v.units = state.units;
  for (const HmCommand& c : state.commands) {
    HmSideView::CommandView cv;
    cv.id = c.id;
    cv.side = c.side;
    cv.general = c.general;
    cv.cardsHeld = static_cast<int>(c.hand.cards().size());
    cv.independentBattery = c.independentBattery;
    if (c.side == side) {
      cv.generalHits = c.generalHits;
      cv.hand = c.hand.cards();
      cv.order = c.order;
    }
    v.commands.push_back(cv);
  }
  return v;
}

std::string toText(const HmSideView& view) {
  std::ostringstream out;
  out << "view " << sideName(view.side) << " phase " << view.phase << " round " << view.round
      << "\n";
  for (const Unit& u : view.units) {
    const Vec2 c = u.footprint.centre();
    out << "unit " << u.id << ' ' << sideName(u.side) << " command " << u.commandId << " at " << c.x
        << ',' << c.y << " heading " << u.footprint.headingDeg << " hits " << u.damage.hits
        << " casualties " << u.damage.casualties << (u.destroyed() ? " destroyed" : "")
        << (u.routing ? " routing" : "") << (u.onGround ? " on-ground" : "") << "\n";
  }
  for (const HmSideView::CommandView& c : view.commands) {
    out << "command " << c.id << ' ' << sideName(c.side) << " general " << c.general.x << ','
        << c.general.y << " cards " << c.cardsHeld;
    for (Card card : c.hand) out << " [" << cardName(card) << ']';
    if (c.order) out << " order " << orderName(c.order->kind);
    out << "\n";
  }
  return out.str();
}

}  // namespace hfg::howlin_mobs
