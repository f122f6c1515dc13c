// Fixed combatants in the bound: Strong Points that shoot, are shot at and are assaulted (B-12), BUA garrisons assaulted edge by edge and fought in turn (B-11), BUAs and SPs set afire (T-10).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/combat/combat_record.h"
#include "core/battle/hfg/combat/combat_situation.h"
#include "core/dice/dice.h"

namespace hfg::battle {

/// T-4: an SP garrison shoots 400 p (200 p in mist, G-9).
inline constexpr double kStrongPointRangePaces = 400;

/// B-11: the element garrisoning the BUA: present, not routing, entirely inside it and not merely
/// in its interior after a pursuit. Nothing when the BUA is empty.
std::optional<std::size_t> buaGarrison(const Battle& battle, const BattleTerrainFeature& bua);
/// The BUA the element garrisons (B-11), if any.
const BattleTerrainFeature* garrisonedBua(const Battle& battle, std::size_t element);
/// B-11: the element is in the interior of a BUA it pursued into (not its garrison).
bool inBuaInterior(const Battle& battle, std::size_t element);
/// B-11: interior troops have no garrison protection and their enemies attack no BUA edge.
void applyInteriorFacts(const Battle& battle, std::size_t element, CombatSideFacts& self,
                        CombatSideFacts& enemy);

/// G-6, B-11, B-12: an enemy element whose front edge is in edge contact with an edge of a
/// garrisoned BUA or a holding SP. At most one per edge.
struct Assault {
  std::size_t assaulter = 0;               ///< element index
  std::optional<std::size_t> garrison;     ///< element index: a BUA assault
  std::optional<std::size_t> strongPoint;  ///< index into Battle::strongPoints(): an SP assault
  std::string workId;                      ///< the BUA feature id or the SP id
  std::size_t edge = 0;                    ///< edge i (vertex i to i+1) of the BUA or SP outline
};
/// The assaults standing now, in the order they are fought (B-34 default: ascending id of the
/// assaulter); a second assaulter on an edge already assaulted is left out (B-11).
std::vector<Assault> standingAssaults(const Battle& battle);
/// G-16: assaulters and the garrisons they assault are in close combat: they neither shoot nor are
/// shot at. Element indices, sorted.
std::vector<std::size_t> elementsInAssaults(const Battle& battle);
/// The SP is assaulted (it fights in close combat and neither shoots nor is shot at, G-16).
bool strongPointAssaulted(const Battle& battle, std::size_t strongPoint);

/// Fights every standing assault in turn (B-11, B-34): the garrison (or SP) meets each assault
/// one after another until one beats it; an assaulter that has fought this bound does not assault.
/// An enemy that defeats a BUA garrison pursues into the interior (B-11); an SP garrison
/// destroyed (O-D7, O-E16) loses its SP (B-12); set afire burns the SP (T-10).
void fightAssaults(Battle& battle, DieSource& dice);

/// An element's shot at an SP (B-28: the SP is its nearest valid target).
struct StrongPointShot {
  std::size_t shooter = 0;
  std::size_t strongPoint = 0;
  double distancePaces = 0;  ///< from the shooting-edge midpoint (B-28)
  double rangePaces = 0;     ///< its T-4 figure
};
/// The nearest holding enemy SP that is a valid target (G-16) of the element with that range.
std::optional<StrongPointShot> strongPointTargetFor(const Battle& battle, std::size_t shooter,
                                                    double rangePaces);
/// B-27, B-28: the target an SP would shoot at on its own (the nearest valid enemy element), when
/// it is holding, not assaulted, its side not surprised (B-24) and no shot of `shotsAtSps` is at
/// it (those make it the target of a combat of its own).
std::optional<std::size_t> strongPointFreeTarget(const Battle& battle, std::size_t strongPoint,
                                                 const std::vector<StrongPointShot>& shotsAtSps);
/// Distant combat of the SPs (B-12, B-27): each SP shot at is the target of its primary shooter
/// and aiders (mutual when the SP shoots back at the primary); an SP not in such a combat shoots
/// at its nearest valid target (B-28 default for a free choice), unless it is in `aidedOthers`
/// (it aided its side's shot at that target instead, B-27). O-P5 outcomes for the SP.
void fightStrongPointShooting(Battle& battle, DieSource& dice,
                              const std::vector<StrongPointShot>& shots,
                              const std::vector<std::size_t>& aidedOthers = {});

/// B-41, 1.5: artillery or naval shooting at a BUA garrison shoot at the BUA too; the BUA takes
/// its own outcome (O-C12, O-E13 set afire) against the shooter's total. The BUA shares the
/// garrison's die when every shooter is artillery beyond 400 p, else throws its own. `combat` and
/// `record` are the garrison's distant combat (side a the garrison, side b the primary shooter).
void shootAtBuaItself(Battle& battle, const BattleTerrainFeature& bua,
                      const CombatSituation& combat, const CombatRecord& record, DieSource& dice);

}  // namespace hfg::battle
