// The overview level and window chooser for drawing large scans from their pyramid.
#include <doctest/doctest.h>

#include "editor/map/raster_view.h"

namespace hfg {
namespace {

// A 30,000 x 20,000 px scan at 1 m a pixel, top-left at (0, 20000), overviews 2 .. 128.
RasterGrid bigScan() {
  RasterGrid g;
  g.width = 30000;
  g.height = 20000;
  g.geoTransform = {0, 1, 0, 20000, 0, -1};
  g.overviewFactors = {2, 4, 8, 16, 32, 64, 128};
  return g;
}

WorldBox box(double x0, double y0, double x1, double y1) {
  WorldBox b;
  b.include({x0, y0});
  b.include({x1, y1});
  return b;
}

}  // namespace

TEST_CASE("the whole scan in a 1200 px view is read from the 16x overview") {
  // 30,000 m across 1200 px: 25 source pixels per screen pixel, so the 16x level (not 32x).
  const auto w = chooseRasterWindow(bigScan(), box(0, 0, 30000, 20000), 1200.0 / 30000, 0.0);
  CHECK(w.factor == 16);
  CHECK(w.x == 0);
  CHECK(w.y == 0);
  CHECK(w.width == 30000);
  CHECK(w.height == 20000);
  CHECK(w.bufferWidth == 1875);
  CHECK(w.bufferHeight == 1250);
  CHECK(w.world.min.x == doctest::Approx(0));
  CHECK(w.world.max.y == doctest::Approx(20000));
}

TEST_CASE("zoomed in to full resolution only the visible window is read at factor 1") {
  // 800 x 600 m view at 1 px per metre, centred at (10000, 5000).
  const auto w = chooseRasterWindow(bigScan(), box(9600, 4700, 10400, 5300), 1.0, 0.0);
  CHECK(w.factor == 1);
  CHECK(w.x == 9600);
  CHECK(w.y == 20000 - 5300);  // rows count down from the top edge
  CHECK(w.width == 800);
  CHECK(w.height == 600);
  CHECK(w.bufferWidth == 800);
}

TEST_CASE("the margin widens the window and is clamped to the raster") {
  const auto w = chooseRasterWindow(bigScan(), box(0, 0, 400, 400), 1.0, 0.25);
  CHECK(w.x == 0);  // the margin left of the raster is cut off
  CHECK(w.width == 500);
  CHECK(w.y == 20000 - 500);
  CHECK(w.height == 500);  // the margin below row 20000 is cut off too
}

TEST_CASE("windows snap to the factor and an oversized buffer takes a coarser level") {
  // Half a source pixel per screen pixel would pick 2x only if 2 <= 0.5; it picks 1x, but the
  // 30,000 px wide window exceeds 4096 so coarser factors are tried until it fits (8x: 3750 px).
  const auto w = chooseRasterWindow(bigScan(), box(0, 0, 30000, 20000), 2.0, 0.0);
  CHECK(w.factor == 8);
  CHECK(w.bufferWidth == 3750);
  const auto odd = chooseRasterWindow(bigScan(), box(1001, 1001, 9003, 5003), 1.0 / 4.5, 0.0);
  CHECK(odd.factor == 4);
  CHECK(odd.x % 4 == 0);
  CHECK(odd.y % 4 == 0);
  CHECK(odd.x <= 1001);
  CHECK(odd.x + odd.width >= 9003);
}

TEST_CASE("a raster without overviews is read at full resolution into a reduced buffer") {
  RasterGrid g = bigScan();
  g.overviewFactors.clear();
  const auto w = chooseRasterWindow(g, box(0, 0, 30000, 20000), 1200.0 / 30000, 0.0);
  CHECK(w.factor == 8);  // no pyramid: the read itself is reduced until it fits 4096 px
  CHECK(w.bufferWidth <= 4096);
}

TEST_CASE("a view beside the raster reads nothing; a covered window needs no new read") {
  CHECK(chooseRasterWindow(bigScan(), box(40000, 0, 41000, 1000), 1.0).empty());
  const auto loaded = chooseRasterWindow(bigScan(), box(9000, 4000, 11000, 6000), 1.0, 0.25);
  const auto panned = chooseRasterWindow(bigScan(), box(9100, 4100, 10900, 5900), 1.0, 0.0);
  CHECK(windowCovers(loaded, panned));
  const auto zoomedOut = chooseRasterWindow(bigScan(), box(0, 0, 30000, 20000), 0.04, 0.0);
  CHECK_FALSE(windowCovers(loaded, zoomedOut));
}

}  // namespace hfg
