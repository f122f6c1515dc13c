// The undo history of one open scenario: do, undo, redo, a saved marker and change events.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/edit/operation.h"

namespace hfg {

/// What just happened to the history, sent to listeners after the scenario changed.
struct UndoEvent {
  enum class Kind { Done, Merged, Undone, Redone, CleanChanged, Cleared };
  Kind kind = Kind::Done;
  std::string label;             ///< the operation concerned, empty for CleanChanged/Cleared
  unsigned scope = kChangeNone;  ///< ChangeScope bits of what changed in the scenario
};

/// Operations done on a scenario, oldest first, and the position in them. Doing an operation
/// drops everything after the position (the redo tail). The clean index marks the state last
/// saved; merging never crosses it.
class UndoStack {
 public:
  using Listener = std::function<void(const UndoEvent&)>;

  /// Applies `operation` and records it, merged into the previous one when that accepts it and
  /// merging is open (see breakMerge). Throws EditError (nothing recorded) when apply fails.
  void push(Scenario& scenario, OperationPtr operation);
  /// Ends the current merge run: the next push starts a new step (call when a drag ends).
  void breakMerge() { m_mergeOpen = false; }

  bool canUndo() const { return m_index > 0; }
  bool canRedo() const { return m_index < m_operations.size(); }
  void undo(Scenario& scenario);
  void redo(Scenario& scenario);
  /// Undoes or redoes until `index` operations are applied (the history panel's jump).
  void setIndex(Scenario& scenario, std::size_t index);

  std::size_t index() const { return m_index; }
  std::size_t size() const { return m_operations.size(); }
  std::string label(std::size_t i) const { return m_operations.at(i)->label(); }
  std::string undoLabel() const { return canUndo() ? label(m_index - 1) : std::string(); }
  std::string redoLabel() const { return canRedo() ? label(m_index) : std::string(); }

  /// Marks the current state as saved.
  void setClean();
  bool isClean() const { return m_cleanIndex && *m_cleanIndex == m_index; }
  /// The state differs from any saved file (a recovered autosave): clean only after a save.
  void setUnsaved();
  /// Forgets the history (a new document); the state counts as clean.
  void clear();

  void addListener(Listener listener) { m_listeners.push_back(std::move(listener)); }

 private:
  void notify(const UndoEvent& event) const;

  std::vector<OperationPtr> m_operations;
  std::size_t m_index = 0;
  /// Unset when the saved state was dropped from the history (it can never be reached again).
  std::optional<std::size_t> m_cleanIndex = 0;
  bool m_mergeOpen = false;
  std::vector<Listener> m_listeners;
};

}  // namespace hfg
