// The side cards of ET-4.
#include "core/battle/tchae/card_events.h"

#include <algorithm>

#include "core/battle/tchae/activation.h"
#include "core/battle/tchae/blind_actions.h"
#include "core/battle/tchae/combat.h"
#include "core/battle/tchae/ground_tables.h"
#include "core/battle/tchae/movement.h"
#include "core/battle/tchae/status_phase.h"
#include "core/battle/tchae/side_view.h"
#include "core/battle/tchae/spotting.h"
#include "core/battle/tchae/table_geometry.h"

namespace hfg::tchae {

void blindsCard(RulesContext& ctx, Belligerent side, TchaeGeneral& general) {
  // Step 1: each blind may try to spot one enemy blind (E-53).
  for (Blind& b : ctx.state.blinds) {
    if (b.side != side || !b.present(ctx.state.turn) || b.triedSpotThisTurn) continue;
    b.triedSpotThisTurn = true;
    const std::string target = general.blindSpotTarget(sideView(ctx.state, side), b);
    Blind* t = ctx.state.blind(target);
    if (t && t->side != side && t->present(ctx.state.turn))
      trySpot(ctx, blindFootprint(b, ctx.level(), ctx.settings()).frontMid, *t, b.id);
  }
  // Step 2: 3 PIPs per blind (E-99, EB-28), unless a commander moved it this turn (E-100).
  for (Blind& b : ctx.state.blinds) {
    if (b.side != side || !b.present(ctx.state.turn) || b.movedByCommanderThisTurn) continue;
    const int pips = ctx.settings().blindPips;
    const std::vector<BlindAction> plan = general.blindActions(sideView(ctx.state, side), b, pips);
    b.movedOnBlindsCardThisTurn = true;
    runBlindActions(ctx, b, plan, pips, false);
  }
  // Step 3: formations spotted earlier this turn act now with their commander's PIPs (E-55).
  for (Commander& c : ctx.state.commanders)
    if (c.side == side && c.revealedTurn == ctx.state.turn && !c.cardInDeck &&
        !c.cardResolvedThisTurn)
      commanderActivation(ctx, c, general);
}

void giftedOrBoldCard(RulesContext& ctx, Belligerent side, TchaeGeneral& general) {
  std::vector<std::string> gifted, bold;
  for (const Commander& c : ctx.state.commanders) {
    if (c.side != side || !c.cardInDeck || c.cardResolvedThisTurn || c.horsDeCombat) continue;
    if (c.ability == Ability::Gifted)
      gifted.push_back(c.id);
    else if (c.bold)
      bold.push_back(c.id);
  }
  std::string pick;
  if (!gifted.empty())
    pick = general.giftedOrBold(sideView(ctx.state, side), gifted, {});
  else if (!bold.empty())
    pick = general.giftedOrBold(sideView(ctx.state, side), {}, bold);
  if (!gifted.empty() && pick.empty()) {
    ctx.state.note("EB-49", std::string(keyOf(side)) + " declines the Gifted or Bold card");
    return;
  }
  if (!bold.empty() && gifted.empty() && std::find(bold.begin(), bold.end(), pick) == bold.end())
    pick = bold.front();  // a Bold commander must act (EB-49)
  Commander* c = ctx.state.commander(pick);
  if (!c) return;
  ctx.state.note("E-47", pick + " acts on the Gifted or Bold card");
  commanderActivation(ctx, *c, general);
}

void cautiousOrPoliticalCard(RulesContext& ctx, Belligerent side) {
  ctx.state.cautiousFlag[static_cast<int>(side)] = true;
  ctx.state.note("E-48",
                 std::string(keyOf(side)) + ": the next Cautious or Political card is restricted");
}

namespace {

/// The inspirational leader of a unit: its own colonel first, else a commander within 4 in.
Commander* inspiringCommander(RulesContext& ctx, const Unit& u) {
  for (Commander& c : ctx.state.commanders)
    if (c.side == u.side && c.inspirational && !c.inspirationalActUsed && c.onTable &&
        !c.horsDeCombat && gapIn(ctx.fp(u), c.positionIn) <= ctx.settings().officerNearIn)
      return &c;
  return nullptr;
}

/// EB-51 lead: a charge of up to a full move ignoring orders, zones and status bans, fought at
/// once with the leader's LF, then status and reactive tests and the leader's risk.
void inspirationalLead(RulesContext& ctx, Belligerent side, TchaeGeneral& general) {
  std::vector<std::string> candidates;
  for (const Unit& u : ctx.state.units)
    if (u.side == side && u.active() && u.status != Status::Routed && u.arm != Arm::Artillery &&
        ((u.inspirationalColonel && !u.colonelActUsed) || inspiringCommander(ctx, u)))
      candidates.push_back(u.id);
  if (candidates.empty()) return;
  const UnitAction lead = general.inspirationalLead(sideView(ctx.state, side), candidates);
  Unit* u = ctx.state.unit(lead.unitId);
  if (!u || std::find(candidates.begin(), candidates.end(), lead.unitId) == candidates.end())
    return;
  Contact k;
  k.attackerId = u->id;
  Commander* leader = nullptr;
  if (u->inspirationalColonel && !u->colonelActUsed) {
    u->colonelActUsed = true;
  } else {
    leader = inspiringCommander(ctx, *u);
    leader->inspirationalActUsed = true;
    if (!leader->cardResolvedThisTurn) leader->restrictedThisTurn = true;
    k.leaderId = leader->id;
  }
  k.leaderLf = leader ? leadershipFactor(*leader) : kInspirationalColonelLf;
  const battle::Footprint start = ctx.fp(*u);
  if (battle::headingDifferenceDeg(u->headingDeg, lead.headingDeg) <= 90)
    turnIfClear(ctx, *u, lead.headingDeg);
  MoveOptions o;
  o.mayContact = true;
  o.ignoreZoc = true;
  const MoveResult m =
      moveAlong(ctx, *u, u->headingDeg, std::min(lead.distanceIn, moveRateIn(*u, {})), o);
  ctx.state.note("E-49",
                 u->id + " is led into a charge by " + (leader ? leader->id : "its colonel"));
  if (m.contactId.empty()) return;
  k.defenderId = m.contactId;
  k.chargerStartGapIn = gapIn(start, ctx.fp(*ctx.state.unit(m.contactId)));
  const int before = u->casualties;
  const CombatOutcome out = resolveContact(ctx, k);
  reactiveTests(ctx, out.routed);
  if (!leader && u->casualties > before && ctx.dice.d6() <= u->casualties - before) {
    u->inspirationalColonel = false;  // EB-51: the colonel falls
    ctx.state.note("E-81", u->id + "'s colonel is hors de combat");
  }
}

}  // namespace

void inspirationalCard(RulesContext& ctx, Belligerent side, TchaeGeneral& general) {
  std::vector<std::string> candidates;
  for (const Unit& u : ctx.state.units) {
    if (u.side != side || !u.active() || u.status == Status::Normal) continue;
    bool eligible = u.inspirationalColonel && !u.colonelActUsed;
    for (const Commander& c : ctx.state.commanders)
      eligible = eligible || (c.side == side && c.inspirational && !c.inspirationalActUsed &&
                              c.onTable && !c.horsDeCombat &&
                              gapIn(ctx.fp(u), c.positionIn) <= ctx.settings().officerNearIn);
    if (eligible) candidates.push_back(u.id);
  }
  const std::string pick = candidates.empty()
                               ? std::string()
                               : general.inspirationalRally(sideView(ctx.state, side), candidates);
  Unit* u = ctx.state.unit(pick);
  if (!u || std::find(candidates.begin(), candidates.end(), pick) == candidates.end()) {
    inspirationalLead(ctx, side, general);
    return;
  }
  if (u->inspirationalColonel && !u->colonelActUsed) {
    u->colonelActUsed = true;
  } else {
    for (Commander& c : ctx.state.commanders)
      if (c.side == side && c.inspirational && !c.inspirationalActUsed && c.onTable &&
          gapIn(ctx.fp(*u), c.positionIn) <= ctx.settings().officerNearIn) {
        c.inspirationalActUsed = true;
        if (!c.cardResolvedThisTurn) c.restrictedThisTurn = true;  // E-49: fire only later
        break;
      }
  }
  u->status = u->permanentlyDefeated(ctx.settings()) ? Status::Defeated : Status::Normal;  // EB-51
  u->firefightPartnerId.clear();
  ctx.state.note("E-49", pick + " is inspired: " + std::string(keyOf(u->status)));
}

void grandTacticalCard(RulesContext& ctx, Belligerent side, TchaeGeneral& general) {
  for (Blind& b : ctx.state.blinds) {
    if (b.side != side || !b.present(ctx.state.turn)) continue;
    const int pips = ctx.settings().grandTacticalPips;
    const std::vector<BlindAction> plan = general.blindActions(sideView(ctx.state, side), b, pips);
    if (plan.empty()) continue;
    ctx.state.note("E-50", std::string(keyOf(side)) + " Grand Tactical card moves a blind");
    runBlindActions(ctx, b, plan, pips, true);
    return;  // one blind only
  }
}

}  // namespace hfg::tchae
