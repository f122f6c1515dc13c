// The editor's top level: the open document, the panels, menus, shortcuts, files and autosave.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "editor/battle/battle_panel.h"
#include "editor/campaign/campaign_panel.h"
#include "editor/import/classify_panel.h"
#include "editor/shell/document.h"
#include "editor/shell/file_browser.h"
#include "editor/import/georef_panel.h"
#include "editor/shell/help_panel.h"
#include "editor/shell/key_map.h"
#include "editor/shell/main_menu.h"
#include "editor/map/map_canvas.h"
#include "editor/import/import_wizard.h"
#include "editor/map/map_position.h"
#include "editor/orbat/orbat_panel.h"
#include "editor/orbat/scenario_panel.h"
#include "editor/map/stage_network_panel.h"
#include "editor/table_panel.h"
#include "editor/map/terrain_panel.h"
#include "editor/shell/undo_history_panel.h"
#include "editor/shell/welcome_panel.h"

namespace hfg {

/// What the app must do after a frame (things the editor library cannot do itself).
struct FrameRequest {
  bool quit = false;
};

/// How scenarios are read and written (core/io in the app; fakes in tests). Both throw
/// std::exception with a message naming the file on failure.
struct ScenarioFiles {
  std::function<Scenario(const std::filesystem::path&)> load;
  std::function<void(const Scenario&, const std::filesystem::path&)> save;
};

class Workspace {
 public:
  Workspace();

  void setFiles(ScenarioFiles files) { m_files = std::move(files); }

  /// Replaces the open document. Saves the old document's UI state beside it first and, for a
  /// document with a file, loads its saved UI state. Problems go to the error popup.
  void openDocument(Scenario scenario, const std::filesystem::path& path = {});
  void closeDocument();
  Document* document() { return m_document.get(); }

  // ---- user requests; those that would lose unsaved changes ask first ----
  void requestNew();
  /// Loads `path` with the file handlers; offers recovery when a newer autosave exists.
  void requestOpen(const std::filesystem::path& path);
  void requestQuit();
  /// Saves to the document's file, or asks for one (Save As) when it has none. True when saved.
  bool save();
  /// Saves to `path` and makes it the document's file.
  bool saveAs(const std::filesystem::path& path);
  /// Shows the file browser to choose a file to open / to save as.
  void browseOpen();
  void browseSaveAs();
  /// Shows the file browser to save the hot-seat battle / to open a saved battle (Battle menu).
  void browseSaveBattle();
  void browseOpenBattle();
  /// Opens a saved hot-seat battle in the battle panel; a file that fails goes to the error popup.
  bool openBattle(const std::filesystem::path& path);
  /// Writes the autosave file when changes are unsaved and the interval has passed since the
  /// last autosave (or since the first unsaved change). `nowSeconds` is any steady clock.
  void autosaveIfDue(double nowSeconds);
  /// Writes the autosave file now (when there are unsaved changes and a file name).
  bool autosaveNow();

  /// One frame: shortcuts, menu bar, status bar, every open panel, dialogs. Call between
  /// ImGui::NewFrame and ImGui::Render.
  FrameRequest drawFrame();

  /// Shows a message in a modal popup at the next frame (e.g. a file that failed to load).
  void showError(std::string message);
  const std::string& pendingError() const { return m_error; }
  /// The question being asked, if any: "unsaved" or "recover".
  const std::string& pendingQuestion() const { return m_question; }
  /// Answers the pending question as its buttons do: "save", "discard", "cancel" for unsaved
  /// changes; "recover", "discard" for an autosave.
  void answer(const std::string& choice);

  /// The registration list: every panel, in View-menu order.
  const std::vector<Panel*>& panels() const { return m_panels; }
  /// The panel with this key, or nullptr.
  Panel* findPanel(const std::string& key);
  /// Closes every other panel and gives this one the whole work area. False for an unknown key.
  bool showOnly(const std::string& key);
  MapCanvas& mapCanvas() { return m_mapCanvas; }
  GeorefPanel& georefPanel() { return m_georefPanel; }
  ClassifyPanel& classifyPanel() { return m_classifyPanel; }
  TablePanel& tablePanel() { return m_tablePanel; }
  StageNetworkPanel& networkPanel() { return m_networkPanel; }
  /// How every raster layer (the map's scan, the georeferencing views) makes its textures: the
  /// app passes the OpenGL backend once its context exists, and an empty one before it goes.
  void setTextureBackend(const TextureBackend& backend);
  OrbatPanel& orbatPanel() { return m_orbatPanel; }
  BattlePanel& battlePanel() { return m_battlePanel; }
  CampaignPanel& campaignPanel() { return m_campaignPanel; }
  /// Computer generals for the campaign runner's "Auto-resolve" (a controller per side).
  void setAutoResolveFactory(SideMoveSourceFactory factory);
  FileBrowser& fileBrowser() { return m_browser; }
  const std::vector<std::string>& recentFiles() const { return m_recent; }
  double uiScale() const { return m_uiScale; }
  void setUiScale(double scale);

  /// Writes the UI state beside the document when it has a file.
  void saveUiState();

  // ---- campaigns (the Campaign menu) ----
  /// The map on the left and the campaign panel docked on the right, the editing panels of that
  /// column closed: a played campaign's screen.
  void showCampaignLayout();
  /// C-4: a new campaign of the open scenario, saved at once to a new file in the user's data
  /// folder (user_data.h). False without a document.
  bool newCampaign();
  /// Opens a saved campaign state with the scenario it names (opened first when it is not the
  /// open document). Problems go to the error popup. True when the campaign is open.
  bool openCampaign(const std::filesystem::path& stateFile);
  /// Opens the newest of the recent campaigns.
  bool continueCampaign();
  /// Saves the campaign to its file (or a new one in the data folder); the message, or an error popup.
  bool saveCampaign();
  const std::vector<std::string>& recentCampaigns() const { return m_recentCampaigns; }
  /// The bundled campaigns/ folder (for the welcome panel's choices); the app finds it.
  void setBundledFolder(const std::filesystem::path& folder) { m_bundledFolder = folder; }
  /// Opens the welcome panel when it has never been closed on this machine (first run).
  void showWelcomeIfFirstRun();
  WelcomePanel& welcomePanel() { return m_welcomePanel; }
  /// The screen centre of a named thing the last frame drew: a menu item, a button (UiTargets),
  /// or "map:ID", a node or force marker on the campaign map. For UI scripts and tests.
  std::optional<ImVec2> uiTarget(const std::string& name) const;

 private:
  enum class Pending { None, New, Open, Demo, Quit };
  void request(Pending action, std::filesystem::path path = {});
  void perform(Pending action, const std::filesystem::path& path);
  void loadFile(const std::filesystem::path& path, const std::filesystem::path& from);
  void handleShortcuts();
  void handleMenu(const MenuRequest& menu);
  void handleCampaignMenu(const MenuRequest& menu);
  void handleCampaignShortcut(Shortcut shortcut);
  CampaignMenuState campaignMenuState() const;
  void setWelcomeChoices();
  void browseCampaign(bool save);
  void browseImportOrders();
  void storePanelsInto(UiState& ui) const;
  void restorePanelsFrom(const UiState& ui);
  void drawErrorPopup();
  void drawQuestionPopup();
  void drawFileBrowser();
  /// The open document's folder ("" without a document file): where the browser starts.
  std::filesystem::path documentFolder() const;

  std::unique_ptr<Document> m_document;
  ScenarioFiles m_files;
  MainMenu m_menu;
  MapCanvas m_mapCanvas;
  MapPositionFormatter m_positionFormatter;  ///< status bar CRS and lon/lat text
  OrbatPanel m_orbatPanel;
  StageNetworkPanel m_networkPanel;
  ScenarioPanel m_scenarioPanel;
  TerrainPanel m_terrainPanel;
  UndoHistoryPanel m_historyPanel;
  HelpPanel m_helpPanel;
  CampaignPanel m_campaignPanel;
  BattlePanel m_battlePanel;
  ImportWizard m_importWizard;
  GeorefPanel m_georefPanel;
  ClassifyPanel m_classifyPanel;
  TablePanel m_tablePanel;
  WelcomePanel m_welcomePanel;
  std::vector<Panel*> m_panels;
  std::vector<std::string> m_recentCampaigns;  ///< campaign state files, newest first
  std::filesystem::path m_bundledFolder;
  FileBrowser m_browser;
  /// What the file browser was opened for.
  enum class Browse {
    OpenScenario,
    SaveScenario,
    OpenBattle,
    SaveBattle,
    OpenCampaign,
    SaveCampaign,
    ImportOrders
  };
  Browse m_browsing = Browse::OpenScenario;
  bool m_pendingAfterSave = false;  ///< the pending action waits for the Save As browser
  std::string m_error;
  bool m_errorShown = false;
  std::string m_question;
  bool m_questionShown = false;
  Pending m_pending = Pending::None;
  std::filesystem::path m_pendingPath;
  std::vector<std::string> m_recent;
  double m_uiScale = 1.0;
  bool m_quit = false;
  std::optional<double> m_dirtySince;  ///< when unsaved changes were first seen (autosave clock)
  std::size_t m_autosavedIndex = 0;
  bool m_autosaved = false;
};

}  // namespace hfg
