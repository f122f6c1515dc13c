// The 1866 demo: map, two orbats and start positions assembled from small tables.
#include "editor/shell/demo_scenario.h"

#include <cmath>
#include <initializer_list>

namespace hfg {
namespace {

constexpr double kKm = 1000.0;

Polyline kmLine(std::initializer_list<Vec2> pointsKm) {
  Polyline line;
  for (const Vec2& p : pointsKm) line.push_back(p * kKm);
  return line;
}

void addNode(StageMap& map, const char* id, const char* name, Vec2 positionKm, bool port = false,
             bool station = false) {
  StageNode node;
  node.id = id;
  node.name = name;
  node.position = positionKm * kKm;
  node.port = port;
  node.station = station;
  map.nodes.push_back(node);
}

// Stages from the straight-line distance, rounded up to half stages (C-1: 1 stage = 12 km).
double stagesBetween(const StageMap& map, const char* a, const char* b) {
  const double metres = distance(map.findNode(a)->position, map.findNode(b)->position);
  return std::ceil(2.0 * metres / kMetresPerStage) / 2.0;
}

StageLink& addLink(StageMap& map, const char* id, const char* from, const char* to, LinkKind kind) {
  StageLink link;
  link.id = id;
  link.from = from;
  link.to = to;
  link.kind = kind;
  link.stages = stagesBetween(map, from, to);
  map.links.push_back(link);
  return map.links.back();
}

void addFeature(StageMap& map, const char* id, TerrainClass terrain, const char* name,
                Polyline points, Polyline crest = {}) {
  TerrainFeature feature;
  feature.id = id;
  feature.terrain = terrain;
  feature.name = name;
  feature.points = std::move(points);
  feature.crest = std::move(crest);
  map.terrain.push_back(std::move(feature));
}

StageMap makeMap() {
  StageMap map;
  map.name = "North-east Bohemia (demo)";
  map.frame.origin = {558000.0, 5562000.0};  // roughly Königgrätz in UTM zone 33N

  addNode(map, "koniggratz", "Königgrätz", {0, 0}, true, true);
  addNode(map, "sadowa", "Sadowa", {-10.6, 10.0});
  addNode(map, "horitz", "Horitz", {-14.0, 17.8});
  addNode(map, "gitschin", "Gitschin", {-34.0, 25.5});
  addNode(map, "munchengratz", "Münchengrätz", {-61.0, 35.5}, false, true);
  addNode(map, "turnau", "Turnau", {-47.6, 42.0}, false, true);
  addNode(map, "josefstadt", "Josefstadt", {7.0, 14.4});
  addNode(map, "koniginhof", "Königinhof", {-1.4, 24.4});
  addNode(map, "skalitz", "Skalitz", {15.0, 20.0});
  addNode(map, "nachod", "Nachod", {23.4, 23.3});
  addNode(map, "trautenau", "Trautenau", {5.7, 38.9});
  addNode(map, "pardubitz", "Pardubitz", {-3.5, -19.0}, true, true);

  addLink(map, "l_mun_git", "munchengratz", "gitschin", LinkKind::GoodRoad);
  addLink(map, "l_tur_git", "turnau", "gitschin", LinkKind::BadRoad);
  addLink(map, "l_mun_tur", "munchengratz", "turnau", LinkKind::Railway);
  addLink(map, "l_git_hor", "gitschin", "horitz", LinkKind::GoodRoad);
  addLink(map, "l_hor_sad", "horitz", "sadowa", LinkKind::GoodRoad);
  addLink(map, "l_sad_kon", "sadowa", "koniggratz", LinkKind::GoodRoad);
  auto& broken = addLink(map, "l_hor_kin", "horitz", "koniginhof", LinkKind::BadRoad);
  broken.bridge = BridgeState::Broken;
  broken.riverName = "Elbe";
  addLink(map, "l_kin_tra", "koniginhof", "trautenau", LinkKind::GoodRoad);
  addLink(map, "l_kin_jos", "koniginhof", "josefstadt", LinkKind::GoodRoad);
  auto& bridged = addLink(map, "l_jos_kon", "josefstadt", "koniggratz", LinkKind::GoodRoad);
  bridged.bridge = BridgeState::Intact;
  bridged.riverName = "Elbe";
  addLink(map, "l_jos_ska", "josefstadt", "skalitz", LinkKind::GoodRoad);
  addLink(map, "l_ska_nac", "skalitz", "nachod", LinkKind::GoodRoad);
  addLink(map, "l_tra_ska", "trautenau", "skalitz", LinkKind::BadRoad);
  addLink(map, "l_kon_par_rail", "koniggratz", "pardubitz", LinkKind::Railway);
  auto& water = addLink(map, "l_kon_par_water", "koniggratz", "pardubitz", LinkKind::Water);
  water.path = kmLine({{0, 0}, {1.5, -2}, {-1, -10}, {-3.5, -19}});
  addLink(map, "l_sad_par", "sadowa", "pardubitz", LinkKind::BadRoad);

  addFeature(map, "elbe", TerrainClass::River, "Elbe",
             kmLine({{-8, 44},
                     {-3, 31},
                     {-5, 22},
                     {2, 14},
                     {3.2, 5},
                     {1.5, -2},
                     {-1, -10},
                     {-5, -19.5},
                     {-25, -23}}));
  addFeature(map, "bistritz", TerrainClass::Stream, "Bistritz",
             kmLine({{-13, 22}, {-11.5, 14}, {-10.2, 6}, {-9, 0}, {-6, -8}, {-2.5, -11}}));
  addFeature(map, "iser", TerrainClass::River, "Iser",
             kmLine({{-40, 56}, {-47, 45}, {-55, 38.5}, {-62, 33}, {-68, 24}}));
  addFeature(map, "aupa", TerrainClass::Stream, "Aupa",
             kmLine({{10, 44}, {12, 30}, {14.2, 21}, {9, 16}}));
  addFeature(map, "swiepwald", TerrainClass::Woods, "Swiepwald",
             kmLine({{-8.5, 9}, {-6, 11.5}, {-4.5, 10.5}, {-5.5, 8.5}, {-4, 7}, {-7.5, 6.5}}));
  addFeature(map, "konigreich_wald", TerrainClass::Woods, "Königreich Wald",
             kmLine({{-5, 30}, {0, 33}, {6, 31}, {4, 28}, {0, 29.5}, {-3, 27}}));
  addFeature(map, "gitschin_woods", TerrainClass::Woods, "",
             kmLine({{-42, 28}, {-38, 31}, {-36, 29}, {-39, 26}}));
  addFeature(map, "chlum", TerrainClass::HillGentle, "Chlum heights",
             kmLine({{-8, 4}, {-4, 6}, {-2, 3}, {-5, 1}}), kmLine({{-7, 3.5}, {-3, 3.5}}));
  addFeature(
      map, "riesengebirge", TerrainClass::HillDifficult, "Riesengebirge foothills",
      kmLine({{-20, 50}, {-10, 46}, {0, 48}, {12, 45}, {28, 34}, {32, 40}, {20, 52}, {-5, 55}}),
      kmLine({{-12, 51}, {5, 50}, {22, 44}}));
  addFeature(map, "prachower", TerrainClass::HillGentle, "Prachower Höhen",
             kmLine({{-30, 21}, {-25, 23}, {-22, 20}, {-27, 18}}));
  addFeature(map, "pardubitz_marsh", TerrainClass::Marsh, "Elbe meadows",
             kmLine({{-14, -21}, {-8, -18}, {-6, -22}, {-12, -24.5}}));
  addFeature(map, "koniggratz_town", TerrainClass::BUA, "Königgrätz fortress",
             kmLine({{-0.8, -0.6}, {0.8, -0.6}, {0.9, 0.7}, {-0.7, 0.8}}));
  return map;
}

struct ElementSpec {
  TroopType type;
  Grade grade;
  const char* name;
};

Command makeCommand(const char* id, const char* name, const char* general, GeneralQuality quality,
                    std::initializer_list<ElementSpec> elements, bool armyHq = false) {
  Command command;
  command.id = id;
  command.name = name;
  command.general.name = general;
  command.general.quality = quality;
  command.general.staffType = armyHq ? TroopType::ArmyHQ : TroopType::CommandParty;
  int n = 0;
  for (const auto& spec : elements) {
    Element element;
    element.id = std::string(id) + "_e" + std::to_string(++n);
    element.type = spec.type;
    element.grade = spec.grade;
    element.name = spec.name;
    command.elements.push_back(element);
  }
  return command;
}

using TT = TroopType;
using G = Grade;
using Q = GeneralQuality;

Side makePrussia() {
  Side side;
  side.id = "prussia";
  side.name = "Prussia";
  side.colour = "#27408b";
  side.commanderInChiefArmy = "pr_first";

  Army first;
  first.id = "pr_first";
  first.name = "First Army";
  first.aggression = 2;
  first.commanderCommand = "pr_2c";
  first.commands.push_back(makeCommand("pr_2c", "II Corps", "Prince Friedrich Karl", Q::Ordinary,
                                       {{TT::BL, G::Basic, "3rd Division"},
                                        {TT::BL, G::Basic, "4th Division"},
                                        {TT::Rifled, G::Basic, "Corps artillery"},
                                        {TT::LightCavalry, G::Basic, "Hussars"}},
                                       true));
  first.commands.push_back(makeCommand("pr_3c", "III Corps", "von Tümpling", Q::Ordinary,
                                       {{TT::BL, G::Basic, "5th Division"},
                                        {TT::BL, G::Elite, "6th Division"},
                                        {TT::Smoothbore, G::Basic, "Foot batteries"}}));
  first.commands.push_back(makeCommand("pr_cav", "Cavalry Corps", "Prince Albrecht", Q::Inert,
                                       {{TT::Cuirassiers, G::Basic, "Heavy brigade"},
                                        {TT::Dragoons, G::Basic, "Dragoon brigade"},
                                        {TT::LightCavalry, G::Basic, "Uhlans"},
                                        {TT::Rifled, G::Horse, "Horse artillery"}}));

  Army elbe;
  elbe.id = "pr_elbe";
  elbe.name = "Army of the Elbe";
  elbe.aggression = 1;
  elbe.commanderCommand = "pr_8c";
  elbe.commands.push_back(makeCommand("pr_8c", "VIII Corps", "Herwarth von Bittenfeld", Q::Ordinary,
                                      {{TT::BL, G::Basic, "14th Division"},
                                       {TT::BL, G::Basic, "15th Division"},
                                       {TT::Rifles, G::Elite, "Jäger"},
                                       {TT::Rifled, G::Basic, "Corps artillery"}},
                                      true));

  Army second;
  second.id = "pr_second";
  second.name = "Second Army";
  second.aggression = 3;
  second.commanderCommand = "pr_gc";
  second.commands.push_back(makeCommand("pr_gc", "Guard Corps", "Crown Prince Friedrich Wilhelm",
                                        Q::Brilliant,
                                        {{TT::BL, G::Elite, "1st Guard Division"},
                                         {TT::BL, G::Elite, "2nd Guard Division"},
                                         {TT::Cuirassiers, G::Elite, "Garde du Corps"},
                                         {TT::Rifled, G::Heavy, "Guard artillery"}},
                                        true));
  second.commands.push_back(makeCommand("pr_1c", "I Corps", "von Bonin", Q::Inert,
                                        {{TT::BL, G::Basic, "1st Division"},
                                         {TT::BL, G::Inferior, "2nd Division"},
                                         {TT::Smoothbore, G::Basic, "Corps artillery"}}));
  second.commands.push_back(makeCommand("pr_5c", "V Corps", "von Steinmetz", Q::Brilliant,
                                        {{TT::BL, G::Basic, "9th Division"},
                                         {TT::BL, G::Basic, "10th Division"},
                                         {TT::Dragoons, G::Basic, "Dragoons"},
                                         {TT::Rifled, G::Basic, "Corps artillery"}}));

  side.armies = {first, elbe, second};
  return side;
}

Side makeAustria() {
  Side side;
  side.id = "austria";
  side.name = "Austria and Saxony";
  side.colour = "#f4f1e6";
  side.commanderInChiefArmy = "au_nord";

  Army nord;
  nord.id = "au_nord";
  nord.name = "Nordarmee";
  nord.aggression = 0;
  nord.commanderCommand = "au_3c";
  nord.commands.push_back(makeCommand("au_3c", "III Corps", "Benedek", Q::Inert,
                                      {{TT::Bayonets, G::Basic, "Brigade Appiano"},
                                       {TT::Bayonets, G::Basic, "Brigade Benedek"},
                                       {TT::Rifles, G::Elite, "Feldjäger"},
                                       {TT::Rifled, G::Basic, "Corps artillery"}},
                                      true));
  nord.commands.push_back(makeCommand("au_1c", "I Corps", "Clam-Gallas", Q::Inert,
                                      {{TT::Bayonets, G::Basic, "Brigade Poschacher"},
                                       {TT::Bayonets, G::Inferior, "Brigade Leiningen"},
                                       {TT::Rifled, G::Basic, "Corps artillery"}}));
  nord.commands.push_back(makeCommand("au_6c", "VI Corps", "Ramming", Q::Ordinary,
                                      {{TT::Bayonets, G::Basic, "Brigade Hertwek"},
                                       {TT::Bayonets, G::Basic, "Brigade Rosenzweig"},
                                       {TT::Rifled, G::Basic, "Corps artillery"}}));
  nord.commands.push_back(makeCommand("au_10c", "X Corps", "Gablenz", Q::Brilliant,
                                      {{TT::Bayonets, G::Elite, "Brigade Mondel"},
                                       {TT::Bayonets, G::Basic, "Brigade Grivicic"},
                                       {TT::Rifled, G::Basic, "Corps artillery"}}));
  nord.commands.push_back(makeCommand("au_cav", "1st Light Cavalry Division", "Edelsheim",
                                      Q::Brilliant,
                                      {{TT::LightCavalry, G::Elite, "Hussar brigade"},
                                       {TT::LightCavalry, G::Basic, "Uhlan brigade"},
                                       {TT::Rifled, G::Horse, "Horse battery"}}));

  Army saxon;
  saxon.id = "sx_army";
  saxon.name = "Royal Saxon Army";
  saxon.aggression = 1;
  saxon.commanderCommand = "sx_c";
  Command saxons = makeCommand("sx_c", "Saxon Corps", "Crown Prince Albert", Q::Ordinary,
                               {{TT::Minie, G::Basic, "1st Division"},
                                {TT::Minie, G::Basic, "2nd Division"},
                                {TT::Rifles, G::Elite, "Schützen"},
                                {TT::LightCavalry, G::Basic, "Reiter"},
                                {TT::Rifled, G::Basic, "Artillery"}},
                               true);
  saxons.allied = true;
  saxons.aggression = 1;
  saxon.commands.push_back(saxons);

  side.armies = {nord, saxon};
  return side;
}

ForcePlacement force(const char* id, const char* name, const char* side,
                     std::initializer_list<const char*> commands, const char* node) {
  ForcePlacement placement;
  placement.id = id;
  placement.name = name;
  placement.side = side;
  for (const char* c : commands) placement.commands.emplace_back(c);
  placement.node = node;
  return placement;
}

}  // namespace

Scenario makeDemoScenario() {
  Scenario scenario;
  scenario.name = "Bohemia 1866 (demo)";
  scenario.description =
      "The converging Prussian armies and the Austrian Nordarmee before Königgrätz. Built in code "
      "for the editor's screenshots and tests.";
  scenario.map = makeMap();
  scenario.sides = {{"prussia.json", makePrussia()}, {"austria.json", makeAustria()}};
  scenario.startPositions = {
      force("f_first", "First Army", "prussia", {"pr_2c", "pr_3c", "pr_cav"}, "turnau"),
      force("f_elbe", "Army of the Elbe", "prussia", {"pr_8c"}, "munchengratz"),
      force("f_guard", "Guard Corps", "prussia", {"pr_gc"}, "trautenau"),
      force("f_bonin", "I Corps", "prussia", {"pr_1c"}, "trautenau"),
      force("f_steinmetz", "V Corps", "prussia", {"pr_5c"}, "nachod"),
      force("f_clam", "Clam-Gallas and Saxons", "austria", {"au_1c", "sx_c"}, "gitschin"),
      force("f_benedek", "Nordarmee HQ", "austria", {"au_3c", "au_cav"}, "josefstadt"),
      force("f_ramming", "VI Corps", "austria", {"au_6c"}, "skalitz"),
      force("f_gablenz", "X Corps", "austria", {"au_10c"}, "koniginhof"),
  };
  scenario.objectives = {
      {"koniggratz", "prussia", 2}, {"gitschin", "austria", 1}, {"trautenau", "austria", 1}};
  scenario.victory = {3, "Prussia wins by holding Königgrätz and one more objective at dawn."};
  scenario.settings.startDate = {1866, 6, 27};
  scenario.settings.seed = 1866;
  scenario.settings.lastDay = 8;
  return scenario;
}

}  // namespace hfg
