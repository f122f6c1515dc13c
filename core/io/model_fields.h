// One `serialize` per model type, shared by the JSON and binary readers and writers.
// Field names are the file format (docs/formats.md): renaming one needs a migration step.
#pragma once

#include "core/model/battlefield.h"
#include "core/model/campaign_state.h"
#include "core/model/orbat.h"
#include "core/model/scenario.h"
#include "core/model/stage_map.h"
#include "core/model/terrain.h"

namespace hfg::io {

// ---- map (format "hfg-map") ----

template <class Io>
void serialize(Io& io, Work& work) {
  io.required("kind", work.kind);
  io.required("side", work.side);
}

template <class Io>
void serialize(Io& io, StageNode& node) {
  io.required("id", node.id);
  io.optional("name", node.name);
  io.required("position", node.position);
  io.optional("lon_lat", node.lonLat);
  io.optional("port", node.port, false);
  io.optional("station", node.station, false);
  io.optional("works", node.works);
}

template <class Io>
void serialize(Io& io, StageLink& link) {
  io.required("id", link.id);
  io.required("from", link.from);
  io.required("to", link.to);
  io.required("kind", link.kind);
  io.required("stages", link.stages);
  io.optional("bridge", link.bridge, BridgeState::None);
  io.optional("river_name", link.riverName);
  io.optional("path", link.path);
}

template <class Io>
void serialize(Io& io, TerrainFeature& feature) {
  io.required("id", feature.id);
  io.required("terrain", feature.terrain);
  io.optional("name", feature.name);
  io.required("points", feature.points);
  io.optional("crest", feature.crest);
  io.optional("width_metres", feature.widthMetres, 0.0);
}

template <class Io>
void serialize(Io& io, MapFrame& frame) {
  io.optional("crs_wkt", frame.crsWkt);
  io.optional("origin", frame.origin);
}

template <class Io>
void serialize(Io& io, StageMap& map) {
  io.optional("name", map.name);
  io.optional("frame", map.frame);
  io.optional("background_image", map.backgroundImage);
  io.required("nodes", map.nodes);
  io.required("links", map.links);
  io.optional("terrain", map.terrain);
}

// ---- orbat (format "hfg-orbat") ----

template <class Io>
void serialize(Io& io, Element& element) {
  io.required("id", element.id);
  io.required("type", element.type);
  io.optional("grade", element.grade, Grade::Basic);
  io.optional("name", element.name);
  io.optional("notes", element.notes);
  io.optional("admiral", element.admiral);
}

template <class Io>
void serialize(Io& io, General& general) {
  io.optional("name", general.name);
  io.optional("staff_type", general.staffType, TroopType::CommandParty);
  io.optional("quality", general.quality, GeneralQuality::Ordinary);
}

template <class Io>
void serialize(Io& io, Command& command) {
  io.required("id", command.id);
  io.optional("name", command.name);
  io.required("general", command.general);
  io.optional("allied", command.allied, false);
  io.optional("aggression", command.aggression);
  io.required("elements", command.elements);
}

template <class Io>
void serialize(Io& io, Army& army) {
  io.required("id", army.id);
  io.optional("name", army.name);
  io.optional("aggression", army.aggression, 0);
  io.optional("commander_command", army.commanderCommand);
  io.required("commands", army.commands);
}

template <class Io>
void serialize(Io& io, Side& side) {
  io.required("id", side.id);
  io.optional("name", side.name);
  io.optional("colour", side.colour, std::string("#404040"));
  io.optional("commander_in_chief_army", side.commanderInChiefArmy);
  io.required("armies", side.armies);
}

// ---- scenario (format "hfg-scenario"); the map and orbats live in their own files ----

template <class Io>
void serialize(Io& io, ScenarioSettings& settings) {
  io.required("start_date", settings.startDate);
  io.optional("seed", settings.seed, std::uint64_t{1});
  io.optional("intel_lag_periods", settings.intelLagPeriods, 3);
  io.optional("colonial_side", settings.colonialSide);
  io.optional("table_size", settings.tableSize, TableSize::Standard);
  io.optional("last_day", settings.lastDay, 10);
  io.optional("battle_rules", settings.battleRules, std::string("hfg"));
}

template <class Io>
void serialize(Io& io, ForcePlacement& force) {
  io.required("id", force.id);
  io.optional("name", force.name);
  io.required("side", force.side);
  io.required("commands", force.commands);
  io.required("node", force.node);
}

template <class Io>
void serialize(Io& io, Reinforcement& reinforcement) {
  io.required("day", reinforcement.day);
  io.required("force", reinforcement.force);
}

template <class Io>
void serialize(Io& io, Objective& objective) {
  io.required("node", objective.node);
  io.required("side", objective.side);
  io.optional("points", objective.points, 1);
}

template <class Io>
void serialize(Io& io, VictoryRule& victory) {
  io.optional("points_to_win", victory.pointsToWin, 0);
  io.optional("text", victory.text);
}

template <class Io>
void serialize(Io& io, ScenarioSide& side) {
  io.required("orbat_file", side.orbatFile);
}

template <class Io>
void serialize(Io& io, Scenario& scenario) {
  io.optional("name", scenario.name);
  io.optional("description", scenario.description);
  io.required("map_file", scenario.mapFile);
  io.required("sides", scenario.sides);
  io.optional("start_positions", scenario.startPositions);
  io.optional("reinforcements", scenario.reinforcements);
  io.optional("objectives", scenario.objectives);
  io.optional("victory", scenario.victory);
  io.required("settings", scenario.settings);
}

// ---- campaign state (format "hfg-campaign-state") ----

template <class Io>
void serialize(Io& io, Weather& weather) {
  io.optional("raining", weather.raining, false);
  io.optional("roads_affected", weather.roadsAffected, false);
  io.optional("rain_began_last_period", weather.rainBeganLastPeriod, false);
}

template <class Io>
void serialize(Io& io, Location& location) {
  io.optional("node", location.node);
  io.optional("link", location.link);
  io.optional("towards", location.towards);
  io.optional("stages_from_start", location.stagesFromStart, 0.0);
}

template <class Io>
void serialize(Io& io, ElementState& state) {
  io.required("element", state.element);
  io.required("status", state.status);
  io.optional("returns_on_day", state.returnsOnDay, 0);
  io.optional("returns_in_period", state.returnsInPeriod, Period::Morning);
  io.optional("rail_to", state.railTo);
}

template <class Io>
void serialize(Io& io, Force& force) {
  io.required("id", force.id);
  io.optional("name", force.name);
  io.required("side", force.side);
  io.optional("commands", force.commands);
  io.optional("detached", force.detached);
  io.required("location", force.location);
  io.optional("active_periods_in_row", force.activePeriodsInRow, 0);
  io.optional("must_rest", force.mustRest, false);
  io.optional("in_battle", force.inBattle, false);
  io.optional("embarked_on", force.embarkedOn);
  io.optional("stages_today", force.stagesToday, 0.0);
  io.optional("came_from", force.cameFrom);
  io.optional("task", force.task);
  io.optional("task_target", force.taskTarget);
  io.optional("task_periods_done", force.taskPeriodsDone, 0);
  io.optional("transit_to", force.transitTo);
  io.optional("transit_arrives_at", force.transitArrivesAt, 0);
  io.optional("rail_link", force.railLink);
  io.optional("battle", force.battle);
  io.optional("must_rest_rule", force.mustRestRule);
  io.optional("aboard", force.aboard);
}

template <class Io>
void serialize(Io& io, BuiltWork& built) {
  io.required("node", built.node);
  io.required("work", built.work);
  io.optional("built_on_day", built.builtOnDay, 0);
  io.optional("built_in_period", built.builtInPeriod, Period::Morning);
}

template <class Io>
void serialize(Io& io, BridgeChange& change) {
  io.required("link", change.link);
  io.required("bridge", change.bridge);
  io.optional("changed_on_day", change.changedOnDay, 0);
  io.optional("changed_in_period", change.changedInPeriod, Period::Morning);
  io.optional("side", change.side);
}

template <class Io>
void serialize(Io& io, RailBooking& booking) {
  io.required("station", booking.station);
  io.optional("despatch_free_from", booking.despatchFreeFrom, 0);
  io.optional("arrival_free_from", booking.arrivalFreeFrom, 0);
}

template <class Io>
void serialize(Io& io, PositionRecord& record) {
  io.required("day", record.day);
  io.required("period", record.period);
  io.required("force", record.force);
  io.required("side", record.side);
  io.optional("name", record.name);
  io.required("location", record.location);
  io.optional("element_count", record.elementCount, 0);
  io.optional("in_battle", record.inBattle, false);
  io.optional("battle", record.battle);
  io.optional("must_rest", record.mustRest, false);
  io.optional("embarked_on", record.embarkedOn);
  io.optional("transit_to", record.transitTo);
}

template <class Io>
void serialize(Io& io, BattleForce& force) {
  io.required("force", force.force);
  io.required("side", force.side);
  io.optional("commands", force.commands);
  io.optional("elements", force.elements);
}

template <class Io>
void serialize(Io& io, BattleArrival& arrival) {
  io.required("force", arrival.force);
  io.optional("from_node", arrival.fromNode);
  io.optional("link", arrival.link);
  io.required("day", arrival.day);
  io.optional("period", arrival.period, 0);
  io.optional("fraction_of_period", arrival.fractionOfPeriod, 0.0);
  io.optional("sound_of_guns", arrival.soundOfGuns, false);
}

template <class Io>
void serialize(Io& io, BattleMeeting& setup) {
  io.required("id", setup.id);
  io.required("day", setup.day);
  io.optional("period", setup.period, 0);
  io.optional("node", setup.node);
  io.optional("link", setup.link);
  io.optional("stages_along_link", setup.stagesAlongLink, 0.0);
  io.required("position", setup.position);
  io.required("defender_side", setup.defenderSide);
  io.required("attacker_side", setup.attackerSide);
  io.optional("defender_dice", setup.defenderDice);
  io.optional("present", setup.present);
  io.optional("arrivals", setup.arrivals);
  io.optional("raining", setup.raining, false);
  io.optional("roads_affected", setup.roadsAffected, false);
  io.optional("works", setup.works);
  io.optional("periods_fought", setup.periodsFought, 0);
  io.optional("battle_rules", setup.battleRules, std::string("hfg"));
}

template <class Io>
void serialize(Io& io, CampaignEvent& event) {
  io.required("day", event.day);
  io.required("period", event.period);
  io.optional("rule", event.rule);
  io.required("kind", event.kind);
  io.optional("forces", event.forces);
  io.optional("node", event.node);
  io.optional("dice", event.dice);
  io.optional("text", event.text);
  io.optional("side", event.side);
  io.optional("link", event.link);
  io.optional("position", event.position);
}

// ---- orders (format "hfg-orders"; also held in the campaign state, C-15) ----

template <class Io>
void serialize(Io& io, Step& step) {
  io.required("kind", step.kind);
  io.optional("route", step.route);
  io.optional("work", step.work, WorkTask::Entrench);
  io.optional("target", step.target);
}

template <class Io>
void serialize(Io& io, Goal& goal) {
  io.required("kind", goal.kind);
  io.optional("node", goal.node);
  io.optional("march_at_night", goal.marchAtNight, false);
}

template <class Io>
void serialize(Io& io, ForceOrder& order) {
  io.required("force", order.force);
  io.optional("steps", order.steps);
  io.optional("goal", order.goal);
  io.optional("avoid_battle", order.avoidBattle, false);
}

template <class Io>
void serialize(Io& io, SplitOrder& split) {
  io.required("force", split.force);
  io.required("new_force", split.newForce);
  io.optional("new_name", split.newName);
  io.optional("commands", split.commands);
  io.optional("elements", split.elements);
}

template <class Io>
void serialize(Io& io, MergeOrder& merge) {
  io.required("force", merge.force);
  io.required("into", merge.into);
}

/// C-15: the native side's held orders inside the campaign state (the orders file's fields).
template <class Io>
void serialize(Io& io, SideOrders& orders) {
  io.required("side", orders.side);
  io.required("day", orders.day);
  io.optional("brilliant_adjust", orders.brilliantAdjust, 1);
  io.optional("splits", orders.splits);
  io.optional("merges", orders.merges);
  io.optional("forces", orders.forces);
}

// ---- battle result (format "hfg-battle-result") ----

template <class Io>
void serialize(Io& io, BattleElementResult& element) {
  io.required("element", element.element);
  io.required("status", element.status);
}

template <class Io>
void serialize(Io& io, BattleResult& result) {
  io.required("battle", result.battle);
  io.optional("winner", result.winner);
  io.required("bounds_fought", result.boundsFought);
  io.optional("rout_stages", result.routStages, 1);
  io.optional("rout_route", result.routRoute);
  io.optional("night_retreat_side", result.nightRetreatSide);
  io.optional("elements", result.elements);
}

template <class Io>
void serialize(Io& io, CampaignState& state) {
  io.required("scenario_file", state.scenarioFile);
  io.required("day", state.day);
  io.required("period", state.period);
  io.optional("weather", state.weather);
  io.required("forces", state.forces);
  io.optional("element_states", state.elementStates);
  io.optional("log", state.log);
  io.required("rng_state", state.rngState);
  io.optional("works", state.works);
  io.optional("bridges", state.bridges);
  io.optional("pending_battles", state.pendingBattles);
  io.optional("position_history", state.positionHistory);
  io.optional("rail_bookings", state.railBookings);
  io.optional("next_battle_number", state.nextBattleNumber, 1);
  io.optional("results_waiting", state.resultsWaiting);
  io.optional("held_orders", state.heldOrders);
  io.optional("resolved_battles", state.resolvedBattles);
  io.optional("campaign_key", state.campaignKey);
}

// ---- battle table (format "hfg-table") ----

template <class Io>
void serialize(Io& io, TableExtent& extent) {
  io.required("width_paces", extent.widthPaces);
  io.required("depth_paces", extent.depthPaces);
}

template <class Io>
void serialize(Io& io, TableFeature& feature) {
  io.required("id", feature.id);
  io.required("terrain", feature.terrain);
  io.optional("name", feature.name);
  io.required("points", feature.points);
  io.optional("crest", feature.crest);
  io.optional("width_paces", feature.widthPaces, 0.0);
  io.optional("origin", feature.origin, FeatureOrigin::Map);
  io.optional("edge_section", feature.edgeSection, 0);
}

template <class Io>
void serialize(Io& io, Preparation& work) {
  io.required("id", work.id);
  io.required("side", work.side);
  io.required("kind", work.kind);
  io.required("position", work.position);
  io.optional("heading_degrees", work.headingDegrees, 0.0);
  io.optional("length_paces", work.lengthPaces, 0.0);
}

template <class Io>
void serialize(Io& io, DeploymentZone& zone) {
  io.required("side", zone.side);
  io.required("min", zone.min);
  io.required("max", zone.max);
}

template <class Io>
void serialize(Io& io, TableElement& element) {
  io.required("side", element.side);
  io.required("command", element.command);
  io.required("element", element.element);
  io.required("type", element.type);
  io.required("position", element.position);
  io.optional("heading_degrees", element.headingDegrees, 0.0);
  io.required("frontage_paces", element.frontagePaces);
  io.required("depth_paces", element.depthPaces);
}

template <class Io>
void serialize(Io& io, Arrival& arrival) {
  io.required("id", arrival.id);
  io.required("side", arrival.side);
  io.optional("feature", arrival.feature);
  io.required("position", arrival.position);
  io.required("edge", arrival.edge);
}

template <class Io>
void serialize(Io& io, Departure& departure) {
  io.required("rule", departure.rule);
  io.optional("feature", departure.feature);
  io.required("text", departure.text);
}

template <class Io>
void serialize(Io& io, TableGround& ground) {
  io.optional("crs_wkt", ground.crsWkt);
  io.required("centre_crs", ground.centreCrs);
  io.required("centre_lon_lat", ground.centreLonLat);
  io.required("facing_degrees", ground.facingDegrees);
  io.optional("grid_facing_degrees", ground.gridFacingDegrees, 0.0);
  io.optional("metres_per_pace", ground.metresPerPace, 0.75);
  io.optional("background_image", ground.backgroundImage);
  io.optional("background_fit", ground.backgroundFit);
  io.optional("background_fit_rms_m", ground.backgroundFitRmsMetres, 0.0);
}

template <class Io>
void serialize(Io& io, TableSetup& setup) {
  io.optional("name", setup.name);
  io.required("size", setup.size);
  io.required("extent", setup.extent);
  io.optional("seed", setup.seed, std::uint64_t{0});
  io.optional("ground", setup.ground);
  io.optional("defender", setup.defender);
  io.optional("attacker", setup.attacker);
  io.required("features", setup.features);
  io.optional("no_data_areas", setup.noDataAreas);
  io.optional("zones", setup.zones);
  io.optional("elements", setup.elements);
  io.optional("arrivals", setup.arrivals);
  io.optional("preparations", setup.preparations);
  io.optional("departures", setup.departures);
}

}  // namespace hfg::io
