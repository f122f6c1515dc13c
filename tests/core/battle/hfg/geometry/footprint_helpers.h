// Short builders of footprints for the battle geometry tests.
#pragma once

#include "core/battle/common/footprint.h"

namespace hfg::battle::test {

/// A base by its front-edge midpoint; default 400 x 300 p (mounted) facing north.
inline Footprint fpAt(double x, double y, double headingDeg = 90, double depth = 300,
                      double frontage = 400) {
  Footprint fp;
  fp.frontMid = {x, y};
  fp.headingDeg = headingDeg;
  fp.depthPaces = depth;
  fp.frontagePaces = frontage;
  return fp;
}

}  // namespace hfg::battle::test
