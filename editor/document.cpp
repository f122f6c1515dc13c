// The open document: scenario, its file and its UI state.
#include "editor/document.h"

#include <utility>

namespace hfg {

Document::Document(Scenario scenario, std::filesystem::path path, UiState ui)
    : m_scenario(std::move(scenario)), m_path(std::move(path)), m_ui(std::move(ui)) {}

std::string Document::displayName() const {
  if (!m_scenario.name.empty()) return m_scenario.name;
  if (!m_path.empty()) return m_path.filename().string();
  return "Untitled";
}

}  // namespace hfg
