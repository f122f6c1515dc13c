// Combat evaluation: the sum of hfg-battle.md T-3 + T-7 + T-8 + die, then T-9 for each side (B-31, B-32).
#include "core/battle/hfg/combat/combat_evaluator.h"

#include <stdexcept>

#include "core/battle/hfg/combat/combat_factor.h"
#include "core/battle/hfg/combat/grading_factors.h"
#include "core/battle/hfg/combat/outcome_effects.h"
#include "core/battle/hfg/combat/outcome_table.h"
#include "core/battle/hfg/combat/tactical_factors.h"

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
  const FactorColumn col =
      self.columnOverride ? *self.columnOverride : columnAgainst(self.who, enemy.who, kind);
  const std::string colText = columnName(col) + (self.columnOverride ? " (B-41)" : "");
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
  const CombatSideFacts* given[2] = {&situation.a, &situation.b};
  // B-42: a CP with a friend contiguous to its rear fights with that element's grade, tactical
  // factors and outcomes; only its combat factor (and the opponent's column) remain its own.
  CombatSideFacts effective[2] = {situation.a, situation.b};
  for (auto& e : effective)
    if (e.who.is(TroopType::CommandParty) && e.commandPartyRearElement)
      e.who = *e.commandPartyRearElement;
  const int dice[2] = {dieA, dieB};
  for (int i = 0; i < 2; ++i) {
    CombatantRecord& side = record.sides[static_cast<std::size_t>(i)];
    side.who = given[i]->who.describe();
    side.die = dice[i];
    side.factors.push_back(combatFactorEntry(*given[i], *given[1 - i], situation.kind));
    for (auto& f : tacticalFactors(effective[i], effective[1 - i], situation.kind))
      side.factors.push_back(f);
    side.totalBeforeGrading = side.die + sum(side.factors);
  }
  // B-31: grade both sides against the pre-grading totals, then apply both at once.
  for (int i = 0; i < 2; ++i) {
    auto& side = record.sides[static_cast<std::size_t>(i)];
    const auto& other = record.sides[static_cast<std::size_t>(1 - i)];
    const auto grading = gradingFactors(effective[i], effective[1 - i], situation.kind,
                                        side.totalBeforeGrading, other.totalBeforeGrading);
    side.total = side.totalBeforeGrading + sum(grading);
    for (const auto& f : grading) side.factors.push_back(f);
  }
  // B-32 (2): outcomes for both. O-B6 needs to know whether the enemy took O-B1, so a's outcome
  // is found, then b's knowing a's, then a's again knowing b's.
  auto& ra = record.sides[0];
  auto& rb = record.sides[1];
  const auto outcomeOf = [&](int i, const OutcomeRecord* enemyOutcome) {
    const auto& self = record.sides[static_cast<std::size_t>(i)];
    const auto& other = record.sides[static_cast<std::size_t>(1 - i)];
    OutcomeRecord r = combatOutcome(effective[i], effective[1 - i], situation.kind, situation.year,
                                    self.total, other.total, enemyOutcome);
    if (given[i]->who.is(TroopType::CommandParty) && given[i]->commandPartyRearElement)
      r = commandPartyOutcome(r);  // O-S4
    return r;
  };
  ra.outcome = outcomeOf(0, nullptr);
  rb.outcome = outcomeOf(1, &ra.outcome);
  ra.outcome = outcomeOf(0, &rb.outcome);
  return record;
}

CombatRecord evaluateCombat(const CombatSituation& situation, DieSource& dice) {
  const int a = dice.d6();
  const int b = dice.d6();
  return evaluateCombat(situation, a, b);
}

}  // namespace hfg::battle
