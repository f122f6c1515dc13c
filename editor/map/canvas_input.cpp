// Pan and zoom of the map camera from one frame of plain input.
#include "editor/map/canvas_input.h"

#include <imgui.h>

#include <cmath>

#include "editor/map/camera.h"

namespace hfg {
namespace {

Vec2 toVec(ImVec2 v) { return {v.x, v.y}; }

int arrowAxis(ImGuiKey negative, ImGuiKey positive) {
  return (ImGui::IsKeyDown(ImGui::GetKeyIndex(positive)) ? 1 : 0) -
         (ImGui::IsKeyDown(ImGui::GetKeyIndex(negative)) ? 1 : 0);
}

}  // namespace

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

CanvasInput canvasInputFromImGui() {
  const ImGuiIO& io = ImGui::GetIO();
  CanvasInput input;
  input.mousePixels = toVec(io.MousePos);
  input.mouseDeltaPixels = toVec(io.MouseDelta);
  input.hovered = ImGui::IsItemHovered();
  input.dragging = ImGui::IsItemActive() && (ImGui::IsMouseDragging(ImGuiMouseButton_Right, 0) ||
                                             ImGui::IsMouseDragging(ImGuiMouseButton_Middle, 0));
  input.wheelNotches = input.hovered ? io.MouseWheel : 0;
  input.focused = ImGui::IsWindowFocused() && !io.WantTextInput;
  if (input.focused) {
    input.arrowX = arrowAxis(ImGuiKey_LeftArrow, ImGuiKey_RightArrow);
    input.arrowY = arrowAxis(ImGuiKey_UpArrow, ImGuiKey_DownArrow);
  }
  input.frameSeconds = io.DeltaTime;
  return input;
}

}  // namespace hfg
