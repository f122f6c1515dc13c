// Editor frame build time (menus, panels, map painting; no GPU) on an empty map and on the
// largest map of issue 8: 20 000 terrain features, 5 000 nodes, 1 000 forces; also the bundled
// Bohemia campaign (a small real map) and the large map zoomed in to a few nodes. The map's
// static picture is "rendered" by a CPU stand-in for the OpenGL renderer that keeps nothing, so
// a frame costs what it costs in the editor on the CPU: the quad of a steady frame, or the whole
// picture's draw list when something changed (the GPU's render of that list is not measured).
#include <benchmark/benchmark.h>
#include <imgui.h>

#include <cstdint>
#include <functional>
#include <string>

#include "core/io/scenario_io.h"

#include "core/edit/map_edits.h"
#include "editor/shell/document.h"
#include "editor/shell/fonts.h"
#include "editor/shell/workspace.h"
#include "tests/paths/test_paths.h"

namespace {

hfg::Scenario largeScenario(int nodes, int features, int forces) {
  hfg::Scenario s;
  s.name = "large";
  s.settings.startDate = {1866, 6, 20};
  const int side = 1;
  int columns = 1;
  while (columns * columns < nodes) ++columns;
  for (int i = 0; i < nodes; ++i) {
    const double x = (i % columns) * 12000.0, y = (i / columns) * 12000.0;
    s.map.nodes.push_back(
        {"n" + std::to_string(i), "Place " + std::to_string(i), {x, y}, {}, false, false, {}});
    if (i % columns > 0)
      s.map.links.push_back({"h" + std::to_string(i),
                             "n" + std::to_string(i - 1),
                             "n" + std::to_string(i),
                             hfg::LinkKind::GoodRoad,
                             1.0,
                             hfg::BridgeState::None,
                             "",
                             {}});
    if (i >= columns)
      s.map.links.push_back({"v" + std::to_string(i),
                             "n" + std::to_string(i - columns),
                             "n" + std::to_string(i),
                             hfg::LinkKind::BadRoad,
                             1.0,
                             hfg::BridgeState::None,
                             "",
                             {}});
  }
  const double extent = columns * 12000.0;
  for (int i = 0; i < features; ++i) {
    const double x = (i * 7919 % 1000) / 1000.0 * extent, y = (i * 104729 % 997) / 997.0 * extent;
    s.map.terrain.push_back({"t" + std::to_string(i),
                             hfg::TerrainClass::Woods,
                             "",
                             {{x, y}, {x + 1500, y}, {x + 1800, y + 1200}, {x, y + 1500}},
                             {},
                             0});
  }
  hfg::ScenarioSide blue;
  blue.orbat.id = "blue";
  blue.orbat.name = "Blue";
  for (int i = 0; i < forces; ++i)
    s.startPositions.push_back({"f" + std::to_string(i),
                                "Force " + std::to_string(i),
                                "blue",
                                {"c" + std::to_string(i)},
                                "n" + std::to_string(i * side % nodes)});
  s.sides.push_back(blue);
  return s;
}

// What each measured frame does before drawing: nothing (a steady frame), a pan or a zoom.
using Step = std::function<void(hfg::Camera&, int frame)>;
// Or, with the whole workspace at hand, an edit (a node drag).
using WorkspaceStep = std::function<void(hfg::Workspace&, int frame)>;

// The OpenGL renderer's contract (gl_texture.h) without a GPU: the picture is "rendered" for free.
hfg::TextureBackend standInRenderer() {
  hfg::TextureBackend backend;
  backend.release = [](ImTextureID) {};
  backend.renderDrawList = [](const ImDrawList&, ImVec2, ImVec2, ImVec2, ImTextureID) {
    return reinterpret_cast<ImTextureID>(std::uintptr_t{1});
  };
  return backend;
}

void frames(benchmark::State& state, hfg::Scenario scenario,
            const std::function<void(hfg::Camera&)>& view = {}, const Step& step = {},
            bool renderer = true, const WorkspaceStep& edit = {}) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = {1600, 1000};
  io.DeltaTime = 1.0f / 60.0f;
  io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;  // as the GL 3.2 backend
  hfg::loadEditorFont(io, 16.0f);
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  {
    hfg::Workspace workspace;
    if (renderer) workspace.setTextureBackend(standInRenderer());
    workspace.openDocument(std::move(scenario));
    // The first frame fits the map (the viewport is known then); the view is set after it.
    ImGui::NewFrame();
    workspace.drawFrame();
    ImGui::Render();
    if (view) view(workspace.mapCanvas().camera());
    const int rebuildsBefore = workspace.mapCanvas().staticLayer().rebuildCount();
    const int directBefore = workspace.mapCanvas().staticLayer().directFrameCount();
    int frame = 0;
    for (auto _ : state) {
      if (step) step(workspace.mapCanvas().camera(), frame);
      if (edit) edit(workspace, frame);
      ++frame;
      ImGui::NewFrame();
      workspace.drawFrame();
      ImGui::Render();
      benchmark::DoNotOptimize(ImGui::GetDrawData()->TotalVtxCount);
    }
    // How many measured frames painted the static picture again (0 for steady frames).
    state.counters["repaints"] =
        benchmark::Counter(workspace.mapCanvas().staticLayer().rebuildCount() - rebuildsBefore,
                           benchmark::Counter::kAvgIterations);
    // How many painted the view straight into the frame instead (a zoom or a drag going on).
    state.counters["direct"] =
        benchmark::Counter(workspace.mapCanvas().staticLayer().directFrameCount() - directBefore,
                           benchmark::Counter::kAvgIterations);
  }
  ImGui::DestroyContext();
}

void BM_EditorFrameEmptyMap(benchmark::State& state) { frames(state, largeScenario(0, 0, 0)); }
BENCHMARK(BM_EditorFrameEmptyMap)->Unit(benchmark::kMillisecond);

void BM_EditorFrameLargeMap(benchmark::State& state) {
  frames(state, largeScenario(5000, 20000, 1000));
}
BENCHMARK(BM_EditorFrameLargeMap)->Unit(benchmark::kMillisecond);

void BM_EditorFrameLargeMapPanWithinMargin(benchmark::State& state) {
  // A right drag of 3 px a frame, back and forth: the picture moves, nothing is painted.
  frames(state, largeScenario(5000, 20000, 1000), {}, [](hfg::Camera& camera, int frame) {
    camera.panByPixels({(frame / 20) % 2 == 0 ? 3.0 : -3.0, 0});
  });
}
BENCHMARK(BM_EditorFrameLargeMapPanWithinMargin)->Unit(benchmark::kMillisecond);

void BM_EditorFrameLargeMapZoomRebuild(benchmark::State& state) {
  // A wheel notch every frame, in and out: every frame paints the whole picture again.
  frames(state, largeScenario(5000, 20000, 1000), {}, [](hfg::Camera& camera, int frame) {
    camera.setPixelsPerMetre(camera.pixelsPerMetre() * (frame % 2 == 0 ? 1.1 : 1 / 1.1));
  });
}
BENCHMARK(BM_EditorFrameLargeMapZoomRebuild)->Unit(benchmark::kMillisecond);

void BM_EditorFrameLargeMapZoomedInZoomEveryFrame(benchmark::State& state) {
  // Zoomed in to a few nodes, a wheel notch every frame: the key changes every frame.
  frames(
      state, largeScenario(5000, 20000, 1000),
      [](hfg::Camera& camera) {
        camera.setCentreMetres({400000, 400000});
        camera.setPixelsPerMetre(0.1);
      },
      [](hfg::Camera& camera, int frame) {
        camera.setPixelsPerMetre(camera.pixelsPerMetre() * (frame % 2 == 0 ? 1.1 : 1 / 1.1));
      });
}
BENCHMARK(BM_EditorFrameLargeMapZoomedInZoomEveryFrame)->Unit(benchmark::kMillisecond);

void BM_EditorFrameLargeMapNodeDrag(benchmark::State& state) {
  // A node dragged with the Select tool: one move edit (a new revision) every frame.
  frames(state, largeScenario(5000, 20000, 1000), {}, {}, true,
         [](hfg::Workspace& workspace, int frame) {
           hfg::Document& document = *workspace.document();
           hfg::MapEditor& editor = workspace.mapCanvas().editor();
           const hfg::Vec2 start = document.scenario().map.findNode("n2500")->position;
           hfg::PointerInput pointer;
           pointer.hitRadiusMetres = 100;
           if (!editor.dragging()) {
             pointer.worldMetres = start;
             pointer.pressed = pointer.down = true;
             editor.pointer(document, pointer);
           }
           pointer.pressed = false;
           pointer.down = true;
           pointer.worldMetres = start + hfg::Vec2{frame % 2 == 0 ? 200.0 : -200.0, 0};
           editor.pointer(document, pointer);
         });
}
BENCHMARK(BM_EditorFrameLargeMapNodeDrag)->Unit(benchmark::kMillisecond);

void BM_EditorFrameLargeMapSpliced(benchmark::State& state) {
  // Headless without the renderer stand-in: the picture's draw list is spliced into every frame.
  frames(state, largeScenario(5000, 20000, 1000), {}, {}, false);
}
BENCHMARK(BM_EditorFrameLargeMapSpliced)->Unit(benchmark::kMillisecond);

void BM_EditorFrameLargeMapZoomedIn(benchmark::State& state) {
  // About 10 x 6 km in view: a handful of nodes and the woods around them.
  frames(state, largeScenario(5000, 20000, 1000), [](hfg::Camera& camera) {
    camera.setCentreMetres({400000, 400000});
    camera.setPixelsPerMetre(0.1);
  });
}
BENCHMARK(BM_EditorFrameLargeMapZoomedIn)->Unit(benchmark::kMillisecond);

void BM_EditorFrameBohemiaCampaign(benchmark::State& state) {
  frames(state, hfg::loadScenario(hfg::testpaths::sourceDir().string() +
                                  "/campaigns/bohemia-1866/scenario.json"));
}
BENCHMARK(BM_EditorFrameBohemiaCampaign)->Unit(benchmark::kMillisecond);

}  // namespace
