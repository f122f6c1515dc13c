// Combat classes and the B-41 column choice.
#include "core/battle/hfg/combat/combatant.h"

namespace hfg::battle {

Combatant Combatant::element(TroopType type, Grade grade, bool mounted) {
  Combatant c;
  c.type = type;
  c.grade = grade;
  c.mounted = mounted;
  return c;
}

Combatant Combatant::work(FixedCombatant fixed) {
  Combatant c;
  c.fixed = fixed;
  return c;
}

bool Combatant::isLand() const {
  const CombatClass k = classOf(*this);
  return k != CombatClass::Naval && k != CombatClass::Fixed;
}

std::string Combatant::describe() const {
  if (!type) {
    switch (fixed) {
      case FixedCombatant::BUA: return "BUA";
      case FixedCombatant::StrongPoint: return "SP";
      case FixedCombatant::TemporaryBridge: return "temporary bridge";
      case FixedCombatant::PermanentBridge: return "permanent bridge";
      case FixedCombatant::None: return "nothing";
    }
  }
  std::string out(displayNameOf(*type));
  if (grade != Grade::Basic) out += " (" + std::string(keyOf(grade)) + ")";
  if (isDismountable(*type)) out += mounted ? " (mounted)" : " (dismounted)";
  return out;
}

CombatClass classOf(const Combatant& c) {
  if (!c.type) return CombatClass::Fixed;
  switch (categoryOf(*c.type)) {
    case TroopCategory::Staff: return CombatClass::Staff;
    case TroopCategory::Mounted:
      return isDismountable(*c.type) && !c.mounted ? CombatClass::Dismounted : CombatClass::Mounted;
    case TroopCategory::Foot: return CombatClass::Foot;
    case TroopCategory::Artillery: return CombatClass::Artillery;
    case TroopCategory::Train: return CombatClass::Train;
    case TroopCategory::Naval: return CombatClass::Naval;
  }
  return CombatClass::Fixed;
}

bool fightsMounted(TroopType type, const MountFacts& f) {
  if (!isDismountable(type)) return categoryOf(type) == TroopCategory::Mounted;
  if (f.movedThisBoundPaces > 600) return true;
  if (f.shooting || f.entrenched || f.manningObstacle || f.inDifficultGoing) return false;
  if (type == TroopType::Dragoons) return true;
  if (type == TroopType::MountedRifles) return false;
  return f.declaredMounted;
}

bool isFootOrDismounted(const Combatant& c) {
  const CombatClass k = classOf(c);
  return k == CombatClass::Foot || k == CombatClass::Dismounted;
}

bool isMountedOrStaff(const Combatant& c) {
  const CombatClass k = classOf(c);
  return k == CombatClass::Mounted || k == CombatClass::Staff;
}

FactorColumn columnAgainst(const Combatant& self, const Combatant& opponent, CombatKind kind) {
  switch (classOf(opponent)) {
    case CombatClass::Staff:
    case CombatClass::Mounted: return FactorColumn::StaffOrMounted;
    case CombatClass::Foot:
    case CombatClass::Dismounted: return FactorColumn::FootOrDismounted;
    case CombatClass::Fixed: {
      if (opponent.fixed != FixedCombatant::StrongPoint) return FactorColumn::Other;
      const CombatClass selfClass = classOf(self);
      const bool gunsOrShips =
          selfClass == CombatClass::Artillery || selfClass == CombatClass::Naval;
      return gunsOrShips && kind == CombatKind::Distant ? FactorColumn::Other
                                                        : FactorColumn::FootOrDismounted;
    }
    default: return FactorColumn::Other;
  }
}

}  // namespace hfg::battle
