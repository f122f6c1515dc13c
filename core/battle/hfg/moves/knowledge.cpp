// Visibility of enemy elements to an element and to a command (B-20, G-19).
#include "core/battle/hfg/moves/knowledge.h"

#include <cmath>
#include <vector>

#include "core/battle/common/shapes.h"
#include "core/battle/hfg/geometry/terrain_geometry.h"

namespace hfg::battle {

bool visibleFrom(const Battle& battle, const Footprint& viewer, std::size_t enemy) {
  const ElementInPlay& e = battle.elements()[enemy];
  VisibilityOptions options;
  if (battle.weather()) options.weatherLimitPaces = battle.weather()->visibilityPaces();
  options.hidden = e.placed.concealed;
  return visible(viewer, e.footprint, battle.setup().terrain, options, battle.settings());
}

bool aeronautsOperating(const Battle& battle, std::size_t element) {
  const ElementInPlay& a = battle.elements()[element];
  if (a.type() != TroopType::Aeronauts || !a.present() || a.condition != ElementCondition::Ready)
    return false;
  if (a.movedPaces > 0 || a.marchMoves > 0 || a.tacticalMoved) return false;
  return !battle.weather() || battle.weather()->current() == TableWeather::Fair;
}

double aeronautSightPaces(const Battle& battle) {
  if (battle.setup().year > 1910)
    return std::hypot(battle.table().widthPaces, battle.table().depthPaces);
  return 8000;
}

namespace {

/// The present elements of the command (indices into elements()).
std::vector<std::size_t> presentMembers(const Battle& battle, const std::string& commandId) {
  std::vector<std::size_t> out;
  const auto& els = battle.elements();
  for (std::size_t i = 0; i < els.size(); ++i)
    if (els[i].present() && els[i].placed.commandId == commandId) out.push_back(i);
  return out;
}

/// B-20: what operating Aeronauts see is known to the commands they share with.
bool sharedByAeronauts(const Battle& battle, const std::string& commandId, std::size_t enemy) {
  const auto& els = battle.elements();
  const BattleCommandSetup* cmd = battle.command(commandId);
  for (std::size_t i = 0; i < els.size(); ++i) {
    const ElementInPlay& a = els[i];
    if (a.side == els[enemy].side || !aeronautsOperating(battle, i)) continue;
    const int sharedAfter = battle.aeronautsShareAfterBound[static_cast<std::size_t>(a.side)];
    const bool ownCommand = a.placed.commandId == commandId;
    bool sameSide = false;
    for (const auto& c : battle.side(a.side).commands) sameSide = sameSide || c.id == commandId;
    const bool shares =
        sameSide && sharedAfter >= 0 && sharedAfter < battle.boundNumber() && cmd && !cmd->allied;
    if (!ownCommand && !shares) continue;
    VisibilityOptions options;
    options.hidden = els[enemy].placed.concealed;
    options.aeronautSightPaces = aeronautSightPaces(battle);
    if (visible(a.footprint, els[enemy].footprint, battle.setup().terrain, options,
                battle.settings()))
      return true;
  }
  return false;
}

/// knownTo with the command's present elements worked out once by the caller.
bool knownToMembers(const Battle& battle, const std::string& commandId,
                    const std::vector<std::size_t>& members, std::size_t enemy) {
  for (auto i : members)
    if (visibleFrom(battle, battle.elements()[i].footprint, enemy)) return true;
  return sharedByAeronauts(battle, commandId, enemy);
}

}  // namespace

bool knownTo(const Battle& battle, const std::string& commandId, std::size_t enemy) {
  return knownToMembers(battle, commandId, presentMembers(battle, commandId), enemy);
}

std::optional<Footprint> knownPose(const Battle& battle, const std::string& commandId,
                                   std::size_t enemy) {
  const auto& els = battle.elements();
  if (enemy >= els.size() || !els[enemy].present()) return std::nullopt;
  if (knownTo(battle, commandId, enemy)) return els[enemy].footprint;
  const auto cmd = battle.enemyMemory.find(commandId);
  if (cmd == battle.enemyMemory.end()) return std::nullopt;
  const auto it = cmd->second.find(enemy);
  if (it == cmd->second.end()) return std::nullopt;
  return it->second;
}

namespace {

// Some present element of the command sees the spot (as if an element stood there, concealment
// aside): the command would notice the enemy had gone.
bool spotInView(const Battle& battle, const std::string& commandId, const Footprint& spot) {
  VisibilityOptions options;
  if (battle.weather()) options.weatherLimitPaces = battle.weather()->visibilityPaces();
  for (const auto& f : battle.elements())
    if (f.present() && f.placed.commandId == commandId &&
        visible(f.footprint, spot, battle.setup().terrain, options, battle.settings()))
      return true;
  return false;
}

}  // namespace

void rememberKnownEnemies(Battle& battle) {
  const auto& els = battle.elements();
  for (int side = 0; side < 2; ++side)
    for (const auto& c : battle.side(side).commands) {
      auto& memory = battle.enemyMemory[c.id];
      // The command's elements do not change while its memory is brought up to date.
      const std::vector<std::size_t> members = presentMembers(battle, c.id);
      for (std::size_t j = 0; j < els.size(); ++j) {
        if (els[j].side == side) continue;
        if (!els[j].present()) {
          memory.erase(j);  // destroyed, spent or gone: nothing left to remember
          continue;
        }
        if (knownToMembers(battle, c.id, members, j)) {
          memory[j] = els[j].footprint;
          continue;
        }
        const auto it = memory.find(j);
        if (it != memory.end() && spotInView(battle, c.id, it->second)) memory.erase(it);
      }
    }
}

bool terrainSeenBy(const Battle& battle, int side, std::size_t feature) {
  if (!battle.settings().hideTerrainBeyondCrests) return true;  // B-25 decision: all shown
  const auto& terrain = battle.setup().terrain;
  const BattleTerrainFeature& f = terrain[feature];
  std::vector<Vec2> samples = f.outline.empty() ? f.line : f.outline;
  if (samples.empty()) return true;
  Vec2 centre{0, 0};
  for (const Vec2& p : samples) centre = centre + p * (1.0 / static_cast<double>(samples.size()));
  samples.push_back(centre);
  const auto& els = battle.elements();
  for (std::size_t i = 0; i < els.size(); ++i) {
    if (els[i].side != side || !els[i].present()) continue;
    const Vec2 from = els[i].footprint.centre();
    if (aeronautsOperating(battle, i)) {
      // B-25: Aeronauts see terrain beyond crests, as far as they see.
      for (const Vec2& p : samples)
        if (distance(from, p) <= aeronautSightPaces(battle)) return true;
      continue;
    }
    for (const Vec2& p : samples) {
      bool blocked = false;
      for (std::size_t k = 0; k < terrain.size() && !blocked; ++k) {
        if (k == feature || !isHill(terrain[k])) continue;
        for (const auto& crest : crestOf(terrain[k], battle.settings()))
          if (!crossings(Segment{from, p}, crest.points, crest.closed).empty()) blocked = true;
      }
      if (!blocked) return true;
    }
  }
  return false;
}

}  // namespace hfg::battle
