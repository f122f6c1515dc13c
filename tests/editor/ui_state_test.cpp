// The UI state file beside a document: round trip, defaults and clear errors.
#include "editor/shell/ui_state.h"
#include "editor/shell/user_data.h"

#include <doctest/doctest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

namespace hfg {
namespace {

std::filesystem::path tempFile(const std::string& name) {
  return std::filesystem::temp_directory_path() /
         ("hfg_ui_state_test_" + std::to_string(::getpid()) + "_" + name);
}

}  // namespace

TEST_CASE("ui state: saved beside the document with an .editor suffix") {
  // In the user's data folder, one file per document (issue 25: never beside the scenario).
  CHECK(uiStatePathFor("/x/bohemia.json").parent_path() == userDataFolder() / "layout");
  CHECK(uiStatePathFor("/x/bohemia.json").filename().string().rfind("bohemia-", 0) == 0);
  CHECK(uiStatePathFor("/x/bohemia.json") != uiStatePathFor("/y/bohemia.json"));
}

TEST_CASE("ui state: save then load gives the same state") {
  UiState state;
  state.panels = {{"map", true}, {"orbat", false}};
  state.cameraCentreMetres = Vec2{-12345.678, 98765.4321};
  state.cameraPixelsPerMetre = 0.0123456789;
  state.showLabels = false;
  state.showLegend = false;
  const auto file = tempFile("roundtrip");
  saveUiState(state, file);
  CHECK(loadUiState(file) == state);
  std::filesystem::remove(file);
}

TEST_CASE("ui state: a missing file gives the defaults") {
  CHECK(loadUiState(tempFile("missing")) == UiState{});
}

TEST_CASE("ui state: bad lines are reported with file, line and what was expected") {
  const auto file = tempFile("bad");
  auto expectError = [&](const std::string& text, const std::string& needle) {
    {
      std::ofstream out(file);
      out << text;
    }
    try {
      loadUiState(file);
      FAIL("expected an error for: " << text);
    } catch (const std::runtime_error& e) {
      const std::string message = e.what();
      CAPTURE(message);
      CHECK(message.find(file.string()) != std::string::npos);
      CHECK(message.find(needle) != std::string::npos);
    }
  };
  expectError("# comment\npanel.map = maybe\n", ":2: 'panel.map' expects true or false");
  expectError("camera.x = twelve\n", "'camera.x' expects a number");
  expectError("zoom = 3\n", "unknown key 'zoom'");
  expectError("just words\n", "expected 'key = value'");
  expectError("camera.x = 1\ncamera.pixelsPerMetre = 1\n", "must be given together");
  expectError("camera.pixelsPerMetre = 0\n", "must be greater than 0");
  std::filesystem::remove(file);
}

}  // namespace hfg

namespace hfg {

TEST_CASE("ui state: recent files (newest first, at most eight) and the UI scale round-trip") {
  UiState state;
  for (int i = 0; i < 10; ++i)
    rememberRecentFile(state.recentFiles, "/c/" + std::to_string(i) + ".json");
  rememberRecentFile(state.recentFiles, "/c/5.json");  // reopened: moves to the front, no copy
  REQUIRE(state.recentFiles.size() == kMaxRecentFiles);
  CHECK(state.recentFiles[0] == "/c/5.json");
  CHECK(state.recentFiles[1] == "/c/9.json");
  CHECK(std::count(state.recentFiles.begin(), state.recentFiles.end(), "/c/5.json") == 1);
  state.uiScale = 1.5;
  const auto file = std::filesystem::temp_directory_path() /
                    ("hfg_ui_state_recent_" + std::to_string(::getpid()));
  saveUiState(state, file);
  CHECK(loadUiState(file) == state);
  std::ofstream(file) << "ui.scale = 9\n";
  CHECK_THROWS_WITH_AS(loadUiState(file), doctest::Contains("'ui.scale' must be between 0.5 and 3"),
                       std::runtime_error);
  std::filesystem::remove(file);
}

}  // namespace hfg
