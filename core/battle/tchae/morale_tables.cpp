// ET-15, ET-16 and ET-22.
#include "core/battle/tchae/morale_tables.h"

namespace hfg::tchae {

int statusModifier(const Unit& u, const StatusCheckInput& in, const TchaeSettings& s) {
  int m = 0;
  if (u.aggressive && u.advancedThisTurn) ++m;
  if (in.inCover) ++m;
  if (u.resolute) ++m;
  m += in.officerLf;
  const double loss = u.lossFraction();
  if (loss >= s.heavyLossFraction)
    m -= 2;
  else if (loss > s.lightLossFraction)
    m -= 1;
  if (u.cautious && u.advancedThisTurn) --m;
  m -= u.casualtiesThisTurn;
  m -= in.friendlyRoutersNear;
  if (in.closeSmoothboreArtillery) --m;
  if (u.experience == Experience::Raw && !u.advancedThisTurn) --m;
  return m;
}

int reactionModifier(const Unit& own, const ReactionInput& in) {
  const bool opp = in.kind == ReactionKind::OpportunityCharge;
  int m = 0;
  if (in.otherIsRaw) ++m;
  if (in.ownCommanderBoldProfessionalOrGifted) ++m;
  if (own.experience == Experience::Veteran) ++m;
  if (opp && own.aggressive && in.attackingFlankOrRear) ++m;
  if (in.ownCommanderCautiousOrPolitical) --m;
  if (own.experience == Experience::Raw) --m;
  if (!opp && in.chargedInFlankOrRear) --m;
  if (!opp && in.chargerStartedBeyondHalfMove) m += 2;
  if (opp && in.attackingFlankOrRear && in.targetSlower) m += 2;
  m += in.attachedOfficerLf;
  return m;
}

ReactionResult reactionResult(int total) {
  if (total >= 6) return ReactionResult::Success;
  if (total == 5) return ReactionResult::SuccessSurprised;
  return ReactionResult::Failure;
}

bool entersPursuit(const Unit& u, int d6) {
  if (u.cautious) return false;
  if (u.experience == Experience::Raw || u.aggressive) return d6 >= 4;
  return d6 >= 6;
}

}  // namespace hfg::tchae
