// One frame of canvas input as a plain struct, so navigation is testable without a window.
#pragma once

#include "core/model/geometry.h"

namespace hfg {

/// What the canvas needs to know about the mouse and keyboard this frame.
struct CanvasInput {
  Vec2 mousePixels;         ///< cursor position on screen
  Vec2 mouseDeltaPixels;    ///< movement since the last frame
  double wheelNotches = 0;  ///< positive = away from the user (zoom in)
  bool hovered = false;     ///< the cursor is over the canvas
  bool dragging = false;    ///< right or middle button held after pressing on the canvas
  bool focused = false;     ///< the canvas window has keyboard focus
  int arrowX = 0;           ///< -1 left arrow held, +1 right arrow held
  int arrowY = 0;           ///< -1 up arrow held, +1 down arrow held
  double frameSeconds = 1.0 / 60.0;
};

class Camera;

/// Wheel zoom factor per notch.
inline constexpr double kZoomPerNotch = 1.2;
/// Arrow-key pan speed.
inline constexpr double kArrowPanPixelsPerSecond = 600.0;

/// Applies one frame of input to the camera: drag pans, wheel zooms towards the cursor, arrow keys
/// pan (the view moves the way the arrow points). Returns true when the view changed.
bool navigate(Camera& camera, const CanvasInput& input);

/// This frame's input from Dear ImGui for the canvas just drawn as the last item (its invisible
/// button): mouse, wheel while hovered, right/middle drag, and arrow keys while the window has
/// focus and no text field takes the keys.
CanvasInput canvasInputFromImGui();

}  // namespace hfg
