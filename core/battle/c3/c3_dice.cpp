#include "core/battle/c3/c3_dice.h"

#include <stdexcept>

namespace hfg::c3 {

int C3Dice::d10(const std::string& ruleId) {
  const int face = m_source.d10();
  if (face < 1 || face > 10) throw std::logic_error("C3 die face out of 1..10 for " + ruleId);
  m_log.push_back({ruleId, face});
  return face;
}

int C3Dice::twoD10(const std::string& ruleId) {
  // A face of 10 is the die's 0 (K-6): tens 0..9 and units 0..9.
  const int tens = d10(ruleId) % 10;
  const int units = d10(ruleId) % 10;
  return tens * 10 + units;
}

}  // namespace hfg::c3
