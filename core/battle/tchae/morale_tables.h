// Status check (ET-15), reaction and opportunity charge (ET-16) and pursuit test (ET-22) as calculators.
#pragma once

#include "core/battle/tchae/tchae_settings.h"
#include "core/battle/tchae/unit.h"

namespace hfg::tchae {

/// What ET-15 reads besides the unit itself (EB-34 words).
struct StatusCheckInput {
  bool inCover = false;
  int officerLf = 0;            ///< attached officer (always) or one within 4 in (optional)
  int friendlyRoutersNear = 0;  ///< friendly Routed units within 8 in
  bool closeSmoothboreArtillery = false;
};

/// ET-15: the sum of modifiers (without the die).
int statusModifier(const Unit& u, const StatusCheckInput& in, const TchaeSettings& s = {});
/// E-80: 1 or less moves one step down.
inline bool statusCheckFails(int d6, int modifier) { return d6 + modifier <= 1; }

/// ET-16 column T (turn to face) or O (opportunity charge, intercept).
enum class ReactionKind { TurnToFace, OpportunityCharge };
struct ReactionInput {
  ReactionKind kind = ReactionKind::TurnToFace;
  bool otherIsRaw = false;
  bool ownCommanderBoldProfessionalOrGifted = false;
  bool ownCommanderCautiousOrPolitical = false;
  bool attackingFlankOrRear = false;          ///< O: own unit charges a flank or rear
  bool chargedInFlankOrRear = false;          ///< T
  bool chargerStartedBeyondHalfMove = false;  ///< T +2
  bool targetSlower = false;                  ///< O +2 with a flank or rear charge
  int attachedOfficerLf = 0;
};
int reactionModifier(const Unit& own, const ReactionInput& in);
enum class ReactionResult { Success, SuccessSurprised, Failure };
/// ET-16: 6 or more succeeds, 5 succeeds Surprised, 4 or less fails.
ReactionResult reactionResult(int total);

/// ET-22: does the unit that routed its opponent enter Pursuit on this D6?
bool entersPursuit(const Unit& u, int d6);

}  // namespace hfg::tchae
