// The georeferencing tool's model: clicked points, typed coordinates, residuals and the worst point.
#include <doctest/doctest.h>

#include "editor/import/georef_session.h"

namespace hfg {

TEST_CASE("four clicked points with typed UTM coordinates fit an affine transform") {
  GeorefSession session("EPSG:32618");  // UTM 18N, as Gettysburg
  // The scan: 2 m a pixel, north up, top-left at (300000, 4410000).
  auto at = [](double pixel, double line) {
    return std::pair{300000 + 2 * pixel, 4410000 - 2 * line};
  };
  const double clicks[5][2] = {{100, 100}, {900, 120}, {880, 700}, {150, 650}, {500, 400}};
  for (int i = 0; i < 4; ++i) {
    const std::size_t index = session.addClick(clicks[i][0], clicks[i][1]);
    if (i < 2) CHECK_FALSE(session.fit());
    const auto [x, y] = at(clicks[i][0], clicks[i][1]);
    session.setCoordinates(index, x, y);
  }
  REQUIRE(session.fit());
  CHECK(session.fit()->residuals.size() == 4);
  CHECK(session.fit()->rmsMetres < 0.01);
  // A fifth point typed 40 m off is the worst.
  const std::size_t bad = session.addClick(clicks[4][0], clicks[4][1]);
  CHECK(session.points().size() == 5);
  CHECK(session.gcps().points.size() == 4);  // no coordinates yet: not in the fit
  const auto [x, y] = at(clicks[4][0], clicks[4][1]);
  session.setCoordinates(bad, x + 40, y);
  REQUIRE(session.fit());
  REQUIRE(session.worstIndex());
  CHECK(*session.worstIndex() == bad);
  CHECK(session.fit()->rmsMetres > 1);
  // Removing it brings the fit back to exact.
  session.remove(bad);
  REQUIRE(session.fit());
  CHECK(session.fit()->rmsMetres < 0.01);
}

TEST_CASE("too few points for the method are explained, not fitted") {
  GeorefSession session("EPSG:32618");
  for (int i = 0; i < 4; ++i)
    session.setCoordinates(session.addClick(i * 100.0, i * i * 50.0), 300000 + i * 200.0,
                           4410000 - i * i * 100.0);
  session.setMethod(maps::GcpMethod::Polynomial2);
  CHECK_FALSE(session.fit());
  CHECK(session.problem().find("4 points with coordinates") != std::string::npos);
  CHECK(session.problem().find("needs 6") != std::string::npos);
  session.setMethod(maps::GcpMethod::ThinPlateSpline);
  CHECK(session.fit());
}

}  // namespace hfg
