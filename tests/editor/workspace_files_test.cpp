// Save, Save As, open, the unsaved-changes question, autosave and recovery, and the file
// browser, with scenario files kept in memory (the real reader and writer live in core/io).
#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <stdexcept>

#include "core/edit/map_edits.h"
#include "editor/shell/autosave.h"
#include "editor/shell/file_browser.h"
#include "editor/shell/workspace.h"
#include "imgui_headless.h"
#include "tests/paths/test_paths.h"

namespace hfg {

using test::ImGuiHeadless;

namespace {

/// A temporary folder removed at the end of the test.
struct TempFolder {
  std::filesystem::path path;
  TempFolder() {
    path = std::filesystem::temp_directory_path() /
           ("hfg_editor_files_" + std::to_string(::getpid()) + "_" +
            std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    std::filesystem::create_directories(path);
  }
  ~TempFolder() { std::filesystem::remove_all(path); }
};

/// Keeps "saved" scenarios by path and touches a real file so timestamps and listings work.
struct MemoryFiles {
  std::map<std::string, Scenario> saved;
  int saves = 0;
  ScenarioFiles handlers() {
    return {[this](const std::filesystem::path& p) {
              auto it = saved.find(p.string());
              if (it == saved.end()) throw std::runtime_error(p.string() + ": no such file");
              return it->second;
            },
            [this](const Scenario& s, const std::filesystem::path& p) {
              saved[p.string()] = s;
              ++saves;
              std::ofstream(p) << "saved " << saves << "\n";
            }};
  }
};

Scenario small() {
  Scenario s;
  s.name = "Small";
  s.map.nodes = {{"a", "Alpha", {0, 0}, {}, false, false, {}}};
  return s;
}

}  // namespace

TEST_CASE("files: the file browser lists a temp folder, folders first, filtered by extension") {
  TempFolder dir;
  std::filesystem::create_directory(dir.path / "maps");
  std::ofstream(dir.path / "b.json") << "{}";
  std::ofstream(dir.path / "a.json") << "{}";
  std::ofstream(dir.path / "notes.txt") << "x";
  std::ofstream(dir.path / ".hidden.json") << "{}";
  std::string error;
  auto entries = listDirectory(dir.path, {".json"}, error);
  CHECK(error.empty());
  REQUIRE(entries.size() == 3);
  CHECK(entries[0].name == "maps");
  CHECK(entries[0].directory);
  CHECK(entries[1].name == "a.json");
  CHECK(entries[1].sizeBytes == 2);
  CHECK(entries[2].name == "b.json");
  CHECK(listDirectory(dir.path, {}, error).size() == 4);
  CHECK(listDirectory(dir.path / "missing", {}, error).empty());
  CHECK(error.find("missing") != std::string::npos);

  FileBrowser browser;
  browser.begin(FileBrowser::Mode::Open, "Open", dir.path, {".json"});
  CHECK(browser.entries().size() == 3);
  browser.choose(browser.entries()[0]);  // enter "maps"
  CHECK(browser.folder() == dir.path / "maps");
  CHECK(browser.entries().empty());
  browser.enterFolder(browser.folder().parent_path());
  browser.choose(browser.entries()[2]);
  CHECK(browser.fileName() == "b.json");
  CHECK(browser.confirmPath() == dir.path / "b.json");

  FileBrowser saver;
  saver.begin(FileBrowser::Mode::Save, "Save", dir.path, {".json"}, "new-campaign");
  CHECK(saver.confirmPath() == dir.path / "new-campaign.json");

  // And drawn in a frame: a modal with one row per entry.
  ImGuiHeadless imgui;
  imgui.frame([&] { browser.draw(); });
  imgui.frame([&] { browser.draw(); });
  CHECK(browser.isOpen());
}

TEST_CASE("files: Save writes and marks clean; Save As moves the document; recent files listed") {
  TempFolder dir;
  MemoryFiles files;
  ImGuiHeadless imgui;
  Workspace ws;
  ws.setFiles(files.handlers());
  ws.openDocument(small(), dir.path / "small.json");
  Document& doc = *ws.document();
  doc.edit(renameNode(doc.scenario().map, "a", "Aleph"));
  CHECK(doc.isModified());
  CHECK(doc.displayName() == "Small *");
  REQUIRE(ws.save());
  CHECK_FALSE(doc.isModified());
  CHECK(files.saved.at((dir.path / "small.json").string()).map.nodes[0].name == "Aleph");
  REQUIRE(ws.saveAs(dir.path / "copy.json"));
  CHECK(ws.document()->path() == dir.path / "copy.json");
  CHECK(ws.recentFiles().front() == (dir.path / "copy.json").string());
  CHECK(std::filesystem::exists(uiStatePathFor(dir.path / "copy.json")));

  // Reopen: the same content.
  Workspace again;
  again.setFiles(files.handlers());
  again.requestOpen(dir.path / "copy.json");
  REQUIRE(again.document());
  CHECK(again.document()->scenario().map.nodes[0].name == "Aleph");
  CHECK_FALSE(again.document()->isModified());
  CHECK(again.recentFiles().front() == (dir.path / "copy.json").string());
}

TEST_CASE("files: opening over unsaved changes asks; cancel keeps them, discard drops them") {
  TempFolder dir;
  MemoryFiles files;
  Workspace ws;
  ws.setFiles(files.handlers());
  files.saved[(dir.path / "other.json").string()] = Scenario{};
  std::ofstream(dir.path / "other.json") << "x";
  ws.openDocument(small(), dir.path / "small.json");
  ws.document()->edit(renameNode(ws.document()->scenario().map, "a", "Changed"));
  ws.requestOpen(dir.path / "other.json");
  CHECK(ws.pendingQuestion() == "unsaved");
  ws.answer("cancel");
  CHECK(ws.document()->scenario().name == "Small");
  ws.requestOpen(dir.path / "other.json");
  ws.answer("save");
  CHECK(files.saved.at((dir.path / "small.json").string()).map.nodes[0].name == "Changed");
  CHECK(ws.document()->path() == dir.path / "other.json");

  ws.document()->edit(addNode({"z", "Zed", {}, {}, false, false, {}}));
  ws.requestQuit();
  CHECK(ws.pendingQuestion() == "unsaved");
  ws.answer("discard");
  ImGuiHeadless imgui;
  FrameRequest request;
  imgui.frame([&] { request = ws.drawFrame(); });
  CHECK(request.quit);
}

TEST_CASE("files: autosave after the interval to a side file; recovery is offered on open") {
  TempFolder dir;
  MemoryFiles files;
  const auto path = dir.path / "campaign.json";
  {
    Workspace ws;
    ws.setFiles(files.handlers());
    ws.openDocument(small(), path);
    REQUIRE(ws.saveAs(path));
    ws.document()->edit(renameNode(ws.document()->scenario().map, "a", "Unsaved name"));
    ws.autosaveIfDue(1000.0);  // starts the clock
    ws.autosaveIfDue(1000.0 + kAutosaveIntervalSeconds - 1);
    CHECK_FALSE(std::filesystem::exists(autosavePathFor(path)));
    std::filesystem::last_write_time(
        path, std::filesystem::last_write_time(path) - std::chrono::seconds(10));
    ws.autosaveIfDue(1000.0 + kAutosaveIntervalSeconds);
    CHECK(std::filesystem::exists(autosavePathFor(path)));
    CHECK(files.saved.at(path.string()).map.nodes[0].name == "Alpha");  // the file is untouched
    // The editor "crashes" here: no save, no quit.
  }
  CHECK(hasNewerAutosave(path));
  Workspace ws;
  ws.setFiles(files.handlers());
  ws.requestOpen(path);
  CHECK(ws.pendingQuestion() == "recover");
  ws.answer("recover");
  REQUIRE(ws.document());
  CHECK(ws.document()->scenario().map.nodes[0].name == "Unsaved name");
  CHECK(ws.document()->path() == path);
  CHECK(ws.document()->isModified());
  REQUIRE(ws.save());
  CHECK_FALSE(std::filesystem::exists(autosavePathFor(path)));
  CHECK_FALSE(hasNewerAutosave(path));
}

TEST_CASE("files: without file handlers, Save says so instead of failing silently") {
  Workspace ws;
  ws.openDocument(small(), "/tmp/nowhere.json");
  CHECK_FALSE(ws.save());
  CHECK(ws.pendingError().find("saving is not available") != std::string::npos);
}

}  // namespace hfg

#include "core/io/scenario_io.h"

namespace hfg {

TEST_CASE("files: edit the bundled campaign, save with core/io, reopen: the same content") {
  TempFolder dir;
  const ScenarioFiles real{
      [](const std::filesystem::path& p) { return loadScenario(p); },
      [](const Scenario& s, const std::filesystem::path& p) { saveScenario(s, p); }};
  Workspace ws;
  ws.setFiles(real);
  ws.requestOpen(hfg::testpaths::sourceDir() / "campaigns/default/scenario.json");
  REQUIRE(ws.document());
  CHECK(ws.pendingError().empty());
  Document& doc = *ws.document();
  const std::size_t nodes = doc.scenario().map.nodes.size();
  REQUIRE(nodes > 0);
  const std::string first = doc.scenario().map.nodes[0].id;
  doc.edit(addNode({"editor-test", "Neustadt", {1234, 5678}, {}, false, false, {}}));
  doc.edit(addLink(
      {"editor-link", first, "editor-test", LinkKind::BadRoad, 2, BridgeState::Intact, "", {}}));
  doc.edit(renameNode(doc.scenario().map, first, "Renamed"));
  const auto path = dir.path / "copy" / "scenario.json";
  std::filesystem::create_directories(path.parent_path());
  REQUIRE(ws.saveAs(path));
  CHECK_FALSE(doc.isModified());

  const Scenario reopened = loadScenario(path);
  const Scenario& saved = doc.scenario();
  CHECK(reopened.name == saved.name);
  REQUIRE(reopened.map.nodes.size() == nodes + 1);
  CHECK(reopened.map.findNode(first)->name == "Renamed");
  const StageNode* added = reopened.map.findNode("editor-test");
  REQUIRE(added);
  CHECK(added->position == Vec2{1234, 5678});
  const StageLink* link = reopened.map.findLink("editor-link");
  REQUIRE(link);
  CHECK(link->kind == LinkKind::BadRoad);
  CHECK(link->bridge == BridgeState::Intact);
  CHECK(reopened.map.links.size() == saved.map.links.size());
  REQUIRE(reopened.sides.size() == saved.sides.size());
  for (std::size_t i = 0; i < saved.sides.size(); ++i) {
    CHECK(reopened.sides[i].orbat.id == saved.sides[i].orbat.id);
    CHECK(reopened.sides[i].orbat.armies.size() == saved.sides[i].orbat.armies.size());
  }
  CHECK(reopened.startPositions.size() == saved.startPositions.size());
  CHECK(reopened.settings.startDate == saved.settings.startDate);
  CHECK(reopened.settings.seed == saved.settings.seed);

  // Autosave with the real writer lands in its own folder and leaves the saved files alone.
  doc.edit(renameNode(doc.scenario().map, first, "Autosaved"));
  REQUIRE(ws.autosaveNow());
  CHECK(loadScenario(autosavePathFor(path)).map.findNode(first)->name == "Autosaved");
  CHECK(loadScenario(path).map.findNode(first)->name == "Renamed");
}

}  // namespace hfg

#include <SDL_scancode.h>

namespace hfg {

TEST_CASE("keys: Ctrl+S saves, F1 toggles help, Ctrl+Shift+S opens the Save As browser") {
  TempFolder dir;
  MemoryFiles files;
  ImGuiHeadless imgui;
  Workspace ws;
  ws.setFiles(files.handlers());
  ws.openDocument(small(), dir.path / "k.json");
  ws.document()->edit(renameNode(ws.document()->scenario().map, "a", "Keyed"));
  ImGuiIO& io = ImGui::GetIO();
  auto press = [&](int key, bool ctrl, bool shift) {
    io.KeyCtrl = ctrl;
    io.KeyShift = shift;
    io.KeysDown[key] = true;
    imgui.frame([&] { ws.drawFrame(); });
    io.KeysDown[key] = false;
    io.KeyCtrl = io.KeyShift = false;
    imgui.frame([&] { ws.drawFrame(); });
  };
  press(SDL_SCANCODE_S, true, false);
  CHECK(files.saves == 1);
  CHECK_FALSE(ws.document()->isModified());
  Panel* help = ws.findPanel("help");
  REQUIRE(help);
  CHECK_FALSE(help->isOpen());
  press(SDL_SCANCODE_F1, false, false);
  CHECK(help->isOpen());
  press(SDL_SCANCODE_F1, false, false);
  CHECK_FALSE(help->isOpen());
  press(SDL_SCANCODE_S, true, true);
  CHECK(ws.fileBrowser().isOpen());
  CHECK(ws.fileBrowser().fileName() == "k.json");
  CHECK(ws.fileBrowser().folder() == dir.path);
}

}  // namespace hfg

namespace hfg {

TEST_CASE(
    "files: quitting an untitled scenario, Save opens the browser; cancelling it cancels quit") {
  MemoryFiles files;
  ImGuiHeadless imgui;
  Workspace ws;
  ws.setFiles(files.handlers());
  ws.openDocument(small());
  ws.document()->edit(renameNode(ws.document()->scenario().map, "a", "Unsaved"));
  ws.requestQuit();
  REQUIRE(ws.pendingQuestion() == "unsaved");
  ws.answer("save");
  CHECK(ws.fileBrowser().isOpen());
  ws.fileBrowser().close();
  FrameRequest request;
  imgui.frame([&] { request = ws.drawFrame(); });
  CHECK_FALSE(request.quit);
  // A later Save As does not quit either.
  TempFolder dir;
  REQUIRE(ws.saveAs(dir.path / "later.json"));
  imgui.frame([&] { request = ws.drawFrame(); });
  CHECK_FALSE(request.quit);
}

}  // namespace hfg
