// The battle table seen from above: terrain, works, elements in side colours with type symbols, the selected general's reach and a planned move.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "core/battle/hfg/bound/battle_state.h"
#include "core/battle/hfg/moves/move_check.h"
#include "core/battle/hfg/moves/move_reach.h"
#include "editor/map/camera.h"
#include "editor/map/map_style.h"

namespace hfg {

/// What the panel asks the view to draw over the table.
struct BattleOverlay {
  std::vector<std::string> selected;     ///< element ids, the first leading
  std::optional<battle::MovePlan> plan;  ///< a legal move being considered: each mover's path
  Polyline draggedPath;                  ///< the lead's path as dragged (legal or not)
  bool refused = false;                  ///< the dragged move is refused (drawn red)
  std::string highlight;                 ///< an element named by the hovered log line
  /// The selection's legal move area (moveReach): legal cells shaded by PIP cost, with a legend.
  const battle::MoveReach* reach = nullptr;
  bool reachComputing = false;  ///< the area is being computed: the legend says so
};

/// Mouse events on the table this frame, in table paces.
struct BattleViewInput {
  bool hovered = false;
  Vec2 mousePaces;
  std::string elementUnderMouse;  ///< present or waiting element under the cursor, or ""
  bool clicked = false;           ///< left button pressed this frame
  bool dragging = false;          ///< left button held after pressing on the table
  bool released = false;          ///< left button released this frame after pressing on the table
  Vec2 pressPaces;                ///< where the left button went down
};

/// Draws the table into a child region; right/middle drag pans, the wheel zooms, arrows pan,
/// like the map canvas. The table's first frame is fitted to the region.
class BattleView {
 public:
  /// Draws `battle` filling `size` at the cursor and returns this frame's mouse input.
  BattleViewInput draw(const battle::Battle& battle, ImVec2 size, const BattleOverlay& overlay);

  Camera& camera() { return m_camera; }
  /// Elements and base edges of each side (the set-up's side order) in these colours.
  void setSideColours(std::array<PackedColour, 2> colours) { m_sideColours = colours; }
  /// Blue for the set-up's first side, red for the second (battles from files).
  static constexpr std::array<PackedColour, 2> kDefaultSideColours{rgba(45, 85, 200),
                                                                   rgba(200, 45, 40)};
  /// Fits the view to the elements (with 1,200 p round them, within the table) at the next frame.
  void refit() { m_fitPending = true; }
  /// The screen position of an element's centre on the last frame (present or waiting).
  std::optional<ImVec2> screenOf(const std::string& elementId) const;
  ImVec2 toScreen(Vec2 paces) const;
  /// Text labels the last frame drew (element labels and markers), for tests.
  const std::vector<std::string>& drawnLabels() const { return m_labels; }
  /// The PIP cost of the move area's shaded cell under `paces` on the last frame; nothing where
  /// no cell was shaded (refused, or outside the area).
  std::optional<int> shadedCostAt(Vec2 paces) const;
  /// How many move-area cells the last frame shaded.
  std::size_t shadedCells() const { return m_shaded.size(); }

 private:
  void drawTerrain(ImDrawList& dl, const battle::Battle& battle) const;
  void drawElement(ImDrawList& dl, const battle::ElementInPlay& e, bool selected, bool highlighted);
  void drawOverlay(ImDrawList& dl, const battle::Battle& battle, const BattleOverlay& overlay);
  void drawLabels(ImDrawList& dl);
  void drawReach(ImDrawList& dl, const BattleOverlay& overlay);
  void drawReachLegend(ImDrawList& dl, const BattleOverlay& overlay, ImVec2 origin);

  /// A label waiting for placement once every element is drawn (they must not cover elements).
  struct PendingLabel {
    std::string text;
    Vec2 anchor;
    double radius = 0;
    bool first = false;  ///< selected or highlighted: placed before the others
  };
  std::vector<PendingLabel> m_pendingLabels;
  std::vector<std::pair<Vec2, Vec2>> m_elementBoxes;  ///< screen boxes of elements drawn

  Camera m_camera;
  std::array<PackedColour, 2> m_sideColours = kDefaultSideColours;
  bool m_fitPending = true;
  bool m_pressedHere = false;
  Vec2 m_pressPaces;
  std::map<std::string, Vec2> m_centres;  ///< table paces, last frame
  std::vector<std::string> m_labels;
  struct ShadedCell {
    std::array<Vec2, 4> cell;  ///< table paces
    int cost = 0;
  };
  std::vector<ShadedCell> m_shaded;
};

/// The element under a point: present ones first, then those waiting to arrive. "" for none.
std::string elementAt(const battle::Battle& battle, Vec2 paces);

/// A short tag for an element's state: "routing", "repulsed", "silenced", "waiting"... or "".
std::string conditionTag(const battle::Battle& battle, const battle::ElementInPlay& e);

}  // namespace hfg
