// The campaign runner's dispatch and log tabs: the dawn dispatch and the events this side may know.
#include <algorithm>
#include <cctype>
#include <string>

#include "core/campaign/dispatch_report.h"
#include "editor/campaign/campaign_panel.h"

namespace hfg {

void CampaignPanel::drawDispatch() {
  const std::string text =
      dawnDispatch(m_session->scenario(), m_session->state(), m_session->seatSide());
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(start, end - start);
    if (line.rfind("#", 0) == 0) {
      const std::size_t level = line.find_first_not_of('#');
      const std::string heading = level == std::string::npos ? "" : line.substr(level + 1);
      ImGui::Spacing();
      ImGui::TextColored(level <= 1 ? ImVec4{0.95f, 0.8f, 0.3f, 1} : ImVec4{0.6f, 0.8f, 1, 1}, "%s",
                         heading.c_str());
      ImGui::Separator();
    } else if (line.rfind("- ", 0) == 0 || line.rfind("* ", 0) == 0) {
      ImGui::Bullet();
      ImGui::TextWrapped("%s", line.substr(2).c_str());
    } else if (!line.empty()) {
      ImGui::TextWrapped("%s", line.c_str());
    }
    start = end + 1;
  }
}

void CampaignPanel::drawLog(const SideView& view) {
  ImGui::SetNextItemWidth(80);
  ImGui::InputInt("day (0 all)", &m_logDay);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(120);
  ImGui::InputText("force", m_logForce, sizeof m_logForce);
  std::vector<std::string> kinds;
  for (const CampaignEvent& event : view.log)
    if (std::find(kinds.begin(), kinds.end(), event.kind) == kinds.end())
      kinds.push_back(event.kind);
  ImGui::SetNextItemWidth(120);
  if (ImGui::BeginCombo("kind", m_logKind.empty() ? "all" : m_logKind.c_str())) {
    if (ImGui::Selectable("all", m_logKind.empty())) m_logKind.clear();
    for (const std::string& kind : kinds)
      if (ImGui::Selectable(kind.c_str(), kind == m_logKind)) m_logKind = kind;
    ImGui::EndCombo();
  }
  ImGui::SetNextItemWidth(200);
  ImGui::InputText("search", m_logSearch, sizeof m_logSearch);
  ImGui::SameLine();
  ImGui::Checkbox("bookmarks only", &m_bookmarksOnly);
  auto lower = [](std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
    return s;
  };
  const std::string search = lower(m_logSearch);
  ImGui::BeginChild("events");
  for (std::size_t i = 0; i < view.log.size(); ++i) {
    const CampaignEvent& event = view.log[i];  // the view holds only what this side may know
    const std::string key = std::to_string(event.day) + "/" + std::string(keyOf(event.period)) +
                            "/" + event.kind + "/" + event.text;
    if (m_logDay > 0 && event.day != m_logDay) continue;
    if (!m_logKind.empty() && event.kind != m_logKind) continue;
    if (m_logForce[0] &&
        std::find(event.forces.begin(), event.forces.end(), m_logForce) == event.forces.end())
      continue;
    if (!search.empty() && lower(event.text).find(search) == std::string::npos) continue;
    const bool marked = m_bookmarks.count(key) > 0;
    if (m_bookmarksOnly && !marked) continue;
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::SmallButton(marked ? "*" : "+")) {
      if (marked)
        m_bookmarks.erase(key);
      else
        m_bookmarks.insert(key);
    }
    ImGui::SameLine();
    const std::string line = "D" + std::to_string(event.day) + " " +
                             std::string(periodName(event.period)) + " [" + event.rule + "] " +
                             event.text;
    if (ImGui::Selectable(line.c_str())) centreOnEvent(event, view);
    ImGui::PopID();
  }
  ImGui::EndChild();
}

bool CampaignPanel::centreOnEvent(const CampaignEvent& event, const SideView& view) {
  const StageMap& map = m_session->scenario().map;
  std::optional<Vec2> where;
  if (event.position) {
    where = *event.position;
  } else if (const StageNode* node = map.findNode(event.node)) {
    where = node->position;
  } else {
    // An event without a place (a force's march, a rout): the first of its forces this side
    // can place, its own where it is, an enemy where it was last seen (C-6).
    for (const std::string& id : event.forces) {
      for (const Force& force : view.own)
        if (force.id == id && !(force.location.node.empty() && force.location.link.empty()))
          where = locationPosition(map, force.location);
      for (const KnownEnemyForce& enemy : view.enemy)
        if (!where && enemy.force == id) where = locationPosition(map, enemy.location);
      if (where) break;
    }
  }
  if (!where) return false;
  m_map.centreOn(*where);
  return true;
}

}  // namespace hfg
