// Visibility of enemy elements to an element and to a command (B-20, G-19).
#include "core/battle/moves/knowledge.h"

#include <cmath>

#include "core/battle/geometry/terrain_geometry.h"

namespace hfg::battle {

bool visibleFrom(const Battle& battle, const Footprint& viewer, std::size_t enemy) {
  const ElementState& e = battle.elements()[enemy];
  VisibilityOptions options;
  if (battle.weather()) options.weatherLimitPaces = battle.weather()->visibilityPaces();
  options.hidden = e.placed.concealed;
  return visible(viewer, e.footprint, battle.setup().terrain, options, battle.settings());
}

bool aeronautsOperating(const Battle& battle, std::size_t element) {
  const ElementState& a = battle.elements()[element];
  if (a.type() != TroopType::Aeronauts || !a.present() || a.condition != ElementCondition::Ready) return false;
  if (a.movedPaces > 0 || a.marchMoves > 0 || a.tacticalMoved) return false;
  return !battle.weather() || battle.weather()->current() == Weather::Fair;
}

double aeronautSightPaces(const Battle& battle) {
  if (battle.setup().year > 1910) return std::hypot(battle.table().widthPaces, battle.table().depthPaces);
  return 8000;
}

bool knownTo(const Battle& battle, const std::string& commandId, std::size_t enemy) {
  const auto& els = battle.elements();
  for (const auto& f : els)
    if (f.present() && f.placed.commandId == commandId && visibleFrom(battle, f.footprint, enemy)) return true;
  // B-20: what operating Aeronauts see is known to the commands they share with.
  const BattleCommandSetup* cmd = battle.command(commandId);
  for (std::size_t i = 0; i < els.size(); ++i) {
    const ElementState& a = els[i];
    if (a.side == els[enemy].side || !aeronautsOperating(battle, i)) continue;
    const int sharedAfter = battle.aeronautsShareAfterBound[static_cast<std::size_t>(a.side)];
    const bool ownCommand = a.placed.commandId == commandId;
    bool sameSide = false;
    for (const auto& c : battle.side(a.side).commands) sameSide = sameSide || c.id == commandId;
    const bool shares = sameSide && sharedAfter >= 0 && sharedAfter < battle.boundNumber() && cmd && !cmd->allied;
    if (!ownCommand && !shares) continue;
    VisibilityOptions options;
    options.hidden = els[enemy].placed.concealed;
    options.aeronautSightPaces = aeronautSightPaces(battle);
    if (visible(a.footprint, els[enemy].footprint, battle.setup().terrain, options, battle.settings())) return true;
  }
  return false;
}

}  // namespace hfg::battle
