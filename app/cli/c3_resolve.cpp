// An HFG set-up fought by the C3 rule set through the seam, as a campaign meeting would be.
#include "app/cli/c3_resolve.h"

#include <filesystem>
#include <iostream>
#include <memory>
#include <stdexcept>

#include "app/cli/commands.h"
#include "core/battle/c3/campaign_rules.h"
#include "core/battle/hfg/io/battle_io.h"
#include "core/io/load_error.h"

namespace hfg::cli {

namespace {

Command commandOf(const battle::BattleSetup& setup, const battle::BattleCommandSetup& c) {
  Command out;
  out.id = c.id;
  out.name = c.name;
  out.general.name = c.name;
  out.general.quality = c.quality;
  out.allied = c.allied;
  for (const battle::PlacedElement& e : setup.elements) {
    if (e.commandId != c.id) continue;
    if (e.id == c.generalElementId) {
      out.general.staffType = e.element.type;
      continue;
    }
    Element el = e.element;
    el.id = e.id;
    out.elements.push_back(el);
  }
  return out;
}

TableElement tableElementOf(const battle::PlacedElement& e, bool general) {
  TableElement t;
  t.side = e.sideId;
  t.command = e.commandId;
  t.element = general ? "general" : e.id;
  t.type = e.element.type;
  t.position = e.footprint.centre();
  t.headingDegrees = 90 - e.footprint.headingDeg;  // T-15: clockwise from table north
  t.frontagePaces = e.footprint.frontagePaces;
  t.depthPaces = e.footprint.depthPaces;
  return t;
}

}  // namespace

SetupAsMeeting setupAsMeeting(const battle::BattleSetup& setup, const std::string& battleId) {
  SetupAsMeeting out;
  out.scenario.settings.startDate.year = setup.year;
  out.scenario.settings.tableSize = setup.tableSize;
  out.meeting.id = battleId;
  out.ground.extent = extentOf(setup.tableSize);
  for (const battle::BattleSideSetup& s : setup.sides) {
    ScenarioSide side;
    side.orbat.id = s.id;
    side.orbat.name = s.name;
    side.orbat.commanderInChiefArmy = s.id + "-army";
    Army army;
    army.id = s.id + "-army";
    BattleForce force;
    force.side = s.id;
    force.force = s.id + "-force";
    for (const battle::BattleCommandSetup& c : s.commands) {
      army.commands.push_back(commandOf(setup, c));
      if (c.commanderInChief || army.commanderCommand.empty()) army.commanderCommand = c.id;
      force.commands.push_back(c.id);
      force.elements.push_back(c.id);
    }
    for (const battle::PlacedElement& e : setup.elements)
      if (e.sideId == s.id && e.onTable) force.elements.push_back(e.id);
    side.orbat.armies.push_back(army);
    out.scenario.sides.push_back(side);
    (s.attacker ? out.meeting.attackerSide : out.meeting.defenderSide) = s.id;
    out.meeting.present.push_back(force);
  }
  for (const battle::PlacedElement& e : setup.elements) {
    if (!e.onTable) continue;
    bool general = false;
    for (const battle::BattleSideSetup& s : setup.sides)
      for (const battle::BattleCommandSetup& c : s.commands) general |= c.generalElementId == e.id;
    out.ground.elements.push_back(tableElementOf(e, general));
  }
  for (const battle::BattleTerrainFeature& f : setup.terrain) {
    TableFeature t;
    t.id = f.id;
    t.terrain = f.terrain;
    t.points = f.outline.empty() ? f.line : Polyline(f.outline.begin(), f.outline.end());
    t.crest = f.crest;
    t.widthPaces = f.widthPaces;
    out.ground.features.push_back(t);
  }
  return out;
}

void resolveC3Battle(const std::string& setupFile, std::uint64_t seed) {
  battle::BattleSetup setup;
  try {
    setup = io::loadBattleSetup(setupFile);
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
    return;
  }
  const SetupAsMeeting m = setupAsMeeting(setup, std::filesystem::path(setupFile).stem().string());
  const CampaignState state;
  const battle::BattleInput in{m.scenario, state, m.meeting, seed, [&] { return m.ground; }};
  std::unique_ptr<battle::RunningBattle> running;
  try {
    running = c3::C3BattleRules().begin(in);
  } catch (const std::invalid_argument& e) {
    std::cerr << setupFile << ": " << e.what() << '\n';
    setExitCode(kInvalid);
    return;
  }
  for (const std::string& r : running->opening().records) std::cout << r << '\n';
  for (int period = 1; !running->ended() && period <= 2; ++period)
    for (const std::string& r : running->play(period).records) std::cout << r << '\n';
  const battle::BattleOutcome out = running->outcome(m.meeting);
  for (const std::string& r : out.records) std::cout << r << '\n';
  std::cout << "result: " << out.summary << '\n';
}

}  // namespace hfg::cli
