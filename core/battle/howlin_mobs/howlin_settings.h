// Every number and switch fixed by the decisions MB-1..MB-53 and section 9 of
// shared/spec/howlin-mobs.md, one named field each (the spec's snake_case name beside it).
#pragma once

namespace hfg::howlin_mobs {

/// A frontage x depth in inches (MT-2).
struct BaseSize {
  double frontIn = 0;
  double depthIn = 0;
};

/// A deck's contents by card (MT-10).
struct DeckCounts {
  int move = 0;
  int doubleMove = 0;
  int fire = 0;
  int doubleFire = 0;
  int rally = 0;
  int total() const { return move + doubleMove + fire + doubleFire + rally; }
};

/// The spec's `HowlinSettings` (section 9): another reading of the book is tried by changing a
/// field here, never rule code.
struct HowlinMobsSettings {
  // MB-2 ground scale.
  double pacesPerInch = 60;  ///< hm_paces_per_inch
  // MB-3 time scale.
  int morningPhases = 3;  ///< hm_morning_phases
  // MB-4 base sizes (MT-2).
  BaseSize infantryBase{3, 1.5};    ///< hm_infantry_base_in
  BaseSize cavalryBase{3, 2};       ///< hm_cavalry_base_in
  BaseSize sharpshooterBase{3, 1};  ///< hm_sharpshooter_base_in
  BaseSize gunBase{2, 2};           ///< hm_gun_base_in
  BaseSize commandBase{1, 1};       ///< hm_command_base_in
  BaseSize wagonBase{1, 2};         ///< hm_wagon_base_in
  // MB-5 the decks (MT-10).
  DeckCounts deckGeneral{3, 2, 3, 2, 2};  ///< deck_general
  DeckCounts deckBattery{3, 0, 3, 0, 2};  ///< deck_battery
  // MB-9 command range.
  double commandRangeIn = 12;  ///< command_range_in
  // MB-10 a stand "with" a unit.
  double standWithIn = 1;  ///< stand_with_in
  // MB-11 the General's risk: a D10 at or below this times the help hurts him.
  int generalRiskPerPoint = 2;  ///< general_risk_per_point
  // MB-12 hands and killed Generals.
  int handSize = 5;             ///< hand_size
  int minHand = 1;              ///< min_hand
  int generalKilledAtHits = 3;  ///< general_killed_at_hits
  int successorHits = 1;        ///< successor_hits
  // MB-13 Inert generals.
  int inertHandPenalty = 1;        ///< inert_hand_penalty
  int inertCourierDeathFaces = 2;  ///< inert_courier_death_faces
  // MB-14 the courier.
  double courierMoveIn = 24;    ///< courier_move_in
  int courierDeathFace = 1;     ///< courier_death_face
  double courierDeliverIn = 1;  ///< MB-14 "ends a move within 1" of the addressee"
  // MB-19 the Movin' table.
  double infantryRoughPenaltyIn = 3;  ///< infantry_rough_penalty_in
  double roadWithinIn = 1;            ///< MB-19 "within 1" of the road's line"
  // MB-26 gun pivots.
  double gunPivotMaxDeg = 45;  ///< gun_pivot_max_deg
  // MB-29 secondary targets within this of the primary take hits at half rate.
  double halfRateIn = 3;  ///< M-36 / MB-29 (the source's 3")
  // MB-32 casualties reduce an infantry unit's firing bases.
  bool casualtiesReduceFire = true;  ///< casualties_reduce_fire
  // MB-33 weapons beyond the source.
  double rangeDivisorPaces = 50;          ///< hm_range_divisor_paces
  double sharpshooterRangeFactor = 1.25;  ///< hm_sharpshooter_range_factor
  // MB-35 fights.
  double artillerySupportIn = 6;          ///< artillery_support_in
  bool mountedActionVsAny = true;         ///< mounted_action_vs_any
  bool contactedRoutersDestroyed = true;  ///< contacted_routers_destroyed
  double fallBackIn = 6;                  ///< M-41 the loser falls back 6"
  double evadeIn = 9;                     ///< MB-35 item 7 evaders move 9"
  // MB-36 morale tests.
  bool oneRoutTestPerCard = true;  ///< one_rout_test_per_card
  double friendRoutTestIn = 12;    ///< M-47 a friend routs within 12"
  // MB-39 resupply.
  double resupplyRangeIn = 12;  ///< resupply_range_in
  // MB-40 sight.
  bool hillsBlockSight = false;  ///< hm_hills_block_sight
  double rainSightFactor = 0.5;  ///< rain_sight_factor
  // MB-45 winning, nightfall and retreat.
  double breakFraction = 1.0 / 3;         ///< hm_break_fraction
  double nightRetreatFraction = 1.0 / 4;  ///< hm_night_retreat_fraction
  double twoStageRoutFraction = 1.0 / 2;  ///< hm_two_stage_rout_fraction
  double fieldRadiusIn = 24;              ///< hm_field_radius_in
  // MB-47 secure flanks.
  double secureFlankIn = 6;  ///< MB-47 "friends within 6""
  // MB-53 casualties that destroy a unit.
  int destroyAtCasualtiesInfantry = 3;       ///< hm_destroy_at_casualties.infantry
  int destroyAtCasualtiesSharpshooters = 1;  ///< hm_destroy_at_casualties.sharpshooters
  int destroyAtCasualtiesCavalry = 1;        ///< hm_destroy_at_casualties.cavalry
  int hitsPerCasualty = 3;                   ///< M-38 "every 3 hits make a casualty"
  // MT-11 orders.
  double holdRadiusIn = 12;  ///< hold_radius_in
  // MT-12 project bonuses.
  int inferiorMorale = -1;         ///< inferior_morale
  int stoicMoraleBonus = 1;        ///< stoic_morale_bonus
  int shockCavalryFightBonus = 1;  ///< shock_cavalry_fight_bonus
  int spearmenFightBonus = 1;      ///< spearmen_fight_bonus
  double aeronautSightIn = 72;     ///< aeronaut_sight_in
  // MT-13 dense patches inside HFG woods.
  bool denseWoods = false;  ///< hm_dense_woods
};

}  // namespace hfg::howlin_mobs
