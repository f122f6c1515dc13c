// Validation results kept until the document changes: validators walk the whole scenario.
#pragma once

#include <cstdint>
#include <vector>

#include "core/rules/problem.h"
#include "editor/shell/document.h"

namespace hfg {

/// Holds one list of problems per document revision; `compute` runs only after a change.
class CachedProblems {
 public:
  template <typename Compute>
  const std::vector<Problem>& get(const Document& document, Compute&& compute) {
    if (m_serial != document.serial() || m_revision != document.revision()) {
      m_problems = compute(document.scenario());
      m_serial = document.serial();
      m_revision = document.revision();
    }
    return m_problems;
  }

 private:
  std::uint64_t m_serial = 0;
  std::uint64_t m_revision = 0;
  std::vector<Problem> m_problems;
};

}  // namespace hfg
