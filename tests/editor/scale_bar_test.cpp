// Scale bar lengths: 1-2-5 steps that fit the space given.
#include <doctest/doctest.h>

#include "editor/map/scale_bar.h"

namespace hfg {

TEST_CASE("scale bar: picks the longest 1-2-5 length that fits") {
  // 0.01 px/m, 250 px => at most 25 km => 20 km.
  ScaleBar bar = chooseScaleBar(0.01, 250);
  CHECK(bar.lengthMetres == doctest::Approx(20000));
  CHECK(bar.lengthPixels == doctest::Approx(200));
  CHECK(bar.label == "20 km");

  bar = chooseScaleBar(0.01, 99);  // 9.9 km => 5 km
  CHECK(bar.label == "5 km");
  bar = chooseScaleBar(0.01, 100);  // exactly 10 km
  CHECK(bar.label == "10 km");
  bar = chooseScaleBar(1.0, 300);  // 300 m => 200 m
  CHECK(bar.label == "200 m");
  CHECK(bar.lengthPixels <= 300);
}

TEST_CASE("scale bar: nothing for a degenerate scale or width") {
  CHECK(chooseScaleBar(0, 100).lengthPixels == 0);
  CHECK(chooseScaleBar(0.1, 0).label.empty());
}

}  // namespace hfg
