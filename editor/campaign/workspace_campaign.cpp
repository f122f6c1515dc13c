// The workspace's Campaign menu: new, open, continue, save, mail, results, and the welcome panel.
#include <imgui.h>

#include <exception>
#include <system_error>

#include "core/io/campaign_io.h"
#include "editor/shell/ui_targets.h"
#include "editor/shell/user_data.h"
#include "editor/shell/workspace.h"

namespace hfg {
namespace {

const std::vector<std::string> kStateExtensions{".json"};

}  // namespace

void Workspace::setWelcomeChoices() {
  auto openBundled = [this](const std::string& folder) {
    const std::filesystem::path scenario = m_bundledFolder / folder / "scenario.json";
    requestOpen(scenario);
    if (m_document && m_document->path() == scenario) showCampaignLayout();
  };
  m_welcomePanel.setChoices({
      {"Tutorial campaign: Saalfeld 1806",
       "Learn to play on a small map: two French corps against the Prussian advance guard, orders "
       "by clicks, a meeting on the Saale to fight; start it with Campaign > New campaign.",
       [openBundled] { openBundled("saalfeld-1806"); }},
      {"Default campaign: Bohemia 1866",
       "The bundled full campaign: the Prussian armies enter Bohemia against the Austrians over a "
       "real road and railway network.",
       [openBundled] { openBundled("default"); }},
      {"Gettysburg walkthrough",
       "Turn the Library of Congress's 1863 scan of Gettysburg into a playable scenario: import, "
       "georeference, terrain, stage network and orbats (docs/editor.md).",
       [this] {
         if (Panel* import = findPanel("import")) import->bringToFront();
         m_helpPanel.bringToFront();
       }},
      {"Help", "The tools, every shortcut and the workflow in a few lines (F1 at any time).",
       [this] { m_helpPanel.bringToFront(); }},
  });
}

void Workspace::showWelcomeIfFirstRun() {
  if (!welcomeSeen()) m_welcomePanel.bringToFront();
}

void Workspace::showCampaignLayout() {
  // Docked as the editor's panels are: the map on the left, the runner in the right column.
  for (const char* key : {"orbat", "scenario", "network", "terrain", "history", "welcome"})
    if (Panel* panel = findPanel(key)) panel->setOpen(false);
  m_mapCanvas.setOpen(true);
  m_campaignPanel.setOpen(true);
  m_campaignPanel.bringToFront();
  m_mapCanvas.requestFit();
}

bool Workspace::newCampaign() {
  if (!m_document) {
    showError("Open a scenario first: a campaign is played from a scenario (File > Open).");
    return false;
  }
  m_campaignPanel.start(m_document->scenario());
  showCampaignLayout();
  // Saved at once, so Continue finds it: in the user's data folder, never the scenario's.
  const std::string said = m_campaignPanel.saveState(m_campaignPanel.saveTarget());
  if (!said.starts_with("Saved")) showError(said);
  return true;
}

bool Workspace::openCampaign(const std::filesystem::path& stateFile) {
  try {
    const CampaignState state = loadCampaignState(stateFile);
    const std::filesystem::path scenario =
        std::filesystem::absolute(stateFile).parent_path() / state.scenarioFile;
    std::error_code error;
    const bool isOpen = m_document && !m_document->path().empty() &&
                        std::filesystem::equivalent(m_document->path(), scenario, error);
    if (!isOpen) {
      if (!m_files.load) throw std::runtime_error("opening files is not available in this build");
      openDocument(m_files.load(scenario), scenario);
    }
  } catch (const std::exception& e) {
    showError("Could not open the campaign " + stateFile.string() + ": " + e.what());
    return false;
  }
  m_campaignPanel.openState(m_document->scenario(), stateFile);
  if (!m_campaignPanel.session()) {
    showError(m_campaignPanel.messages().empty() ? "Could not open the campaign."
                                                 : m_campaignPanel.messages().front());
    return false;
  }
  showCampaignLayout();
  return true;
}

bool Workspace::continueCampaign() {
  if (m_recentCampaigns.empty()) {
    showError("No campaign saved yet: start one with Campaign > New campaign.");
    return false;
  }
  return openCampaign(m_recentCampaigns.front());
}

bool Workspace::saveCampaign() {
  const std::string said = m_campaignPanel.saveState(m_campaignPanel.saveTarget());
  if (said.rfind("Saved", 0) != 0) {
    showError(said);
    return false;
  }
  return true;
}

void Workspace::browseCampaign(bool save) {
  m_browsing = save ? Browse::SaveCampaign : Browse::OpenCampaign;
  const std::filesystem::path target = m_campaignPanel.saveTarget();
  std::error_code error;
  std::filesystem::create_directories(campaignsFolder(), error);
  if (save)
    m_browser.begin(FileBrowser::Mode::Save, "Save campaign as", target.parent_path(),
                    kStateExtensions, target.filename().string());
  else
    m_browser.begin(FileBrowser::Mode::Open, "Open campaign", campaignsFolder(), kStateExtensions);
}

void Workspace::browseImportOrders() {
  m_browsing = Browse::ImportOrders;
  std::error_code error;
  std::filesystem::create_directories(mailFolder(), error);
  m_browser.begin(FileBrowser::Mode::Open, "Import signed orders", mailFolder(), kStateExtensions);
}

CampaignMenuState Workspace::campaignMenuState() const {
  CampaignMenuState state;
  state.recentCampaigns = m_recentCampaigns;
  CampaignSession* session = const_cast<CampaignPanel&>(m_campaignPanel).session();
  if (!session) return state;
  state.running = true;
  state.canSave = session->canSave();
  state.battleWaiting = session->phase() == SeatPhase::Battles;
  for (const std::string& side : session->sides())
    state.sides.emplace_back(side, session->sideName(side));
  return state;
}

void Workspace::handleCampaignMenu(const MenuRequest& menu) {
  if (menu.campaignNew) newCampaign();
  if (menu.campaignOpen) browseCampaign(false);
  if (menu.campaignOpenPath) openCampaign(*menu.campaignOpenPath);
  if (menu.campaignContinue) continueCampaign();
  if (menu.campaignSave) saveCampaign();
  if (menu.campaignSaveAs) browseCampaign(true);
  if (menu.campaignExportSide) {
    const std::string said = m_campaignPanel.exportSide(*menu.campaignExportSide);
    m_campaignPanel.showMailTab();
    m_campaignPanel.bringToFront();
    if (said.rfind("Could not", 0) == 0 || said.rfind("No campaign", 0) == 0) showError(said);
  }
  if (menu.campaignImport) browseImportOrders();
  if (menu.campaignResult) showCampaignLayout();  // the result form is the panel's Battles part
  if (menu.welcome) m_welcomePanel.bringToFront();
}

void Workspace::handleCampaignShortcut(Shortcut shortcut) {
  MenuRequest request;
  switch (shortcut) {
    case Shortcut::CampaignNew: request.campaignNew = true; break;
    case Shortcut::CampaignOpen: request.campaignOpen = true; break;
    case Shortcut::CampaignContinue: request.campaignContinue = true; break;
    case Shortcut::CampaignSave: request.campaignSave = m_campaignPanel.session() != nullptr; break;
    case Shortcut::CampaignSaveAs:
      request.campaignSaveAs = m_campaignPanel.session() != nullptr;
      break;
    case Shortcut::CampaignExport:
      if (CampaignSession* session = m_campaignPanel.session())
        request.campaignExportSide = session->seatSide();
      break;
    case Shortcut::CampaignImport:
      request.campaignImport = m_campaignPanel.session() != nullptr;
      break;
    case Shortcut::CampaignResult:
      request.campaignResult = m_campaignPanel.session() != nullptr;
      break;
    default: return;
  }
  handleCampaignMenu(request);
}

std::optional<ImVec2> Workspace::uiTarget(const std::string& name) const {
  if (name.rfind("map:", 0) == 0)
    return const_cast<CampaignPanel&>(m_campaignPanel).mapLayer().screenOf(name.substr(4));
  return UiTargets::instance().centre(name);
}

}  // namespace hfg
