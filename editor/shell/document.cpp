// The open document: scenario, undo history, file and UI state.
#include "editor/shell/document.h"

#include <atomic>
#include <utility>

namespace hfg {

namespace {
std::atomic<std::uint64_t> g_nextSerial{1};
}  // namespace

Document::Document(Scenario scenario, std::filesystem::path path, UiState ui)
    : m_scenario(std::move(scenario)),
      m_path(std::move(path)),
      m_ui(std::move(ui)),
      m_serial(g_nextSerial++) {}

std::string Document::displayName() const {
  std::string name = !m_scenario.name.empty() ? m_scenario.name
                     : !m_path.empty()        ? m_path.filename().string()
                                              : std::string("Untitled");
  if (isModified()) name += " *";
  return name;
}

bool Document::edit(OperationPtr operation) {
  try {
    m_history.push(m_scenario, std::move(operation));
    ++m_revision;
    m_lastError.clear();
    return true;
  } catch (const EditError& e) {
    m_lastError = e.what();
    return false;
  }
}

}  // namespace hfg
