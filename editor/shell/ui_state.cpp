// A line-based `key = value` file for the editor's UI state: readable, diffable, tolerant of order.
#include "editor/shell/ui_state.h"

#include "editor/shell/user_data.h"

#include <charconv>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace hfg {
namespace {

std::string trim(const std::string& s) {
  const auto begin = s.find_first_not_of(" \t\r");
  if (begin == std::string::npos) return {};
  const auto end = s.find_last_not_of(" \t\r");
  return s.substr(begin, end - begin + 1);
}

[[noreturn]] void fail(const std::filesystem::path& file, int line, const std::string& what) {
  throw std::runtime_error(file.string() + ":" + std::to_string(line) + ": " + what);
}

bool parseBool(const std::string& v, const std::filesystem::path& file, int line,
               const std::string& key) {
  if (v == "true") return true;
  if (v == "false") return false;
  fail(file, line, "'" + key + "' expects true or false, got '" + v + "'");
}

double parseNumber(const std::string& v, const std::filesystem::path& file, int line,
                   const std::string& key) {
  double value = 0;
  const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), value);
  if (ec != std::errc() || end != v.data() + v.size())
    fail(file, line, "'" + key + "' expects a number, got '" + v + "'");
  return value;
}

}  // namespace

void rememberRecentFile(std::vector<std::string>& recent, const std::string& path) {
  std::erase(recent, path);
  recent.insert(recent.begin(), path);
  if (recent.size() > kMaxRecentFiles) recent.resize(kMaxRecentFiles);
}

std::filesystem::path uiStatePathFor(const std::filesystem::path& document) {
  // The user's, not the scenario's: a bundled scenario's folder is not the user's to write.
  return userDataFolder() / "layout" / (documentKey(document) + ".editor");
}

void saveUiState(const UiState& state, const std::filesystem::path& file) {
  std::ostringstream out;
  out.precision(17);
  out << "# hfg-editor UI state (window layout and view); safe to delete\n";
  for (const auto& panel : state.panels)
    out << "panel." << panel.key << " = " << (panel.open ? "true" : "false") << "\n";
  if (state.cameraCentreMetres) {
    out << "camera.x = " << state.cameraCentreMetres->x << "\n";
    out << "camera.y = " << state.cameraCentreMetres->y << "\n";
    out << "camera.pixelsPerMetre = " << state.cameraPixelsPerMetre << "\n";
  }
  out << "show.terrain = " << (state.showTerrain ? "true" : "false") << "\n";
  out << "show.labels = " << (state.showLabels ? "true" : "false") << "\n";
  out << "show.forces = " << (state.showForces ? "true" : "false") << "\n";
  out << "show.legend = " << (state.showLegend ? "true" : "false") << "\n";
  out << "show.grid = " << (state.showGrid ? "true" : "false") << "\n";
  out << "ui.scale = " << state.uiScale << "\n";
  for (const auto& recent : state.recentFiles) out << "recent = " << recent << "\n";

  // Write then rename, so a crash never leaves a half-written file.
  std::error_code made;
  if (!file.parent_path().empty()) std::filesystem::create_directories(file.parent_path(), made);
  std::filesystem::path temp = file;
  temp += ".tmp";
  {
    std::ofstream stream(temp, std::ios::binary | std::ios::trunc);
    if (!stream) throw std::runtime_error(temp.string() + ": cannot open for writing");
    stream << out.str();
    if (!stream.flush()) throw std::runtime_error(temp.string() + ": write failed");
  }
  std::error_code ec;
  std::filesystem::rename(temp, file, ec);
  if (ec) throw std::runtime_error(file.string() + ": cannot replace: " + ec.message());
}

UiState loadUiState(const std::filesystem::path& file) {
  UiState state;
  std::ifstream stream(file);
  if (!stream) return state;
  std::string raw;
  int lineNumber = 0;
  std::optional<double> cameraX, cameraY;
  while (std::getline(stream, raw)) {
    ++lineNumber;
    const std::string line = trim(raw);
    if (line.empty() || line[0] == '#') continue;
    const auto eq = line.find('=');
    if (eq == std::string::npos)
      fail(file, lineNumber, "expected 'key = value', got '" + line + "'");
    const std::string key = trim(line.substr(0, eq));
    const std::string value = trim(line.substr(eq + 1));
    if (key.rfind("panel.", 0) == 0 && key.size() > 6) {
      state.panels.push_back({key.substr(6), parseBool(value, file, lineNumber, key)});
    } else if (key == "camera.x") {
      cameraX = parseNumber(value, file, lineNumber, key);
    } else if (key == "camera.y") {
      cameraY = parseNumber(value, file, lineNumber, key);
    } else if (key == "camera.pixelsPerMetre") {
      state.cameraPixelsPerMetre = parseNumber(value, file, lineNumber, key);
      if (!(state.cameraPixelsPerMetre > 0))
        fail(file, lineNumber, "'camera.pixelsPerMetre' must be greater than 0");
    } else if (key == "show.terrain") {
      state.showTerrain = parseBool(value, file, lineNumber, key);
    } else if (key == "show.labels") {
      state.showLabels = parseBool(value, file, lineNumber, key);
    } else if (key == "show.forces") {
      state.showForces = parseBool(value, file, lineNumber, key);
    } else if (key == "show.legend") {
      state.showLegend = parseBool(value, file, lineNumber, key);
    } else if (key == "show.grid") {
      state.showGrid = parseBool(value, file, lineNumber, key);
    } else if (key == "ui.scale") {
      state.uiScale = parseNumber(value, file, lineNumber, key);
      if (!(state.uiScale >= kMinUiScale && state.uiScale <= kMaxUiScale))
        fail(file, lineNumber, "'ui.scale' must be between 0.5 and 3");
    } else if (key == "recent") {
      if (state.recentFiles.size() < kMaxRecentFiles) state.recentFiles.push_back(value);
    } else {
      fail(file, lineNumber,
           "unknown key '" + key +
               "' (expected panel.<name>, camera.x, camera.y, camera.pixelsPerMetre, "
               "show.terrain/labels/forces/legend/grid, ui.scale or recent)");
    }
  }
  if (cameraX.has_value() != cameraY.has_value() || (cameraX && !(state.cameraPixelsPerMetre > 0)))
    fail(file, lineNumber, "camera.x, camera.y and camera.pixelsPerMetre must be given together");
  if (cameraX) state.cameraCentreMetres = Vec2{*cameraX, *cameraY};
  return state;
}

}  // namespace hfg
