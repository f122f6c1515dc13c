// The 7.2 result of a campaign battle.
#include "core/battle/tchae/campaign_report.h"

#include <cstdio>

#include "core/battle/tchae/campaign_outcome.h"
#include "core/battle/tchae/end_of_game.h"
#include "core/battle/tchae/table_geometry.h"

namespace hfg::tchae {

namespace {

constexpr double kGunsNearIn = 4;  // 7.2 rows 6 and 7

ElementStatus statusOf(UnitFate f) {
  switch (f) {
    case UnitFate::Present: return ElementStatus::Present;
    case UnitFate::Spent: return ElementStatus::Spent;
    case UnitFate::OffTable: return ElementStatus::OffTable;
    case UnitFate::Destroyed: return ElementStatus::Destroyed;
  }
  return ElementStatus::Present;
}

GunsSurroundings gunsAround(const BattleState& s, const Unit& guns) {
  GunsSurroundings out;
  const battle::Footprint f = footprintOf(guns, s.level);
  for (const Unit& u : s.units) {
    if (&u == &guns || !u.active() || u.status == Status::Routed) continue;
    if (gapIn(footprintOf(u, s.level), f) > kGunsNearIn) continue;
    (u.side == guns.side ? out.friendWithin4In : out.enemyWithin4In) = true;
  }
  return out;
}

/// E-81, E-22: hors de combat now, or replaced earlier in the battle.
bool fellInBattle(const BattleState& s, const Commander& c) {
  if (c.horsDeCombat) return true;
  for (const TurnLogEntry& e : s.log)
    if (e.ruleId == "E-22" && e.text.rfind(c.id + " is replaced", 0) == 0) return true;
  return false;
}

std::string share(double x) {
  char text[16];
  std::snprintf(text, sizeof text, "%.2f", x);
  return text;
}

}  // namespace

int turnsPlayed(const BattleState& state) { return state.ended ? state.turn : state.turn - 1; }

battle::BattleOutcome campaignOutcome(const CampaignBattleState& setup, const BattleState& end) {
  battle::BattleOutcome out;
  hfg::BattleResult& r = out.result;
  r.battle = setup.meeting.id;
  const bool decided = end.winner.has_value();
  const Belligerent loser =
      decided ? otherSide(*end.winner) : Belligerent::Union;  // read only when decided
  for (const Unit& u : end.units) {
    const UnitFate fate =
        elementFate(u, decided && u.side == loser, gunsAround(end, u), end.settings);
    if (fate != UnitFate::Present) r.elements.push_back({u.id, statusOf(fate)});
  }
  for (const Commander& c : end.commanders)
    if (fellInBattle(end, c))
      r.elements.push_back({c.id, statusOf(generalFate(true, end.settings))});
  for (const NotPlacedElement& e : setup.notPlaced)
    if (e.type == TroopType::SupplyBase && decided && setup.sideOf(e.side) == loser &&
        brokenShare(end, loser) >= end.settings.supplyBaseLostShare)
      r.elements.push_back({e.element, ElementStatus::Destroyed});
  const int turns = turnsPlayed(end);
  r.boundsFought = boundsFought(turns);
  out.gameMinutes = 10 * turns;  // 7.3: a turn is ten minutes, one HFG bound
  const double shares[2] = {brokenShare(end, Belligerent::Union),
                            brokenShare(end, Belligerent::Confederate)};
  if (decided) {
    r.winner = setup.idOf(otherSide(loser));
    r.routStages = routStages(shares[loser == Belligerent::Union ? 0 : 1], end.settings);
    out.summary = r.winner + " wins; " + setup.idOf(loser) + " routs " +
                  std::to_string(r.routStages) + " stage" + (r.routStages == 1 ? "" : "s") +
                  " (C-21, 7.2)";
  } else {
    for (int i = 0; i < 2; ++i)
      if (asksNightRetreat(shares[i], shares[1 - i], end.settings))
        r.nightRetreatSide = setup.sideIds[i];
    out.summary =
        r.nightRetreatSide.empty()
            ? "night falls undecided; the battle resumes next morning (C-20)"
            : "night falls undecided; " + r.nightRetreatSide + " retreats in the night (C-20, 7.2)";
  }
  for (int i = 0; i < 2; ++i)
    out.records.push_back("Losses: " + setup.sideIds[i] + " broken share " + share(shares[i]) +
                          " (7.2)");
  out.records.push_back("End: " + end.endReason + " after turn " + std::to_string(turns));
  return out;
}

}  // namespace hfg::tchae
