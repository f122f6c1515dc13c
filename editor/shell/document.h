// An open scenario, its undo history and its editor UI state.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "core/edit/undo_stack.h"
#include "core/model/scenario.h"
#include "editor/shell/ui_state.h"

namespace hfg {

/// What the editor has open. Panels read `scenario()` every frame rather than caching it, and
/// change it only through `edit()`, so every change is an undoable operation from core/edit.
class Document {
 public:
  /// `path` is empty for a scenario that has no file yet (the demo, a new scenario).
  explicit Document(Scenario scenario, std::filesystem::path path = {}, UiState ui = {});

  const Scenario& scenario() const { return m_scenario; }
  const std::filesystem::path& path() const { return m_path; }
  void setPath(std::filesystem::path path) { m_path = std::move(path); }
  /// The title bar text: the scenario name, else the file name, else "Untitled"; a trailing "*"
  /// when there are unsaved changes.
  std::string displayName() const;

  /// Applies an operation and records it for undo. On EditError nothing changes, the message is
  /// kept in lastError() and false is returned (panels show it; the editor never crashes).
  bool edit(OperationPtr operation);
  /// Goes up by one whenever the scenario changes (edit, undo, redo), so panels can keep results
  /// that are costly to compute (validation) until the next change.
  std::uint64_t revision() const { return m_revision; }
  /// Different for every Document made in this process (a new document may reuse an old one's
  /// address, so caches key on this and the revision).
  std::uint64_t serial() const { return m_serial; }
  /// Ends a merge run (a drag finished): the next edit is a new undo step.
  void endDrag() { m_history.breakMerge(); }
  void undo() {
    m_history.undo(m_scenario);
    ++m_revision;
  }
  void redo() {
    m_history.redo(m_scenario);
    ++m_revision;
  }
  void jumpTo(std::size_t index) {
    m_history.setIndex(m_scenario, index);
    ++m_revision;
  }
  const UndoStack& history() const { return m_history; }
  UndoStack& history() { return m_history; }
  const std::string& lastError() const { return m_lastError; }
  void clearError() { m_lastError.clear(); }

  /// Unsaved changes since the last save (or since opening).
  bool isModified() const { return !m_history.isClean(); }
  void markSaved() { m_history.setClean(); }

  const UiState& ui() const { return m_ui; }
  UiState& ui() { return m_ui; }

 private:
  Scenario m_scenario;
  std::filesystem::path m_path;
  UiState m_ui;
  UndoStack m_history;
  std::string m_lastError;
  std::uint64_t m_revision = 1;
  std::uint64_t m_serial;
};

}  // namespace hfg
