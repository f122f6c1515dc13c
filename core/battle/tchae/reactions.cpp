// ET-16 reactions.
#include "core/battle/tchae/reactions.h"

#include "core/battle/tchae/ground_tables.h"
#include "core/battle/tchae/morale_tables.h"
#include "core/battle/tchae/movement.h"
#include "core/battle/tchae/table_geometry.h"

namespace hfg::tchae {

CommanderBits commanderBits(RulesContext& ctx, const Unit& u) {
  CommanderBits b;
  if (const Commander* c = ctx.state.commander(u.commanderId)) {
    b.boldProfessionalOrGifted =
        c->bold || c->ability == Ability::Professional || c->ability == Ability::Gifted;
    b.cautiousOrPolitical = c->cautious || c->ability == Ability::Political;
  }
  if (const Commander* a = ctx.attachedTo(u)) b.attachedLf = leadershipFactor(*a);
  return b;
}

namespace {
bool orderAllowsOpportunity(RulesContext& ctx, const Unit& cav) {
  if (cav.status == Status::Pursuit) return true;
  const Commander* c = ctx.state.commander(cav.commanderId);
  return !c || c->order != Order::Engage;  // ET-24: Attack, Manoeuvre and Hold allow it
}
}  // namespace

std::string tryOpportunityCharge(RulesContext& ctx, Unit& mover) {
  const battle::Footprint m = ctx.fp(mover);
  for (Unit* cav : ctx.activeUnits(otherSide(mover.side))) {
    if (!cav->isMountedCavalry() || cav->triedOpportunityThisTurn || cav->activatedThisTurn)
      continue;
    if (cav->status != Status::Normal && cav->status != Status::Pursuit) continue;
    if (cav->disordered || !orderAllowsOpportunity(ctx, *cav)) continue;
    const battle::Footprint c = ctx.fp(*cav);
    const double reach = moveRateIn(*cav, {});
    if (gapIn(c, m) > reach || !inArc(c, m, 45, reach)) continue;
    cav->triedOpportunityThisTurn = true;
    const AttackAspect aspect = attackAspect(c, m, c.frontMid);
    ReactionInput in;
    in.kind = ReactionKind::OpportunityCharge;
    in.otherIsRaw = mover.experience == Experience::Raw;
    const CommanderBits bits = commanderBits(ctx, *cav);
    in.ownCommanderBoldProfessionalOrGifted = bits.boldProfessionalOrGifted;
    in.ownCommanderCautiousOrPolitical = bits.cautiousOrPolitical;
    in.attachedOfficerLf = bits.attachedLf;
    in.attackingFlankOrRear = aspect != AttackAspect::Front;
    in.targetSlower = moveRateIn(mover, {}) < reach;
    const int d6 = ctx.dice.d6();
    const int total = d6 + reactionModifier(*cav, in);
    const ReactionResult res = reactionResult(total);
    ctx.state.note("E-87", cav->id + " tries an opportunity charge on " + mover.id + ": D6 " +
                               std::to_string(d6) + ", total " + std::to_string(total));
    if (res == ReactionResult::Failure) continue;
    if (res == ReactionResult::SuccessSurprised) cav->surprised = true;
    conformTo(ctx, *cav, mover);
    cav->movedThisActivation = true;
    return cav->id;
  }
  return {};
}

void turnToFace(RulesContext& ctx, Unit& defender, const Unit& charger, bool chargerFarAway) {
  ReactionInput in;
  in.kind = ReactionKind::TurnToFace;
  in.otherIsRaw = charger.experience == Experience::Raw;
  const CommanderBits bits = commanderBits(ctx, defender);
  in.ownCommanderBoldProfessionalOrGifted = bits.boldProfessionalOrGifted;
  in.ownCommanderCautiousOrPolitical = bits.cautiousOrPolitical;
  in.attachedOfficerLf = bits.attachedLf;
  in.chargedInFlankOrRear = true;
  in.chargerStartedBeyondHalfMove = chargerFarAway;
  const int d6 = ctx.dice.d6();
  const int total = d6 + reactionModifier(defender, in);
  const ReactionResult res = reactionResult(total);
  ctx.state.note("E-89", defender.id + " tries to turn to face " + charger.id + ": D6 " +
                             std::to_string(d6) + ", total " + std::to_string(total));
  if (res == ReactionResult::Failure) {
    defender.disordered = true;
    return;
  }
  if (res == ReactionResult::SuccessSurprised) defender.surprised = true;
  // Turn about its centre to face the charger's front edge.
  const battle::Footprint f = ctx.fp(defender);
  const Vec2 centre = f.centre();
  const Vec2 toward = charger.frontMidIn - centre;
  defender.headingDeg = battle::headingOf(toward);
  defender.frontMidIn = centre + battle::headingVector(defender.headingDeg) * (f.depthPaces / 2);
}

bool tryEvade(RulesContext& ctx, Unit& defender, const Unit& charger, double chargerStartGapIn) {
  const bool mayEvade =
      defender.isMountedCavalry() || (defender.isLightArtillery() && defender.limbered);
  if (!mayEvade || defender.evadedThisTurn) return false;
  const Commander* c = ctx.state.commander(defender.commanderId);
  if (c && (c->order == Order::Hold || c->order == Order::Attack)) return false;
  const double own = moveRateIn(defender, {});
  const double theirs = moveRateIn(charger, {});
  if (theirs >= own || chargerStartGapIn <= own / 2) return false;
  defender.evadedThisTurn = true;
  routMove(ctx, defender, charger.frontMidIn, own);
  ctx.state.note("E-86", defender.id + " evades " + charger.id);
  return true;
}

}  // namespace hfg::tchae
