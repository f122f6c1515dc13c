// Ties the document, panels, menus, shortcuts, file dialogs and autosave together, a frame at a
// time.
#include "editor/shell/workspace.h"

#include <imgui.h>

#include <algorithm>
#include <exception>
#include <system_error>

#include "core/battle/hfg/ai/computer_generals.h"
#include "editor/shell/autosave.h"
#include "editor/campaign/campaign_battle_link.h"
#include "editor/shell/demo_scenario.h"
#include "editor/shell/key_map.h"
#include "editor/shell/status_bar.h"
#include "editor/shell/user_data.h"

namespace hfg {
namespace {
constexpr const char* kErrorPopup = "Error";
constexpr const char* kQuestionPopup = "Please confirm";
const std::vector<std::string> kScenarioExtensions{".json"};

}  // namespace

Workspace::Workspace()
    : m_networkPanel(m_mapCanvas.editor()),
      m_terrainPanel(m_mapCanvas.editor()),
      m_georefPanel(m_mapCanvas),
      m_classifyPanel(m_mapCanvas),
      m_tablePanel(m_mapCanvas, m_classifyPanel),
      m_panels{&m_mapCanvas,    &m_orbatPanel,   &m_scenarioPanel, &m_networkPanel,
               &m_terrainPanel, &m_historyPanel, &m_helpPanel,     &m_campaignPanel,
               &m_importWizard, &m_battlePanel,  &m_georefPanel,   &m_classifyPanel,
               &m_tablePanel,   &m_welcomePanel},
      m_recentCampaigns(loadRecentCampaigns()) {
  // Auto-resolve fights with the computer generals (core/battle/ai) on both sides.
  connectBattles(m_campaignPanel, m_battlePanel, [](int) {
    return std::make_unique<battle::ComputerGenerals>(battle::AiSettings{});
  });
  // One map for editing and playing: the campaign's side view is a layer of the map canvas.
  m_mapCanvas.setOverlay(&m_campaignPanel.mapLayer());
  m_campaignPanel.setOnSaved([this](const std::filesystem::path& file) {
    m_recentCampaigns = rememberRecentCampaign(file.string());
  });
  setWelcomeChoices();
  m_welcomePanel.setOnClosed([] { markWelcomeSeen(); });
}

void Workspace::setAutoResolveFactory(SideMoveSourceFactory factory) {
  connectBattles(m_campaignPanel, m_battlePanel, std::move(factory));
}

void Workspace::setTextureBackend(const TextureBackend& backend) {
  m_mapCanvas.background().setBackend(backend);
  m_mapCanvas.staticLayer().setBackend(backend);
  m_georefPanel.setTextureBackend(backend);
  m_tablePanel.setTextureBackend(backend);
}

Panel* Workspace::findPanel(const std::string& key) {
  for (Panel* panel : m_panels)
    if (panel->key() == key) return panel;
  return nullptr;
}

bool Workspace::showOnly(const std::string& key) {
  Panel* chosen = findPanel(key);
  if (!chosen) return false;
  if (key == "campaign") {
    // A campaign is played on the map: the two side by side.
    for (Panel* panel : m_panels) panel->setOpen(panel == chosen || panel == &m_mapCanvas);
    m_mapCanvas.setPlacement({0, 0, 0.6f, 1});
    chosen->setPlacement({0.6f, 0, 0.4f, 1});
    return true;
  }
  for (Panel* panel : m_panels) panel->setOpen(panel == chosen);
  chosen->setPlacement({0, 0, 1, 1});
  return true;
}

void Workspace::setUiScale(double scale) {
  m_uiScale = std::clamp(scale, kMinUiScale, kMaxUiScale);
  if (ImGui::GetCurrentContext()) ImGui::GetIO().FontGlobalScale = static_cast<float>(m_uiScale);
}

void Workspace::storePanelsInto(UiState& ui) const {
  ui.panels.clear();
  for (const Panel* panel : m_panels) ui.panels.push_back({panel->key(), panel->isOpen()});
  ui.recentFiles = m_recent;
  ui.uiScale = m_uiScale;
}

void Workspace::restorePanelsFrom(const UiState& ui) {
  for (const auto& saved : ui.panels)
    if (Panel* panel = findPanel(saved.key)) panel->setOpen(saved.open);
  for (auto it = ui.recentFiles.rbegin(); it != ui.recentFiles.rend(); ++it)
    if (std::find(m_recent.begin(), m_recent.end(), *it) == m_recent.end()) m_recent.push_back(*it);
  if (m_recent.size() > kMaxRecentFiles) m_recent.resize(kMaxRecentFiles);
  if (ui.uiScale != 1.0) setUiScale(ui.uiScale);
}

void Workspace::saveUiState() {
  if (!m_document || m_document->path().empty()) return;
  storePanelsInto(m_document->ui());
  for (const Panel* panel : m_panels) panel->storeUiState(*m_document);
  try {
    hfg::saveUiState(m_document->ui(), uiStatePathFor(m_document->path()));
  } catch (const std::exception& e) {
    showError(std::string("Could not save the editor layout: ") + e.what());
  }
}

void Workspace::openDocument(Scenario scenario, const std::filesystem::path& path) {
  saveUiState();
  UiState ui;
  if (!path.empty()) {
    try {
      ui = loadUiState(uiStatePathFor(path));
    } catch (const std::exception& e) {
      showError(std::string("Ignoring the saved editor layout: ") + e.what());
    }
    rememberRecentFile(m_recent, path.string());
  }
  m_document = std::make_unique<Document>(std::move(scenario), path, ui);
  restorePanelsFrom(m_document->ui());
  m_dirtySince.reset();
  m_autosaved = false;
  for (Panel* panel : m_panels) panel->documentChanged(m_document.get());
}

void Workspace::closeDocument() {
  saveUiState();
  m_document.reset();
  for (Panel* panel : m_panels) panel->documentChanged(nullptr);
}

void Workspace::showError(std::string message) {
  m_error = std::move(message);
  m_errorShown = false;
}

// ---- requests -------------------------------------------------------------------------------

void Workspace::requestNew() { request(Pending::New); }
void Workspace::requestOpen(const std::filesystem::path& path) { request(Pending::Open, path); }
void Workspace::requestQuit() { request(Pending::Quit); }

void Workspace::request(Pending action, std::filesystem::path path) {
  if (m_document && m_document->isModified()) {
    m_pending = action;
    m_pendingPath = std::move(path);
    m_question = "unsaved";
    m_questionShown = false;
    return;
  }
  perform(action, path);
}

void Workspace::perform(Pending action, const std::filesystem::path& path) {
  m_pending = Pending::None;
  switch (action) {
    case Pending::None: break;
    case Pending::New: {
      Scenario scenario;
      scenario.settings.startDate = {1815, 6, 15};
      openDocument(std::move(scenario));
      break;
    }
    case Pending::Open: loadFile(path, path); break;
    case Pending::Demo: openDocument(makeDemoScenario()); break;
    case Pending::Quit: m_quit = true; break;
  }
}

void Workspace::loadFile(const std::filesystem::path& path, const std::filesystem::path& from) {
  if (!m_files.load) {
    showError(path.string() + ": opening files is not available in this build");
    return;
  }
  if (from == path && hasNewerAutosave(path)) {
    m_pendingPath = path;
    m_question = "recover";
    m_questionShown = false;
    return;
  }
  try {
    Scenario scenario = m_files.load(from);
    openDocument(std::move(scenario), path);
    if (from != path) m_document->history().setUnsaved();  // recovered: differs from the file
  } catch (const std::exception& e) {
    showError(e.what());
  }
}

bool Workspace::save() {
  if (!m_document) return false;
  if (m_document->path().empty()) {
    browseSaveAs();
    return false;
  }
  return saveAs(m_document->path());
}

bool Workspace::saveAs(const std::filesystem::path& path) {
  if (!m_document) return false;
  if (!m_files.save) {
    showError(path.string() + ": saving is not available in this build");
    return false;
  }
  try {
    m_files.save(m_document->scenario(), path);
  } catch (const std::exception& e) {
    showError(e.what());
    return false;
  }
  if (!m_document->path().empty() && m_document->path() != path) removeAutosave(m_document->path());
  m_document->setPath(path);
  m_document->markSaved();
  removeAutosave(path);
  rememberRecentFile(m_recent, path.string());
  m_dirtySince.reset();
  saveUiState();
  return true;
}

void Workspace::browseOpen() {
  const std::filesystem::path folder = m_document && !m_document->path().empty()
                                           ? m_document->path().parent_path()
                                           : std::filesystem::path{};
  m_browsing = Browse::OpenScenario;
  m_browser.begin(FileBrowser::Mode::Open, "Open scenario", folder, kScenarioExtensions);
}

void Workspace::browseSaveBattle() {
  if (!m_battlePanel.hotSeat()) return;
  m_browsing = Browse::SaveBattle;
  m_browser.begin(FileBrowser::Mode::Save, "Save battle as", documentFolder(), kScenarioExtensions,
                  "battle.save.json");
}

void Workspace::browseOpenBattle() {
  m_browsing = Browse::OpenBattle;
  m_browser.begin(FileBrowser::Mode::Open, "Open battle", documentFolder(), kScenarioExtensions);
}

std::filesystem::path Workspace::documentFolder() const {
  return m_document && !m_document->path().empty() ? m_document->path().parent_path()
                                                   : std::filesystem::path{};
}

bool Workspace::openBattle(const std::filesystem::path& path) {
  if (!m_battlePanel.openBattle(path)) {
    showError("Could not open the battle: " + m_battlePanel.message());
    return false;
  }
  m_battlePanel.setOpen(true);
  m_battlePanel.bringToFront();
  return true;
}

void Workspace::browseSaveAs() {
  if (!m_document) return;
  const auto& path = m_document->path();
  m_browsing = Browse::SaveScenario;
  m_browser.begin(FileBrowser::Mode::Save, "Save scenario as",
                  path.empty() ? std::filesystem::path{} : path.parent_path(), kScenarioExtensions,
                  path.empty() ? std::string("scenario.json") : path.filename().string());
}

void Workspace::autosaveIfDue(double nowSeconds) {
  if (!m_document || !m_document->isModified() || m_document->path().empty() || !m_files.save) {
    m_dirtySince.reset();
    return;
  }
  if (!m_dirtySince) {
    m_dirtySince = nowSeconds;
    return;
  }
  if (nowSeconds - *m_dirtySince < kAutosaveIntervalSeconds) return;
  m_dirtySince = nowSeconds;
  if (m_autosaved && m_autosavedIndex == m_document->history().index()) return;
  autosaveNow();
}

bool Workspace::autosaveNow() {
  if (!m_document || m_document->path().empty() || !m_files.save) return false;
  try {
    const auto path = autosavePathFor(m_document->path());
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);
    m_files.save(m_document->scenario(), path);
  } catch (const std::exception& e) {
    showError(std::string("Autosave failed: ") + e.what());
    return false;
  }
  m_autosaved = true;
  m_autosavedIndex = m_document->history().index();
  return true;
}

void Workspace::answer(const std::string& choice) {
  const std::string question = m_question;
  m_question.clear();
  if (question == "unsaved") {
    if (choice == "save") {
      // Without a file name, Save opens the browser; the pending action runs after it saves.
      if (save())
        perform(m_pending, m_pendingPath);
      else
        m_pendingAfterSave = m_browser.isOpen();
    } else if (choice == "discard") {
      if (m_document && !m_document->path().empty()) removeAutosave(m_document->path());
      if (m_document) m_document->markSaved();  // nothing left worth asking about
      perform(m_pending, m_pendingPath);
    } else {
      m_pending = Pending::None;
    }
  } else if (question == "recover") {
    const std::filesystem::path path = m_pendingPath;
    if (choice == "recover") {
      loadFile(path, autosavePathFor(path));
    } else {
      removeAutosave(path);
      loadFile(path, path);
    }
  }
}

// ---- the frame ------------------------------------------------------------------------------

void Workspace::handleShortcuts() {
  if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;  // dialogs own the keyboard
  for (Shortcut shortcut : pressedShortcuts()) {
    switch (shortcut) {
      case Shortcut::New: requestNew(); break;
      case Shortcut::Open: browseOpen(); break;
      case Shortcut::Save: save(); break;
      case Shortcut::SaveAs: browseSaveAs(); break;
      case Shortcut::Undo:
        if (m_document) m_document->undo();
        break;
      case Shortcut::Redo:
        if (m_document) m_document->redo();
        break;
      case Shortcut::Help: m_helpPanel.setOpen(!m_helpPanel.isOpen()); break;
      case Shortcut::Delete:
      case Shortcut::Escape: break;  // the focused panel handles these
      default: handleCampaignShortcut(shortcut); break;
    }
  }
}

void Workspace::handleMenu(const MenuRequest& menu) {
  if (menu.newDocument) requestNew();
  if (menu.open) browseOpen();
  if (menu.openPath) requestOpen(*menu.openPath);
  if (menu.openDemo) request(Pending::Demo);
  if (menu.save) save();
  if (menu.saveAs) browseSaveAs();
  if (menu.undo && m_document) m_document->undo();
  if (menu.redo && m_document) m_document->redo();
  if (menu.quit) requestQuit();
  if (menu.fitMap) m_mapCanvas.requestFit();
  if (menu.saveBattle) browseSaveBattle();
  if (menu.openBattle) browseOpenBattle();
  if (menu.uiScale) setUiScale(*menu.uiScale);
  handleCampaignMenu(menu);
}

FrameRequest Workspace::drawFrame() {
  handleShortcuts();
  handleMenu(m_menu.draw(m_panels, m_document.get(), m_recent, m_uiScale,
                         m_battlePanel.hotSeat() != nullptr, campaignMenuState()));

  // Status bar before the panels, so the main viewport's work area already excludes it. It shows
  // the previous frame's cursor position, which is invisible at interactive frame rates.
  StatusInfo status;
  if (m_document) {
    status.documentName = m_document->displayName();
    status.cursorMetres = m_mapCanvas.cursorMetres();
    if (status.cursorMetres)
      status.mapPosition =
          m_positionFormatter.format(m_document->scenario().map.frame, *status.cursorMetres);
    if (const StageNode* node =
            m_mapCanvas.hoveredNode().empty()
                ? nullptr
                : m_document->scenario().map.findNode(m_mapCanvas.hoveredNode()))
      status.hoveredName = node->name;
    if (m_mapCanvas.isOpen()) status.metresPerPixel = 1.0 / m_mapCanvas.camera().pixelsPerMetre();
    status.toolHint = mapToolInfo(m_mapCanvas.editor().tool()).name;
  }
  drawStatusBar(status);

  for (Panel* panel : m_panels) panel->draw(m_document.get());
  drawFileBrowser();
  drawQuestionPopup();
  drawErrorPopup();
  autosaveIfDue(ImGui::GetTime());
  FrameRequest frame;
  frame.quit = m_quit;
  return frame;
}

void Workspace::drawFileBrowser() {
  const auto chosen = m_browser.draw();
  if (chosen) {
    switch (m_browsing) {
      case Browse::OpenScenario: requestOpen(*chosen); break;
      case Browse::SaveScenario:
        if (saveAs(*chosen) && m_pendingAfterSave) perform(m_pending, m_pendingPath);
        break;
      case Browse::OpenBattle: openBattle(*chosen); break;
      case Browse::SaveBattle: {
        const std::string said = m_battlePanel.saveBattle(*chosen);
        if (said.starts_with("Saved"))
          m_battlePanel.setMessage(said);
        else
          showError(said);
        break;
      }
      case Browse::OpenCampaign: openCampaign(*chosen); break;
      case Browse::SaveCampaign: {
        const std::string said = m_campaignPanel.saveState(*chosen);
        if (!said.starts_with("Saved")) showError(said);
        break;
      }
      case Browse::ImportOrders:
        m_campaignPanel.setImportPath(chosen->string());
        m_campaignPanel.importOrders();
        m_campaignPanel.showMailTab();
        m_campaignPanel.bringToFront();
        break;
    }
  }
  // Cancelling the browser cancels what was waiting for the save (a quit, an open).
  if (!m_browser.isOpen() && m_pendingAfterSave) {
    m_pendingAfterSave = false;
    m_pending = Pending::None;
  }
}

void Workspace::drawQuestionPopup() {
  if (!m_question.empty() && !m_questionShown) {
    ImGui::OpenPopup(kQuestionPopup);
    m_questionShown = true;
  }
  if (!ImGui::BeginPopupModal(kQuestionPopup, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  std::string choice;
  if (m_question == "unsaved") {
    ImGui::Text("\"%s\" has unsaved changes.", m_document ? m_document->displayName().c_str() : "");
    ImGui::TextUnformatted("Save them first?");
    if (ImGui::Button("Save")) choice = "save";
    ImGui::SameLine();
    if (ImGui::Button("Discard changes")) choice = "discard";
    ImGui::SameLine();
    if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
      choice = "cancel";
  } else if (m_question == "recover") {
    ImGui::Text("%s has an autosave newer than the file:",
                m_pendingPath.filename().string().c_str());
    ImGui::TextUnformatted("the editor stopped with unsaved changes. Recover them?");
    if (ImGui::Button("Recover")) choice = "recover";
    ImGui::SameLine();
    if (ImGui::Button("Discard autosave")) choice = "discard";
  } else {
    ImGui::CloseCurrentPopup();
  }
  if (!choice.empty()) {
    ImGui::CloseCurrentPopup();
    answer(choice);
  }
  ImGui::EndPopup();
}

void Workspace::drawErrorPopup() {
  if (!m_error.empty() && !m_errorShown) {
    ImGui::OpenPopup(kErrorPopup);
    m_errorShown = true;
  }
  if (!ImGui::BeginPopupModal(kErrorPopup, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 35);
  ImGui::TextUnformatted(m_error.c_str());
  ImGui::PopTextWrapPos();
  if (ImGui::Button("OK")) {
    m_error.clear();
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace hfg
