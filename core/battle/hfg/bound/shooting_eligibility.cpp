// T-4 "who may not shoot this bound": march moves, pressing forward, artillery in the wrong ground or after moving.
#include "core/battle/hfg/bound/shooting_eligibility.h"

#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"

namespace hfg::battle {

std::optional<std::string> artilleryGroundReason(const Battle& battle, const Footprint& pose) {
  for (const auto& f : battle.setup().terrain) {
    const bool water = f.terrain == TerrainClass::River || f.terrain == TerrainClass::Stream ||
                       f.terrain == TerrainClass::Gully;
    if (water && f.line.size() >= 2 && inOrAstride(pose, f.line, f.widthPaces))
      return "artillery crossing " + f.id + " may not shoot (T-4)";
    const bool area = f.terrain == TerrainClass::Marsh || f.terrain == TerrainClass::Woods ||
                      f.terrain == TerrainClass::BUA;
    if (area && f.outline.size() >= 3 && partlyIn(pose, f.outline))
      return "artillery partly in " + f.id + " may not shoot (T-4)";
    // A difficult hill without a crest line is a plateau: its top is its crest.
    if (f.terrain == TerrainClass::HillDifficult && f.outline.size() >= 3 && f.crest.size() >= 2 &&
        partlyIn(pose, f.outline) && !inOrAstride(pose, f.crest, 0))
      return "artillery on difficult hill " + f.id + " off its crest may not shoot (T-4)";
  }
  return std::nullopt;
}

std::optional<std::string> mayNotShootAtReason(const Battle& battle, std::size_t shooter,
                                               std::size_t target) {
  const ElementInPlay& e = battle.elements()[shooter];
  if (categoryOf(e.type()) != TroopCategory::Artillery) return std::nullopt;
  const Ring t = ringOf(battle.elements()[target].footprint);
  for (const auto& f : battle.setup().terrain) {
    if (f.terrain != TerrainClass::HillDifficult || f.outline.size() < 3 ||
        !partlyIn(e.footprint, f.outline))
      continue;
    if (partlyIn(battle.elements()[target].footprint, f.outline) ||
        distanceBetween(t, f.outline) < 400)
      return "artillery on the crest of difficult hill " + f.id +
             " shoots only 400 p beyond its foot (T-4)";
  }
  return std::nullopt;
}

bool mayNotShootOverCrest(const Battle& battle, std::size_t shooter) {
  const ElementInPlay& e = battle.elements()[shooter];
  return categoryOf(e.type()) == TroopCategory::Artillery && e.tacticalMoved;
}

std::optional<std::string> mayNotShootReason(const Battle& battle, std::size_t element) {
  const ElementInPlay& e = battle.elements()[element];
  if (e.marchMoves > 0) return e.id() + " made a march move this bound (T-4)";
  if (e.pressedForward) return e.id() + " pressed forward this bound (T-4, T-10)";
  if (categoryOf(e.type()) != TroopCategory::Artillery) return std::nullopt;
  if (e.grade() == Grade::Heavy && e.tacticalMoved)
    return e.id() + ": Heavy artillery after a tactical move (T-4)";
  return artilleryGroundReason(battle, e.footprint);
}

}  // namespace hfg::battle
