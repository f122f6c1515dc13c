// Pan and zoom of the map camera from one frame of plain input.
#include "editor/canvas_input.h"

#include <cmath>

#include "editor/camera.h"

namespace hfg {

bool navigate(Camera& camera, const CanvasInput& input) {
  bool changed = false;
  if (input.dragging && (input.mouseDeltaPixels.x != 0 || input.mouseDeltaPixels.y != 0)) {
    camera.panByPixels(input.mouseDeltaPixels);
    changed = true;
  }
  if (input.hovered && input.wheelNotches != 0) {
    camera.zoomAt(input.mousePixels, std::pow(kZoomPerNotch, input.wheelNotches));
    changed = true;
  }
  if (input.focused && (input.arrowX != 0 || input.arrowY != 0)) {
    // Pressing right shows what lies to the east: the map content moves left.
    const double step = kArrowPanPixelsPerSecond * input.frameSeconds;
    camera.panByPixels({-input.arrowX * step, -input.arrowY * step});
    changed = true;
  }
  return changed;
}

}  // namespace hfg
