// The one dice generator of the program (C-26, hfg-battle.md 1.5).
#pragma once

#include <cstdint>

namespace hfg {

/// A seeded SplitMix64 stream with our own mapping to die faces, so that a seed gives the same
/// throws with every compiler and standard library (std distributions differ between them).
/// Its whole state is one 64-bit word, which save files keep.
class Dice {
 public:
  explicit Dice(std::uint64_t seed = 1) : m_state(seed) {}

  /// An independent stream for sub-task `stream` of a run seeded with `seed`
  /// (battle n of a campaign, run n of an odds study): same inputs, same stream, any thread.
  static Dice forStream(std::uint64_t seed, std::uint64_t stream);

  /// One six-sided die: 1..6, uniform (rejection sampling, no modulo bias).
  int d6();
  /// A uniform integer in [1, faces]; faces must be at least 1.
  int roll(int faces);
  /// The next raw 64-bit output.
  std::uint64_t next();

  std::uint64_t state() const { return m_state; }
  void setState(std::uint64_t state) { m_state = state; }

 private:
  std::uint64_t m_state;
};

/// A source of dice that tests can replace with given throws.
class DieSource {
 public:
  virtual ~DieSource() = default;
  virtual int d6() = 0;
};

/// Dice from the seeded generator.
class SeededDieSource final : public DieSource {
 public:
  explicit SeededDieSource(Dice& dice) : m_dice(dice) {}
  int d6() override { return m_dice.d6(); }

 private:
  Dice& m_dice;
};

}  // namespace hfg
