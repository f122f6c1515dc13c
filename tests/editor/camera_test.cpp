// Camera: world metres ↔ screen pixels, pan, zoom about the cursor, fit.
#include <doctest/doctest.h>

#include "editor/map/camera.h"

namespace hfg {
namespace {

Camera makeCamera() {
  Camera camera;
  camera.setViewport({100, 50}, {800, 600});
  camera.setCentreMetres({5000, -2000});
  camera.setPixelsPerMetre(0.02);
  return camera;
}

void checkNear(Vec2 a, Vec2 b, double eps = 1e-6) {
  CHECK(a.x == doctest::Approx(b.x).epsilon(eps));
  CHECK(a.y == doctest::Approx(b.y).epsilon(eps));
}

}  // namespace

TEST_CASE("camera: the centre of the view is the centre of the viewport") {
  const Camera camera = makeCamera();
  checkNear(camera.worldToScreen({5000, -2000}), {500, 350});
}

TEST_CASE("camera: north is up and east is right on screen") {
  const Camera camera = makeCamera();
  const Vec2 c = camera.worldToScreen({5000, -2000});
  const Vec2 northEast = camera.worldToScreen({5000 + 1000, -2000 + 1000});
  CHECK(northEast.x == doctest::Approx(c.x + 20));  // 1000 m at 0.02 px/m
  CHECK(northEast.y == doctest::Approx(c.y - 20));
}

TEST_CASE("camera: world -> screen -> world round trip") {
  const Camera camera = makeCamera();
  for (Vec2 p : {Vec2{0, 0}, Vec2{12345.5, -678.25}, Vec2{-40000, 90000}})
    checkNear(camera.screenToWorld(camera.worldToScreen(p)), p);
  for (Vec2 s : {Vec2{0, 0}, Vec2{100, 50}, Vec2{899.5, 649}})
    checkNear(camera.worldToScreen(camera.screenToWorld(s)), s);
}

TEST_CASE("camera: zoom towards the cursor keeps the point under the cursor fixed") {
  Camera camera = makeCamera();
  const Vec2 cursor{250, 600};
  const Vec2 before = camera.screenToWorld(cursor);
  camera.zoomAt(cursor, 1.2);
  CHECK(camera.pixelsPerMetre() == doctest::Approx(0.024));
  checkNear(camera.screenToWorld(cursor), before);
  camera.zoomAt(cursor, 1 / 1.2);
  checkNear(camera.screenToWorld(cursor), before);
  CHECK(camera.pixelsPerMetre() == doctest::Approx(0.02));
}

TEST_CASE("camera: a non-positive zoom factor is ignored") {
  Camera camera = makeCamera();
  camera.zoomAt({0, 0}, 0);
  camera.zoomAt({0, 0}, -2);
  CHECK(camera.pixelsPerMetre() == doctest::Approx(0.02));
}

TEST_CASE("camera: scale is clamped to the supported range") {
  Camera camera = makeCamera();
  camera.setPixelsPerMetre(1e9);
  CHECK(camera.pixelsPerMetre() == Camera::kMaxPixelsPerMetre);
  camera.setPixelsPerMetre(0);
  CHECK(camera.pixelsPerMetre() == Camera::kMinPixelsPerMetre);
}

TEST_CASE("camera: panning moves the map with the mouse") {
  Camera camera = makeCamera();
  const Vec2 world{6000, -1000};
  const Vec2 before = camera.worldToScreen(world);
  camera.panByPixels({30, -15});
  checkNear(camera.worldToScreen(world), before + Vec2{30, -15});
}

TEST_CASE("camera: fit centres the box and fills the viewport less the margin") {
  Camera camera = makeCamera();
  WorldBox box;
  box.include({0, 0});
  box.include({40000, 10000});  // wide: width limits the scale
  camera.fit(box, 50);
  checkNear(camera.centreMetres(), {20000, 5000});
  CHECK(camera.pixelsPerMetre() == doctest::Approx(700.0 / 40000.0));
  const Vec2 sw = camera.worldToScreen(box.min);
  const Vec2 ne = camera.worldToScreen(box.max);
  CHECK(sw.x == doctest::Approx(150));
  CHECK(ne.x == doctest::Approx(850));
  CHECK(ne.y >= 100);
  CHECK(sw.y <= 600);
}

TEST_CASE("camera: fitting a single point shows about 10 km around it") {
  Camera camera = makeCamera();
  WorldBox box;
  box.include({7, 8});
  camera.fit(box, 0);
  checkNear(camera.centreMetres(), {7, 8});
  CHECK(camera.pixelsPerMetre() == doctest::Approx(600.0 / 10000.0));
}

TEST_CASE("camera: fitting an empty box changes nothing") {
  Camera camera = makeCamera();
  camera.fit(WorldBox{}, 10);
  checkNear(camera.centreMetres(), {5000, -2000});
}

TEST_CASE("camera: a zero-sized viewport is kept at least one pixel") {
  Camera camera;
  camera.setViewport({0, 0}, {0, -5});
  CHECK(camera.viewportSize().x == 1);
  CHECK(camera.viewportSize().y == 1);
}

}  // namespace hfg
