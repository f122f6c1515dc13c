// 1D10 over the project's one seeded generator (K-6, KB-5, spec 1.4), each throw logged with the
// rule that asked for it.
#pragma once

#include <string>
#include <vector>

#include "core/dice/dice.h"

namespace hfg::c3 {

/// One throw and the rule id that asked for it (spec 1.4).
struct D10Throw {
  std::string ruleId;
  int face = 0;
};

/// A source of D10 faces 1..10 (a die marked 0 reads 10, K-6); tests replace it with given faces.
class D10Source {
 public:
  virtual ~D10Source() = default;
  virtual int d10() = 0;
};

/// Faces from the seeded generator (core/dice).
class SeededD10Source final : public D10Source {
 public:
  explicit SeededD10Source(Dice& dice) : m_dice(dice) {}
  int d10() override { return m_dice.roll(10); }

 private:
  Dice& m_dice;
};

/// Every C3 throw: draws from a D10Source and keeps the log of throws.
class C3Dice {
 public:
  explicit C3Dice(D10Source& source) : m_source(source) {}
  /// One 1D10 asked for by `ruleId` (e.g. "K-32").
  int d10(const std::string& ruleId);
  /// The 2D10 of K-6 (tens and units, a double 0 is 0: 0..99). Kept as a helper; no rule uses it
  /// (KB-5).
  int twoD10(const std::string& ruleId);
  const std::vector<D10Throw>& log() const { return m_log; }

 private:
  D10Source& m_source;
  std::vector<D10Throw> m_log;
};

}  // namespace hfg::c3
