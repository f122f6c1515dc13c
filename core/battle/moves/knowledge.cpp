// Visibility of enemy elements to an element and to a command (B-20, G-19).
#include "core/battle/moves/knowledge.h"

#include "core/battle/geometry/terrain_geometry.h"

namespace hfg::battle {

bool visibleFrom(const Battle& battle, const Footprint& viewer, std::size_t enemy) {
  const ElementState& e = battle.elements()[enemy];
  VisibilityOptions options;
  if (battle.weather()) options.weatherLimitPaces = battle.weather()->visibilityPaces();
  options.hidden = e.placed.concealed;
  return visible(viewer, e.footprint, battle.setup().terrain, options, battle.settings());
}

bool knownTo(const Battle& battle, const std::string& commandId, std::size_t enemy) {
  for (const auto& f : battle.elements())
    if (f.present() && f.placed.commandId == commandId && visibleFrom(battle, f.footprint, enemy)) return true;
  return false;
}

}  // namespace hfg::battle
