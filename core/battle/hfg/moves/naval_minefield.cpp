// Naval minefields on the water: who may enter and the die for enemy vessels that do (T-14).
#include "core/battle/hfg/moves/naval_minefield.h"

#include "core/battle/common/movement_geometry.h"
#include "core/battle/common/shapes.h"

namespace hfg::battle {

namespace {

bool overlaps(const Footprint& fp, const Ring& square) {
  return intersectionArea(ringOf(fp), square) > 1.0;
}

// The minefields (of the side `own` or of the other side) that the path enters.
std::vector<std::size_t> entered(const Battle& battle, std::size_t element, const ElementPath& path,
                                 bool own) {
  std::vector<std::size_t> out;
  const ElementInPlay& e = battle.elements()[element];
  if (categoryOf(e.type()) != TroopCategory::Naval || path.poses.empty()) return out;
  const auto& fields = battle.setup().navalMinefields;
  for (std::size_t m = 0; m < fields.size(); ++m) {
    if ((battle.sideIndex(fields[m].sideId) == e.side) != own) continue;
    const Ring square = minefieldRing(fields[m]);
    if (overlaps(path.start(), square)) continue;  // already in it: leaving is not entering
    for (const auto& fp : path.poses)
      if (overlaps(fp, square)) {
        out.push_back(m);
        break;
      }
  }
  return out;
}

}  // namespace

Ring minefieldRing(const BattleMinefield& field) {
  const double h = field.sizePaces / 2;
  const Vec2 c = field.centre;
  return {{c.x - h, c.y - h}, {c.x + h, c.y - h}, {c.x + h, c.y + h}, {c.x - h, c.y + h}};
}

std::optional<std::string> ownMinefieldForbidden(const Battle& battle, std::size_t element,
                                                 const ElementPath& path) {
  const auto own = entered(battle, element, path, true);
  if (own.empty()) return std::nullopt;
  return "'" + battle.elements()[element].id() +
         "' may not enter its own side's naval minefield '" +
         battle.setup().navalMinefields[own.front()].id + "'";
}

std::vector<std::size_t> enemyMinefieldsEntered(const Battle& battle, std::size_t element,
                                                const ElementPath& path) {
  return entered(battle, element, path, false);
}

std::vector<std::size_t> enemyMinefieldsEnteredStraight(const Battle& battle, std::size_t element,
                                                        const Footprint& from,
                                                        const Footprint& to) {
  std::vector<std::size_t> out;
  const ElementInPlay& e = battle.elements()[element];
  if (categoryOf(e.type()) != TroopCategory::Naval) return out;
  const auto& fields = battle.setup().navalMinefields;
  const Ring swept = sweptStraight(from, to);
  for (std::size_t m = 0; m < fields.size(); ++m) {
    if (battle.sideIndex(fields[m].sideId) == e.side) continue;
    const Ring square = minefieldRing(fields[m]);
    if (!overlaps(from, square) && intersectionArea(swept, square) > 1.0) out.push_back(m);
  }
  return out;
}

std::vector<std::size_t> enemyMinefieldsAt(const Battle& battle, std::size_t element) {
  std::vector<std::size_t> out;
  const ElementInPlay& e = battle.elements()[element];
  if (categoryOf(e.type()) != TroopCategory::Naval) return out;
  const auto& fields = battle.setup().navalMinefields;
  for (std::size_t m = 0; m < fields.size(); ++m)
    if (battle.sideIndex(fields[m].sideId) != e.side &&
        overlaps(e.footprint, minefieldRing(fields[m])))
      out.push_back(m);
  return out;
}

namespace {

void throwForEntry(Battle& battle, std::size_t i, std::size_t m, DieSource& dice) {
  ElementInPlay& e = battle.elements()[i];
  if (!e.present()) return;
  const int die = dice.d6();
  const std::string field = battle.setup().navalMinefields[m].id;
  if (die == 1) {
    const bool wasLost = e.condition == ElementCondition::Routing;
    battle.remove(i, ElementCondition::Destroyed);
    if (!wasLost) battle.losses().recordLoss(e.placed.commandId, e.ee);
    battle.log(LogKind::Outcome,
               e.id() + " enters naval minefield " + field + ": die 1, destroyed (T-14)");
  } else {
    battle.log(LogKind::Move, e.id() + " enters naval minefield " + field + ": die " +
                                  std::to_string(die) + ", passes (T-14)");
  }
}

}  // namespace

void throwPendingMinefieldDice(Battle& battle, DieSource& dice) {
  const auto entries = std::move(battle.minefieldEntriesToThrow);
  battle.minefieldEntriesToThrow.clear();
  for (const auto& [i, m] : entries) throwForEntry(battle, i, m, dice);
}

void throwForMinefields(Battle& battle, const std::vector<std::size_t>& movers,
                        const std::vector<ElementPath>& paths, DieSource& dice) {
  for (std::size_t k = 0; k < movers.size() && k < paths.size(); ++k)
    for (std::size_t m : enemyMinefieldsEntered(battle, movers[k], paths[k]))
      throwForEntry(battle, movers[k], m, dice);
}

}  // namespace hfg::battle
