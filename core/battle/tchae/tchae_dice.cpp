// The DAv face mapping (1.4).
#include "core/battle/tchae/tchae_dice.h"

#include <array>
#include <stdexcept>

namespace hfg::tchae {

int davOfFace(int d6Face) {
  static constexpr std::array<int, 6> kFaces{2, 3, 3, 4, 4, 5};
  if (d6Face < 1 || d6Face > 6) throw std::out_of_range("DAv: a D6 face must be 1..6");
  return kFaces[static_cast<std::size_t>(d6Face - 1)];
}

}  // namespace hfg::tchae
