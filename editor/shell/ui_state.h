// The editor's UI state for one document: which panels are open and where the map camera was.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/model/geometry.h"

namespace hfg {

/// A plain struct saved beside the document (never inside the scenario file).
struct UiState {
  struct PanelOpen {
    std::string key;  ///< Panel::key(), e.g. "map"
    bool open = true;
    friend bool operator==(const PanelOpen&, const PanelOpen&) = default;
  };
  std::vector<PanelOpen> panels;
  /// The map view; unset means "fit the whole map".
  std::optional<Vec2> cameraCentreMetres;
  double cameraPixelsPerMetre = 0;
  bool showTerrain = true;
  bool showLabels = true;
  bool showForces = true;
  bool showLegend = true;
  bool showGrid = false;  ///< the grid layer (map units, labelled)
  /// Scenario files opened recently, newest first (at most kMaxRecentFiles).
  std::vector<std::string> recentFiles;
  /// Multiplies the font size and widget spacing (View > UI scale).
  double uiScale = 1.0;

  friend bool operator==(const UiState&, const UiState&) = default;
};

inline constexpr std::size_t kMaxRecentFiles = 8;
inline constexpr double kMinUiScale = 0.5;
inline constexpr double kMaxUiScale = 3.0;
/// Puts `path` first in `recent`, dropping an older copy and anything past kMaxRecentFiles.
void rememberRecentFile(std::vector<std::string>& recent, const std::string& path);

/// "<data folder>/layout/<stem>-<hash>.editor" (user_data.h): a document's UI state file, kept in
/// the user's data folder rather than beside the document.
std::filesystem::path uiStatePathFor(const std::filesystem::path& document);

/// Writes `key = value` lines. Throws std::runtime_error naming the file when it cannot write.
void saveUiState(const UiState& state, const std::filesystem::path& file);
/// Reads what saveUiState wrote. A missing file gives the defaults; a malformed line throws
/// std::runtime_error naming the file, line and what was expected.
UiState loadUiState(const std::filesystem::path& file);

}  // namespace hfg
