// Undo history bookkeeping: the redo tail, merging, the clean marker and notifications.
#include "core/edit/undo_stack.h"

namespace hfg {

void UndoStack::push(Scenario& scenario, OperationPtr operation) {
  const bool wasClean = isClean();
  operation->apply(scenario);  // throws before anything is recorded
  const UndoEvent done{UndoEvent::Kind::Done, operation->label(), operation->scope()};
  if (m_mergeOpen && m_index > 0 && m_index == m_operations.size() && m_cleanIndex != m_index &&
      m_operations[m_index - 1]->mergeWith(*operation)) {
    notify({UndoEvent::Kind::Merged, done.label, done.scope});
    return;
  }
  if (m_cleanIndex && *m_cleanIndex > m_index) m_cleanIndex.reset();
  m_operations.resize(m_index);
  m_operations.push_back(std::move(operation));
  ++m_index;
  m_mergeOpen = true;
  notify(done);
  if (wasClean) notify({UndoEvent::Kind::CleanChanged, {}, kChangeNone});
}

void UndoStack::undo(Scenario& scenario) {
  if (!canUndo()) return;
  const bool wasClean = isClean();
  Operation& op = *m_operations[--m_index];
  op.undo(scenario);
  m_mergeOpen = false;
  notify({UndoEvent::Kind::Undone, op.label(), op.scope()});
  if (wasClean != isClean()) notify({UndoEvent::Kind::CleanChanged, {}, kChangeNone});
}

void UndoStack::redo(Scenario& scenario) {
  if (!canRedo()) return;
  const bool wasClean = isClean();
  Operation& op = *m_operations[m_index];
  op.apply(scenario);
  ++m_index;
  m_mergeOpen = false;
  notify({UndoEvent::Kind::Redone, op.label(), op.scope()});
  if (wasClean != isClean()) notify({UndoEvent::Kind::CleanChanged, {}, kChangeNone});
}

void UndoStack::setIndex(Scenario& scenario, std::size_t index) {
  if (index > m_operations.size()) index = m_operations.size();
  while (m_index > index) undo(scenario);
  while (m_index < index) redo(scenario);
}

void UndoStack::setClean() {
  const bool changed = !isClean();
  m_cleanIndex = m_index;
  m_mergeOpen = false;
  if (changed) notify({UndoEvent::Kind::CleanChanged, {}, kChangeNone});
}

void UndoStack::setUnsaved() {
  const bool changed = isClean();
  m_cleanIndex.reset();
  if (changed) notify({UndoEvent::Kind::CleanChanged, {}, kChangeNone});
}

void UndoStack::clear() {
  m_operations.clear();
  m_index = 0;
  m_cleanIndex = 0;
  m_mergeOpen = false;
  notify({UndoEvent::Kind::Cleared, {}, kChangeNone});
}

void UndoStack::notify(const UndoEvent& event) const {
  for (const auto& listener : m_listeners) listener(event);
}

}  // namespace hfg
