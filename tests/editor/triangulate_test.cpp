// Ear-clipping triangulation of terrain outlines.
#include <doctest/doctest.h>

#include <cmath>

#include "editor/map/triangulate.h"

namespace hfg {
namespace {

double trianglesArea(const Polyline& poly, const std::vector<std::array<int, 3>>& triangles) {
  double sum = 0;
  for (const auto& t : triangles) {
    const Vec2 a = poly[static_cast<std::size_t>(t[0])], b = poly[static_cast<std::size_t>(t[1])],
               c = poly[static_cast<std::size_t>(t[2])];
    sum += std::abs(cross(b - a, c - a)) / 2;
  }
  return sum;
}

}  // namespace

TEST_CASE("triangulate: a square gives two triangles covering its area") {
  const Polyline square{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
  const auto tris = triangulate(square);
  CHECK(tris.size() == 2);
  CHECK(trianglesArea(square, tris) == doctest::Approx(100));
}

TEST_CASE("triangulate: a concave L shape is covered exactly, in either winding") {
  // 3x3 square minus its top-right 2x2 corner: area 5.
  Polyline shape{{0, 0}, {3, 0}, {3, 1}, {1, 1}, {1, 3}, {0, 3}};
  for (int pass = 0; pass < 2; ++pass) {
    const auto tris = triangulate(shape);
    CHECK(tris.size() == shape.size() - 2);
    CHECK(trianglesArea(shape, tris) == doctest::Approx(5));
    // No triangle may cover the missing corner.
    for (const auto& t : tris) {
      Vec2 c;
      for (int i : t) c = c + shape[static_cast<std::size_t>(i)];
      c = c * (1.0 / 3);
      CHECK_FALSE((c.x > 1 && c.y > 1));
    }
    shape = Polyline(shape.rbegin(), shape.rend());  // clockwise on the second pass
  }
}

TEST_CASE("triangulate: a repeated closing point is ignored") {
  const Polyline closed{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}};
  const auto tris = triangulate(closed);
  CHECK(tris.size() == 2);
  for (const auto& t : tris)
    for (int i : t) CHECK(i < 4);
}

TEST_CASE("triangulate: fewer than three points give nothing") {
  CHECK(triangulate({}).empty());
  CHECK(triangulate({{0, 0}, {1, 1}}).empty());
}

TEST_CASE("triangulate: signed area is positive counter-clockwise") {
  CHECK(signedArea2({{0, 0}, {2, 0}, {0, 2}}) == doctest::Approx(4));
  CHECK(signedArea2({{0, 0}, {0, 2}, {2, 0}}) == doctest::Approx(-4));
}

}  // namespace hfg
