// Colour parsing and contrast for side colours.
#include <doctest/doctest.h>

#include "editor/map/map_style.h"

namespace hfg {

TEST_CASE("style: #rrggbb side colours parse into ImGui's packing") {
  CHECK(parseHexColour("#ff8000") == rgba(255, 128, 0));
  CHECK(parseHexColour("#27408B") == rgba(0x27, 0x40, 0x8b));
}

TEST_CASE("style: malformed colours fall back") {
  const PackedColour fallback = rgba(1, 2, 3);
  CHECK(parseHexColour("", fallback) == fallback);
  CHECK(parseHexColour("ff8000", fallback) == fallback);
  CHECK(parseHexColour("#ff80zz", fallback) == fallback);
  CHECK(parseHexColour("#ff800", fallback) == fallback);
}

TEST_CASE("style: text contrasts with its background") {
  CHECK(contrastingText(rgba(255, 255, 255)) == rgba(0, 0, 0));
  CHECK(contrastingText(rgba(0x27, 0x40, 0x8b)) == rgba(255, 255, 255));
}

TEST_CASE("style: every link kind has a distinct colour") {
  CHECK(linkColour(LinkKind::GoodRoad) != linkColour(LinkKind::BadRoad));
  CHECK(linkColour(LinkKind::Railway) != linkColour(LinkKind::Water));
  CHECK(linkDashed(LinkKind::BadRoad));
  CHECK_FALSE(linkDashed(LinkKind::GoodRoad));
}

}  // namespace hfg
