// The dotted path of the field being read or written, for error messages ("nodes[3].position").
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace hfg::io {

class FieldPath {
 public:
  void push(std::string_view name) {
    m_marks.push_back(m_text.size());
    if (!m_text.empty()) m_text += '.';
    m_text += name;
  }
  void pushIndex(std::size_t index) {
    m_marks.push_back(m_text.size());
    m_text += '[' + std::to_string(index) + ']';
  }
  void pop() {
    m_text.resize(m_marks.back());
    m_marks.pop_back();
  }
  const std::string& str() const { return m_text; }

 private:
  std::string m_text;
  std::vector<std::size_t> m_marks;
};

}  // namespace hfg::io
