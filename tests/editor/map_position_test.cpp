// The status bar's map position: CRS coordinates from the frame origin, and WGS 84 lon/lat.
#include <doctest/doctest.h>

#include <string>

#include "editor/map/map_position.h"

namespace hfg {

TEST_CASE("lon/lat is written with hemispheres and five decimals") {
  CHECK(formatLonLat({15.5, 49.25}) == "49.25000° N  15.50000° E");
  CHECK(formatLonLat({-77.23, -0.5}) == "0.50000° S  77.23000° W");
}

TEST_CASE("a UTM frame gives CRS coordinates and the lon/lat of the central meridian") {
  MapFrame frame;
  frame.crsWkt = "EPSG:32633";  // UTM 33N: central meridian 15° E
  frame.origin = {400000, 5500000};
  MapPositionFormatter formatter;
  const std::string text = formatter.format(frame, {100000, 0});  // E 500000: on the meridian
  CHECK(text.rfind("E 500000  N 5500000", 0) == 0);
  CHECK(text.find("15.00000° E") != std::string::npos);
  CHECK(text.find("49.6") != std::string::npos);  // N 5,500,000 m is about 49.65° N
  // Again with the cached transform, and with a frame without CRS.
  CHECK(formatter.format(frame, {100000, 0}) == text);
  CHECK(formatter.format(MapFrame{}, {12.4, -3.6}) == "E 12  N -4");
}

}  // namespace hfg
