// Scratch folders and fully populated model objects for the save-file tests.
#include "io_test_support.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include <unistd.h>

#include "tests/paths/test_paths.h"

namespace hfg::test {

ScratchFolder::ScratchFolder(std::string_view name)
    : m_path(hfg::testpaths::binaryDir() / "test_scratch" /
             (std::string(name) + "-" + std::to_string(::getpid()))) {
  std::filesystem::remove_all(m_path);
  std::filesystem::create_directories(m_path);
}

ScratchFolder::~ScratchFolder() {
  std::error_code ec;
  std::filesystem::permissions(m_path, std::filesystem::perms::owner_all,
                               std::filesystem::perm_options::add, ec);
  std::filesystem::remove_all(m_path, ec);
}

std::string readText(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + file.string());
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

void writeText(const std::filesystem::path& file, std::string_view text) {
  std::filesystem::create_directories(file.parent_path());
  std::ofstream out(file, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + file.string());
}

std::filesystem::path fixture(std::string_view relative) {
  return hfg::testpaths::sourceDir() / "tests" / "fixtures" / relative;
}

namespace {

StageMap fullMap() {
  StageMap map;
  map.name = "Bohemia 1866";
  map.frame.crsWkt = "EPSG:32633";
  map.frame.origin = {450000.5, 5550000.25};
  map.backgroundImage = "images/hillshade.png";

  StageNode gitschin{"gitschin",
                     "Gitschin",
                     {1200.5, -340.125},
                     LonLat{15.35, 50.43},
                     true,
                     true,
                     {{WorkKind::Redoubt, "austria"}, {WorkKind::Entrenchment, "prussia"}}};
  StageNode munchengratz{
      "munchengratz", "Münchengrätz", {-8000.0, 6000.0}, std::nullopt, false, false, {}};
  StageNode turnau{"turnau", "Turnau", {3000.0, 9000.0}, std::nullopt, false, true, {}};
  map.nodes = {gitschin, munchengratz, turnau};

  StageLink road{
      "l1", "gitschin",          "munchengratz", LinkKind::BadRoad,
      1.75, BridgeState::Broken, "Iser",         {{0.0, 0.0}, {500.0, 250.0}, {-0.1, 1e-9}}};
  StageLink rail{"l2", "turnau", "gitschin", LinkKind::Railway, 0.5, BridgeState::Intact, "", {}};
  map.links = {road, rail};

  TerrainFeature wood{"t1",
                      TerrainClass::HillDifficult,
                      "Prachower Felsen",
                      {{0, 0}, {100, 0}, {100, 100}},
                      {{10, 10}, {90, 90}},
                      0.0};
  TerrainFeature river{"t2", TerrainClass::River, "Iser", {{0, 0}, {0, 5000}}, {}, 45.5};
  map.terrain = {wood, river};
  return map;
}

Side fullSide(const std::string& id, bool naval) {
  Side side;
  side.id = id;
  side.name = id == "prussia" ? "Kingdom of Prussia" : "Austrian Empire";
  side.colour = id == "prussia" ? "#1f3a93" : "#f5f5f5";
  side.commanderInChiefArmy = "a1";
  Army army;
  army.id = "a1";
  army.name = "First Army";
  army.aggression = 3;
  army.commanderCommand = "c1";
  Command command;
  command.id = "c1";
  command.name = "II Corps";
  command.general = {"Prince Friedrich Karl", TroopType::ArmyHQ, GeneralQuality::Brilliant};
  command.allied = true;
  command.aggression = -1;
  command.elements = {
      {"e1", TroopType::LightCavalry, Grade::Elite, "Hussar Rgt 3", "screening", std::nullopt},
      {"e2", TroopType::BL, Grade::Inferior, "IR 27 \"König\"", "", std::nullopt},
      {"e3", TroopType::Rifled, Grade::Heavy, "", "line 1\nline 2", std::nullopt},
  };
  if (naval)
    command.elements.push_back(
        {"e4", TroopType::Ironclad, Grade::Basic, "SMS Ferdinand Max", "", GeneralQuality::Inert});
  Command second;
  second.id = "c2";
  second.general.name = "";
  second.elements = {{"e5", TroopType::Bayonets, Grade::Basic, "", "", std::nullopt}};
  army.commands = {command, second};
  side.armies = {army};
  return side;
}

}  // namespace

Scenario fullScenario() {
  Scenario scenario;
  scenario.name = "Gitschin, 29 June 1866";
  scenario.description = "The meeting battle before Königgrätz.\nTwo days.";
  scenario.mapFile = "maps/bohemia.json";
  scenario.map = fullMap();
  scenario.sides = {{"orbats/prussia.json", fullSide("prussia", false)},
                    {"austria.json", fullSide("austria", true)}};
  scenario.startPositions = {{"f1", "Elbe Army", "prussia", {"c1", "c2"}, "munchengratz"}};
  scenario.reinforcements = {{3, {"f2", "I Corps", "austria", {"c1"}, "gitschin"}}};
  scenario.objectives = {{"gitschin", "prussia", 2}, {"turnau", "austria", 1}};
  scenario.victory = {3, "Hold Gitschin at dawn."};
  scenario.settings.startDate = {1866, 6, 29};
  scenario.settings.seed = 0xFEDCBA9876543210ull;
  scenario.settings.intelLagPeriods = 2;
  scenario.settings.colonialSide = "austria";
  scenario.settings.tableSize = TableSize::Paired;
  scenario.settings.lastDay = 4;
  return scenario;
}

CampaignState fullCampaignState() {
  CampaignState state;
  state.scenarioFile = "scenario.json";
  state.day = 3;
  state.period = Period::Night;
  state.weather = {true, true};
  Force atNode;
  atNode.id = "f1";
  atNode.name = "Elbe Army";
  atNode.side = "prussia";
  atNode.commands = {"c1", "c2"};
  atNode.detached = {"e9"};
  atNode.location.node = "gitschin";
  atNode.activePeriodsInRow = 2;
  atNode.mustRest = true;
  atNode.inBattle = true;
  atNode.embarkedOn = "rail";
  atNode.stagesToday = 1.5;
  atNode.cameFrom = "turnau";
  atNode.task = "entrench";
  atNode.taskTarget = "gitschin";
  atNode.taskPeriodsDone = 1;
  atNode.transitTo = "koeniggraetz";
  atNode.transitArrivesAt = 9;
  atNode.battle = "battle-1";
  Force onLink;
  onLink.id = "f2";
  onLink.side = "austria";
  onLink.location = {"", "l1", "gitschin", 0.625};
  state.forces = {atNode, onLink};
  ElementState offTable;
  offTable.element = "e1";
  offTable.status = ElementStatus::OffTable;
  offTable.returnsOnDay = 5;
  offTable.returnsInPeriod = Period::Afternoon;
  ElementState onRail;
  onRail.element = "e3";
  onRail.status = ElementStatus::OffTable;
  onRail.railTo = "koeniggraetz";
  ElementState destroyed;
  destroyed.element = "e2";
  destroyed.status = ElementStatus::Destroyed;
  ElementState spent;
  spent.element = "c2";
  spent.status = ElementStatus::Spent;
  state.elementStates = {offTable, onRail, destroyed, spent};

  CampaignEvent rain;
  rain.day = 1;
  rain.rule = "C-9";
  rain.kind = "weather";
  rain.dice = {4, 6};
  rain.text = "Rain begins.";
  CampaignEvent meeting;
  meeting.day = 2;
  meeting.period = Period::Afternoon;
  meeting.rule = "C-16";
  meeting.kind = "meeting";
  meeting.forces = {"f1", "f2"};
  meeting.link = "l1";
  meeting.side = "prussia";
  meeting.position = Vec2{1500.0, -250.0};
  state.log = {rain, meeting};

  BattleMeeting battle;
  battle.id = "battle-1";
  battle.day = 2;
  battle.period = 1;
  battle.link = "l1";
  battle.stagesAlongLink = 0.4;
  battle.position = {1500.0, -250.0};
  battle.defenderSide = "austria";
  battle.attackerSide = "prussia";
  battle.defenderDice = {3, 5};
  battle.present = {{"f2", "austria", {"c2"}, {"c2", "e2"}}};
  BattleArrival arrival;
  arrival.force = {"f1", "prussia", {"c1"}, {"c1", "e1"}};
  arrival.fromNode = "gitschin";
  arrival.link = "l1";
  arrival.day = 2;
  arrival.period = 1;
  arrival.fractionOfPeriod = 0.5;
  arrival.soundOfGuns = true;
  battle.arrivals = {arrival};
  battle.raining = true;
  battle.works = {{WorkKind::Redoubt, "austria"}};
  battle.periodsFought = 1;
  state.pendingBattles = {battle};
  state.works = {{"gitschin", {WorkKind::Entrenchment, "austria"}}};
  state.bridges = {{"l1", BridgeState::Broken, 0, Period::Morning, ""}};
  state.railBookings = {{"koeniggraetz", 4, 6}};
  PositionRecord seen;
  seen.day = 1;
  seen.force = "f2";
  seen.side = "austria";
  seen.name = "I Corps";
  seen.location = {"gitschin", "", "", 0.0};
  seen.elementCount = 8;
  state.positionHistory = {seen};
  state.nextBattleNumber = 2;
  state.campaignKey = "5eed5eed5eed5eed";
  state.weather.rainBeganLastPeriod = true;
  state.rngState = 0x9E3779B97F4A7C15ull;
  return state;
}

}  // namespace hfg::test
