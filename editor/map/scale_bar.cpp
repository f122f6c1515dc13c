// Round scale-bar lengths: 1, 2 or 5 times a power of ten metres.
#include "editor/map/scale_bar.h"

#include <cmath>
#include <cstdio>

namespace hfg {

ScaleBar chooseScaleBar(double pixelsPerMetre, double maxPixels) {
  ScaleBar bar;
  if (!(pixelsPerMetre > 0) || !(maxPixels > 0)) return bar;
  const double maxMetres = maxPixels / pixelsPerMetre;
  const double decade = std::pow(10.0, std::floor(std::log10(maxMetres)));
  double length = decade;
  for (double step : {5.0, 2.0, 1.0}) {
    if (step * decade <= maxMetres) {
      length = step * decade;
      break;
    }
  }
  bar.lengthMetres = length;
  bar.lengthPixels = length * pixelsPerMetre;
  char text[32];
  if (length >= 1000.0)
    std::snprintf(text, sizeof text, "%g km", length / 1000.0);
  else
    std::snprintf(text, sizeof text, "%g m", length);
  bar.label = text;
  return bar;
}

}  // namespace hfg
