// T-8 grading factors (book: "Grading factors").
#include "core/battle/hfg/combat/grading_factors.h"

#include <algorithm>

namespace hfg::battle {
namespace {

bool isArtilleryOrNaval(const Combatant& c) {
  const CombatClass k = classOf(c);
  return k == CombatClass::Artillery || k == CombatClass::Naval;
}

}  // namespace

std::vector<FactorEntry> gradingFactors(const CombatSideFacts& self, const CombatSideFacts& enemy,
                                        CombatKind kind, int ownTotal, int enemyTotal) {
  std::vector<FactorEntry> out;
  const bool close = kind == CombatKind::Close;
  const Combatant& me = self.who;
  if (me.isElite()) {
    if (close && ownTotal == enemyTotal) {
      const auto mountedVsFootOrGuns = [](const Combatant& x, const Combatant& y) {
        const CombatClass ky = classOf(y);
        return classOf(x) == CombatClass::Mounted &&
               (ky == CombatClass::Foot || ky == CombatClass::Artillery);
      };
      if (!mountedVsFootOrGuns(me, enemy.who) && !mountedVsFootOrGuns(enemy.who, me))
        out.push_back({"GF-1", 1, "Elite, totals equal in close combat"});
    }
    if (ownTotal < enemyTotal) {
      const bool shotByNonGuns =
          !close && self.shotAt && !self.shooters.empty() &&
          std::none_of(self.shooters.begin(), self.shooters.end(),
                       [](const ShooterFacts& s) { return isArtilleryOrNaval(s.who); });
      if (close)
        out.push_back({"GF-2", 1, "Elite, total lower in close combat"});
      else if (shotByNonGuns)
        out.push_back({"GF-2", 1, "Elite, total lower, shot at by other than artillery or naval"});
    }
  }
  if (me.isInferior()) {
    if (close && ownTotal < enemyTotal)
      out.push_back({"GF-3", -1, "Inferior, total lower in close combat"});
    if (!close && ownTotal >= enemyTotal) {
      const bool shotByGuns =
          self.shotAt &&
          std::any_of(self.shooters.begin(), self.shooters.end(), [](const ShooterFacts& s) {
            return classOf(s.who) == CombatClass::Artillery;
          });
      if (shotByGuns || self.shooting)
        out.push_back({"GF-4", -1,
                       shotByGuns ? "Inferior, total not lower, shot at by artillery"
                                  : "Inferior, total not lower, shooting"});
    }
  }
  return out;
}

}  // namespace hfg::battle
