// Given dice for Howlin' Mobs tests: each D10 and D6 the case lists, in order, and no more.
#pragma once

#include <cstddef>
#include <deque>
#include <string>
#include <stdexcept>

#include "core/battle/howlin_mobs/hm_dice.h"

namespace hfg::howlin_mobs::test {

class GivenHmDice final : public HmDieSource {
 public:
  GivenHmDice(std::deque<int> d10s, std::deque<int> d6s = {})
      : m_d10(std::move(d10s)), m_d6(std::move(d6s)) {}
  int d10() override { return take(m_d10, "D10"); }
  int d6() override { return take(m_d6, "D6"); }
  bool allUsed() const { return m_d10.empty() && m_d6.empty(); }

 private:
  static int take(std::deque<int>& q, const char* die) {
    if (q.empty()) throw std::runtime_error(std::string("GivenHmDice: out of ") + die);
    const int face = q.front();
    q.pop_front();
    return face;
  }
  std::deque<int> m_d10;
  std::deque<int> m_d6;
};

}  // namespace hfg::howlin_mobs::test
