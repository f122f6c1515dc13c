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

  friend bool operator==(const UiState&, const UiState&) = default;
};

/// "<document>.editor": the UI state file that sits beside a document.
std::filesystem::path uiStatePathFor(const std::filesystem::path& document);

/// Writes `key = value` lines. Throws std::runtime_error naming the file when it cannot write.
void saveUiState(const UiState& state, const std::filesystem::path& file);
/// Reads what saveUiState wrote. A missing file gives the defaults; a malformed line throws
/// std::runtime_error naming the file, line and what was expected.
UiState loadUiState(const std::filesystem::path& file);

}  // namespace hfg
