// Given D10 faces for the hand-worked cases of shared/spec/c3.md section 8.
#pragma once

#include <deque>
#include <stdexcept>
#include <utility>

#include "core/battle/c3/c3_dice.h"

namespace hfg::c3::test {

/// Hands out the faces it was given, in order; running out is a test error.
class GivenD10 final : public D10Source {
 public:
  explicit GivenD10(std::deque<int> faces) : m_faces(std::move(faces)) {}
  int d10() override {
    if (m_faces.empty()) throw std::logic_error("GivenD10: no faces left");
    const int f = m_faces.front();
    m_faces.pop_front();
    return f;
  }
  bool empty() const { return m_faces.empty(); }

 private:
  std::deque<int> m_faces;
};

}  // namespace hfg::c3::test
