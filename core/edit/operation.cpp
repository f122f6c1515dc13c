// Composite operations: apply in order with rollback, undo in reverse.
#include "core/edit/operation.h"

namespace hfg {

void CompositeOperation::apply(Scenario& scenario) {
  std::size_t done = 0;
  try {
    for (; done < m_children.size(); ++done) m_children[done]->apply(scenario);
  } catch (...) {
    while (done > 0) m_children[--done]->undo(scenario);
    throw;
  }
}

void CompositeOperation::undo(Scenario& scenario) {
  for (auto it = m_children.rbegin(); it != m_children.rend(); ++it) (*it)->undo(scenario);
}

unsigned CompositeOperation::scope() const {
  unsigned out = kChangeNone;
  for (const auto& child : m_children) out |= child->scope();
  return out;
}

}  // namespace hfg
