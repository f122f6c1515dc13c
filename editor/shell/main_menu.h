// The main menu bar: File (new, open, recent, save), Edit, Campaign (new, open, save, mail, results), Battle, View.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace hfg {

class Document;
class Panel;

/// What the Campaign menu offers this frame (from the campaign panel and the data folder).
struct CampaignMenuState {
  bool running = false;                                    ///< a campaign is open
  bool canSave = false;                                    ///< at dawn (CampaignSession::canSave)
  bool battleWaiting = false;                              ///< a battle waits for its result (C-28)
  std::vector<std::pair<std::string, std::string>> sides;  ///< (id, name) for "Export"
  std::vector<std::string> recentCampaigns;                ///< state files, newest first
};

/// What the user asked for this frame; the workspace acts on it.
struct MenuRequest {
  bool newDocument = false;
  bool open = false;                    ///< File > Open...: show the file browser
  std::optional<std::string> openPath;  ///< a recent file
  bool openDemo = false;
  bool save = false;
  bool saveAs = false;
  bool undo = false;
  bool redo = false;
  bool quit = false;
  bool fitMap = false;
  bool saveBattle = false;    ///< Battle > Save battle...: the hot-seat battle half-way
  bool openBattle = false;    ///< Battle > Open battle...
  bool campaignNew = false;   ///< Campaign > New campaign from the open scenario
  bool campaignOpen = false;  ///< Campaign > Open campaign...: the file browser
  std::optional<std::string> campaignOpenPath;  ///< a recent campaign
  bool campaignContinue = false;                ///< the newest recent campaign
  bool campaignSave = false;
  bool campaignSaveAs = false;
  std::optional<std::string> campaignExportSide;  ///< a side id
  bool campaignImport = false;                    ///< Import signed orders...: the file browser
  bool campaignResult = false;                    ///< Apply a battle result: the result form
  bool welcome = false;                           ///< Help > Welcome
  std::optional<double> uiScale;                  ///< a new UI scale was chosen
};

class MainMenu {
 public:
  /// Draws the bar. View lists `panels` with check marks; Edit names the next undo and redo;
  /// Battle offers saving only while a hot-seat battle is on the battle panel.
  MenuRequest draw(const std::vector<Panel*>& panels, const Document* document,
                   const std::vector<std::string>& recentFiles, double uiScale,
                   bool hotSeatBattle = false, const CampaignMenuState& campaign = {});

 private:
  void drawCampaignMenu(const Document* document, const CampaignMenuState& campaign,
                        MenuRequest& request);
};

}  // namespace hfg
