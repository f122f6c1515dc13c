// Greedy label placement: first come first served, four candidate positions.
#include <doctest/doctest.h>

#include "editor/map/label_placer.h"

namespace hfg {

TEST_CASE("labels: the first choice is to the right of the symbol") {
  LabelPlacer placer;
  const auto at = placer.place({100, 100}, 5, {40, 10});
  REQUIRE(at);
  CHECK(at->x == doctest::Approx(108));
  CHECK(at->y == doctest::Approx(95));
}

TEST_CASE("labels: a blocked right side moves the label to the left") {
  LabelPlacer placer;
  placer.addObstacle({{110, 90}, {200, 110}});
  const auto at = placer.place({100, 100}, 5, {40, 10});
  REQUIRE(at);
  CHECK(at->x + 40 <= 92 + 1e-9);
}

TEST_CASE("labels: with all four sides blocked a diagonal is tried") {
  // Small symbols just where the right, left, above and below labels would go.
  LabelPlacer placer;
  placer.addObstacle({{110, 97}, {130, 103}});
  placer.addObstacle({{70, 97}, {90, 103}});
  placer.addObstacle({{95, 85}, {105, 92}});
  placer.addObstacle({{95, 108}, {105, 115}});
  const auto at = placer.place({100, 100}, 5, {40, 10});
  REQUIRE(at);
  CHECK(at->x == doctest::Approx(105.5));  // below right
  CHECK(at->y == doctest::Approx(105.5));
}

TEST_CASE("labels: a label with no free position is dropped") {
  LabelPlacer placer;
  placer.addObstacle({{0, 0}, {500, 500}});
  CHECK_FALSE(placer.place({100, 100}, 5, {40, 10}));
}

TEST_CASE("labels: by the canvas's left edge a label goes right, not off screen") {
  LabelPlacer placer(ScreenRect{{0, 0}, {800, 600}});
  placer.addObstacle({{35, 94}, {200, 106}});  // the right side is taken
  const auto at = placer.place({30, 100}, 5, {40, 10});
  REQUIRE(at);
  CHECK(at->x >= 0);  // left would start at -18: above is chosen
  CHECK(at->y + 10 <= 92 + 1e-9);
}

TEST_CASE("labels: with nothing free on screen a label may still stand half off it") {
  LabelPlacer placer(ScreenRect{{0, 0}, {800, 600}});
  placer.addObstacle({{32, 0}, {800, 600}});  // all of the screen right of x = 32 is taken
  const auto at = placer.place({30, 100}, 5, {40, 10});
  REQUIRE(at);
  CHECK(at->x < 0);
}

TEST_CASE("labels: placed labels block later ones") {
  LabelPlacer placer;
  CHECK(placer.placeAt({0, 0}, {50, 10}));
  CHECK_FALSE(placer.placeAt({40, 5}, {50, 10}));
  CHECK(placer.placeAt({50, 0}, {50, 10}));  // touching edges do not overlap
}

}  // namespace hfg
