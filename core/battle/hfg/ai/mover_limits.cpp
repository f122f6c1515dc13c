// What the generals know of a mover: its arm, whether it may move this bound, its T-1 move figures, and a plain advance order.
#include "core/battle/hfg/ai/mover_limits.h"

#include <algorithm>
#include <limits>

#include "core/rules/move_table.h"

namespace hfg::battle::ai {

MoverArm armOf(TroopType t) {
  switch (categoryOf(t)) {
    case TroopCategory::Staff: return MoverArm::Staff;
    case TroopCategory::Mounted: return MoverArm::Mounted;
    case TroopCategory::Foot: return MoverArm::Foot;
    case TroopCategory::Artillery: return MoverArm::Artillery;
    default: return MoverArm::Other;
  }
}

bool canMove(const Battle& battle, const ElementInPlay& e) {
  return e.present() && e.side == battle.movingSide() && e.condition == ElementCondition::Ready &&
         !(e.repulsedInBound >= 0 && e.repulsedInBound == battle.boundNumber() - 1) &&
         e.silencedUntilBound < battle.boundNumber() && !e.tacticalMoved && e.marchMoves == 0;
}

double goodGoingPaces(const Battle& battle, const ElementInPlay& e) {
  const auto f = moveDistancesPaces(e.type(), e.grade(), battle.setup().year, false);
  return f ? f->goodGoingPaces : 0;
}

std::vector<double> limitsOf(const Battle& battle, const ElementInPlay& e, bool march) {
  const auto f = moveDistancesPaces(e.type(), e.grade(), battle.setup().year, march);
  std::vector<double> out;
  if (!f) return out;
  for (int v : {f->goodGoingPaces, f->slowGoingPaces, f->difficultGoingPaces})
    if (v > 0 && (out.empty() || v < out.back() - 1)) out.push_back(v);
  return out;
}

std::vector<double> groupLimitsOf(const Battle& battle, const std::vector<std::size_t>& movers,
                                  bool march) {
  std::vector<double> limits{std::numeric_limits<double>::max()};
  for (auto i : movers) {
    const auto l = limitsOf(battle, battle.elements()[i], march);
    if (l.empty()) limits.clear();
    for (std::size_t k = 0; k < l.size(); ++k) {
      if (limits.size() <= k) limits.push_back(l[k]);
      limits[k] = std::min(limits[k], l[k]);
    }
  }
  return limits;
}

MoveOrder advanceOrder(std::vector<std::string> ids, Vec2 to, MoveKind kind,
                       std::optional<double> heading) {
  MoveOrder o;
  o.elementIds = std::move(ids);
  o.kind = kind;
  o.action = MoveAction::Advance;
  o.path = {to};
  o.finalHeadingDeg = heading;
  return o;
}

}  // namespace hfg::battle::ai
