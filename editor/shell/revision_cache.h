// A value computed from the open document and kept until it changes (node indexes, lookups).
#pragma once

#include <cstdint>
#include <optional>

#include "editor/shell/document.h"

namespace hfg {

/// Holds one T per document revision; `compute(scenario)` runs only after a change (or for another
/// document). T may hold pointers into the scenario: they stay valid until the next revision.
template <typename T>
class RevisionCache {
 public:
  template <typename Compute>
  const T& get(const Document& document, Compute&& compute) {
    if (!m_value || m_serial != document.serial() || m_revision != document.revision()) {
      m_value.reset();  // the old value may point into a scenario that is gone
      m_value.emplace(compute(document.scenario()));
      m_serial = document.serial();
      m_revision = document.revision();
    }
    return *m_value;
  }

 private:
  std::uint64_t m_serial = 0;
  std::uint64_t m_revision = 0;
  std::optional<T> m_value;
};

}  // namespace hfg
