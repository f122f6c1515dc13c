// The battle panel: the table from above, replay of a resolved battle bound by bound, and hot-seat play through the engine.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "core/battle/hfg/battle_resolver.h"
#include "core/battle/hfg/moves/move_check.h"
#include "editor/battle/battle_history.h"
#include "editor/battle/battle_view.h"
#include "editor/battle/hot_seat_battle.h"
#include "editor/battle/move_area.h"
#include "editor/shell/panel.h"

namespace hfg {

/// How the dragged move is read (B-9 primitives the panel offers).
enum class DragAction { Advance, Wheel, Turn };

/// The "Battle" panel. The engine decides everything: the panel shows the table, asks the
/// engine to check a move before it is committed, and replays what the engine recorded.
class BattlePanel : public Panel {
 public:
  BattlePanel();

  /// Plays `setup` to its end (or `stopAfterBound`) with `source` and `dice` and shows the replay.
  void replay(battle::BattleSetup setup, battle::MoveSource& source, DieSource& dice,
              const std::string& title, int stopAfterBound = 0);
  /// Replays a set-up file with its script (core/io); problems go to message(). True on success.
  bool replayScript(const std::filesystem::path& setupFile,
                    const std::filesystem::path& scriptFile);
  /// Starts a hot-seat battle: the engine's dice seeded with `seed`.
  void playHotSeat(battle::BattleSetup setup, std::uint64_t seed, const std::string& title);
  /// Saves the hot-seat battle half-way (core/io "hfg-battle-save", atomic, NAME.bak kept).
  /// Returns what happened, in words ("Saved FILE", or why not).
  std::string saveBattle(const std::filesystem::path& file);
  /// Reopens a saved hot-seat battle: replayed through the engine and checked against its state
  /// digest. False with the reason (file, field, what was expected) in message().
  bool openBattle(const std::filesystem::path& file);
  /// The set-up of the battle on the panel (its deployment), if any.
  const std::optional<battle::BattleSetup>& setup() const { return m_setup; }
  /// The campaign meeting this hot-seat battle is (saved with it; "" for a battle from files).
  const std::string& campaignBattle() const { return m_campaignBattle; }
  void setCampaignBattle(std::string meetingId) { m_campaignBattle = std::move(meetingId); }
  /// Auto-resolve: each side's orders come from `factory(side)` (computer generals, or scripts in
  /// tests); the battle on the panel is fought from its deployment with `seed` and replayed.
  void autoResolve(const SideMoveSourceFactory& factory, std::uint64_t seed);
  /// Where a finished battle's result goes (the campaign runner). Shown as a button.
  void setResultTarget(std::string label, std::function<void(const battle::TableResult&)> send);

  // ---- state, for the campaign runner and tests ----
  HotSeatBattle* hotSeat() { return m_hotSeat.get(); }
  /// The bounds shown by the slider (the replay's, or the hot-seat battle's completed bounds).
  const BattleHistory* history() const;
  /// The battle drawn at the moment (the slider's bound, or the hot-seat table now).
  const battle::Battle* shown() const;
  int shownBound() const { return m_shownBound; }
  void setShownBound(int bound);
  bool playing() const { return m_playing; }
  const std::string& message() const { return m_message; }
  void setMessage(std::string message) { m_message = std::move(message); }
  const std::vector<std::string>& selection() const { return m_selection; }
  void setSelection(std::vector<std::string> ids) { m_selection = std::move(ids); }
  /// The move being considered (dragged or typed) and the engine's check of it.
  const std::optional<battle::MoveOrder>& pendingOrder() const { return m_pending; }
  const std::optional<battle::MoveCheck>& pendingCheck() const { return m_pendingCheck; }
  /// The log line whose combat record is pinned below the log.
  std::optional<std::size_t> pinnedLogEntry() const { return m_pinned; }
  void pinLogEntry(std::optional<std::size_t> entry) { m_pinned = entry; }
  /// Pins the first combat of the bound shown (screenshots); false when it had none.
  bool pinFirstCombatShown();
  void setDragAction(DragAction action) { m_action = action; }
  /// The selection's legal move area once the engine has computed it (null before, or with no
  /// selection, or when it is not the moving side's turn to move).
  const battle::MoveReach* moveArea() const { return m_moveArea.reach(); }
  /// Waits for the move area being computed (tests, screenshots); the next frame draws it.
  void waitForMoveArea() { m_moveArea.wait(); }
  /// The engine's words for the move-area spot under the mouse on the last frame, or "".
  const std::string& moveAreaHover() const { return m_areaHover; }
  void setMarch(bool march) { m_march = march; }
  BattleView& view() { return m_view; }
  /// The timeline slider's rectangle on the last frame (its centre is buttonCentre("##bound")).
  std::pair<ImVec2, ImVec2> sliderRect() const;
  /// Centre of a button drawn last frame, by its label.
  std::optional<ImVec2> buttonCentre(const std::string& label) const;

 protected:
  void drawContent(Document& document) override;
  void drawEmpty() override;
  PanelPlacement defaultPlacement() const override { return {0.03f, 0.06f, 0.94f, 0.88f}; }

 private:
  void drawBody();
  void drawTimeline();
  void drawLosses();
  void drawSidebar();
  void drawHotSeatControls();
  void drawPendingMove();
  void drawResult();
  void startHotSeat(std::unique_ptr<HotSeatBattle> game, const std::string& title);
  void updateMoveArea();
  void handleTableInput(const BattleViewInput& input);
  void considerDrag(Vec2 from, Vec2 to);
  void checkPending();
  bool button(const char* label, bool enabled = true, const char* disabledTip = nullptr);
  bool live() const;

  std::string m_title;
  std::unique_ptr<BattleHistory> m_replay;
  std::unique_ptr<HotSeatBattle> m_hotSeat;
  std::optional<battle::BattleSetup> m_setup;  ///< the deployment, for auto-resolve
  BattleView m_view;
  int m_shownBound = 0;  ///< the slider; in hot seat, bounds()+1 means the table now
  bool m_playing = false;
  float m_boundsPerSecond = 1.0f;
  double m_playClock = 0;
  bool m_wholeLog = false;
  std::optional<std::size_t> m_pinned;
  std::optional<std::size_t> m_hoveredLog;
  std::string m_message;
  // hot seat
  std::vector<std::string> m_selection;
  DragAction m_action = DragAction::Advance;
  bool m_march = false;
  bool m_faceAtEnd = false;
  float m_headingDeg = 90;
  float m_wheelDeg = 45;
  float m_forwardPaces = 0;
  std::optional<battle::MoveOrder> m_pending;
  std::optional<battle::MoveCheck> m_pendingCheck;
  std::string m_refusal;   ///< the engine's words for the last refused commit
  bool m_snapped = false;  ///< the dragged move was shortened to stop in contact
  std::optional<battle::MoveOrder> m_dragged;  ///< the order as dragged, before any shortening
  MoveArea m_moveArea;
  std::string m_areaHover;
  std::string m_campaignBattle;
  std::map<std::string, std::pair<ImVec2, ImVec2>> m_buttons;
  // result
  std::string m_resultLabel;
  std::function<void(const battle::TableResult&)> m_sendResult;
  bool m_resultSent = false;
};

/// A one-line account of a move check: "legal: 2 PIPs (T-6 base 1, T-6 (a) 1)" or
/// "refused (B-21): ..." with the engine's words.
std::string describeCheck(const battle::MoveCheck& check);

}  // namespace hfg
