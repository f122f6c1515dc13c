// Builds the table for a campaign meeting with maps/table and turns the engine's result into the campaign's (C-28).
#include "editor/campaign_battle.h"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "maps/table/battle_handoff.h"
#include "maps/table/deployment.h"
#include "maps/table/map_table.h"

namespace hfg {
namespace {

const std::string kGeneralSuffix = "-general";

}  // namespace

Side battleSideOf(const Scenario& scenario, const BattleSetup& meeting, const std::string& sideId,
                  std::vector<std::string>* delayedCommands) {
  const Side* full = scenario.findSide(sideId);
  if (!full) throw std::invalid_argument(meeting.id + ": side '" + sideId + "' is not in the scenario");
  std::set<std::string> present, arriving;
  for (const BattleForce& f : meeting.present)
    if (f.side == sideId) present.insert(f.elements.begin(), f.elements.end());
  for (const BattleArrival& a : meeting.arrivals)
    if (a.force.side == sideId) arriving.insert(a.force.elements.begin(), a.force.elements.end());
  Side out = *full;
  out.armies.clear();
  for (const Army& army : full->armies) {
    Army kept = army;
    kept.commands.clear();
    for (const Command& command : army.commands) {
      Command c = command;
      c.elements.clear();
      bool here = false, late = false;
      for (const Element& e : command.elements) {
        if (present.count(e.id) || arriving.count(e.id)) c.elements.push_back(e);
        here = here || present.count(e.id);
        late = late || arriving.count(e.id);
      }
      here = here || present.count(command.id);  // the general's element goes by the command id
      late = late || arriving.count(command.id);
      if (!here && !late) continue;
      if (!here && delayedCommands) delayedCommands->push_back(command.id);
      kept.commands.push_back(std::move(c));
    }
    if (!kept.commands.empty()) out.armies.push_back(std::move(kept));
  }
  // The engine needs one commander-in-chief a side (T-6). Decision: when the side's C-in-C is
  // not at the battle, the general of the first army's commander (or first) command present
  // takes his place.
  if (!out.armies.empty() && !out.findArmy(out.commanderInChiefArmy)) out.commanderInChiefArmy = out.armies.front().id;
  if (Army* chief = out.armies.empty() ? nullptr : &out.armies.front()) {
    for (Army& army : out.armies)
      if (army.id == out.commanderInChiefArmy) chief = &army;
    if (!chief->findCommand(chief->commanderCommand)) chief->commanderCommand = chief->commands.front().id;
  }
  return out;
}

CampaignTable tableForMeeting(const Scenario& scenario, const BattleSetup& meeting) {
  maps::DeploymentSettings deployment;
  const Side defender = battleSideOf(scenario, meeting, meeting.defenderSide, &deployment.delayedCommands);
  const Side attacker = battleSideOf(scenario, meeting, meeting.attackerSide, &deployment.delayedCommands);
  maps::TableSources sources;
  sources.map = scenario.map;
  sources.mapPath = scenario.mapFile;
  maps::MapTableRequest request;
  request.name = scenario.name + ": " + meeting.id;
  request.centreLocal = meeting.position;
  request.size = scenario.settings.tableSize;
  request.fillByTheBook = true;  // the scenario map rarely covers the whole table
  request.seed = scenario.settings.seed + static_cast<std::uint64_t>(meeting.day);
  request.book.year = scenario.year();
  TableSetup table = maps::buildTableFromMap(sources, request);
  maps::deployForces(table, defender, attacker, deployment);
  if (!meeting.works.empty()) maps::placeWorks(table, table.defender, meeting.works);
  CampaignTable out;
  out.setup = maps::toBattleSetup(table, defender, attacker, scenario.year());
  out.setup.weather = meeting.raining ? std::optional(battle::Weather::Rain) : std::nullopt;
  // C-20: 12 bounds a side make one map period and battles cease at nightfall, so a battle
  // begun in the afternoon has one period of daylight; otherwise (the morning, or a meeting at
  // night fought at the next dawn) two.
  out.setup.boundsPerSideToNightfall = meeting.period == 1 ? 12 : 24;
  for (const Departure& d : table.departures) out.notes.push_back("[" + d.rule + "] " + d.text);
  const auto problems = battle::validateBattleSetup(out.setup, meeting.id + " table");
  if (!problems.empty()) {
    std::string text;
    for (const auto& p : problems) text += (text.empty() ? "" : "; ") + p;
    throw std::invalid_argument(text);
  }
  return out;
}

BattleResult campaignResultOf(const BattleSetup& meeting, const battle::BattleResult& result) {
  BattleResult out;
  out.battle = meeting.id;
  for (const battle::ElementOutcome& e : result.elements) {
    std::string id = e.elementId;
    if (id.size() > kGeneralSuffix.size() && id.ends_with(kGeneralSuffix))
      id.resize(id.size() - kGeneralSuffix.size());
    ElementStatus status = ElementStatus::Present;
    switch (e.fate) {
      case battle::ElementFate::Destroyed: status = ElementStatus::Destroyed; break;
      case battle::ElementFate::Spent: status = ElementStatus::Spent; break;
      case battle::ElementFate::OffTable: status = ElementStatus::OffTable; break;
      case battle::ElementFate::Present: status = e.routing ? ElementStatus::OffTable : ElementStatus::Present; break;
    }
    if (status != ElementStatus::Present) out.elements.push_back({id, status});
  }
  if (result.winnerSideId) out.winner = *result.winnerSideId;
  out.boundsFought = (result.boundsPlayed + 1) / 2;
  return out;
}

}  // namespace hfg
