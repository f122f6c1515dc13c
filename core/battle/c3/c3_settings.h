// Every number and switch fixed by the decisions KB-1..KB-61 of shared/spec/c3.md (section 9).
#pragma once

namespace hfg::c3 {

/// How hard the computer generals think (KG-15): effort counts, never wall-clock time.
enum class AiLevel { Easy, Normal, Hard };

/// One named setting per decided number (the spec's snake_case name beside each field), so that
/// another reading of the text can be tried without touching rule code. Every value here is the
/// project's decision, not the author's; those marked PROJECT COMBAT replace the lost chapters
/// 8-13 (KB-1) and were written by the project in the spirit of the surviving text.
struct C3Settings {
  // Section 1.1: positions are kept in HFG paces.
  double metresPerPace = 0.75;  ///< metres_per_pace
  // KB-3: printed tables at the source's "Corps" scale, 1 mm = 5 m.
  int printScale = 5000;  ///< c3_print_scale
  // KB-4: the minute clock and the combat round.
  int tickMin = 1;         ///< tick_min
  int combatRoundMin = 5;  ///< combat_round_min (PROJECT COMBAT)
  // Section 1.5.
  double baseContactM = 50;  ///< base_contact_m
  // KB-2: the lost gap of the double line; the lost cavalry base depth.
  double doubleLineGapM = 100;     ///< double_line_gap_m
  double cavalryBaseDepthM = 100;  ///< KB-2 cavalry base depth
  // KB-8: the charge (the rest of KT-13 is data in c3_tables).
  double chargeRateMPerMin = 400;     ///< KT-13 charge rate
  double chargeMaxM = 800;            ///< charge_max_m
  double messengerRateMPerMin = 300;  ///< KT-13 messenger (KB-20)
  double commanderRateMPerMin = 200;  ///< KT-13 Commander
  // KB-9: linear obstacles and the artillery's way-making.
  double linearObstacleM = 50;      ///< linear_obstacle_m
  int wayMakingDispersedMin = 10;   ///< KB-9 "Dispersed" column at an obstacle
  int wayMakingSmoothBoreMin = 15;  ///< KB-9 "Smooth bore" column at an obstacle
  // KB-10: heights of HFG hills.
  double gentleHillM = 20;     ///< gentle_hill_m
  double difficultHillM = 40;  ///< difficult_hill_m
  // KB-11: eye and target heights above the ground; sight-line sampling.
  double eyeFootM = 2;         ///< KB-11 eye of foot and artillery
  double eyeMountedM = 3;      ///< KB-11 eye of mounted, Commanders, messengers
  double targetFootM = 2;      ///< KB-11 top of foot, artillery, trains
  double targetMountedM = 3;   ///< KB-11 top of mounted
  double sightSampleM = 25;    ///< KB-11 sample spacing along the sight line
  double sightEndClearM = 50;  ///< KB-11 ends of the line not sampled
  double builtUpHeightM = 5;   ///< KB-11 HFG BUAs count as towns
  // KB-12: the other reading of the flattened event list.
  bool unlistedEventsAllowAll = false;  ///< unlisted_events_allow_all
  // KB-13: the kind-unknown rate for Event a; the reach of Event a in minutes.
  double unknownKindRateMPerMin = 60;  ///< KB-13
  int eventAReachMin = 30;             ///< KT-5 a: 30 minutes at the normal rate
  int eventAStillMin = 5;              ///< KB-13: stood still this long before a move counts
  // KB-20, K-31: messengers' berth from known enemy; the command-post detour.
  double messengerBerthM = 400;   ///< K-31
  double commandPostAwayM = 200;  ///< KB-20
  // KB-22: receipt and loss.
  int lossFace = 10;            ///< loss_face
  double lossEnemyNearM = 400;  ///< KB-22 messenger passed this near an enemy Unit
  int receiptMinPerPoint = 3;   ///< K-32 (the text's own 3 minutes)
  // KB-23: noticing an Order that went nowhere.
  int noResponseNoticeMin = 30;  ///< no_response_notice_min
  // KB-25: troops counted to retake a held place.
  double retakeRadiusM = 2000;  ///< KB-25
  // KB-28: signals.
  double signalRangeM = 5000;  ///< signal_range_m
  int signalStationMin = 10;   ///< K-37 (the text's own 10 minutes)
  // KB-33 to KB-35 (PROJECT COMBAT: the Quick Reference Sheet is lost).
  int fallBackMin = 10;            ///< fall_back_min
  int routMin = 15;                ///< rout_min
  int rallyTarget = 6;             ///< rally_target
  int pursuitTarget = 6;           ///< pursuit_target
  int routContactSp = 2;           ///< rout_contact_sp
  int pursuitContactSp = 2;        ///< pursuit_contact_sp
  int routOnMin = 5;               ///< KT-17: a failed rally routs on this long
  int dispersedAfterFailures = 3;  ///< KB-34: the third failed rally test
  double rallyEnemyNearM = 800;    ///< KT-17 enemy seen within this
  double fallBackEnemyM = 1000;    ///< KB-33 enemy counted for the direction
  double evadeClearM = 800;        ///< K-60 (the text's own 800 m)
  // KB-37: prolonges while fatigue + SP lost stay below this (the text's "ten").
  int prolongLimit = 10;
  // KB-38 (PROJECT COMBAT): charged or assaulted by an enemy within this counts as engaged.
  double engagedAssaultM = 400;
  // KB-39, KT-18 (PROJECT COMBAT).
  double canisterM = 300;          ///< canister_m
  double canisterPortableM = 200;  ///< canister_m, Portable
  double frontArcDeg = 45;         ///< KB-39 front arc, outwards from the front corners
  // KB-40 (PROJECT COMBAT).
  int casualtyDivisor = 40;  ///< casualty_divisor
  int fireDieMin = 0;        ///< KT-19 D kept within 0..15
  int fireDieMax = 15;
  // KB-43 (PROJECT COMBAT): closing fire ranges.
  double closingFireArtilleryM = 300;
  double closingFireFootM = 100;
  double chargeBonusMinM = 100;  ///< KT-22 charge bonus after this many metres at charge rate
  // KB-44 (PROJECT COMBAT): overlap.
  double overlapBeyondM = 50;
  double overlapNearM = 100;
  // KB-45 (PROJECT COMBAT): grand battery.
  int grandBatteryUnits = 3;
  double grandBatteryM = 500;
  // KB-46, KT-24 (PROJECT COMBAT).
  int fatigueMax = 30;         ///< fatigue_max
  int exhaustedAt = 20;        ///< exhausted_at
  int fatigueRecoverMin = 10;  ///< KT-24 one point back per full spell
  // KB-48, KT-25 (PROJECT COMBAT).
  int ammoFoot = 12;       ///< ammo_foot
  int ammoDismounted = 8;  ///< ammo_dismounted
  int ammoArtillery = 10;  ///< ammo_artillery
  int resupplyMin = 15;    ///< resupply_min
  double resupplyM = 500;  ///< resupply_m
  // KB-51 (PROJECT COMBAT): Commanders in danger.
  double commanderDangerM = 50;
  int commanderCapturedUpTo = 3;  ///< 1D10 of 1..this: captured
  // KB-52, KB-54.
  bool identifyNationality = false;  ///< c3_identify_nationality
  bool dummies = false;              ///< c3_dummies
  // KB-53: patrols.
  int maxPatrolCe = 1;    ///< max_patrol_ce
  int menPerPatrol = 50;  ///< K-48 (the text's own 50)
  // KT-28.
  double forestMinKm2 = 1;  ///< forest_min_km2
  // KB-58: the end of the battle.
  int breakCheckMin = 15;                 ///< break_check_min
  double breakFraction = 1.0 / 3;         ///< c3_break_fraction
  double nightRetreatFraction = 1.0 / 4;  ///< c3_night_retreat_fraction
  double twoStageRoutFraction = 1.0 / 2;  ///< c3_two_stage_rout_fraction
  double fieldRadiusM = 1000;             ///< c3_field_radius_m
  // KB-60.
  double rainSightFactor = 0.5;  ///< rain_sight_factor
  // KG-15.
  AiLevel aiLevel = AiLevel::Normal;  ///< c3_ai_level
};

/// Metres to HFG paces and back (section 1.1).
inline double metresToPaces(const C3Settings& s, double metres) { return metres / s.metresPerPace; }
inline double pacesToMetres(const C3Settings& s, double paces) { return paces * s.metresPerPace; }

}  // namespace hfg::c3
