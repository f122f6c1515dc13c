// Ties the document, panels, menu and status bar together for one frame at a time.
#include "editor/workspace.h"

#include <imgui.h>

#include <exception>

#include "editor/demo_scenario.h"
#include "editor/status_bar.h"

namespace hfg {
namespace {
constexpr const char* kErrorPopup = "Error";
}

Workspace::Workspace() : m_panels{&m_mapCanvas, &m_orbatPanel} {}

Panel* Workspace::findPanel(const std::string& key) {
  for (Panel* panel : m_panels)
    if (panel->key() == key) return panel;
  return nullptr;
}

bool Workspace::showOnly(const std::string& key) {
  Panel* chosen = findPanel(key);
  if (!chosen) return false;
  for (Panel* panel : m_panels) panel->setOpen(panel == chosen);
  chosen->setPlacement({0, 0, 1, 1});
  return true;
}

void Workspace::storePanelsInto(UiState& ui) const {
  ui.panels.clear();
  for (const Panel* panel : m_panels) ui.panels.push_back({panel->key(), panel->isOpen()});
}

void Workspace::restorePanelsFrom(const UiState& ui) {
  for (const auto& saved : ui.panels)
    if (Panel* panel = findPanel(saved.key)) panel->setOpen(saved.open);
}

void Workspace::saveUiState() {
  if (!m_document || m_document->path().empty()) return;
  storePanelsInto(m_document->ui());
  for (const Panel* panel : m_panels) panel->storeUiState(*m_document);
  try {
    hfg::saveUiState(m_document->ui(), uiStatePathFor(m_document->path()));
  } catch (const std::exception& e) {
    showError(std::string("Could not save the editor layout: ") + e.what());
  }
}

void Workspace::openDocument(Scenario scenario, const std::filesystem::path& path) {
  saveUiState();
  UiState ui;
  if (!path.empty()) {
    try {
      ui = loadUiState(uiStatePathFor(path));
    } catch (const std::exception& e) {
      showError(std::string("Ignoring the saved editor layout: ") + e.what());
    }
  }
  m_document = std::make_unique<Document>(std::move(scenario), path, ui);
  restorePanelsFrom(m_document->ui());
  for (Panel* panel : m_panels) panel->documentChanged(m_document.get());
}

void Workspace::closeDocument() {
  saveUiState();
  m_document.reset();
  for (Panel* panel : m_panels) panel->documentChanged(nullptr);
}

void Workspace::showError(std::string message) {
  m_error = std::move(message);
  m_errorShown = false;
}

FrameRequest Workspace::drawFrame() {
  FrameRequest frame;
  const MenuRequest menu = m_menu.draw(m_panels);
  frame.openPath = menu.openPath;
  frame.quit = menu.quit;
  if (menu.openDemo) openDocument(makeDemoScenario());
  if (menu.fitMap) m_mapCanvas.requestFit();

  // Status bar before the panels, so the main viewport's work area already excludes it. It shows
  // the previous frame's cursor position, which is invisible at interactive frame rates.
  StatusInfo status;
  if (m_document) {
    status.documentName = m_document->displayName();
    status.cursorMetres = m_mapCanvas.cursorMetres();
    if (const StageNode* node = m_document->scenario().map.findNode(m_mapCanvas.hoveredNode()))
      status.hoveredName = node->name;
    if (m_mapCanvas.isOpen()) status.metresPerPixel = 1.0 / m_mapCanvas.camera().pixelsPerMetre();
  }
  drawStatusBar(status);

  for (Panel* panel : m_panels) panel->draw(m_document.get());
  drawErrorPopup();
  return frame;
}

void Workspace::drawErrorPopup() {
  if (!m_error.empty() && !m_errorShown) {
    ImGui::OpenPopup(kErrorPopup);
    m_errorShown = true;
  }
  if (!ImGui::BeginPopupModal(kErrorPopup, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 35);
  ImGui::TextUnformatted(m_error.c_str());
  ImGui::PopTextWrapPos();
  if (ImGui::Button("OK")) {
    m_error.clear();
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace hfg
