// The campaign runner: plays the open scenario's campaign hot seat (orders, day, reports, battles).
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <imgui.h>

#include "editor/battle/battle_history.h"
#include "editor/campaign/campaign_animation.h"
#include "editor/campaign/campaign_map_layer.h"
#include "editor/campaign/campaign_picture.h"
#include "editor/campaign/campaign_session.h"
#include "editor/shell/panel.h"

namespace hfg {

/// The "Campaign" panel, docked beside the map: the strip (day, weather, whose turn), orders,
/// dispatch, log, mail and battles. The side's map is the editor's map canvas with mapLayer()
/// over it. Everything a side's screen draws comes from the engine's view of that side (C-6);
/// between sides a full-window hand-over cover hides the screen.
class CampaignPanel : public Panel {
 public:
  CampaignPanel();

  /// C-4: starts a campaign from `scenario` (a copy: editing the scenario later does not change it).
  void start(const Scenario& scenario);
  /// Goes on from a saved state file (core/io); problems go to messages().
  void openState(const Scenario& scenario, const std::filesystem::path& file);
  CampaignSession* session() { return m_session.get(); }
  /// Saves the state (core/io) to `file`, naming the scenario relative to it, and makes it the
  /// campaign's file. Returns a message.
  std::string saveState(const std::filesystem::path& file);
  /// The campaign's state file: where it was opened from or last saved ("" before that).
  const std::string& statePath() const { return m_statePath; }
  /// Where "Save" writes: statePath(), else a new file in the user's data folder (user_data.h).
  std::filesystem::path saveTarget() const;
  /// Each new dawn is saved to saveTarget() by itself (the campaign's autosave); off for tests
  /// that must not write.
  void setAutosave(bool on) { m_autosave = on; }
  /// Called with the file after every successful save (the workspace keeps recent campaigns).
  void setOnSaved(std::function<void(const std::filesystem::path&)> saved) {
    m_onSaved = std::move(saved);
  }
  const std::vector<std::string>& messages() const { return m_messages; }
  /// The seated side's map over the editor's map canvas.
  CampaignMapLayer& mapLayer() { return m_map; }

  /// "Play it here" on a pending battle calls `play` with the scenario and the meeting (the
  /// workspace opens it in the battle panel). Without it the button is not offered.
  void setPlayHere(std::function<void(const Scenario&, const BattleMeeting&)> play) {
    m_playHere = std::move(play);
  }
  /// A battle being played in the editor travels with the saved state: `save(stateFile)` runs
  /// after the state is saved, `reopen(scenario, stateFile)` after a state is opened; each
  /// returns what it did in words ("" for nothing), added to the panel's messages.
  void setBattleKeeper(
      std::function<std::string(const std::filesystem::path&)> save,
      std::function<std::string(const Scenario&, const std::filesystem::path&)> reopen) {
    m_keepBattle = std::move(save);
    m_reopenBattle = std::move(reopen);
  }
  /// How an auto-resolved battle is shown: its replay in the battle panel, or only its result.
  enum class AutoResolveMode { Watch, ResultOnly };
  using AutoResolver = std::function<void(const Scenario&, const BattleMeeting&,
                                          const SideMoveSourceFactory&, AutoResolveMode)>;
  /// "Auto-resolve: watch it" and "Auto-resolve: result only" call `resolve` with the meeting,
  /// the controllers' factory and the mode; they are enabled once a factory is set.
  void setAutoResolve(SideMoveSourceFactory factory, AutoResolver resolve) {
    m_autoFactory = std::move(factory);
    m_autoResolve = std::move(resolve);
  }
  /// Play by email: the orders file the Mail tab imports, and what the last action said.
  void setImportPath(const std::string& path);
  /// Exports and signed orders go here (default: the user's data folder, mail/).
  void setMailFolder(const std::string& folder) { m_mailFolder = folder; }
  /// Imports the orders file set by setImportPath (the Campaign menu's "Import signed orders").
  void importOrders();
  /// Exports `side`'s view at this dawn into the mail folder; returns the message.
  std::string exportSide(const std::string& side);
  /// Shows the Mail or Battles part of the panel at the next frame (the Campaign menu).
  void showMailTab() { m_showMail = true; }
  const std::vector<std::string>& mailMessages() const { return m_mailMessages; }
  /// Fills the result form with a result from the battle engine (C-28); the players still
  /// choose the loser's rout and apply it.
  void fillResultForm(
      const BattleResult& result,
      std::string note =
          "Filled in from the battle fought in the editor: choose the loser's rout and apply.");

  /// Yesterday's movement of the seated side's own forces, played when its screen opens.
  CampaignAnimation& animation() { return m_map.animation(); }
  /// Builds the seated side's animation of yesterday now, held at `periods` (screenshots).
  void startAnimation(double periods) { m_map.startAnimation(periods); }
  /// Off: the animation moves only through animation() (tests and screenshots drive time).
  void setAnimationAutoplay(bool on) { m_map.setAnimationAutoplay(on); }
  using RoutMark = CampaignMapLayer::RoutMark;
  const std::vector<RoutMark>& routs() const { return m_map.routs(); }
  /// A log line clicked: centres the map on its meeting point, its node, or else the first of its
  /// forces the view can place (own where it is, enemy where last seen). False when none.
  bool centreOnEvent(const CampaignEvent& event, const SideView& view);
  /// Where the map is centred (map metres), once a log line has moved it.
  const std::optional<Vec2>& mapCentre() const { return m_map.mapCentre(); }
  /// Forces whose rout arrow the last frame drew.
  const std::vector<std::string>& drawnRouts() const { return m_map.drawnRouts(); }

  // ---- for tests: what the last frame drew and where ----
  /// The force markers' labels the last frame's map drew.
  const std::vector<std::string>& drawnLabels() const { return m_map.drawnLabels(); }
  /// Screen position of a node or force marker on the last frame's map.
  std::optional<ImVec2> screenOf(const std::string& id) const { return m_map.screenOf(id); }
  /// Centre of a button drawn last frame, by its label.
  std::optional<ImVec2> buttonCentre(const std::string& label) const;
  const std::string& selectedForce() const { return m_map.selectedForce(); }
  void selectForce(const std::string& force) { m_map.selectForce(force); }
  /// The result form's choices for an element (index into ElementStatus).
  void setElementStatus(const std::string& element, ElementStatus status);
  /// The result form's winner: a side id, or empty for undecided.
  void setWinner(const std::string& side);
  std::string formWinner() const;
  /// C-21: the loser's choice of rout, 1 or 2 stages.
  void setRoutStages(int stages) { m_routStages = stages == 2 ? 2 : 1; }
  /// Where the result form's values came from (empty when typed in).
  const std::string& formNote() const { return m_formNote; }

 protected:
  void drawContent(Document& document) override;
  /// Docked right of the map, as the editor's tool panels are.
  PanelPlacement defaultPlacement() const override { return {0.6f, 0.0f, 0.4f, 1.0f}; }

 private:
  void drawStart(Document& document);
  void drawStrip();
  void drawSaveRow();
  void drawHandOver();
  /// The replay slider and the animation's buttons (the map itself is the canvas's).
  void drawMapControls();
  void drawTabs(const SideView& view);
  /// Saves each new dawn by itself once the day has run (setAutosave).
  void autosaveAtDawn();
  void drawOrders(const SideView& view);
  void drawDispatch();
  void drawLog(const SideView& view);
  void drawBattles();
  void drawResultForm(const BattleMeeting& battle);
  bool button(const char* label, bool enabled = true, const char* disabledTip = nullptr);
  void drawSplit(const Force& force);
  void drawMail();
  void orderDestination(const std::string& node);
  /// A new or reopened campaign: no routs or animation left over from the last one.
  void forgetPlay() { m_map.setSession(m_session.get()); }

  std::unique_ptr<CampaignSession> m_session;
  std::vector<std::string> m_messages;
  std::string m_statePath;
  bool m_autosave = true;
  int m_savedDay = 0;  ///< the dawn last saved (autosaveAtDawn)
  std::function<void(const std::filesystem::path&)> m_onSaved;
  std::map<std::string, std::pair<ImVec2, ImVec2>> m_buttons;
  CampaignMapLayer m_map;
  bool m_showMail = false;
  // orders
  bool m_avoidBattle = false;
  bool m_marchAtNight = false;
  bool m_entrainMode = false;
  std::vector<std::string> m_orderErrors;
  // log
  int m_logDay = 0;
  char m_logForce[64] = "";
  char m_logSearch[128] = "";
  std::string m_logKind;
  bool m_bookmarksOnly = false;
  std::set<std::string> m_bookmarks;  ///< "day/period/index" keys
  // battle result form
  std::string m_formBattle;
  std::map<std::string, int> m_elementStatus;
  int m_winner = 0;
  int m_bounds = 12;
  int m_routStages = 1;
  std::vector<std::string> m_resultErrors;
  std::string m_printMessage;            ///< where the table plan went, or why it could not
  std::filesystem::path m_documentPath;  ///< plans are printed beside the scenario
  std::function<void(const Scenario&, const BattleMeeting&)> m_playHere;
  std::function<std::string(const std::filesystem::path&)> m_keepBattle;
  std::function<std::string(const Scenario&, const std::filesystem::path&)> m_reopenBattle;
  SideMoveSourceFactory m_autoFactory;
  AutoResolver m_autoResolve;
  std::string m_formNote;  ///< where the form's values came from
  // C-7 split: "command:ID" and "element:ID" ticked to leave the selected force
  std::set<std::string> m_splitCommands;
  // play by email
  std::string m_mailFolder;
  char m_importPath[512] = "";
  bool m_requireSigned = true;
  std::vector<std::string> m_mailMessages;
};

}  // namespace hfg
