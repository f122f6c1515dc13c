// The static map picture (issue 8): what paints it again, what only moves it, and how it is shown.
#include "editor/map/static_map_layer.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "core/edit/map_edits.h"
#include "editor/shell/demo_scenario.h"
#include "editor/shell/document.h"
#include "editor/shell/draw_list_splice.h"
#include "editor/map/map_style.h"
#include "editor/shell/workspace.h"
#include "imgui_headless.h"

namespace hfg {
namespace {

using test::ImGuiHeadless;

ImTextureID fakeTexture(std::uintptr_t id) { return reinterpret_cast<ImTextureID>(id); }

// A CPU stand-in for the OpenGL renderer: counts renders and releases, hands out `next`
// (texture 7 unless a test changes it; null as a renderer that cannot render), and records
// what each render was given.
struct RecordingBackend {
  int renders = 0;
  int releases = 0;
  ImTextureID next = fakeTexture(7);
  std::vector<ImTextureID> released;
  ImTextureID lastReuse = nullptr;
  ImVec2 lastOrigin{}, lastSize{}, lastScale{};
  int lastVertices = 0;
  TextureBackend backend() {
    TextureBackend b;
    b.release = [this](ImTextureID texture) {
      ++releases;
      released.push_back(texture);
    };
    b.renderDrawList = [this](const ImDrawList& list, ImVec2 origin, ImVec2 size, ImVec2 scale,
                              ImTextureID reuse) {
      ++renders;
      lastReuse = reuse;
      lastOrigin = origin;
      lastSize = size;
      lastScale = scale;
      lastVertices = list.VtxBuffer.Size;
      return next;
    };
    return b;
  }
};

// The demo map alone in the workspace, drawn so the camera is fitted and the picture made.
struct DemoMap {
  ImGuiHeadless imgui;
  Workspace workspace;
  DemoMap() {
    workspace.openDocument(makeDemoScenario());
    workspace.showOnly("map");
    frame();
    frame();  // shown twice: the first picture is steady, so a change repaints it at once
  }
  ImDrawData& frame() {
    return imgui.frame([&] { workspace.drawFrame(); });
  }
  MapCanvas& canvas() { return workspace.mapCanvas(); }
  int rebuilds() { return canvas().staticLayer().rebuildCount(); }
};

// The top-left vertex of the quad drawn with `texture`, if one is drawn.
std::optional<ImDrawVert> quadTopLeft(const ImDrawData& data, ImTextureID texture) {
  for (int l = 0; l < data.CmdListsCount; ++l) {
    const ImDrawList& list = *data.CmdLists[l];
    for (const ImDrawCmd& cmd : list.CmdBuffer)
      if (cmd.TextureId == texture && cmd.ElemCount == 6) {
        std::optional<ImDrawVert> corner;
        for (unsigned i = 0; i < 6; ++i) {
          const unsigned index = list.IdxBuffer[static_cast<int>(cmd.IdxOffset + i)];
          const ImDrawVert& v = list.VtxBuffer[static_cast<int>(cmd.VtxOffset + index)];
          if (!corner || v.pos.x + v.pos.y < corner->pos.x + corner->pos.y) corner = v;
        }
        return corner;
      }
  }
  return std::nullopt;
}

// The top-left corner of the quad drawn with `texture`, if one is drawn.
std::optional<ImVec2> quadCorner(const ImDrawData& data, ImTextureID texture) {
  const std::optional<ImDrawVert> v = quadTopLeft(data, texture);
  if (!v) return std::nullopt;
  return v->pos;
}

// The centre of the filled circles of colour `colour` within `radiusPixels` of `near` in the
// frame (their solid vertices, which ring the centre), and how many vertices that is.
std::pair<Vec2, int> circleCentre(const ImDrawData& data, ImU32 colour, Vec2 near,
                                  double radiusPixels) {
  Vec2 sum;
  int count = 0;
  for (int l = 0; l < data.CmdListsCount; ++l) {
    const ImDrawList& list = *data.CmdLists[l];
    for (const ImDrawVert& v : list.VtxBuffer) {
      const Vec2 p{v.pos.x, v.pos.y};
      if (v.col == colour && length(p - near) <= radiusPixels) {
        sum = sum + p;
        ++count;
      }
    }
  }
  return {count > 0 ? sum * (1.0 / count) : Vec2{}, count};
}

}  // namespace

TEST_CASE("static map picture: a steady frame reuses it; the window's vertices stay the same") {
  DemoMap demo;
  REQUIRE(demo.rebuilds() == 1);
  const int vertices = demo.frame().TotalVtxCount;
  for (int i = 0; i < 5; ++i) CHECK(demo.frame().TotalVtxCount == vertices);
  CHECK(demo.rebuilds() == 1);
  // Headless (no renderer) the picture is spliced in: the frame still holds the map's geometry.
  CHECK(demo.canvas().staticLayer().texture() == nullptr);
  CHECK(demo.canvas().staticLayer().pictureList().VtxBuffer.Size > 1000);
}

TEST_CASE("static map picture: an edit, undo, a layer toggle or a zoom paints it again") {
  DemoMap demo;
  Document& document = *demo.workspace.document();
  // Each change is followed by a steady frame, so no picture is short-lived (see below).
  auto changedFrames = [&] {
    demo.frame();
    demo.frame();
  };
  const StageNode& sadowa = *document.scenario().map.findNode("sadowa");
  REQUIRE(
      document.edit(moveNode(document.scenario().map, "sadowa", sadowa.position + Vec2{500, 0})));
  changedFrames();
  CHECK(demo.rebuilds() == 2);
  document.undo();
  changedFrames();
  CHECK(demo.rebuilds() == 3);
  demo.canvas().layers().terrain = false;
  changedFrames();
  CHECK(demo.rebuilds() == 4);
  demo.canvas().layers().terrainOpacity = 0.5f;
  changedFrames();
  CHECK(demo.rebuilds() == 5);
  demo.canvas().camera().setPixelsPerMetre(demo.canvas().camera().pixelsPerMetre() * 1.25);
  changedFrames();
  CHECK(demo.rebuilds() == 6);
  demo.frame();
  CHECK(demo.rebuilds() == 6);
  CHECK(demo.canvas().staticLayer().directFrameCount() == 0);
}

TEST_CASE("static map picture: a zoom every frame paints the view directly until the key holds") {
  RecordingBackend recorder;  // outlives the workspace, which releases its texture on the way out
  DemoMap demo;
  demo.workspace.setTextureBackend(recorder.backend());
  demo.frame();
  demo.frame();
  REQUIRE(recorder.renders == 1);
  const int rebuilds = demo.rebuilds();
  Camera& camera = demo.canvas().camera();
  // The first notch repaints (the picture before it was steady); that picture lives one frame.
  camera.setPixelsPerMetre(camera.pixelsPerMetre() * 1.1);
  demo.frame();
  CHECK(demo.rebuilds() == rebuilds + 1);
  // From the second notch on, the view is painted straight into the frame: no picture, no
  // render, no quad, the map's own vertices in the frame.
  for (int i = 0; i < 4; ++i) {
    camera.setPixelsPerMetre(camera.pixelsPerMetre() * (i % 2 == 0 ? 1.1 : 1 / 1.1));
    const ImDrawData& data = demo.frame();
    CHECK_FALSE(quadCorner(data, fakeTexture(7)));
    CHECK(data.TotalVtxCount > 1000);
  }
  CHECK(demo.rebuilds() == rebuilds + 1);
  CHECK(recorder.renders == 2);
  CHECK(demo.canvas().staticLayer().directFrameCount() == 4);
  // The zoom stops: the next frame's key equals the last, so the picture is made again and kept.
  demo.frame();
  CHECK(demo.rebuilds() == rebuilds + 2);
  CHECK(recorder.renders == 3);
  CHECK(quadCorner(demo.frame(), fakeTexture(7)));
  CHECK(demo.rebuilds() == rebuilds + 2);
  CHECK(demo.canvas().staticLayer().directFrameCount() == 4);
}

TEST_CASE(
    "static map picture: a node drag paints the view directly; the release makes the picture") {
  DemoMap demo;
  Document& document = *demo.workspace.document();
  MapEditor& editor = demo.canvas().editor();
  const Vec2 start = document.scenario().map.findNode("sadowa")->position;
  PointerInput pointer;
  pointer.worldMetres = start;
  pointer.pressed = pointer.down = true;
  pointer.hitRadiusMetres = 200;
  editor.pointer(document, pointer);
  REQUIRE(editor.dragging());
  const int rebuilds = demo.rebuilds();
  pointer.pressed = false;
  for (int i = 1; i <= 3; ++i) {
    pointer.worldMetres = start + Vec2{300.0 * i, 0};
    editor.pointer(document, pointer);  // one edit a frame
    demo.frame();
  }
  CHECK(demo.rebuilds() == rebuilds);  // not even the first dragged frame makes a picture
  CHECK(demo.canvas().staticLayer().directFrameCount() == 3);
  CHECK(document.scenario().map.findNode("sadowa")->position.x == doctest::Approx(start.x + 900));
  pointer.down = false;
  pointer.released = true;
  editor.pointer(document, pointer);
  REQUIRE_FALSE(editor.dragging());
  demo.frame();
  demo.frame();
  CHECK(demo.rebuilds() == rebuilds + 1);
  CHECK(demo.canvas().staticLayer().directFrameCount() == 3);  // none after the release
}

TEST_CASE("static map picture: any change of its key (size, font, scan window) is a new picture") {
  ImGuiHeadless imgui;
  imgui.frame([] {
    StaticMapLayer layer;
    Camera view;
    view.setViewport({0, 0}, {800, 600});
    view.setPixelsPerMetre(0.01);
    StaticLayerKey key;
    key.sizePixels = view.viewportSize();
    CHECK_FALSE(layer.covers(key, view));
    int painted = 0;
    layer.rebuild(key, view, 0, [&](ImDrawList& list, const Camera& camera, const ScreenRect& at) {
      ++painted;
      CHECK(at.min == view.viewportOrigin());  // the view's own rectangle, for the level of detail
      CHECK(camera.viewportSize() == Vec2{1200, 900});
      list.AddRectFilled({0, 0}, {10, 10}, IM_COL32(0, 0, 0, 255));
    });
    CHECK(painted == 1);
    CHECK(layer.covers(key, view));
    StaticLayerKey other = key;
    other.sizePixels = {801, 600};
    CHECK_FALSE(layer.covers(other, view));
    other = key;
    other.fontSizePixels = 20;
    CHECK_FALSE(layer.covers(other, view));
    other = key;
    other.backgroundReads = 1;
    CHECK_FALSE(layer.covers(other, view));
    other = key;
    other.layers.grid = true;
    CHECK_FALSE(layer.covers(other, view));
    layer.invalidate();
    CHECK_FALSE(layer.covers(key, view));
  });
}

TEST_CASE("static map picture: the legend, the hover and the selection are drawn over it") {
  DemoMap demo;
  const int plain = demo.frame().TotalVtxCount;
  demo.canvas().layers().legend = false;
  CHECK(demo.frame().TotalVtxCount < plain);
  CHECK(demo.rebuilds() == 1);
  // Hovering Sadowa draws its highlight over the picture without painting it again.
  const Vec2 at = demo.canvas().camera().worldToScreen(
      demo.workspace.document()->scenario().map.findNode("sadowa")->position);
  ImGui::GetIO().MousePos = {static_cast<float>(at.x), static_cast<float>(at.y)};
  demo.frame();
  demo.frame();
  REQUIRE(demo.canvas().hoveredNode() == "sadowa");
  CHECK(demo.rebuilds() == 1);
  MapSelection selection;
  selection.node = "sadowa";
  demo.canvas().editor().select(selection);
  demo.frame();
  CHECK(demo.rebuilds() == 1);
}

TEST_CASE("static map picture: a pan within the margin moves it; beyond the margin repaints") {
  DemoMap demo;
  Camera& camera = demo.canvas().camera();
  const Vec2 size = camera.viewportSize();
  camera.panByPixels({size.x * 0.2, -size.y * 0.2});
  demo.frame();
  CHECK(demo.rebuilds() == 1);
  camera.panByPixels({-size.x * 0.4, size.y * 0.4});
  demo.frame();
  CHECK(demo.rebuilds() == 1);
  camera.panByPixels({-size.x * 0.1, 0});  // 0.3 of the view to the right of where it was painted
  demo.frame();
  CHECK(demo.rebuilds() == 2);
}

TEST_CASE("static map picture: with a renderer the frame draws one textured quad") {
  RecordingBackend recorder;  // outlives the workspace, which releases its texture on the way out
  DemoMap demo;
  demo.workspace.setTextureBackend(recorder.backend());
  const ImDrawData& data = demo.frame();
  CHECK(recorder.renders == 1);
  CHECK(demo.canvas().staticLayer().texture() == fakeTexture(7));
  const std::optional<ImVec2> corner = quadCorner(data, fakeTexture(7));
  REQUIRE(corner);
  // Drawn with its margin: the corner lies a quarter of the canvas above and left of it.
  const Camera& camera = demo.canvas().camera();
  const Vec2 margin{std::round(camera.viewportSize().x / 4),
                    std::round(camera.viewportSize().y / 4)};
  CHECK(corner->x == doctest::Approx(camera.viewportOrigin().x - margin.x));
  CHECK(corner->y == doctest::Approx(camera.viewportOrigin().y - margin.y));
  // The renderer got that rectangle: the view plus a margin each side, at the display's scale.
  CHECK(recorder.lastOrigin.x == doctest::Approx(corner->x));
  CHECK(recorder.lastOrigin.y == doctest::Approx(corner->y));
  CHECK(recorder.lastSize.x == doctest::Approx(camera.viewportSize().x + 2 * margin.x));
  CHECK(recorder.lastSize.y == doctest::Approx(camera.viewportSize().y + 2 * margin.y));
  CHECK(recorder.lastScale.x == doctest::Approx(1));
  CHECK(recorder.lastReuse == nullptr);  // nothing to draw into yet
  CHECK(recorder.lastVertices == demo.canvas().staticLayer().pictureList().VtxBuffer.Size);
  // Its rows run bottom-up (OpenGL's): the top-left corner takes the texture's v = 1.
  const std::optional<ImDrawVert> topLeft = quadTopLeft(data, fakeTexture(7));
  CHECK(topLeft->uv.x == doctest::Approx(0));
  CHECK(topLeft->uv.y == doctest::Approx(1));
  // A pan moves the quad by the same whole pixels, without rendering again.
  const Vec2 before = camera.worldToScreen({0, 0});
  demo.canvas().camera().panByPixels({10.4, -5.6});
  const Vec2 shift = camera.worldToScreen({0, 0}) - before;
  const std::optional<ImVec2> panned = quadCorner(demo.frame(), fakeTexture(7));
  REQUIRE(panned);
  // At the whole pixel nearest to where the pan puts it (covers() checks that same corner).
  CHECK(panned->x == doctest::Approx(std::round(corner->x + shift.x)));
  CHECK(panned->y == doctest::Approx(std::round(corner->y + shift.y)));
  CHECK(std::abs(shift.x) > 10);
  CHECK(recorder.renders == 1);
  demo.canvas().layers().stages = false;
  demo.frame();
  CHECK(recorder.renders == 2);
  CHECK(recorder.lastReuse == fakeTexture(7));  // the held texture, to draw into again
  // A 2x display: the same picture in screen pixels, rendered at twice the pixels.
  demo.frame();
  ImGui::GetIO().DisplayFramebufferScale = {2, 2};
  demo.frame();
  CHECK(recorder.renders == 3);
  CHECK(recorder.lastScale.x == doctest::Approx(2));
  CHECK(recorder.lastScale.y == doctest::Approx(2));
  CHECK(recorder.lastSize.x == doctest::Approx(camera.viewportSize().x + 2 * margin.x));
  demo.workspace.setTextureBackend({});  // frees the texture with the renderer that made it
  CHECK(recorder.releases == 1);
}

TEST_CASE("static map picture: after a pan a node's circle in the spliced list sits on the node") {
  DemoMap demo;
  const Camera& camera = demo.canvas().camera();
  const Vec2 sadowa = demo.workspace.document()->scenario().map.findNode("sadowa")->position;
  demo.canvas().camera().panByPixels({37, -21});  // whole pixels: no snap
  const ImDrawData& data = demo.frame();
  REQUIRE(demo.rebuilds() == 1);  // spliced from the picture, not painted again
  const Vec2 expected = camera.worldToScreen(sadowa);
  const auto [centre, vertices] = circleCentre(data, kNodeFill, expected, 12);
  REQUIRE(vertices >= 8);
  CHECK(std::abs(centre.x - expected.x) <= 0.01);
  CHECK(std::abs(centre.y - expected.y) <= 0.01);
}

TEST_CASE("static map picture: its size is capped by the backend's texture limit, asked once") {
  ImGuiHeadless imgui;
  imgui.frame([] {
    RecordingBackend recorder;
    TextureBackend backend = recorder.backend();
    int asked = 0;
    backend.maxTextureSidePixels = [&asked] {
      ++asked;
      return 1000;
    };
    StaticMapLayer layer(backend);
    Camera view;
    view.setViewport({0, 0}, {800, 600});
    StaticLayerKey key;
    key.sizePixels = view.viewportSize();
    auto paint = [](ImDrawList&, const Camera&, const ScreenRect&) {};
    layer.rebuild(key, view, 0, paint);
    // 800 + 2 x 100 fits 1000 (the quarter, 200, would not); 600 + 2 x 150 does.
    CHECK(recorder.lastSize.x == doctest::Approx(1000));
    CHECK(recorder.lastSize.y == doctest::Approx(900));
    key.fontSizePixels = 20;
    layer.rebuild(key, view, 0, paint);
    CHECK(asked == 1);
    // At 2x the view alone (1600 px) exceeds it: no margin; the renderer's null splices.
    key.framebufferScale = {2, 2};
    layer.rebuild(key, view, 0, paint);
    CHECK(recorder.lastSize.x == doctest::Approx(800));
  });
}

TEST_CASE("static map picture: overlays drawn with the snapped camera sit exactly on the picture") {
  ImGuiHeadless imgui;
  imgui.frame([] {
    StaticMapLayer layer;
    Camera view;
    view.setViewport({0, 0}, {800, 600});
    view.setCentreMetres({1000, 2000});
    view.setPixelsPerMetre(0.01);
    StaticLayerKey key;
    key.sizePixels = view.viewportSize();
    const Vec2 node{1300, 1800};
    layer.rebuild(key, view, 0, [&](ImDrawList& list, const Camera& camera, const ScreenRect&) {
      const Vec2 at = camera.worldToScreen(node);
      list.AddRectFilled({static_cast<float>(at.x - 2), static_cast<float>(at.y - 2)},
                         {static_cast<float>(at.x + 2), static_cast<float>(at.y + 2)},
                         IM_COL32(0, 0, 0, 255));
    });
    // A fractional pan: the spliced picture goes to whole pixels, and the snap says by how much.
    view.panByPixels({10.3, -4.7});
    ImDrawList target(ImGui::GetDrawListSharedData());
    target._ResetForNewFrame();
    target.PushClipRect({-8192, -8192}, {8192, 8192}, false);
    target.PushTextureID(ImGui::GetIO().Fonts->TexID);
    const Vec2 snap = layer.draw(target, view);
    CHECK(std::abs(snap.x) <= 0.5);
    CHECK(std::abs(snap.y) <= 0.5);
    CHECK(std::abs(snap.x) + std::abs(snap.y) > 0.1);  // this pan does need a snap
    REQUIRE(target.VtxBuffer.Size == 4);
    ImVec2 min = target.VtxBuffer[0].pos;
    for (int i = 1; i < 4; ++i)
      min = {std::min(min.x, target.VtxBuffer[i].pos.x),
             std::min(min.y, target.VtxBuffer[i].pos.y)};
    const Vec2 overlayAt = StaticMapLayer::snappedCamera(view, snap).worldToScreen(node);
    CHECK(std::abs(min.x + 2 - overlayAt.x) <= 0.01);
    CHECK(std::abs(min.y + 2 - overlayAt.y) <= 0.01);
  });
}

TEST_CASE("static map picture: covers() judges the whole-pixel corner the picture is drawn at") {
  ImGuiHeadless imgui;
  imgui.frame([] {
    StaticMapLayer layer;
    Camera view;
    view.setViewport({0, 0}, {800, 600});
    StaticLayerKey key;
    key.sizePixels = view.viewportSize();
    layer.rebuild(key, view, 0, [](ImDrawList&, const Camera&, const ScreenRect&) {});
    // The picture's corner is at (-200, -150); 0.4 px past the view's corner rounds back onto it.
    Camera panned = view;
    panned.panByPixels({200.4, 150.4});
    CHECK(layer.covers(key, panned));
    panned = view;
    panned.panByPixels({200.6, 0});
    CHECK_FALSE(layer.covers(key, panned));
  });
}

TEST_CASE("static map picture: the layer owns its texture; a failed render frees it and splices") {
  RecordingBackend recorder;  // outlives the workspace, which releases its texture on the way out
  DemoMap demo;
  demo.workspace.setTextureBackend(recorder.backend());
  demo.frame();
  demo.frame();  // each picture is shown twice, so none counts as short-lived
  REQUIRE(demo.canvas().staticLayer().texture() == fakeTexture(7));
  // Rendered again into the same texture: nothing to free.
  demo.canvas().layers().stages = false;
  demo.frame();
  demo.frame();
  CHECK(recorder.lastReuse == fakeTexture(7));
  CHECK(recorder.releases == 0);
  // A new texture back (the size changed): the lent one is freed, once.
  recorder.next = fakeTexture(8);
  demo.canvas().layers().stages = true;
  demo.frame();
  demo.frame();
  CHECK(recorder.released == std::vector<ImTextureID>{fakeTexture(7)});
  // The renderer cannot render (null): the old texture is freed and the picture is spliced.
  recorder.next = nullptr;
  demo.canvas().layers().terrain = false;
  const ImDrawData& data = demo.frame();
  CHECK(recorder.lastReuse == fakeTexture(8));
  CHECK(recorder.released == std::vector<ImTextureID>{fakeTexture(7), fakeTexture(8)});
  CHECK(demo.canvas().staticLayer().texture() == nullptr);
  CHECK_FALSE(quadCorner(data, fakeTexture(8)));
  CHECK(data.TotalVtxCount > demo.canvas().staticLayer().pictureList().VtxBuffer.Size);
  // Nothing left to free when the backend goes.
  demo.workspace.setTextureBackend({});
  CHECK(recorder.releases == 2);
}

TEST_CASE("static map picture: the picture camera keeps every world point where the view has it") {
  Camera view;
  view.setViewport({100, 50}, {800, 600});
  view.setCentreMetres({1000, 2000});
  view.setPixelsPerMetre(0.05);
  const Camera picture = StaticMapLayer::pictureCamera(view);
  CHECK(picture.viewportOrigin() == Vec2{-100, -100});
  CHECK(picture.viewportSize() == Vec2{1200, 900});
  const Vec2 p{1500, 1700};
  CHECK(picture.worldToScreen(p).x == doctest::Approx(view.worldToScreen(p).x));
  CHECK(picture.worldToScreen(p).y == doctest::Approx(view.worldToScreen(p).y));
  // A 4x framebuffer: the margin shrinks so the picture stays within kMaxSidePixels.
  view.setViewport({0, 0}, {1800, 1000});
  const Camera dense = StaticMapLayer::pictureCamera(view, {4, 4});
  CHECK(dense.viewportSize().x * 4 <= StaticMapLayer::kMaxSidePixels);
  CHECK(dense.viewportSize().x >= 1800);
}

TEST_CASE("draw list splice: vertices moved, textures kept, clip cut to the target's") {
  ImGuiHeadless imgui;
  imgui.frame([] {
    ImDrawList source(ImGui::GetDrawListSharedData());
    source._ResetForNewFrame();
    source.PushClipRect({0, 0}, {100, 100}, false);
    source.PushTextureID(fakeTexture(3));
    source.AddRectFilled({10, 10}, {20, 20}, IM_COL32(255, 0, 0, 255));
    source.PopTextureID();
    source.PushTextureID(fakeTexture(4));
    source.AddRectFilled({30, 30}, {40, 40}, IM_COL32(0, 255, 0, 255));
    source.PopTextureID();
    source.PopClipRect();

    ImDrawList target(ImGui::GetDrawListSharedData());
    target._ResetForNewFrame();
    target.PushClipRect({0, 0}, {60, 60}, false);
    target.PushTextureID(fakeTexture(1));
    appendDrawList(target, source, {5, 7});
    target._PopUnusedDrawCmd();
    CHECK(target.VtxBuffer.Size == 8);
    CHECK(target.IdxBuffer.Size == 12);
    CHECK(target.VtxBuffer[0].pos.x == doctest::Approx(15));
    CHECK(target.VtxBuffer[0].pos.y == doctest::Approx(17));
    CHECK(target.VtxBuffer[4].pos.x == doctest::Approx(35));
    for (int i = 0; i < target.IdxBuffer.Size; ++i) CHECK(target.IdxBuffer[i] < 8);
    bool red = false, green = false;
    for (const ImDrawCmd& cmd : target.CmdBuffer) {
      if (cmd.ElemCount == 0) continue;
      CHECK(cmd.ClipRect.z == doctest::Approx(60));  // the source's 100 + 5 cut to the target's 60
      red = red || (cmd.TextureId == fakeTexture(3) && cmd.ElemCount == 6);
      green = green || (cmd.TextureId == fakeTexture(4) && cmd.ElemCount == 6);
    }
    CHECK(red);
    CHECK(green);
  });
}

}  // namespace hfg
