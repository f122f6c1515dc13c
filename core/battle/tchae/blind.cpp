// Blind sizes (ET-1, EB-57).
#include "core/battle/tchae/blind.h"

#include <algorithm>

namespace hfg::tchae {

battle::Footprint blindFootprint(const Blind& b, GameLevel level, const TchaeSettings& s) {
  const double units = static_cast<double>(b.unitIds.size());
  const bool big = level == GameLevel::Corps || units > 4;
  battle::Footprint fp;
  fp.frontMid = b.frontMidIn;
  fp.headingDeg = b.headingDeg;
  if (b.column) {
    fp.frontagePaces = 4;
    fp.depthPaces = big ? std::max(8.0, s.blindLengthPerUnitIn * units) : 8;
  } else {
    fp.frontagePaces = big ? std::max(16.0, s.blindWidthPerUnitIn * units) : 16;
    fp.depthPaces = 4;
  }
  return fp;
}

}  // namespace hfg::tchae
