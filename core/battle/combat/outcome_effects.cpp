// O-S1 and O-S4 of hfg-battle.md T-9 ("Effects that follow outcomes").
#include "core/battle/combat/outcome_effects.h"

namespace hfg::battle {

bool friendRoutsWithRouters(const RoutContagionFacts& f) {
  if (f.friendDefendsBuaSpOrRedoubt || f.routersAreMarksmenOrNaval) return false;
  return !(f.routersInferior && !f.friendInferior);
}

OutcomeRecord commandPartyOutcome(const OutcomeRecord& rear) {
  if (rear.result == ResultKind::Spent) {
    OutcomeRecord r;
    r.rowId = "O-S4";
    r.result = ResultKind::Repulsed;
    r.minPaces = 600;
    r.maxPaces = 1200;
    r.reason = "the element behind the Command Party is spent";
    return r;
  }
  OutcomeRecord r = rear;
  r.alsoRows.push_back("O-S4");
  r.reason = "Command Party obeys the outcome of the element behind it: " + rear.reason;
  return r;
}

}  // namespace hfg::battle
