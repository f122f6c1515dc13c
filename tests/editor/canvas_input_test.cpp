// Canvas navigation from plain input structs: drag, wheel, arrow keys.
#include <doctest/doctest.h>

#include "editor/map/camera.h"
#include "editor/map/canvas_input.h"

namespace hfg {
namespace {

Camera makeCamera() {
  Camera camera;
  camera.setViewport({0, 0}, {1000, 800});
  camera.setCentreMetres({0, 0});
  camera.setPixelsPerMetre(0.01);
  return camera;
}

}  // namespace

TEST_CASE("navigate: dragging pans so the grabbed point follows the mouse") {
  Camera camera = makeCamera();
  const Vec2 grabbed = camera.screenToWorld({300, 300});
  CanvasInput input;
  input.hovered = true;
  input.dragging = true;
  input.mousePixels = {340, 280};
  input.mouseDeltaPixels = {40, -20};
  CHECK(navigate(camera, input));
  const Vec2 now = camera.worldToScreen(grabbed);
  CHECK(now.x == doctest::Approx(340));
  CHECK(now.y == doctest::Approx(280));
}

TEST_CASE("navigate: mouse movement without a drag does not pan") {
  Camera camera = makeCamera();
  CanvasInput input;
  input.hovered = true;
  input.mouseDeltaPixels = {40, -20};
  CHECK_FALSE(navigate(camera, input));
  CHECK(camera.centreMetres() == Vec2{0, 0});
}

TEST_CASE("navigate: the wheel zooms towards the cursor") {
  Camera camera = makeCamera();
  CanvasInput input;
  input.hovered = true;
  input.mousePixels = {800, 100};
  input.wheelNotches = 2;
  const Vec2 under = camera.screenToWorld(input.mousePixels);
  CHECK(navigate(camera, input));
  CHECK(camera.pixelsPerMetre() == doctest::Approx(0.01 * kZoomPerNotch * kZoomPerNotch));
  const Vec2 after = camera.screenToWorld(input.mousePixels);
  CHECK(after.x == doctest::Approx(under.x));
  CHECK(after.y == doctest::Approx(under.y));

  input.wheelNotches = -2;
  navigate(camera, input);
  CHECK(camera.pixelsPerMetre() == doctest::Approx(0.01));
}

TEST_CASE("navigate: the wheel is ignored when the cursor is off the canvas") {
  Camera camera = makeCamera();
  CanvasInput input;
  input.wheelNotches = 3;
  CHECK_FALSE(navigate(camera, input));
  CHECK(camera.pixelsPerMetre() == doctest::Approx(0.01));
}

TEST_CASE("navigate: the right arrow shows what lies east, the up arrow what lies north") {
  Camera camera = makeCamera();
  CanvasInput input;
  input.focused = true;
  input.arrowX = 1;
  input.arrowY = -1;
  input.frameSeconds = 0.5;
  CHECK(navigate(camera, input));
  // 600 px/s for 0.5 s at 0.01 px/m = 30 km.
  CHECK(camera.centreMetres().x == doctest::Approx(30000));
  CHECK(camera.centreMetres().y == doctest::Approx(30000));
}

TEST_CASE("navigate: arrow keys do nothing without keyboard focus") {
  Camera camera = makeCamera();
  CanvasInput input;
  input.arrowX = -1;
  CHECK_FALSE(navigate(camera, input));
}

}  // namespace hfg
