// An open scenario and its editor UI state.
#pragma once

#include <filesystem>

#include "core/model/scenario.h"
#include "editor/ui_state.h"

namespace hfg {

/// What the editor has open. Panels read `scenario()` every frame rather than caching it.
class Document {
 public:
  /// `path` is empty for a scenario that has no file yet (the demo).
  explicit Document(Scenario scenario, std::filesystem::path path = {}, UiState ui = {});

  const Scenario& scenario() const { return m_scenario; }
  Scenario& scenario() { return m_scenario; }
  const std::filesystem::path& path() const { return m_path; }
  /// The title bar text: the scenario name, else the file name, else "Untitled".
  std::string displayName() const;

  const UiState& ui() const { return m_ui; }
  UiState& ui() { return m_ui; }

 private:
  Scenario m_scenario;
  std::filesystem::path m_path;
  UiState m_ui;
};

}  // namespace hfg
