// Table geometry through core/battle/common/shapes.h (Boost.Geometry): hand-worked values.
#include <doctest/doctest.h>

#include "maps/table/table_geometry.h"

namespace hfg::maps {
namespace {

double signedTwiceArea(const Polyline& ring) {
  double twice = 0;
  for (std::size_t i = 0; i < ring.size(); ++i)
    twice += cross(ring[i], ring[(i + 1) % ring.size()]);
  return twice;
}

}  // namespace

TEST_CASE("table geometry: areas, centroids and lengths") {
  const Polyline square{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
  CHECK(areaOf(square) == doctest::Approx(100));
  CHECK(centroidOf(square).x == doctest::Approx(5));
  CHECK(centroidOf(square).y == doctest::Approx(5));
  // An L of two 10 x 10 squares side by side and one on top: centroid (10, 6.67) ... by hand:
  // squares at (5, 5), (15, 5) and (5, 15), equal areas: ((5+15+5)/3, (5+5+15)/3).
  const Polyline l{{0, 0}, {20, 0}, {20, 10}, {10, 10}, {10, 20}, {0, 20}};
  CHECK(centroidOf(l).x == doctest::Approx(25.0 / 3));
  CHECK(centroidOf(l).y == doctest::Approx(25.0 / 3));
  CHECK(polylineLength({{0, 0}, {3, 4}, {3, 10}}) == doctest::Approx(11));
  CHECK(polylineLength({{1, 1}}) == 0);
  // Degenerate: the vertices' mean.
  CHECK(centroidOf({{0, 0}, {4, 0}}).x == doctest::Approx(2));
}

TEST_CASE("table geometry: a polygon clipped to the table keeps its orientation and first vertex") {
  const AxisBox table{{0, 0}, {100, 50}};
  const Polyline inside{{10, 10}, {40, 10}, {40, 40}, {10, 40}};  // counter-clockwise
  auto pieces = clipPolygon(inside, table);
  REQUIRE(pieces.size() == 1);
  CHECK(pieces[0] == inside);
  const Polyline clockwise(inside.rbegin(), inside.rend());
  pieces = clipPolygon(clockwise, table);
  REQUIRE(pieces.size() == 1);
  CHECK(pieces[0] == clockwise);

  // Half over the north edge: 30 x 20 left on the table.
  pieces = clipPolygon({{10, 30}, {40, 30}, {40, 80}, {10, 80}}, table);
  REQUIRE(pieces.size() == 1);
  CHECK(areaOf(pieces[0]) == doctest::Approx(600));
  CHECK(signedTwiceArea(pieces[0]) > 0);
  // Off the table: nothing.
  CHECK(clipPolygon({{200, 10}, {240, 10}, {240, 40}}, table).empty());
}

TEST_CASE("table geometry: a U over the table edge is two pieces, not one bridged polygon") {
  // A U whose bottom lies beyond the north edge (y > 50) and whose two arms reach down onto the
  // table: two 10 x 20 pieces (Sutherland-Hodgman would join them along the edge).
  const AxisBox table{{0, 0}, {100, 50}};
  const Polyline u{{10, 30}, {20, 30}, {20, 60}, {40, 60}, {40, 30}, {50, 30}, {50, 70}, {10, 70}};
  const auto pieces = clipPolygon(u, table);
  REQUIRE(pieces.size() == 2);
  CHECK(areaOf(pieces[0]) + areaOf(pieces[1]) == doctest::Approx(400));
  CHECK(areaOf(pieces[0]) == doctest::Approx(200));
}

TEST_CASE("table geometry: a line clipped to the table, in pieces along it") {
  const AxisBox table{{0, 0}, {10, 10}};
  auto pieces = clipPolyline({{-5, 5}, {15, 5}}, table);
  REQUIRE(pieces.size() == 1);
  REQUIRE(pieces[0].size() == 2);
  CHECK(pieces[0][0].x == doctest::Approx(0));
  CHECK(pieces[0][1].x == doctest::Approx(10));
  // In, out over the east edge, back in: two pieces, the first first.
  pieces = clipPolyline({{2, 2}, {20, 4}, {20, 8}, {2, 8}}, table);
  REQUIRE(pieces.size() == 2);
  CHECK(pieces[0].front().x == doctest::Approx(2));
  CHECK(pieces[0].front().y == doctest::Approx(2));
  CHECK(pieces[1].back().x == doctest::Approx(2));
  CHECK(pieces[1].back().y == doctest::Approx(8));
  CHECK(clipPolyline({{20, 20}, {30, 30}}, table).empty());
}

TEST_CASE("table geometry: the first crossing along a line") {
  const Polyline box{{2, -1}, {4, -1}, {4, 1}, {2, 1}};
  Vec2 at;
  std::size_t segment = 99;
  REQUIRE(firstCrossing({{-5, 5}, {0, 0}, {10, 0}}, box, true, at, segment));
  CHECK(segment == 1);
  CHECK(at.x == doctest::Approx(2));
  CHECK(at.y == doctest::Approx(0));
  // Open: the box's west side is not part of the line [(2,1), (2,-1)] leaves out.
  const Polyline open{{2, 1}, {4, 1}, {4, -1}, {2, -1}};
  REQUIRE(firstCrossing({{0, 0}, {10, 0}}, open, false, at, segment));
  CHECK(at.x == doctest::Approx(4));
  CHECK_FALSE(firstCrossing({{0, 5}, {10, 5}}, box, true, at, segment));
}

}  // namespace hfg::maps
