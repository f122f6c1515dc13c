// Save and load times of a large campaign state, JSON against binary, through the public API.
#include <benchmark/benchmark.h>

#include <filesystem>

#include <unistd.h>

#include "core/io/campaign_io.h"

namespace {

/// A long campaign: 400 forces and 20 000 log events with dice.
hfg::CampaignState largeState() {
  hfg::CampaignState state;
  state.scenarioFile = "scenario.json";
  state.day = 60;
  for (int i = 0; i < 400; ++i) {
    hfg::Force force;
    force.id = "f" + std::to_string(i);
    force.name = "Force " + std::to_string(i);
    force.side = i % 2 ? "red" : "blue";
    force.commands = {"c" + std::to_string(i), "c" + std::to_string(i + 1000)};
    force.location = {"", "l" + std::to_string(i), "n" + std::to_string(i), 0.25 * (i % 4)};
    state.forces.push_back(force);
  }
  for (int i = 0; i < 20000; ++i) {
    hfg::CampaignEvent event;
    event.day = 1 + i / 300;
    event.period = hfg::Period::Afternoon;
    event.rule = "C-13";
    event.kind = "march";
    event.forces = {"f" + std::to_string(i % 400)};
    event.node = "n" + std::to_string(i % 97);
    event.dice = {1 + i % 6, 1 + (i / 6) % 6};
    event.text = "Force " + std::to_string(i % 400) + " marches one stage.";
    state.log.push_back(event);
  }
  state.rngState = 0x9E3779B97F4A7C15ull;
  return state;
}

std::filesystem::path benchFile(const char* name) {
  return std::filesystem::temp_directory_path() /
         ("hfg_bench_" + std::to_string(::getpid()) + "_" + name);
}

void saveBench(benchmark::State& run, hfg::SaveFormat format, const char* name) {
  const auto state = largeState();
  const auto file = benchFile(name);
  for (auto _ : run) hfg::saveCampaignState(state, file, format);
  run.counters["bytes"] = static_cast<double>(std::filesystem::file_size(file));
  std::filesystem::remove(file);
  std::filesystem::remove(file.string() + ".bak");
}

void loadBench(benchmark::State& run, hfg::SaveFormat format, const char* name) {
  const auto file = benchFile(name);
  hfg::saveCampaignState(largeState(), file, format);
  for (auto _ : run) benchmark::DoNotOptimize(hfg::loadCampaignState(file));
  std::filesystem::remove(file);
}

void BM_SaveCampaignJson(benchmark::State& run) { saveBench(run, hfg::SaveFormat::Json, "s.json"); }
void BM_SaveCampaignBinary(benchmark::State& run) {
  saveBench(run, hfg::SaveFormat::Binary, "s.bin");
}
void BM_LoadCampaignJson(benchmark::State& run) { loadBench(run, hfg::SaveFormat::Json, "l.json"); }
void BM_LoadCampaignBinary(benchmark::State& run) {
  loadBench(run, hfg::SaveFormat::Binary, "l.bin");
}

}  // namespace

BENCHMARK(BM_SaveCampaignJson)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SaveCampaignBinary)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LoadCampaignJson)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LoadCampaignBinary)->Unit(benchmark::kMillisecond);
