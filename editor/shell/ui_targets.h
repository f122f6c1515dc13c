// Where the widgets a UI script or test clicks were drawn in the last frame, by name.
#pragma once

#include <imgui.h>

#include <map>
#include <optional>
#include <string>

namespace hfg {

/// A name for each clickable thing a frame drew (menu items, buttons), with its rectangle and
/// the frame it was drawn in. Only what the latest frame drew is found, so a closed menu's
/// items are not clicked by mistake. One per process: the editor has one ImGui context.
class UiTargets {
 public:
  static UiTargets& instance();
  /// Records the last ImGui item (GetItemRectMin/Max) under `name`.
  void recordLastItem(const std::string& name);
  void record(const std::string& name, ImVec2 min, ImVec2 max);
  /// The centre of `name` if the current frame (ImGui::GetFrameCount) drew it.
  std::optional<ImVec2> centre(const std::string& name) const;

 private:
  struct Target {
    ImVec2 min, max;
    int frame = -1;
  };
  std::map<std::string, Target> m_targets;
};

}  // namespace hfg
