// The editor's top level: the open document, the panels, the menu bar and the status bar.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "editor/document.h"
#include "editor/main_menu.h"
#include "editor/map_canvas.h"
#include "editor/orbat_panel.h"

namespace hfg {

/// What the app must do after a frame (things the editor library cannot do itself).
struct FrameRequest {
  std::optional<std::string> openPath;  ///< load this scenario file, then call openDocument
  bool quit = false;
};

class Workspace {
 public:
  Workspace();

  /// Replaces the open document. Saves the old document's UI state beside it first and, for a
  /// document with a file, loads its saved UI state. Problems go to the error popup.
  void openDocument(Scenario scenario, const std::filesystem::path& path = {});
  void closeDocument();
  Document* document() { return m_document.get(); }

  /// One frame: menu bar, status bar, every open panel, the error popup. Call between
  /// ImGui::NewFrame and ImGui::Render.
  FrameRequest drawFrame();

  /// Shows a message in a modal popup at the next frame (e.g. a file that failed to load).
  void showError(std::string message);
  const std::string& pendingError() const { return m_error; }

  /// The registration list: every panel, in View-menu order.
  const std::vector<Panel*>& panels() const { return m_panels; }
  /// The panel with this key, or nullptr.
  Panel* findPanel(const std::string& key);
  /// Closes every other panel and gives this one the whole work area. False for an unknown key.
  bool showOnly(const std::string& key);
  MapCanvas& mapCanvas() { return m_mapCanvas; }
  OrbatPanel& orbatPanel() { return m_orbatPanel; }

  /// Writes the UI state beside the document when it has a file.
  void saveUiState();

 private:
  void storePanelsInto(UiState& ui) const;
  void restorePanelsFrom(const UiState& ui);
  void drawErrorPopup();

  std::unique_ptr<Document> m_document;
  MainMenu m_menu;
  MapCanvas m_mapCanvas;
  OrbatPanel m_orbatPanel;
  std::vector<Panel*> m_panels;
  std::string m_error;
  bool m_errorShown = false;
};

}  // namespace hfg
