// Editor frame build time (menus, panels, map painting; no GPU) on an empty map and on the
// largest map of issue 8: 20 000 terrain features, 5 000 nodes, 1 000 forces; also the bundled
// Bohemia campaign (a small real map) and the large map zoomed in to a few nodes.
#include <benchmark/benchmark.h>
#include <imgui.h>

#include <functional>
#include <string>

#include "core/io/scenario_io.h"

#include "editor/fonts.h"
#include "editor/workspace.h"

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

void frames(benchmark::State& state, hfg::Scenario scenario,
            const std::function<void(hfg::Camera&)>& view = {}) {
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
    workspace.openDocument(std::move(scenario));
    if (view) {
      // The first frame fits the map (the viewport is known then); the view is set after it.
      ImGui::NewFrame();
      workspace.drawFrame();
      ImGui::Render();
      view(workspace.mapCanvas().camera());
    }
    for (auto _ : state) {
      ImGui::NewFrame();
      workspace.drawFrame();
      ImGui::Render();
      benchmark::DoNotOptimize(ImGui::GetDrawData()->TotalVtxCount);
    }
  }
  ImGui::DestroyContext();
}

void BM_EditorFrameEmptyMap(benchmark::State& state) { frames(state, largeScenario(0, 0, 0)); }
BENCHMARK(BM_EditorFrameEmptyMap)->Unit(benchmark::kMillisecond);

void BM_EditorFrameLargeMap(benchmark::State& state) {
  frames(state, largeScenario(5000, 20000, 1000));
}
BENCHMARK(BM_EditorFrameLargeMap)->Unit(benchmark::kMillisecond);

void BM_EditorFrameLargeMapZoomedIn(benchmark::State& state) {
  // About 10 x 6 km in view: a handful of nodes and the woods around them.
  frames(state, largeScenario(5000, 20000, 1000), [](hfg::Camera& camera) {
    camera.setCentreMetres({400000, 400000});
    camera.setPixelsPerMetre(0.1);
  });
}
BENCHMARK(BM_EditorFrameLargeMapZoomedIn)->Unit(benchmark::kMillisecond);

void BM_EditorFrameBohemiaCampaign(benchmark::State& state) {
  frames(state, hfg::loadScenario(std::string(HFG_SOURCE_DIR) +
                                  "/campaigns/bohemia-1866/scenario.json"));
}
BENCHMARK(BM_EditorFrameBohemiaCampaign)->Unit(benchmark::kMillisecond);

}  // namespace
