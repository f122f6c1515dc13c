// T-3 combat factors, transcribed row by row from hfg-battle.md T-3 (book: RESOLVING COMBATS).
#include "core/battle/hfg/combat/combat_factor.h"

#include <array>

namespace hfg::battle {
namespace {

using Row = std::array<std::optional<int>, 3>;
constexpr std::optional<int> kNone = std::nullopt;

Row rowOf(const Combatant& c) {
  if (!c.type) {
    switch (c.fixed) {
      case FixedCombatant::BUA: return {kNone, kNone, 5};
      case FixedCombatant::StrongPoint: return {4, 3, 3};
      case FixedCombatant::TemporaryBridge: return {kNone, 2, 3};
      case FixedCombatant::PermanentBridge: return {kNone, 3, 4};
      case FixedCombatant::None: return {kNone, kNone, kNone};
    }
  }
  const bool dismounted = isDismountable(*c.type) && !c.mounted;
  switch (*c.type) {
    case TroopType::ArmyHQ: return {2, 2, 2};
    case TroopType::CommandParty: return {1, 2, 3};
    case TroopType::NativePotentate: return {4, 2, 2};
    case TroopType::Cuirassiers: return {4, 3, 2};
    case TroopType::HeavyCavalry: return {4, 2, 2};
    case TroopType::Pistols: return {3, 3, 2};
    case TroopType::LightCavalry: return {2, 2, 2};
    case TroopType::Dragoons: return dismounted ? Row{1, 2, 2} : Row{2, 2, 2};
    case TroopType::Repeaters: return dismounted ? Row{4, 4, 2} : Row{2, 2, 2};
    case TroopType::MountedRifles: return dismounted ? Row{4, 4, 2} : Row{1, 2, 2};
    case TroopType::RifleCavalry: return dismounted ? Row{4, 4, 2} : Row{4, 2, 2};
    case TroopType::BL:
    case TroopType::Rifles: return {4, 4, 2};
    case TroopType::Muskets:
    case TroopType::Minie:
    case TroopType::Bayonets:
    case TroopType::LightInfantry: return {4, 3, 2};
    case TroopType::StoicFoot: return {4, 2, 2};
    case TroopType::Firelocks: return {3, 2, 2};
    case TroopType::Marksmen: return {1, 2, 3};
    case TroopType::Smoothbore:
    case TroopType::Mixed:
    case TroopType::Rifled:
    case TroopType::Portable: return c.grade == Grade::Heavy ? Row{2, 4, 4} : Row{3, 3, 3};
    case TroopType::Sipahis: return {3, 2, 2};
    case TroopType::Spearmen: return {2, 2, 1};
    case TroopType::LightHorse: return {1, 1, 2};
    case TroopType::Sail:
    case TroopType::Steamer: return {2, 3, 4};
    case TroopType::Flotilla: return {1, 1, 2};
    case TroopType::Ironclad: return {1, 2, 5};
    case TroopType::Submarine: return {kNone, kNone, 4};
    case TroopType::Pontooneers:
    case TroopType::Aeronauts: return {1, 1, 3};
    case TroopType::Laager: return {5, 4, 2};
    case TroopType::SupplyBase: return {3, 1, 2};
  }
  return {kNone, kNone, kNone};
}

}  // namespace

std::optional<int> combatFactor(const Combatant& c, FactorColumn column) {
  return rowOf(c)[static_cast<std::size_t>(column)];
}

}  // namespace hfg::battle
