// Every number and switch fixed by the decisions EB-1..EB-95 and section 7 of shared/spec/tchae.md.
#pragma once

#include <string>

namespace hfg::tchae {

/// One named setting per decided number (spec names in snake_case beside each field), so that
/// another reading of the book can be tried without touching rule code.
struct TchaeSettings {
  // EB-1 losses: >= heavy gives -2, > light (strict) and < heavy gives -1.
  double heavyLossFraction = 0.25;  ///< heavy_loss_fraction
  double lightLossFraction = 0.10;  ///< light_loss_fraction
  // EB-3 retire distances of a Defeated loser (ET-20).
  double defeatRetireInfantryIn = 6;  ///< defeat_retire_infantry_in
  double defeatRetireCavalryIn = 8;   ///< defeat_retire_cavalry_in
  double routInfantryIn = 8;          ///< ET-20 rout distance, infantry
  double routCavalryIn = 16;          ///< ET-20 rout distance, cavalry
  double breakOffIn = 8;              ///< ET-20 B
  double haltDistanceIn = 4;          ///< ET-20 H
  // EB-8 result B between two cavalry units.
  bool cavBBothBreakOff = true;  ///< cav_b_both_break_off
  // EB-11 halvings.
  bool halvingsStack = true;  ///< halvings_stack
  // EB-12 overlap thresholds.
  double overlapFull = 1.0;  ///< overlap_full
  double overlapHalf = 0.5;  ///< overlap_half
  // EB-16 arcs.
  double artilleryArcHalfDeg = 45;  ///< artillery_arc_half_deg
  double smallArmsArcHalfDeg = 30;  ///< small_arms_arc_half_deg
  // EB-19 spreading hits along a line.
  double spreadLineGapIn = 1;
  double spreadLineFacingDeg = 45;
  // EB-21 skirmishers' half dice.
  bool skirmishHalfDiceAlways = false;  ///< skirmish_half_dice_always
  // EB-25 canister near friends.
  double canisterFriendClearIn = 1;
  // EB-27 PIP bands.
  double pipBandIn = 8;             ///< pip_band_in
  bool twoPipActionsBanded = true;  ///< two_pip_actions_banded
  // EB-28 blind PIPs.
  int blindPips = 3;  ///< blind_pips
  // EB-30 multiple moves.
  double multiMoveClearIn = 16;  ///< multi_move_clear_in
  double multiMoveCoverIn = 4;   ///< multi_move_cover_in
  double multiMoveBlindIn = 4;   ///< multi_move_blind_in
  // EB-31 moving together.
  double groupFacingDeg = 5;
  // EB-35 risk to general.
  bool riskCountsTotalCasualties = false;  ///< risk_counts_total_casualties
  // EB-36 reactive status test radius.
  double reactiveTestIn = 8;
  // EB-41 supports.
  double supportFlankIn = 2;
  double supportFrontLineIn = 1;
  double supportFacingDeg = 15;
  double supportRearIn = 4;
  int maxInfantryCavalrySupports = 3;
  // EB-45 firefights.
  double firefightGapIn = 4;
  double firefightRefightIn = 4.5;
  // EB-46 contagion.
  bool defeatedContagionFromAttackers = false;  ///< defeated_contagion_from_attackers
  double contagionIn = 8;
  double burstThroughIn = 4;
  // EB-47/EB-48 zones of control.
  double zocOpenIn = 4;            ///< zoc_open_in
  double zocDifficultIn = 2;       ///< zoc_difficult_in
  double zocCorpsOpenIn = 2;       ///< zoc_corps_open_in
  double zocCorpsDifficultIn = 1;  ///< zoc_corps_difficult_in
  // EB-43 routers.
  bool routersDieToAnyContact = true;  ///< routers_die_to_any_contact
  // EB-53 Coffee! move order (only "unit_id" is implemented).
  std::string coffeeMoveOrder = "unit_id";  ///< coffee_move_order
  double coffeeAggressiveIn = 8;            ///< EB-54 enemy within
  // EB-55 sight.
  double woodsSightDepthIn = 2;          ///< woods_sight_depth_in
  bool spottingNeedsLineOfSight = true;  ///< spotting_needs_line_of_sight
  // EB-57 blind sizes at corps level and for big formations.
  double blindWidthPerUnitIn = 4;   ///< blind_width_per_unit_in
  double blindLengthPerUnitIn = 2;  ///< blind_length_per_unit_in
  // EB-60 roads.
  bool roadsIgnoreDifficult = true;  ///< roads_ignore_difficult
  double roadHalfWidthIn = 0.5;
  // EB-70 generator cell.
  std::string unionD10Ten1864 =
      "cautious_professional";  ///< union_1864_d10_10 ("gifted": reading b)
  // EB-71 ANV re-armed from.
  std::string anvRearmedFrom = "1863-07-01";  ///< anv_rearmed_from
  // EB-79 Defeated fall back.
  double defeatedFallBackBeyondIn = 0.5;
  double defeatedFallBackMinIn = 3;
  // EB-82 blinds near the enemy.
  double blindKeepOffIn = 1;
  // EB-86 commanders in difficult terrain (ET-8).
  double commanderDifficultIn = 6;
  // EB-88 commanders caught.
  double commanderEvadeIn = 6;
  // EB-90 weather.
  bool tchaeRainEffects = false;  ///< tchae_rain_effects
  // EB-95 Grand Tactical card.
  int grandTacticalPips = 3;  ///< grand_tactical_pips
  // E-36 Hold.
  double holdEdgeToleranceIn = 1;  ///< hold_edge_tolerance_in
  // E-42 dummy blinds.
  double dummyBlindMaxFraction = 0.2;  ///< dummy_blind_max_fraction
  // ET-15 an officer within this distance may add his LF (E-21).
  double officerNearIn = 4;
  double routerNearIn = 8;
  // Scenarios (section 6).
  std::string defaultInfantryWeapon = "rifles";  ///< default_infantry_weapon
  int kernstownTurns = 20;                       ///< kernstown_turns
  bool kernstownRandomArms = false;              ///< kernstown_random_arms
  std::string grandTacticalCardSide;             ///< grand_tactical_card_side ("" = none)
  // Section 7 (campaign conversion; the seam adapter is not built yet, docs/tchae.md).
  std::string campaignLevel = "corps";    ///< campaign_level
  int campaignFootBases = 8;              ///< campaign_foot_bases
  int campaignMarksmenBases = 5;          ///< campaign_marksmen_bases
  int campaignCavalryBases = 10;          ///< campaign_cavalry_bases
  int campaignMountedRiflesBases = 5;     ///< campaign_mounted_rifles_bases
  int campaignArtilleryGuns = 24;         ///< campaign_artillery_guns
  int campaignPortableGuns = 8;           ///< campaign_portable_guns
  int rifleFromYear = 1851;               ///< rifle_from_year
  int rifledCarbineFromYear = 1855;       ///< rifled_carbine_from_year
  double campaignDummyRatio = 0.25;       ///< campaign_dummy_ratio
  bool aeronautsSpotHigher = true;        ///< aeronauts_spot_higher
  std::string campaignBua = "wooden";     ///< campaign_bua
  double fateDestroyedLoss = 0.75;        ///< fate_destroyed_loss
  double fateSpentLoss = 0.5;             ///< fate_spent_loss (also E-14 permanently Defeated)
  std::string generalLossFate = "spent";  ///< general_loss_fate
  double supplyBaseLostShare = 0.5;       ///< supply_base_lost_share
  double sideBreakShare = 1.0 / 3.0;      ///< side_break_share
  double routTwoStagesShare = 0.5;        ///< rout_two_stages_share
  double nightRetreatShare = 0.25;        ///< night_retreat_share
  double nightRetreatMargin = 0.15;       ///< night_retreat_margin
  int turnsPerPeriod = 24;                ///< turns_per_period
};

}  // namespace hfg::tchae
