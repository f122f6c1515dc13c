// Reading battle set-ups, scripts and combat cases through the save layer's JSON reader, with file and field in every error.
#include "core/battle/hfg/io/battle_io.h"

#include <algorithm>

#include "core/battle/hfg/geometry/base_size.h"
#include "core/rules/shooting_range.h"
#include "core/io/atomic_file.h"
#include "core/io/field_traits.h"
#include "core/io/document_io.h"

namespace hfg::io {

// ---- set-up ----

template <class Io>
void serialize(Io& io, battle::BattleTerrainFeature& f) {
  io.required("id", f.id);
  io.required("terrain", f.terrain);
  io.optional("outline", f.outline);
  io.optional("line", f.line);
  io.optional("crest", f.crest);
  io.optional("width_paces", f.widthPaces, 0.0);
  io.optional("burning", f.burning, false);
}

template <class Io>
void serialize(Io& io, battle::BattleCrossing& c) {
  io.required("id", c.id);
  io.required("river", c.riverId);
  io.required("kind", c.kind);
  io.required("at", c.at);
  io.optional("width_paces", c.widthPaces, 400.0);
}

template <class Io>
void serialize(Io& io, battle::PlacedElement& e) {
  io.required("id", e.id);
  io.required("side", e.sideId);
  io.required("command", e.commandId);
  io.required("type", e.element.type);
  io.optional("grade", e.element.grade, Grade::Basic);
  io.optional("name", e.element.name);
  io.required("front_mid", e.footprint.frontMid);
  io.required("heading_deg", e.footprint.headingDeg);
  io.optional("mounted", e.mounted, true);
  io.optional("on_table", e.onTable, true);
  io.optional("arrives_at_bound", e.arrivesAtBound, 0);
  io.optional("concealed", e.concealed, false);
}

template <class Io>
void serialize(Io& io, battle::BattleCommandSetup& c) {
  io.required("id", c.id);
  io.optional("name", c.name);
  io.optional("quality", c.quality, GeneralQuality::Ordinary);
  io.optional("allied", c.allied, false);
  io.optional("commander_in_chief", c.commanderInChief, false);
  io.required("general", c.generalElementId);
  io.optional("aggression", c.aggression);
}

template <class Io>
void serialize(Io& io, battle::BattleSideSetup& s) {
  io.required("id", s.id);
  io.optional("name", s.name);
  io.optional("attacker", s.attacker, false);
  io.required("base_edge", s.baseEdge);
  io.optional("aggression", s.aggression, 0);
  io.required("commands", s.commands);
}

template <class Io>
void serialize(Io& io, battle::BattleWork& w) {
  io.required("id", w.id);
  io.required("kind", w.kind);
  io.required("side", w.sideId);
  io.optional("outline", w.outline);
  io.optional("a", w.a);
  io.optional("b", w.b);
  io.optional("enemy_side", w.enemySide);
  io.optional("siege", w.siege, false);
}

template <class Io>
void serialize(Io& io, battle::BattleStrongPoint& sp) {
  io.required("id", sp.id);
  io.required("side", sp.sideId);
  io.required("centre", sp.centre);
  io.optional("size_paces", sp.sizePaces, 250.0);
  io.optional("heading_deg", sp.headingDeg, 90.0);
  io.optional("burning", sp.burning, false);
}

template <class Io>
void serialize(Io& io, battle::ArrivalRoad& a) {
  io.required("command", a.commandId);
  io.required("road", a.roadId);
  io.optional("by_rail", a.byRail, false);
  io.optional("detrain_at", a.detrainAt);
}

template <class Io>
void serialize(Io& io, battle::BattleMinefield& m) {
  io.required("id", m.id);
  io.required("side", m.sideId);
  io.required("centre", m.centre);
  io.optional("size_paces", m.sizePaces, 400.0);
}

struct BattleSetupFile {
  int year = 1800;
  TableSize tableSize = TableSize::Standard;
  std::vector<battle::BattleSideSetup> sides;
  std::vector<battle::PlacedElement> elements;
  std::vector<battle::BattleTerrainFeature> terrain;
  std::vector<battle::BattleCrossing> crossings;
  std::vector<battle::BattleWork> works;
  std::vector<battle::BattleStrongPoint> strongPoints;
  std::vector<battle::ArrivalRoad> arrivals;
  std::vector<int> concealedPositions;
  std::optional<battle::TableWeather> weather;
  std::vector<battle::BattleMinefield> navalMinefields;
  std::optional<double> windFromDeg;
  int boundsPerSide = 24;
};

template <class Io>
void serialize(Io& io, BattleSetupFile& f) {
  io.required("year", f.year);
  io.optional("table_size", f.tableSize, TableSize::Standard);
  io.required("sides", f.sides);
  io.required("elements", f.elements);
  io.optional("terrain", f.terrain);
  io.optional("crossings", f.crossings);
  io.optional("works", f.works);
  io.optional("strong_points", f.strongPoints);
  io.optional("arrivals", f.arrivals);
  io.optional("concealed_positions", f.concealedPositions);
  io.optional("weather", f.weather);
  io.optional("naval_minefields", f.navalMinefields);
  io.optional("wind_from_deg", f.windFromDeg);
  io.optional("bounds_per_side", f.boundsPerSide, 24);
}

namespace {

/// The set-up in `f`, bases sized by the book and checked; errors name `file` and `prefix`+field.
battle::BattleSetup setupOf(const BattleSetupFile& f, const std::filesystem::path& file,
                            const std::string& prefix) {
  if (f.sides.size() != 2)
    throw LoadError(file, prefix + "sides",
                    "expected exactly 2 sides, found " + std::to_string(f.sides.size()));
  battle::BattleSetup setup;
  setup.year = f.year;
  setup.tableSize = f.tableSize;
  setup.sides = {f.sides[0], f.sides[1]};
  setup.elements = f.elements;
  setup.terrain = f.terrain;
  setup.crossings = f.crossings;
  setup.works = f.works;
  setup.strongPoints = f.strongPoints;
  setup.arrivals = f.arrivals;
  if (!f.concealedPositions.empty()) {
    if (f.concealedPositions.size() != 2)
      throw LoadError(file, prefix + "concealed_positions",
                      "expected 2 counts, one per side in the order of sides");
    setup.concealedPositions = {f.concealedPositions[0], f.concealedPositions[1]};
  }
  setup.weather = f.weather;
  setup.navalMinefields = f.navalMinefields;
  setup.windFromDeg = f.windFromDeg;
  setup.boundsPerSideToNightfall = f.boundsPerSide;
  for (auto& e : setup.elements) {
    // 1.3: the book's base for the type; the file gives only where it stands and faces.
    e.footprint.frontagePaces = battle::baseFrontagePaces(e.element.type);
    e.footprint.depthPaces = battle::baseDepthPaces(e.element.type);
    e.element.id = e.id;
  }
  const auto problems = battle::validateBattleSetup(setup, file.string());
  if (!problems.empty()) {
    // The first problem already names the file and the field.
    const std::string& first = problems.front();
    const std::string filePrefix = file.string() + ": ";
    std::string rest = first.starts_with(filePrefix) ? first.substr(filePrefix.size()) : first;
    const auto colon = rest.find(": ");
    throw LoadError(file, colon == std::string::npos ? prefix : prefix + rest.substr(0, colon),
                    colon == std::string::npos ? rest : rest.substr(colon + 2));
  }
  return setup;
}

BattleSetupFile fileOf(const battle::BattleSetup& setup) {
  BattleSetupFile f;
  f.year = setup.year;
  f.tableSize = setup.tableSize;
  f.sides = {setup.sides[0], setup.sides[1]};
  f.elements = setup.elements;
  f.terrain = setup.terrain;
  f.crossings = setup.crossings;
  f.works = setup.works;
  f.strongPoints = setup.strongPoints;
  f.arrivals = setup.arrivals;
  if (setup.concealedPositions[0] != 0 || setup.concealedPositions[1] != 0)
    f.concealedPositions = {setup.concealedPositions[0], setup.concealedPositions[1]};
  f.weather = setup.weather;
  f.navalMinefields = setup.navalMinefields;
  f.windFromDeg = setup.windFromDeg;
  f.boundsPerSide = setup.boundsPerSideToNightfall;
  return f;
}

}  // namespace

battle::BattleSetup battleSetupFromJson(std::string_view text, const std::filesystem::path& file) {
  BattleSetupFile f;
  loadJsonText(text, file, kBattleSetupFormat, f);
  return setupOf(f, file, "");
}

battle::BattleSetup loadBattleSetup(const std::filesystem::path& file) {
  return battleSetupFromJson(readFileBounded(file, kMaxJsonFileBytes), file);
}

std::string battleSetupToJson(const battle::BattleSetup& setup) {
  return toJsonText(kBattleSetupFormat, fileOf(setup));
}

// ---- script ----

template <class Io>
void serialize(Io& io, battle::ReformPlace& r) {
  io.required("front_mid", r.frontMid);
  io.required("heading_deg", r.headingDeg);
}

template <class Io>
void serialize(Io& io, battle::MoveOrder& o) {
  io.required("elements", o.elementIds);
  io.optional("kind", o.kind, battle::MoveKind::Tactical);
  io.optional("action", o.action, battle::MoveAction::Advance);
  io.optional("path", o.path);
  io.optional("final_heading_deg", o.finalHeadingDeg);
  io.optional("wheel_deg", o.wheelDeg, 0.0);
  io.optional("forward_paces", o.forwardPaces, 0.0);
  io.optional("river", o.riverId);
  io.optional("bridge", o.bridgeId);
  io.optional("to_command", o.toCommand);
  io.optional("ranks", o.ranks, 1);
  io.optional("reform", o.reform);
  io.optional("by_general", o.byGeneral);
}

template <class Io>
void serialize(Io& io, ScriptBound& b) {
  io.required("bound", b.bound);
  io.optional("orders", b.orders);
  io.optional("exchange_with", b.exchangeWith);
}

template <class Io>
void serialize(Io& io, BattleScript& s) {
  io.required("dice", s.dice);
  io.optional("bounds", s.bounds);
  io.optional("stop_after_bound", s.stopAfterBound, 0);
}

BattleScript battleScriptFromJson(std::string_view text, const std::filesystem::path& file) {
  BattleScript script;
  loadJsonText(text, file, kBattleScriptFormat, script);
  for (std::size_t i = 0; i < script.dice.size(); ++i)
    if (script.dice[i] < 1 || script.dice[i] > 6)
      throw LoadError(file, "dice[" + std::to_string(i) + "]",
                      "expected a die face 1-6, got " + std::to_string(script.dice[i]));
  int last = 0;
  for (std::size_t i = 0; i < script.bounds.size(); ++i) {
    auto& b = script.bounds[i];
    const std::string field = "bounds[" + std::to_string(i) + "]";
    if (b.bound <= last)
      throw LoadError(file, field + ".bound",
                      "expected bounds in increasing order from 1, got " + std::to_string(b.bound));
    last = b.bound;
    for (std::size_t k = 0; k < b.orders.size(); ++k) {
      auto& o = b.orders[k];
      if (o.elementIds.empty())
        throw LoadError(file, field + ".orders[" + std::to_string(k) + "].elements",
                        "expected at least one element id");
      o.label = "bound " + std::to_string(b.bound) + " order " + std::to_string(k + 1);
    }
  }
  if (script.stopAfterBound < 0)
    throw LoadError(file, "stop_after_bound", "expected 0 (play to the end) or a bound number");
  return script;
}

BattleScript loadBattleScript(const std::filesystem::path& file) {
  return battleScriptFromJson(readFileBounded(file, kMaxJsonFileBytes), file);
}

// ---- combat case ----

struct CaseShooter {
  TroopType type = TroopType::Bayonets;
  Grade grade = Grade::Basic;
  bool mounted = false;
  double distancePaces = 0;
  double maxRangePaces = 0;
  bool beyondHillCrest = false;
  bool overOwnTroops = false;
  bool supporting = false;
};

template <class Io>
void serialize(Io& io, CaseShooter& s) {
  io.required("type", s.type);
  io.optional("grade", s.grade, Grade::Basic);
  io.optional("mounted", s.mounted, false);
  io.required("distance_paces", s.distancePaces);
  io.required("max_range_paces", s.maxRangePaces);
  io.optional("beyond_hill_crest", s.beyondHillCrest, false);
  io.optional("over_own_troops", s.overOwnTroops, false);
  io.optional("supporting", s.supporting, false);
}

struct CaseSide {
  TroopType type = TroopType::Bayonets;
  Grade grade = Grade::Basic;
  bool mounted = true;
  std::vector<CaseShooter> shooters;
  battle::CombatSideFacts f;
  /// B-42: the element behind a Command Party (its factor in close combat).
  std::optional<TroopType> commandPartyRearType;
  Grade commandPartyRearGrade = Grade::Basic;
  bool commandPartyRearMounted = true;
  /// O-D6, O-D16: inferred from the opponent in close combat when not given.
  std::optional<bool> enemyMountedFrontInContact;
};

template <class Io>
void serialize(Io& io, CaseSide& s) {
  io.required("type", s.type);
  io.optional("grade", s.grade, Grade::Basic);
  io.optional("mounted", s.mounted, true);
  io.optional("shooters", s.shooters);
  auto& f = s.f;
  io.optional("own_bound", f.ownBound, false);
  io.optional("shooting", f.shooting, false);
  io.optional("shot_at", f.shotAt, false);
  io.optional("opponent_command_defeated", f.opponentCommandDefeated, false);
  io.optional("in_redoubt", f.inRedoubtOrSiegeEntrenchment, false);
  io.optional("garrison_holding_edge", f.garrisonHoldingEdge, false);
  io.optional("in_field_entrenchment_or_elf", f.inFieldEntrenchmentOrElf, false);
  io.optional("target_edge_all_difficult", f.targetEdgeAllDifficult, false);
  io.optional("going", f.going, battle::Going::Good);
  io.optional("in_bua", f.inBua, false);
  io.optional("in_wood", f.inWood, false);
  io.optional("holding_bua_wood_or_difficult_hill", f.holdingBuaWoodOrDifficultHill, false);
  io.optional("manning_obstacle", f.manningObstacle, false);
  io.optional("aiders", f.aiders, 0);
  io.optional("artillery_aiders", f.artilleryAiders, 0);
  io.optional("flanks_overlapped", f.flanksOverlapped, 0);
  io.optional("started_uphill", f.startedUphillOfOpponent, false);
  io.optional("march_moved", f.marchMovedThisBound, false);
  io.optional("tactical_moved", f.tacticalMovedThisBound, false);
  io.optional("moved", f.movedThisBound, false);
  io.optional("enfiladed", f.enfiladed, false);
  io.optional("silenced", f.silenced, false);
  io.optional("damaged", f.damaged, false);
  io.optional("repulsed", f.repulsed, false);
  io.optional("routing", f.routing, false);
  io.optional("enemy_fronts_on_flank_or_rear", f.enemyFrontsOnFlankOrRear, 0);
  io.optional("attacking_flank_or_rear", f.attackingFlankOrRear, false);
  io.optional("defending_work", f.defendingWork, false);
  io.optional("primary_enemy_distance_paces", f.primaryEnemyDistancePaces, 0.0);
  io.optional("room_beyond_enemy", f.roomBeyondEnemy, false);
  io.optional("enemy_front_on_flank", f.enemyFrontOnFlank, false);
  io.optional("enemy_front_on_rear", f.enemyFrontOnRear, false);
  io.optional("moved_into_contact", f.movedIntoContactThisBound, false);
  // Every other fact of combat_situation.h (issue #17), snake case as in docs/cli.md.
  io.optional("command_party_rear_type", s.commandPartyRearType);
  io.optional("command_party_rear_grade", s.commandPartyRearGrade, Grade::Basic);
  io.optional("command_party_rear_mounted", s.commandPartyRearMounted, true);
  io.optional("garrisoned_work_burning", f.garrisonedWorkBurning, false);
  io.optional("slow_going_is_stream_or_gully", f.slowGoingIsStreamOrGully, false);
  io.optional("in_bua_interior", f.inBuaInterior, false);
  io.optional("aided_by_supporting_artillery_in_close", f.aidedBySupportingArtilleryInClose, false);
  io.optional("repulsed_this_or_last_bound", f.repulsedThisOrLastBound, false);
  io.optional("sail_bow_or_stern_edge", f.sailBowOrSternEdge, false);
  io.optional("pursuing_into_fresh_mounted", f.pursuingIntoFreshMounted, false);
  io.optional("supporting_artillery", f.supportingArtillery, false);
  io.optional("supported_lowest_total", f.supportedLowestTotal);
  io.optional("shot_at_only_by_supporting_artillery", f.shotAtOnlyBySupportingArtillery, false);
  io.optional("destroying_undefended_bridge", f.destroyingUndefendedBridge, false);
  io.optional("charge_target_in_good_going_within_600", f.chargeTargetInGoodGoingWithin600, false);
  io.optional("defending_bua_or_sp", f.defendingBuaOrSp, false);
  io.optional("defending_redoubt", f.defendingRedoubt, false);
  io.optional("in_entrenchment", f.inEntrenchment, false);
  io.optional("enemy_pressing_forward_will_contact", f.enemyPressingForwardWillContact, false);
  io.optional("protected_by_obstacle", f.protectedByObstacle, false);
  io.optional("artillery_chooses_repulse", f.artilleryChoosesRepulse, false);
  io.optional("attacking_over_obstacle", f.attackingOverObstacle, false);
  io.optional("repulsed_this_bound", f.repulsedThisBound, false);
  io.optional("enemy_mounted_front_in_contact", s.enemyMountedFrontInContact);
  io.optional("attacking_work_edge", f.attackingWorkEdge, false);
  io.optional("defending_bua_edge", f.defendingBuaEdge, false);
  io.optional("supported_mounted_repulsed_by_b2", f.supportedMountedRepulsedByB2, false);
}

struct CombatCaseFile {
  battle::CombatKind kind = battle::CombatKind::Close;
  int year = 1800;
  CaseSide a;
  CaseSide b;
  std::vector<int> dice;
};

template <class Io>
void serialize(Io& io, CombatCaseFile& c) {
  io.required("kind", c.kind);
  io.required("year", c.year);
  io.required("a", c.a);
  io.required("b", c.b);
  io.required("dice", c.dice);
}

namespace {
battle::CombatSideFacts factsOf(const CaseSide& s) {
  battle::CombatSideFacts f = s.f;
  f.who = battle::Combatant::element(s.type, s.grade, s.mounted);
  if (s.commandPartyRearType)
    f.commandPartyRearElement = battle::Combatant::element(
        *s.commandPartyRearType, s.commandPartyRearGrade, s.commandPartyRearMounted);
  for (const auto& sh : s.shooters) {
    battle::ShooterFacts x;
    x.who = battle::Combatant::element(sh.type, sh.grade, sh.mounted);
    x.distancePaces = sh.distancePaces;
    x.maxRangePaces = sh.maxRangePaces;
    x.beyondHillCrest = sh.beyondHillCrest;
    x.overOwnTroops = sh.overOwnTroops;
    x.supporting = sh.supporting;
    f.shooters.push_back(x);
  }
  return f;
}
}  // namespace

CombatCase combatCaseFromJson(std::string_view text, const std::filesystem::path& file) {
  CombatCaseFile f;
  loadJsonText(text, file, kCombatCaseFormat, f);
  if (f.dice.size() != 2)
    throw LoadError(file, "dice", "expected 2 dice [a, b], found " + std::to_string(f.dice.size()));
  for (std::size_t i = 0; i < 2; ++i)
    if (f.dice[i] < 1 || f.dice[i] > 6)
      throw LoadError(file, "dice[" + std::to_string(i) + "]",
                      "expected a die face 1-6, got " + std::to_string(f.dice[i]));
  if (f.kind == battle::CombatKind::Distant && f.a.shooters.empty() && f.b.shooters.empty())
    throw LoadError(file, "a.shooters", "a distant combat needs shooters on at least one side");
  CombatCase c;
  c.situation.kind = f.kind;
  c.situation.year = f.year;
  c.situation.a = factsOf(f.a);
  c.situation.b = factsOf(f.b);
  // What the geometry implies: in close combat the two are in contact, so an opponent that is
  // mounted (or staff) has its front edge on this element (O-D6, O-D16, B-57) unless told not.
  const auto infer = [&](const CaseSide& self, battle::CombatSideFacts& facts,
                         const battle::CombatSideFacts& enemy) {
    facts.enemyMountedFrontInContact = self.enemyMountedFrontInContact.value_or(
        f.kind == battle::CombatKind::Close && enemy.who.type &&
        categoryOf(*enemy.who.type) == TroopCategory::Mounted && enemy.who.mounted);
  };
  infer(f.a, c.situation.a, c.situation.b);
  infer(f.b, c.situation.b, c.situation.a);
  // T-4, G-9: a target beyond a shooter's maximum range cannot be shot at.
  for (const auto* side : {&f.a, &f.b})
    for (std::size_t k = 0; k < side->shooters.size(); ++k) {
      const CaseShooter& sh = side->shooters[k];
      const CaseSide& target = side == &f.a ? f.a : f.b;
      ShootingSituation ss;
      ss.dismounted = !sh.mounted;
      ss.targetMounted = categoryOf(target.type) == TroopCategory::Mounted && target.mounted;
      ss.targetNaval = categoryOf(target.type) == TroopCategory::Naval;
      const auto range = shootingRangePaces(sh.type, sh.grade, f.year, ss);
      const std::string field =
          std::string(side == &f.a ? "a" : "b") + ".shooters[" + std::to_string(k) + "]";
      if (!range)
        throw LoadError(file, field + ".type", "this shooter cannot shoot at this target (T-4)");
      const double limit =
          std::min(static_cast<double>(*range),
                   sh.maxRangePaces > 0 ? sh.maxRangePaces : static_cast<double>(*range));
      if (sh.distancePaces > limit)
        throw LoadError(file, field + ".distance_paces",
                        "the target is " + std::to_string(static_cast<int>(sh.distancePaces)) +
                            " p away, beyond the maximum range of " +
                            std::to_string(static_cast<int>(limit)) + " p (T-4, G-9)");
    }
  c.dieA = f.dice[0];
  c.dieB = f.dice[1];
  return c;
}

CombatCase loadCombatCase(const std::filesystem::path& file) {
  return combatCaseFromJson(readFileBounded(file, kMaxJsonFileBytes), file);
}

// ---- saved hot-seat battle ----

template <class Io>
void serialize(Io& io, SavedBound& b) {
  io.optional("doubled", b.doubled);
  io.optional("orders", b.orders);
  io.required("moves_ended", b.movesEnded);
}

struct BattleSaveFile {
  std::string title;
  std::string campaignBattle;
  std::uint64_t seed = 0;
  BattleSetupFile setup;
  std::vector<SavedBound> bounds;
  std::string stateDigest;
};

template <class Io>
void serialize(Io& io, BattleSaveFile& f) {
  io.optional("title", f.title);
  io.optional("campaign_battle", f.campaignBattle);
  io.required("seed", f.seed);
  io.required("setup", f.setup);
  io.optional("bounds", f.bounds);
  io.required("state_digest", f.stateDigest);
}

std::string battleSaveToJson(const BattleSave& save) {
  BattleSaveFile f;
  f.title = save.title;
  f.campaignBattle = save.campaignBattle;
  f.seed = save.seed;
  f.setup = fileOf(save.setup);
  f.bounds = save.bounds;
  f.stateDigest = save.stateDigest;
  return toJsonText(kBattleSaveFormat, f);
}

BattleSave battleSaveFromJson(std::string_view text, const std::filesystem::path& file) {
  if (text.size() > kMaxBattleSaveBytes)
    throw LoadError(file, "",
                    "a battle save is at most " + std::to_string(kMaxBattleSaveBytes >> 20) +
                        " MiB; this one is " + std::to_string(text.size()) + " bytes");
  BattleSaveFile f;
  loadJsonText(text, file, kBattleSaveFormat, f);
  BattleSave save;
  save.title = f.title;
  save.campaignBattle = f.campaignBattle;
  save.seed = f.seed;
  save.setup = setupOf(f.setup, file, "setup.");
  // T-1.4: the battle ends at nightfall, so no more bounds than both sides' bounds to nightfall.
  const std::size_t maxBounds =
      2 * static_cast<std::size_t>(std::max(0, save.setup.boundsPerSideToNightfall));
  if (f.bounds.size() > maxBounds)
    throw LoadError(file, "bounds",
                    "expected at most " + std::to_string(maxBounds) +
                        " bounds (both sides' bounds to nightfall), found " +
                        std::to_string(f.bounds.size()));
  for (std::size_t i = 0; i < f.bounds.size(); ++i) {
    const std::string field = "bounds[" + std::to_string(i) + "]";
    auto& b = f.bounds[i];
    if (b.orders.size() > kMaxSavedOrdersPerBound)
      throw LoadError(file, field + ".orders",
                      "expected at most " + std::to_string(kMaxSavedOrdersPerBound) +
                          " orders in a bound, found " + std::to_string(b.orders.size()));
    if (!b.movesEnded && i + 1 != f.bounds.size())
      throw LoadError(file, field + ".moves_ended",
                      "expected true: only the last bound may be still in play when saved");
    // No labels: the hot seat gave none, and a label would change the log the digest covers.
    for (std::size_t k = 0; k < b.orders.size(); ++k)
      if (b.orders[k].elementIds.empty())
        throw LoadError(file, field + ".orders[" + std::to_string(k) + "].elements",
                        "expected at least one element id");
  }
  save.bounds = std::move(f.bounds);
  const bool hex = f.stateDigest.size() == 64 &&
                   f.stateDigest.find_first_not_of("0123456789abcdef") == std::string::npos;
  if (!hex) throw LoadError(file, "state_digest", "expected 64 lower-case hex digits (SHA-256)");
  save.stateDigest = f.stateDigest;
  return save;
}

BattleSave loadBattleSave(const std::filesystem::path& file) {
  return battleSaveFromJson(readFileBounded(file, kMaxBattleSaveBytes), file);
}

void saveBattleSave(const BattleSave& save, const std::filesystem::path& file) {
  writeFileAtomically(file, battleSaveToJson(save));
}

}  // namespace hfg::io
