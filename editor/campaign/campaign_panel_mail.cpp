// The campaign runner's play-by-email tab and the C-7 split control of the orders tab.
#include <cstdio>
#include <string>

#include "editor/campaign/campaign_mail.h"
#include "editor/campaign/campaign_panel.h"
#include "editor/shell/user_data.h"

namespace hfg {

void CampaignPanel::drawSplit(const Force& force) {
  // C-7: whole commands or single elements leave the force at dawn as a new force; the engine
  // checks the order (nothing left behind, elements not generals, ...).
  if (!ImGui::CollapsingHeader("Split off (C-7)")) return;
  const auto tick = [&](const std::string& id, const std::string& label) {
    bool ticked = m_splitCommands.count(id) != 0;
    if (ImGui::Checkbox((label + "##split-" + id).c_str(), &ticked)) {
      if (ticked)
        m_splitCommands.insert(id);
      else
        m_splitCommands.erase(id);
    }
  };
  const Side* side = m_session->scenario().findSide(force.side);
  for (const std::string& commandId : force.commands) {
    const Command* command = side ? side->findCommand(commandId) : nullptr;
    tick("command:" + commandId, "whole command " + (command ? command->name : commandId));
    if (!command) continue;
    ImGui::Indent();
    for (const Element& e : command->elements)
      tick("element:" + e.id, e.name.empty() ? e.id : e.name);
    ImGui::Unindent();
  }
  if (button("Split into a new force", !m_splitCommands.empty(), "tick what leaves")) {
    SplitOrder split;
    split.force = force.id;
    int n = 1;
    while (m_session->state().findForce(force.id + "-" + std::to_string(n))) ++n;
    split.newForce = force.id + "-" + std::to_string(n);
    split.newName = force.name + " (" + std::to_string(n) + ")";
    for (const std::string& key : m_splitCommands) {
      if (key.rfind("command:", 0) == 0)
        split.commands.push_back(key.substr(8));
      else
        split.elements.push_back(key.substr(8));
    }
    m_session->addSplit(split);
    m_splitCommands.clear();
  }
}

void CampaignPanel::setImportPath(const std::string& path) {
  std::snprintf(m_importPath, sizeof m_importPath, "%s", path.c_str());
}

std::string CampaignPanel::exportSide(const std::string& side) {
  if (!m_session) return "No campaign is running.";
  if (m_mailFolder.empty()) m_mailFolder = mailFolder().string();
  const std::filesystem::path dir(m_mailFolder);
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  const std::string day = std::to_string(m_session->state().day);
  return exportSideFile(*m_session, side, dir / (side + "-view-day" + day + ".json"));
}

void CampaignPanel::importOrders() {
  if (!m_session) return;
  const OrdersImport result = importOrdersFile(*m_session, m_importPath, m_requireSigned);
  m_mailMessages = result.problems;
  if (result.applied)
    m_mailMessages.insert(m_mailMessages.begin(),
                          "Orders of " + m_session->sideName(result.side) +
                              " taken: they replace today's orders of that side.");
}

void CampaignPanel::drawMail() {
  ImGui::TextWrapped(
      "Play by email: export each side's view, let the players write and sign their "
      "orders, then import the orders files here. The umpire's checks (stale, unsigned, "
      "tampered) and the rules' checks are shown in plain words.");
  if (m_mailFolder.empty()) m_mailFolder = mailFolder().string();  // the user's, not the scenario's
  char folder[512];
  std::snprintf(folder, sizeof folder, "%s", m_mailFolder.c_str());
  if (ImGui::InputText("folder", folder, sizeof folder)) m_mailFolder = folder;
  const std::filesystem::path dir(m_mailFolder);
  const std::string day = std::to_string(m_session->state().day);
  for (const std::string& side : m_session->sides()) {
    const std::string label = "Export " + m_session->sideName(side) + "'s view";
    if (button(label.c_str())) m_mailMessages = {exportSide(side)};
  }
  if (button("Write my signed orders", m_session->phase() == SeatPhase::Orders,
             "only while writing orders")) {
    std::error_code error;
    std::filesystem::create_directories(dir, error);
    m_mailMessages = {writeSealedOrders(
        *m_session, dir / (m_session->seatSide() + "-orders-day" + day + ".json"))};
  }
  ImGui::Separator();
  ImGui::InputText("orders file", m_importPath, sizeof m_importPath);
  ImGui::Checkbox("require signed orders", &m_requireSigned);
  if (button("Import orders", m_importPath[0] != '\0', "type the orders file's path"))
    importOrders();
  for (const std::string& message : m_mailMessages) ImGui::TextWrapped("%s", message.c_str());
}

}  // namespace hfg
