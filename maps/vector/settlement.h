// A named place found in a vector layer (village, town ...), in the local frame.
#pragma once

#include <string>

#include "core/model/geometry.h"

namespace hfg::maps {

struct Settlement {
  std::string name;
  std::string kind;  ///< the source's own word ("village", "hamlet", "town"), may be empty
  Vec2 position;     ///< local-frame metres
  LonLat lonLat;
};

}  // namespace hfg::maps
