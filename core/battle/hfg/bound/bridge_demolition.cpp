// Destroying a permanent bridge (CROSSING BY WATER, O-P4): the declaration, contact, and the bridge removed after 2 entire friendly bounds.
#include "core/battle/hfg/bound/bridge_demolition.h"

#include <algorithm>

#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/moves/water_crossing.h"

namespace hfg::battle {
namespace {

/// Half the width of the water the crossing spans, + 25 p: how near the bridge's point on the
/// river's line a footprint must come to touch it.
double touchReachPaces(const Battle& battle, const BattleCrossing& c) {
  for (const auto& f : battle.setup().terrain)
    if (f.id == c.riverId) return waterWidthPaces(f, battle.settings()) / 2 + 25;
  return 25;
}

/// Artillery and naval attack a bridge by shooting (bound/bridge_combat.h), from anywhere.
bool shootsAtBridges(const ElementInPlay& e) {
  const TroopCategory c = categoryOf(e.type());
  return c == TroopCategory::Artillery || c == TroopCategory::Naval;
}

}  // namespace

std::optional<std::size_t> crossingIndex(const Battle& battle, const std::string& id) {
  for (std::size_t k = 0; k < battle.crossings().size(); ++k)
    if (battle.crossings()[k].id == id) return k;
  return std::nullopt;
}

bool permanentBridgeOfSetup(const Battle& battle, const BattleCrossing& c) {
  if (c.kind != CrossingKind::Bridge) return false;
  for (const auto& s : battle.setup().crossings)
    if (s.id == c.id) return true;
  return false;
}

Footprint bridgeFootprint(const Battle& battle, const BattleCrossing& c) {
  const double side = std::max(50.0, 2 * (touchReachPaces(battle, c) - 25));
  return Footprint::fromCentre(c.at, 90, side, side);
}

void destroyBridge(Battle& battle, std::size_t crossing, const std::string& how) {
  const std::string id = battle.crossings()[crossing].id;
  battle.crossings().erase(battle.crossings().begin() + static_cast<std::ptrdiff_t>(crossing));
  for (auto& other : battle.elements())
    if (other.demolishingBridge == id) other.demolishingBridge.clear();
  battle.log(LogKind::Move, "bridge " + id + " is destroyed " + how);
}

bool touchesBridge(const Battle& battle, std::size_t element, std::size_t crossing) {
  const BattleCrossing& c = battle.crossings()[crossing];
  return footprintDistance(battle.elements()[element].footprint, c.at) <=
         touchReachPaces(battle, c);
}

std::optional<MoveRefusal> declareBridgeDemolition(Battle& battle, const MoveOrder& order) {
  const std::string rule = "CROSSING BY WATER";
  if (order.elementIds.size() != 1)
    return MoveRefusal{rule, "one element declares it will destroy a bridge"};
  const auto i = battle.find(order.elementIds.front());
  if (!i)
    return MoveRefusal{"order", "no element '" + order.elementIds.front() + "' in the battle"};
  ElementInPlay& e = battle.elements()[*i];
  if (!e.present() || e.side != battle.movingSide())
    return MoveRefusal{"1.4", "element '" + e.id() + "' is not on the table on the moving side"};
  if (e.condition != ElementCondition::Ready)
    return MoveRefusal{rule, "element '" + e.id() + "' is not ready (repulsed or routing)"};
  const auto k = crossingIndex(battle, order.bridgeId);
  if (!k || !permanentBridgeOfSetup(battle, battle.crossings()[*k]))
    return MoveRefusal{rule, "'" + order.bridgeId + "' is not a permanent bridge on the table"};
  if (!shootsAtBridges(e) && !touchesBridge(battle, *i, *k))
    return MoveRefusal{
        rule, "element '" + e.id() + "' is not in contact with bridge '" + order.bridgeId + "'"};
  e.demolishingBridge = order.bridgeId;
  e.demolitionDeclaredBound = battle.boundNumber();
  e.demolitionBounds = 0;
  return std::nullopt;
}

bool destroyingUndefendedBridge(const Battle& battle, std::size_t element) {
  const ElementInPlay& e = battle.elements()[element];
  if (e.demolishingBridge.empty()) return false;
  const auto k = crossingIndex(battle, e.demolishingBridge);
  if (!k || !touchesBridge(battle, element, *k)) return false;
  const auto& els = battle.elements();
  for (std::size_t j = 0; j < els.size(); ++j)
    if (els[j].present() && els[j].side != e.side && touchesBridge(battle, j, *k)) return false;
  return true;
}

void advanceBridgeDemolition(Battle& battle) {
  auto& els = battle.elements();
  for (std::size_t i = 0; i < els.size(); ++i) {
    ElementInPlay& e = els[i];
    if (e.demolishingBridge.empty() || e.side != battle.movingSide()) continue;
    const auto k = crossingIndex(battle, e.demolishingBridge);
    const bool inContact = k && e.present() && e.condition != ElementCondition::Routing &&
                           touchesBridge(battle, i, *k);
    if (!inContact && k && e.present() && e.condition != ElementCondition::Routing &&
        shootsAtBridges(e))
      continue;  // it shoots at the bridge instead (bound/bridge_combat.h)
    if (!inContact) {
      if (k && e.present())
        battle.log(LogKind::Move, e.id() + " is no longer in contact with bridge " +
                                      e.demolishingBridge +
                                      ": its attempt to destroy it lapses (CROSSING BY WATER)");
      e.demolishingBridge.clear();
      continue;
    }
    if (e.demolitionDeclaredBound == battle.boundNumber()) continue;  // not an entire bound
    ++e.demolitionBounds;
    if (e.demolitionBounds < kBridgeDemolitionBounds) {
      battle.log(LogKind::Move, e.id() + " destroying bridge " + e.demolishingBridge + ": " +
                                    std::to_string(e.demolitionBounds) + " of " +
                                    std::to_string(kBridgeDemolitionBounds) +
                                    " entire bounds (CROSSING BY WATER)");
      continue;
    }
    battle.reach("CROSSING BY WATER bridge destroyed");
    destroyBridge(battle, *k,
                  "by " + e.id() + " after " + std::to_string(kBridgeDemolitionBounds) +
                      " entire bounds in contact (CROSSING BY WATER)");
  }
}

}  // namespace hfg::battle
