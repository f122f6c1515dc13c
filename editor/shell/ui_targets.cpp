// The registry of named click targets drawn each frame (UI scripts, tests).
#include "editor/shell/ui_targets.h"

namespace hfg {

UiTargets& UiTargets::instance() {
  static UiTargets targets;
  return targets;
}

void UiTargets::recordLastItem(const std::string& name) {
  record(name, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

void UiTargets::record(const std::string& name, ImVec2 min, ImVec2 max) {
  m_targets[name] = {min, max, ImGui::GetFrameCount()};
}

std::optional<ImVec2> UiTargets::centre(const std::string& name) const {
  auto it = m_targets.find(name);
  if (it == m_targets.end() || !ImGui::GetCurrentContext() ||
      it->second.frame != ImGui::GetFrameCount())
    return std::nullopt;
  return ImVec2{(it->second.min.x + it->second.max.x) / 2,
                (it->second.min.y + it->second.max.y) / 2};
}

}  // namespace hfg
