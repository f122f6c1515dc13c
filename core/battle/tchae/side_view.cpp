// Building a side's view and writing it out as text.
#include "core/battle/tchae/side_view.h"

#include <algorithm>
#include <sstream>

namespace hfg::tchae {

BattleState sideView(const BattleState& state, Belligerent side) {
  BattleState v;
  v.level = state.level;
  v.settings = state.settings;
  v.terrain = state.terrain;
  v.endRules = state.endRules;
  v.turn = state.turn;
  v.lastCard = state.lastCard;
  v.ended = state.ended;
  v.winner = state.winner;
  v.endReason = state.endReason;
  v.cautiousFlag[static_cast<int>(side)] = state.cautiousFlag[static_cast<int>(side)];
  for (const Unit& u : state.units)
    if (u.side == side || (u.onTable && !u.eliminated && !u.offTable)) v.units.push_back(u);
  for (Unit& u : v.units)
    if (u.side != side) {
      u.reservedFire = false;
      u.waitingRallyTurn = -1;
    }
  for (const Commander& c : state.commanders) {
    if (c.side == side) {
      v.commanders.push_back(c);
      continue;
    }
    if (!c.onTable || c.horsDeCombat) continue;
    Commander seen = c;
    seen.order = Order::Hold;  // enemy orders are never seen (CG-1)
    seen.objective = {};
    seen.pendingOrder.reset();
    seen.superiorId.clear();
    v.commanders.push_back(seen);
  }
  for (const Blind& b : state.blinds) {
    if (b.side == side) {
      v.blinds.push_back(b);
      continue;
    }
    if (!b.present(state.turn)) continue;
    Blind seen;
    seen.id = b.id;
    seen.side = b.side;
    seen.column = b.column;
    seen.frontMidIn = b.frontMidIn;
    seen.headingDeg = b.headingDeg;
    seen.arrivalTurn = b.arrivalTurn;
    // EB-57: a big formation makes a bigger blind; the other side sees that size only (as
    // placeholders that give the same footprint), never the ids, the formation or a dummy flag.
    const bool standard = b.unitIds.size() <= 4 && state.level == GameLevel::Regimental;
    const std::size_t shown = standard ? 0 : b.unitIds.size();
    seen.unitIds.assign(state.level == GameLevel::Corps && b.unitIds.size() <= 4 ? 0 : shown,
                        std::string());
    v.blinds.push_back(seen);
  }
  for (const TurnLogEntry& e : state.log)
    if (!e.privateTo || *e.privateTo == side) v.log.push_back(e);
  return v;
}

std::string describeView(const BattleState& view, Belligerent side) {
  std::ostringstream out;
  out << "view of " << keyOf(side) << ", turn " << view.turn << "\n";
  for (const Unit& u : view.units)
    out << "unit " << u.id << " " << keyOf(u.side) << " " << keyOf(u.arm) << " at "
        << u.frontMidIn.x << "," << u.frontMidIn.y << " " << keyOf(u.status)
        << (u.onTable ? "" : " hidden") << "\n";
  for (const Commander& c : view.commanders)
    out << "commander " << c.id << " " << keyOf(c.side) << " " << keyOf(c.order) << "\n";
  for (const Blind& b : view.blinds) {
    out << "blind " << b.id << " " << keyOf(b.side) << (b.column ? " column" : " deployed")
        << " at " << b.frontMidIn.x << "," << b.frontMidIn.y;
    if (b.side == side) {
      out << (b.dummy ? " dummy" : "") << " of " << b.commanderId << ":";
      for (const std::string& id : b.unitIds) out << " " << id;
    }
    out << "\n";
  }
  for (const TurnLogEntry& e : view.log)
    out << "log " << e.turn << " " << e.ruleId << " " << e.text << "\n";
  return out.str();
}

}  // namespace hfg::tchae
