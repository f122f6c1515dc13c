// T-6 PIP scores and costs (book: PLAYER INITIATIVE POINTS), with B-46 and B-47.
#include "core/battle/hfg/bound/pips.h"

#include <stdexcept>

namespace hfg::battle {

PipScore pipScore(const PipThrow& t, const BattleSettings& settings) {
  if (t.rawDie < 1 || t.rawDie > 6)
    throw std::invalid_argument("PIP die must be 1-6, got " + std::to_string(t.rawDie));
  PipScore s;
  s.raw = t.rawDie;
  s.adjusted = t.rawDie;
  if (t.quality == GeneralQuality::Brilliant && t.wantsToDouble &&
      !t.withinInertCommanderInChiefDistance &&
      t.doublingsAlreadyUsed < settings.brilliantDoublingsPerBattle) {
    s.doubled = true;
    s.adjustments.push_back({"T-6", t.rawDie, "Brilliant general doubles his die"});
    s.adjusted = 2 * t.rawDie;
  }
  if (t.quality == GeneralQuality::Inert) {
    s.adjustments.push_back({"T-6", -1, "Inert general deducts 1 from his raw score"});
    s.adjusted = t.rawDie - 1;
  }
  return s;
}

PipCost pipCost(const PipCostFacts& f) {
  PipCost c;
  const auto add = [&](const char* id, int value, const char* reason) {
    c.parts.push_back({id, value, reason});
    c.total += value;
  };
  switch (f.action) {
    case PipAction::FirstMarchMoveAllByRoad:
      add("T-6 base", 0, "first march move this bound, entirely by road");
      break;
    case PipAction::Move: add("T-6 base", 1, "move of one element or group"); break;
    case PipAction::TransferCommand: add("T-6 base", 1, "transfer to another command"); break;
    case PipAction::FordSearch:
      if (f.alreadyTouchingBank)
        add("B-46", 2, "ford search by an element already at the bank");
      else
        add("B-46", 3, "ford search: move to the bank (1) + search (2)");
      break;
    case PipAction::Rally: add("T-6 base", 3, "rallying a routing element"); break;
  }
  if (f.beyondCommandOrGeneralHampered)
    add("T-6 (a)", 1, "beyond easy command distance, or the general hampered");
  if (f.offRoadWithSlowElements && f.action != PipAction::Rally)
    add("T-6 (b)", 1, "off-road with slow elements");
  if (f.marchMoveOrdinal > 0) {
    const int threshold = f.marchOnlyGoodOrDryRoads ? 4 : 3;
    if (f.marchMoveOrdinal >= threshold)
      add("T-6 (c)", 1,
          f.marchOnlyGoodOrDryRoads ? "4th or later march move on good roads"
                                    : "3rd or later march move off good roads");
  }
  if (f.retiringWithin400OfEnemy) add("T-6 (d)", 1, "retiring within 400 p of enemy");
  if (f.action == PipAction::Rally && f.routerUnhelped)
    add("T-6 (e)", 1, "rallying a router no friend or staff is helping");
  return c;
}

double easyCommandDistancePaces(TroopType staffType) {
  return staffType == TroopType::ArmyHQ ? 2400.0 : 800.0;
}

}  // namespace hfg::battle
