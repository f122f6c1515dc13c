// SplitMix64 (Steele, Lea and Flood, 2014) and our mapping of its output to die faces.
#include "core/dice/dice.h"

#include <stdexcept>

namespace hfg {

std::uint64_t Dice::next() {
  std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

int Dice::roll(int faces) {
  if (faces < 1) throw std::invalid_argument("Dice::roll needs at least one face");
  const auto n = static_cast<std::uint64_t>(faces);
  // Reject the top sliver of outputs so that every face is equally likely.
  const std::uint64_t bound = (UINT64_MAX / n) * n;
  std::uint64_t r = next();
  while (r >= bound) r = next();
  return static_cast<int>(r % n) + 1;
}

int Dice::d6() { return roll(6); }

Dice Dice::forStream(std::uint64_t seed, std::uint64_t stream) {
  Dice mixer(seed ^ (stream * 0xD1B54A32D192ED03ull));
  mixer.next();
  return Dice(mixer.next());
}

}  // namespace hfg
