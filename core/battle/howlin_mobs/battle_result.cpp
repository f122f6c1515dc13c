// MB-45 and MT-14 / MT-15 read from the finished battle state.
#include "core/battle/howlin_mobs/battle_result.h"

#include <stdexcept>

#include "core/battle/howlin_mobs/break_check.h"

namespace hfg::howlin_mobs {
namespace {

HmUnitFate fateOf(const Unit& u) {
  EndState e;
  e.destroyed = u.destroyed();
  e.routingOnTable = u.routing && !u.offTable;
  e.offTable = u.offTable;
  e.kind = u.kind;
  e.casualties = u.damage.casualties;
  HmUnitFate f{u.id, elementFate(e), 0};
  if (u.kind == UnitKind::Artillery && f.fate == Fate::Present) f.gunsLost = u.damage.casualties;
  return f;
}

HmSide sideOf(int index) { return index == 0 ? HmSide::Union : HmSide::Confederate; }

}  // namespace

std::optional<HmSide> holdsTheField(const BattleState& st) {
  const Vec2 centre = st.tableSizePaces * 0.5;
  bool holds[2] = {false, false};
  for (const Unit& u : st.units) {
    if (!u.present() || !u.formed() || u.kind == UnitKind::Wagon) continue;
    if (battle::distanceBetween(battle::ringOf(u.footprint), centre) <=
        st.settings.fieldRadiusIn * st.settings.pacesPerInch)
      holds[static_cast<int>(u.side)] = true;
  }
  if (holds[0] == holds[1]) return std::nullopt;
  return holds[0] ? HmSide::Union : HmSide::Confederate;
}

HmBattleResult battleResult(const BattleState& st) {
  if (!st.over) throw std::logic_error("MB-45: the battle is not over");
  const HowlinMobsSettings& s = st.settings;
  HmBattleResult r;
  const SideLosses u = lossesOf(st.units, HmSide::Union);
  const SideLosses c = lossesOf(st.units, HmSide::Confederate);
  if (st.broken) {
    r.winner = otherSide(*st.broken);
    r.routStages = routStages(*st.broken == HmSide::Union ? u : c, s);
  } else if (const auto bySide = nightRetreatByLosses(u, c, s)) {
    r.nightRetreat = sideOf(*bySide);  // MB-45 (1)
  } else if (const auto holder = holdsTheField(st)) {
    r.nightRetreat = otherSide(*holder);  // MB-45 (2)
  }
  const DaylightPeriod start =
      st.firstPhase <= s.morningPhases ? DaylightPeriod::Morning : DaylightPeriod::Afternoon;
  r.boundsFought = boundsFought(start, st.phase, st.round, s);
  for (const Unit& unit : st.units) r.units.push_back(fateOf(unit));
  for (const HmArrival& a : st.arrivals) r.units.push_back({a.unit.id, Fate::Present, 0});
  for (const HmCommand& cmd : st.commands)
    if (cmd.staffElementLost) r.staffLost.push_back(cmd.id);
  return r;
}

}  // namespace hfg::howlin_mobs
