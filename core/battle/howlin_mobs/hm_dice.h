// The D10 and D6 of Howlin' Mobs (spec 1.4) over the project's one seeded generator (C-26).
#pragma once

#include "core/dice/dice.h"

namespace hfg::howlin_mobs {

/// Where every Howlin' Mobs throw comes from: the seeded generator in play, given faces in tests.
class HmDieSource {
 public:
  virtual ~HmDieSource() = default;
  /// 1..10 (a die marked 0 reads 10).
  virtual int d10() = 0;
  /// 1..6, only for the courier (M-20).
  virtual int d6() = 0;
};

/// Dice from the seeded generator: same seed, same throws on every compiler.
class SeededHmDice final : public HmDieSource {
 public:
  explicit SeededHmDice(Dice& dice) : m_dice(dice) {}
  int d10() override { return m_dice.roll(10); }
  int d6() override { return m_dice.d6(); }

 private:
  Dice& m_dice;
};

}  // namespace hfg::howlin_mobs
