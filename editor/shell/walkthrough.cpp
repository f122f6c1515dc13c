// The scan-to-campaign walkthrough: each step calls what the user's clicks and buttons call.
#include "editor/shell/walkthrough.h"

#include <map>
#include <stdexcept>

#include "core/edit/orbat_edits.h"
#include "core/edit/scenario_edits.h"
#include "core/edit/map_edits.h"
#include "editor/shell/workspace.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/georef/gcp_transformer.h"
#include "maps/map_error.h"
#include "maps/raster/raster_info.h"

namespace hfg {
namespace {

const std::vector<WalkthroughStep> kSteps = {
    {"scan", "Open the scan in the Georeferencing panel (View > Georeferencing)."},
    {"points",
     "Click nine places on the scan and type their longitude and latitude; the worst "
     "point is highlighted."},
    {"preview", "Tick Warped preview to see the scan bent through the fit."},
    {"georeferenced", "Apply: the warped scan becomes the map's background in a UTM frame."},
    {"terrain",
     "Scan classification: pick the woods' colours and the paper's, Preview, Accept; "
     "draw the town as a built-up area and trace the streams."},
    {"network",
     "Draw the roads with Draw terrain, name five places with Add node, then Stage "
     "network > Build from roads (2 km stages)."},
    {"orbats", "Add the two sides, their commands and elements; drag commands onto nodes."},
    {"saved", "Set the start date and save: scenario, map and both orbats."},
    {"table",
     "Battle table: centre, facing and DEM, woods from the scan's colours, Build table: "
     "woods, the town, roads, streams and hills; Save writes the set-up, PNG and PDF."},
};

struct Fail : std::runtime_error {
  Fail(const std::string& step, const std::string& what)
      : std::runtime_error("walkthrough step '" + step + "': " + what) {}
};

// Layouts for the screenshots: the tool beside the map, or one panel alone.
void showBesideMap(Workspace& w, const std::string& key) {
  for (Panel* p : w.panels()) p->setOpen(p->key() == "map" || p->key() == key);
  w.findPanel("map")->setPlacement({0, 0, 0.62f, 1});
  w.findPanel(key)->setPlacement({0.62f, 0, 0.38f, 1});
}

// Map clicks, as the Map panel turns them into pointer input (one press and release).
void clickMap(Workspace& w, Vec2 local, bool doubleClick = false) {
  PointerInput press;
  press.worldMetres = local;
  press.pressed = true;
  press.down = true;
  press.doubleClicked = doubleClick;
  // A few metres: clicks land where they are meant, not on a vertex the view would snap to.
  press.hitRadiusMetres = 5;
  w.mapCanvas().editor().pointer(*w.document(), press);
  PointerInput release = press;
  release.pressed = release.down = release.doubleClicked = false;
  release.released = true;
  w.mapCanvas().editor().pointer(*w.document(), release);
}

// Where a place seen on the scan (a pixel of the original JPEG) lies on the map: through the
// georeferencing fit, as the warped scan under the map shows it. The user draws over the scan,
// so what is drawn sits on the scan's roads even where the scan itself is off the ground.
class ScanToMap {
 public:
  explicit ScanToMap(Workspace& w)
      : m_fit(w.georefPanel().session().gcps().points, w.georefPanel().session().method()),
        m_project(w.document()->scenario().map.frame, w.georefPanel().session().gcps().crsWkt) {}
  Vec2 operator()(Vec2 pixel) const {
    const std::optional<Vec2> ground = m_fit.pixelToMap(pixel.x, pixel.y);
    if (!ground)
      throw std::runtime_error("the fit cannot place scan pixel " + std::to_string(pixel.x));
    return m_project.toLocal(*ground);
  }

 private:
  maps::GcpTransformer m_fit;
  maps::FrameProjector m_project;
};

// Draws a terrain feature through scan pixels with the Draw terrain tool, finished by Enter.
void drawFeature(Workspace& w, TerrainClass terrain, const std::vector<Vec2>& pixels,
                 const std::string& step) {
  const ScanToMap toMap(w);
  MapEditor& editor = w.mapCanvas().editor();
  editor.setTool(MapTool::DrawTerrain);
  editor.setDrawClass(terrain);
  for (const Vec2& p : pixels) clickMap(w, toMap(p));
  if (!editor.finishDrawing(*w.document()))
    throw Fail(step, "could not finish a " + std::string(keyOf(terrain)));
  editor.setTool(MapTool::Select);
}

void waitFor(const std::string& step, bool started, const std::string& error) {
  if (!started) throw Fail(step, error);
}

void stepScan(Workspace& w, const WalkthroughPaths& paths) {
  Scenario scenario;
  scenario.settings.startDate = {1863, 7, 1};
  w.openDocument(std::move(scenario), paths.folder / "scenario.json");
  GeorefPanel& georef = w.georefPanel();
  if (!georef.openScan(paths.scan.lexically_normal().string())) throw Fail("scan", georef.error());
  for (Panel* p : w.panels()) p->setOpen(p->key() == "georef");
  georef.setPlacement({0, 0, 1, 1});
}

void stepPoints(Workspace& w, const WalkthroughPaths& paths) {
  // The places the user identifies: the scan's nine control points (its .aux.xml), clicked at
  // their pixel and typed as they are written there.
  const maps::RasterInfo info = maps::describeRaster(paths.scan.string());
  if (info.gcps.points.size() < 3)
    throw Fail("points", paths.scan.string() + " has fewer than 3 control points");
  GeorefPanel& georef = w.georefPanel();
  for (const auto& gcp : info.gcps.points) {
    const std::size_t index = georef.clickScan(gcp.pixel, gcp.line);
    georef.typeLonLat(index, gcp.x, gcp.y);
  }
  if (!georef.session().fit()) throw Fail("points", georef.session().problem());
}

void stepPreview(Workspace& w) {
  GeorefPanel& georef = w.georefPanel();
  georef.setShowPreview(true);
  waitFor("preview", georef.updatePreview(*w.document()), "the preview did not start");
  georef.previewJob().wait();
  if (!georef.pollPreview()) throw Fail("preview", georef.error());
}

void stepGeoreferenced(Workspace& w) {
  GeorefPanel& georef = w.georefPanel();
  waitFor("georeferenced", georef.startApply(*w.document()), georef.error());
  georef.applyJob().wait();
  if (!georef.pollApply(*w.document())) throw Fail("georeferenced", georef.error());
  for (Panel* p : w.panels()) p->setOpen(p->key() == "map");
  w.findPanel("map")->setPlacement({0, 0, 1, 1});
  w.mapCanvas().requestFit();
}

void stepTerrain(Workspace& w) {
  // The scan must be open under the map to sample it (the Map panel opens it when drawn).
  MapCanvas& canvas = w.mapCanvas();
  const Document& doc = *w.document();
  const std::filesystem::path scan = doc.path().parent_path() / doc.scenario().map.backgroundImage;
  if (!canvas.background().open(scan.string(), doc.scenario().map.frame.origin))
    throw Fail("terrain", canvas.background().error());
  ClassifyPanel& classify = w.classifyPanel();
  // Clicks at UTM 18N places on the warped scan, chosen by looking at it.
  const maps::FrameProjector project(doc.scenario().map.frame, "EPSG:32618");
  auto sample = [&](std::optional<TerrainClass> terrain, Vec2 utm) {
    classify.setPickClass(terrain);
    classify.startPicking();
    canvas.pick(project.toLocal(utm));
  };
  // This map draws woods as tree symbols in ink, the ink the roads and the lettering use too: so
  // the woods get two samples on Big Round Top and Culp's Hill (a tree's ink and its olive edge),
  // the paper and the park's yellow wash are background, and the majority filter keeps only where
  // trees stand close together.
  sample(TerrainClass::Woods, {308271.2, 4406555.9});  // ink of a tree symbol, Big Round Top
  sample(TerrainClass::Woods, {310014.5, 4409804.3});  // olive edge of a tree, Culp's Hill
  sample(std::nullopt, {308873.9, 4411572.9});         // paper, north of the town
  sample(std::nullopt, {307773.1, 4408797.3});         // the park's yellow wash
  canvas.cancelPick();
  classify.settings().majorityRadiusPixels = 3;
  classify.settings().minAreaSquareMetres = 30000;
  waitFor("terrain", classify.startPreview(doc), classify.message());
  classify.job().wait();
  if (!classify.pollPreview(doc)) throw Fail("terrain", classify.message());
  if (!classify.accept(*w.document())) throw Fail("terrain", classify.message());
  // The town is lines on paper, not a colour: drawn by hand as a built-up area.
  drawFeature(w, TerrainClass::BUA,  // the street grid around the Diamond, in scan pixels
              {{775, 275},
               {1092, 275},
               {1092, 500},
               {1208, 500},
               {1208, 700},
               {1083, 733},
               {1083, 933},
               {850, 933},
               {850, 767},
               {650, 717},
               {650, 550},
               {775, 533}},
              "terrain");
  // Named in the Terrain panel, so the network builder makes the town a node.
  const std::string town = w.document()->scenario().map.terrain.back().id;
  w.document()->edit(renameFeature(w.document()->scenario().map, town, "Gettysburg"));
  // The streams are thin ink lines: traced by hand, as the roads will be.
  const std::pair<const char*, std::vector<Vec2>> streams[] = {
      {"Plum Run",  // past where Willard fell, down the valley west of the Round Tops
       {{755, 1770},
        {735, 1860},
        {700, 1950},
        {685, 2040},
        {680, 2130},
        {695, 2220},
        {710, 2310},
        {720, 2420}}},
      {"Rock Creek",  // east of the town, towards Culp's Hill
       {{1355, 0},
        {1370, 100},
        {1400, 220},
        {1405, 300},
        {1435, 350},
        {1450, 420},
        {1470, 500},
        {1495, 580}}}};
  for (const auto& [name, pixels] : streams) {
    drawFeature(w, TerrainClass::Stream, pixels, "terrain");
    const std::string id = w.document()->scenario().map.terrain.back().id;
    w.document()->edit(renameFeature(w.document()->scenario().map, id, name));
  }
  w.mapCanvas().editor().clearSelection();
  showBesideMap(w, "classify");
}

void stepNetwork(Workspace& w) {
  // The roads out of the Diamond (scan pixel (1053, 630)) as the scan shows them.
  const Vec2 diamond{1053, 630};
  drawFeature(w, TerrainClass::RoadGood,  // Baltimore Pike
              {diamond, {1060, 800}, {1120, 1000}, {1280, 1200}, {1500, 1360}}, "network");
  drawFeature(w, TerrainClass::RoadGood,  // Emmitsburg Road
              {diamond,
               {940, 800},
               {910, 1200},
               {800, 1380},
               {640, 1540},
               {480, 1760},
               {360, 1980},
               {300, 2100}},
              "network");
  drawFeature(w, TerrainClass::RoadBad,  // Taneytown Road
              {diamond, {990, 800}, {1040, 1100}, {1080, 1500}, {1100, 1800}, {1120, 2080}},
              "network");
  drawFeature(w, TerrainClass::RoadBad,  // Wheatfield Road
              {{480, 1760}, {620, 1900}, {800, 1900}, {1100, 1820}}, "network");
  drawFeature(w, TerrainClass::RoadGood,  // Chambersburg Pike
              {diamond, {650, 625}, {467, 575}, {300, 533}, {0, 470}}, "network");
  drawFeature(w, TerrainClass::RoadGood,  // Harrisburg Road
              {diamond, {1053, 275}, {1083, 100}, {1100, 0}}, "network");
  drawFeature(w, TerrainClass::RoadGood,  // Hanover Road
              {diamond, {1500, 630}}, "network");
  // Five places named by hand: the builder anchors nodes at named nodes (snapped to the road).
  const ScanToMap toMap(w);
  MapEditor& editor = w.mapCanvas().editor();
  const std::pair<const char*, Vec2> places[] = {{"Cemetery Hill", {1040, 1050}},
                                                 {"Peach Orchard", {525, 1775}},
                                                 {"Wheatfield", {650, 1900}},
                                                 {"Herr's Tavern", {150, 500}},
                                                 {"Barlow's Knoll", {1080, 150}}};
  for (const auto& [name, pixel] : places) {
    editor.setTool(MapTool::AddNode);
    clickMap(w, toMap(pixel));
    const std::string id = editor.selection().node;
    if (id.empty()) throw Fail("network", std::string("could not add the node ") + name);
    w.document()->edit(renameNode(w.document()->scenario().map, id, name));
  }
  editor.setTool(MapTool::Select);
  editor.clearSelection();
  StageNetworkPanel& network = w.networkPanel();
  network.buildSettings().targetStageMetres = 2000;  // a battlefield-sized region
  network.buildSettings().mergeFraction = 0.3;       // places 600 m apart stay apart
  network.startBuild(*w.document());
  network.buildJob().wait();
  if (!network.pollBuild(*w.document())) throw Fail("network", network.buildMessage());
  showBesideMap(w, "network");
}

std::string nodeNamed(const Scenario& s, const std::string& name, const std::string& step) {
  for (const auto& n : s.map.nodes)
    if (n.name == name) return n.id;
  throw Fail(step, "no node named " + name);
}

void stepOrbats(Workspace& w) {
  OrbatPanel& orbat = w.orbatPanel();
  Document& doc = *w.document();
  struct CommandPlan {
    const char* name;
    const char* general;
    int elements;
    TroopType extra;  ///< the last element's type (cavalry or guns)
    const char* node;
  };
  const std::pair<const char*, std::vector<CommandPlan>> sides[] = {
      {"Union",
       {{"I Corps", "Reynolds", 4, TroopType::Rifled, "Cemetery Hill"},
        {"III Corps", "Sickles", 4, TroopType::Smoothbore, "Peach Orchard"},
        {"Cavalry Corps", "Pleasonton", 3, TroopType::Dragoons, "Wheatfield"}}},
      {"Confederacy",
       {{"Heth's Division", "Heth", 4, TroopType::Rifled, "Herr's Tavern"},
        {"Early's Division", "Early", 4, TroopType::Smoothbore, "Barlow's Knoll"}}}};
  for (const auto& [sideName, commands] : sides) {
    const std::string sideId = orbat.addSide(doc, sideName);
    if (sideId.empty()) throw Fail("orbats", doc.lastError());
    const std::string armyId = doc.scenario().findSide(sideId)->armies[0].id;
    for (const CommandPlan& plan : commands) {
      if (!orbat.addCommandTo(doc, sideId, armyId)) throw Fail("orbats", doc.lastError());
      const std::string commandId = orbat.selection().command;
      doc.edit(setCommandName(doc.scenario(), commandId, plan.name));
      doc.edit(setGeneralName(doc.scenario(), commandId, plan.general));
      for (int i = 0; i < plan.elements; ++i) orbat.addElementTo(doc, commandId);
      doc.edit(setElementType(doc.scenario(), commandId, orbat.selection().element, plan.extra));
      const std::string node = nodeNamed(doc.scenario(), plan.node, "orbats");
      // Dragging the command onto the node's marker (C-7).
      if (!w.mapCanvas().dropCommand(doc, commandId, doc.scenario().map.findNode(node)->position))
        throw Fail("orbats", "could not place " + std::string(plan.name) + ": " + doc.lastError());
    }
  }
  showBesideMap(w, "orbat");
}

void stepSaved(Workspace& w, const WalkthroughPaths& paths) {
  ScenarioSettings settings = w.document()->scenario().settings;
  settings.lastDay = 3;
  w.document()->edit(setSettings(settings));
  // The town and the heights south of it are what both sides fight for.
  const Scenario& s = w.document()->scenario();
  w.document()->edit(addObjective({nodeNamed(s, "Gettysburg", "saved"), "confederacy", 2}));
  w.document()->edit(addObjective({nodeNamed(s, "Cemetery Hill", "saved"), "union", 2}));
  if (!w.saveAs(paths.folder / "scenario.json"))
    throw Fail("saved", "saving failed: " + w.pendingError());
  showBesideMap(w, "scenario");
}

void stepTable(Workspace& w, const WalkthroughPaths& paths) {
  // The Battle table panel: the map as drawn (the town, roads, streams, named nodes), the woods
  // from the scan's colours (the samples of the terrain step), the DEM beside the scan for the
  // hills, and the warped scan under the plan.
  TablePanel& table = w.tablePanel();
  table.request().name = "Gettysburg, 2 July 1863";
  table.request().centre = {-77.2310, 39.8000};
  table.request().facingDegrees = 270;  // the Union line on Cemetery Ridge faces Seminary Ridge
  table.demPath() = (paths.scan.parent_path() / "gettysburg_dem_3dep_terrarium_z14.tif").string();
  table.setUseScanColours(true);
  waitFor("table", table.startBuild(*w.document()), table.message());
  table.job().wait();
  if (!table.pollBuild(*w.document())) throw Fail("table", table.message());
  std::map<TerrainClass, int> count;
  for (const auto& f : table.table()->features) ++count[f.terrain];
  if (!count[TerrainClass::Woods] || !count[TerrainClass::BUA] || !count[TerrainClass::RoadGood] ||
      !count[TerrainClass::Stream] ||
      !(count[TerrainClass::HillGentle] + count[TerrainClass::HillDifficult]))
    throw Fail("table", "the table lacks woods, the town, roads, streams or hills");
  if (!table.save(paths.folder / "gettysburg-table.json")) throw Fail("table", table.message());
  for (Panel* p : w.panels()) p->setOpen(p->key() == "map" || p->key() == "table");
  w.findPanel("map")->setPlacement({0, 0, 0.4f, 1});
  w.findPanel("table")->setPlacement({0.4f, 0, 0.6f, 1});
  w.mapCanvas().requestFit();
}

// The Jena example (docs/editor.md): a new scenario, a 9x6 table cut from the SRTM tile alone.
void runJenaTable(Workspace& w, const WalkthroughPaths& paths) {
  Scenario scenario;
  scenario.settings.startDate = {1806, 10, 14};
  scenario.settings.tableSize = TableSize::Paired;  // 9x6, chosen in the Scenario panel
  std::filesystem::create_directories(paths.folder);
  w.openDocument(std::move(scenario), paths.folder / "scenario.json");
  TablePanel& table = w.tablePanel();
  table.request().name = "Jena, 14 October 1806";
  table.request().centre = {11.5450, 50.9400};
  table.request().facingDegrees = 90;  // towards the Saale
  table.demPath() = paths.scan.string();
  waitFor("jena", table.startBuild(*w.document()), table.message());
  table.job().wait();
  if (!table.pollBuild(*w.document())) throw Fail("jena", table.message());
  int hills = 0;
  for (const auto& f : table.table()->features)
    hills += f.terrain == TerrainClass::HillGentle || f.terrain == TerrainClass::HillDifficult;
  if (hills < 5) throw Fail("jena", "the table has fewer than 5 hills");
  if (!table.save(paths.folder / "jena-table.json")) throw Fail("jena", table.message());
  // The panel and the Scenario panel, where the 9x6 size was chosen: the whole plan in view.
  for (Panel* p : w.panels()) p->setOpen(p->key() == "table" || p->key() == "scenario");
  w.findPanel("table")->setPlacement({0, 0, 0.56f, 1});
  w.findPanel("scenario")->setPlacement({0.56f, 0, 0.44f, 1});
}

}  // namespace

const std::vector<WalkthroughStep>& walkthroughSteps() { return kSteps; }

void runWalkthrough(Workspace& w, const WalkthroughPaths& paths, const std::string& lastStep) {
  if (lastStep == kJenaExample) {
    try {
      runJenaTable(w, paths);
    } catch (const maps::MapError& e) {
      throw Fail(kJenaExample, e.what());
    }
    return;
  }
  std::size_t last = kSteps.size();
  for (std::size_t i = 0; i < kSteps.size(); ++i)
    if (kSteps[i].key == lastStep) last = i;
  if (last == kSteps.size()) {
    std::string keys;
    for (const auto& s : kSteps) keys += (keys.empty() ? "" : ", ") + s.key;
    throw std::runtime_error("unknown walkthrough step '" + lastStep +
                             "' (expected one of: " + keys + ")");
  }
  for (std::size_t i = 0; i <= last; ++i) runWalkthroughStep(w, paths, kSteps[i].key);
}

void runWalkthroughStep(Workspace& w, const WalkthroughPaths& paths, const std::string& key) {
  if (key != "scan" && !w.document()) throw Fail(key, "no document: start with the scan step");
  try {
    if (key == "scan") {
      std::filesystem::create_directories(paths.folder);
      stepScan(w, paths);
    } else if (key == "points") {
      stepPoints(w, paths);
    } else if (key == "preview") {
      stepPreview(w);
    } else if (key == "georeferenced") {
      stepGeoreferenced(w);
    } else if (key == "terrain") {
      stepTerrain(w);
    } else if (key == "network") {
      stepNetwork(w);
    } else if (key == "orbats") {
      stepOrbats(w);
    } else if (key == "saved") {
      stepSaved(w, paths);
    } else if (key == "table") {
      stepTable(w, paths);
    } else {
      throw std::runtime_error("unknown walkthrough step '" + key + "'");
    }
  } catch (const maps::MapError& e) {
    throw Fail(key, e.what());
  }
}

}  // namespace hfg
