// Combat evaluation: the sum of hfg-battle.md T-3 + T-7 + T-8 + die, then T-9 for each side (B-31, B-32).
#include "core/battle/combat/combat_evaluator.h"

#include <stdexcept>

#include "core/battle/combat/combat_factor.h"
#include "core/battle/combat/grading_factors.h"
#include "core/battle/combat/outcome_table.h"
#include "core/battle/combat/tactical_factors.h"

namespace hfg::battle {
namespace {

std::string columnName(FactorColumn c) {
  switch (c) {
    case FactorColumn::StaffOrMounted: return "against staff or mounted";
    case FactorColumn::FootOrDismounted: return "against foot or dismounted";
    case FactorColumn::Other: return "against other";
  }
  return "?";
}

int sum(const std::vector<FactorEntry>& factors) {
  int total = 0;
  for (const auto& f : factors) total += f.value;
  return total;
}

}  // namespace

FactorEntry combatFactorEntry(const CombatSideFacts& self, const CombatSideFacts& enemy,
                              CombatKind kind) {
  const FactorColumn col = columnAgainst(self.who, enemy.who, kind);
  const std::string colText = columnName(col);
  // B-42: a CP fights with the factor of the friend contiguous to its rear, adding its own in
  // close combat.
  if (self.who.is(TroopType::CommandParty) && self.commandPartyRearElement) {
    const Combatant& rear = *self.commandPartyRearElement;
    const auto rearFactor = combatFactor(rear, columnAgainst(rear, enemy.who, kind));
    if (!rearFactor)
      throw std::invalid_argument("T-3: " + rear.describe() + " has no combat factor " + colText);
    int value = *rearFactor;
    std::string reason = "Command Party using " + rear.describe() + " behind it (B-42) " + colText;
    if (kind == CombatKind::Close) {
      value += combatFactor(self.who, col).value_or(0);
      reason += ", plus its own factor in close combat";
    }
    return {"T-3", value, reason};
  }
  const auto factor = combatFactor(self.who, col);
  if (!factor)
    throw std::invalid_argument("T-3: " + self.who.describe() + " never fights " +
                                enemy.who.describe() + " (" + colText + " is '-')");
  return {"T-3", *factor, self.who.describe() + " " + colText};
}

CombatRecord evaluateCombat(const CombatSituation& situation, int dieA, int dieB) {
  for (int die : {dieA, dieB})
    if (die < 1 || die > 6)
      throw std::invalid_argument("combat die must be 1-6, got " + std::to_string(die));
  CombatRecord record;
  record.kind = situation.kind;
  const CombatSideFacts* facts[2] = {&situation.a, &situation.b};
  const int dice[2] = {dieA, dieB};
  for (int i = 0; i < 2; ++i) {
    const CombatSideFacts& self = *facts[i];
    const CombatSideFacts& enemy = *facts[1 - i];
    CombatantRecord& side = record.sides[static_cast<std::size_t>(i)];
    side.who = self.who.describe();
    side.die = dice[i];
    side.factors.push_back(combatFactorEntry(self, enemy, situation.kind));
    // B-42: the CP uses the tactical factors of the element behind it; the caller fills the
    // CP's facts from that element, so the same function serves.
    for (auto& f : tacticalFactors(self, enemy, situation.kind)) side.factors.push_back(f);
    side.totalBeforeGrading = side.die + sum(side.factors);
  }
  // B-31: grade both sides against the pre-grading totals, then apply both at once.
  for (int i = 0; i < 2; ++i) {
    auto& side = record.sides[static_cast<std::size_t>(i)];
    const auto& other = record.sides[static_cast<std::size_t>(1 - i)];
    const auto grading = gradingFactors(*facts[i], *facts[1 - i], situation.kind,
                                        side.totalBeforeGrading, other.totalBeforeGrading);
    side.total = side.totalBeforeGrading + sum(grading);
    for (const auto& f : grading) side.factors.push_back(f);
  }
  // B-32 (2): outcomes for both; O-B6 reads whether the enemy took O-B1, so b's first then a's
  // are evaluated with the other's known where it matters.
  auto& ra = record.sides[0];
  auto& rb = record.sides[1];
  ra.outcome = combatOutcome(situation.a, situation.b, situation.kind, situation.year, ra.total,
                             rb.total);
  rb.outcome = combatOutcome(situation.b, situation.a, situation.kind, situation.year, rb.total,
                             ra.total, &ra.outcome);
  ra.outcome = combatOutcome(situation.a, situation.b, situation.kind, situation.year, ra.total,
                             rb.total, &rb.outcome);
  return record;
}

CombatRecord evaluateCombat(const CombatSituation& situation, DieSource& dice) {
  const int a = dice.d6();
  const int b = dice.d6();
  return evaluateCombat(situation, a, b);
}

}  // namespace hfg::battle
