// D6, 2D6 and the average die DAv over the project's seeded die source (1.4).
#pragma once

#include "core/dice/dice.h"

namespace hfg::tchae {

/// 1.4: DAv faces 2, 3, 3, 4, 4, 5 for D6 faces 1..6.
int davOfFace(int d6Face);

/// Every TCHAE throw, drawn from one DieSource (the seeded generator in play, given faces in tests).
class TchaeDice {
 public:
  explicit TchaeDice(DieSource& source) : m_source(source) {}
  int d6() { return m_source.d6(); }
  int twoD6() { return d6() + d6(); }
  int dav() { return davOfFace(d6()); }

 private:
  DieSource& m_source;
};

}  // namespace hfg::tchae
