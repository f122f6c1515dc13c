// Classifying a large generated RGB GeoTIFF against GDALTranslate of the same file (the cost of just
// reading and writing it), side by side, with the process's peak memory (issue 6 performance goals:
// at most 2x the copy, under 512 MB whatever the size). HFG_BENCH_SCAN_PIXELS sets the side (16000).
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include <gdal_utils.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "maps/frame/crs.h"
#include "maps/frame/map_frame_builder.h"
#include "maps/gdal_handles.h"
#include "maps/gdal_session.h"
#include "maps/scan/scan_classifier.h"

namespace {

using Clock = std::chrono::steady_clock;

int scanPixels() {
  const char* env = std::getenv("HFG_BENCH_SCAN_PIXELS");
  const int n = env ? std::atoi(env) : 16000;
  return n >= 256 ? n : 16000;
}

std::filesystem::path benchDir() {
  auto dir =
      std::filesystem::temp_directory_path() / ("hfg_bench_classify_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return dir;
}

struct ChildRun {
  double seconds = 0;
  double cpuSeconds = 0;  ///< user + system: fairer than wall time on a shared machine
  double peakRssMegabytes = 0;
};

/// Runs `work` in a forked child and measures its wall time and its own peak resident memory
/// (wait4's rusage is the child's alone, so one step's peak is not hidden by another's).
ChildRun runInChild(const std::function<void()>& work) {
  const auto t0 = Clock::now();
  const pid_t pid = fork();
  if (pid == 0) {
    try {
      work();
    } catch (...) {
      _exit(1);
    }
    _exit(0);
  }
  int status = 0;
  rusage usage{};
  if (pid < 0 || wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) ||
      WEXITSTATUS(status) != 0)
    std::abort();
  ChildRun run;
  run.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  run.cpuSeconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                   static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
  run.peakRssMegabytes = static_cast<double>(usage.ru_maxrss) / 1024.0;  // Linux reports kilobytes
  return run;
}

/// An n x n tiled RGB GeoTIFF at 2 m in UTM 32N: paper with woods and marsh squares of 300 px every
/// 1000 px and a line of lettering in each, written a strip at a time so memory stays small.
void writeScan(const std::filesystem::path& dir, int n) {
  const std::string path = (dir / "scan.tif").string();
  const char* options[] = {"TILED=YES", "BIGTIFF=IF_SAFER", nullptr};
  hfg::maps::DatasetPtr ds(GetGDALDriverManager()->GetDriverByName("GTiff")->Create(
      path.c_str(), n, n, 3, GDT_Byte, const_cast<char**>(options)));
  double gt[6] = {600000, 2, 0, 5600000, 0, -2};
  ds->SetGeoTransform(gt);
  OGRSpatialReference srs = hfg::maps::parseCrs("EPSG:32632");
  ds->SetSpatialRef(&srs);
  const int strip = 256;
  std::vector<std::uint8_t> px(static_cast<size_t>(n) * strip * 3);
  int bands[3] = {1, 2, 3};
  for (int row0 = 0; row0 < n; row0 += strip) {
    const int rows = std::min(strip, n - row0);
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < n; ++c) {
        const int row = row0 + r;
        const int cellX = c % 1000, cellY = row % 1000;
        std::uint8_t rgb[3] = {245, 240, 225};  // paper
        if (cellX >= 100 && cellX < 400 && cellY >= 100 && cellY < 400) {
          rgb[0] = 60, rgb[1] = 140, rgb[2] = 50;                            // woods
          if (cellY == 250 && cellX % 7 < 3) rgb[0] = rgb[1] = rgb[2] = 15;  // lettering
        } else if (cellX >= 600 && cellX < 900 && cellY >= 500 && cellY < 800) {
          rgb[0] = 120, rgb[1] = 150, rgb[2] = 190;  // marsh
        }
        std::uint8_t* p = &px[(static_cast<size_t>(r) * n + c) * 3];
        p[0] = rgb[0], p[1] = rgb[1], p[2] = rgb[2];
      }
    if (ds->RasterIO(GF_Write, 0, row0, n, rows, px.data(), n, rows, GDT_Byte, 3, bands, 3,
                     static_cast<GSpacing>(n) * 3, 1, nullptr) != CE_None)
      throw std::runtime_error("cannot write the scan");
  }
}

void BM_ClassifyScanVsTranslate(benchmark::State& state) {
  // The same block cache for both sides, so peak memory reflects the work, not GDAL's default of
  // 5 % of RAM.
  GDALSetCacheMax64(256ll << 20);
  hfg::maps::ensureGdalRegistered();
  const int n = scanPixels();
  const auto dir = benchDir();
  const std::string scan = (dir / "scan.tif").string();
  const ChildRun fixture = runInChild([&] { writeScan(dir, n); });
  const std::vector<hfg::maps::ColourClass> classes = {
      {hfg::TerrainClass::Woods, {{60, 140, 50}}},
      {hfg::TerrainClass::Marsh, {{120, 150, 190}}},
      {std::nullopt, {{245, 240, 225}, {15, 15, 15}}},
  };
  ChildRun translate, classify;
  for (auto _ : state) {
    translate = runInChild([&] {
      const char* args[] = {"-of", "GTiff", "-co", "TILED=YES", nullptr};
      GDALTranslateOptions* options = GDALTranslateOptionsNew(const_cast<char**>(args), nullptr);
      GDALDatasetH source = GDALOpen(scan.c_str(), GA_ReadOnly);
      GDALDatasetH out =
          GDALTranslate((dir / "copy.tif").string().c_str(), source, options, nullptr);
      if (!out) throw std::runtime_error("GDALTranslate failed");
      GDALClose(out);
      GDALClose(source);
      GDALTranslateOptionsFree(options);
    });
    classify = runInChild([&] {
      const hfg::MapFrame frame = hfg::maps::makeUtmFrame(hfg::maps::geoBoundsOfFile(scan));
      auto result = hfg::maps::classifyScan(scan, frame, classes, (dir / "classes.tif").string());
      if (result.features.empty()) throw std::runtime_error("no areas classified");
    });
    state.SetIterationTime(classify.seconds);
  }
  state.counters["pixels"] = static_cast<double>(n) * n;
  state.counters["fixture_s"] = fixture.seconds;
  state.counters["translate_s"] = translate.seconds;
  state.counters["classify_s"] = classify.seconds;
  state.counters["ratio"] = classify.seconds / translate.seconds;
  state.counters["translate_cpu_s"] = translate.cpuSeconds;
  state.counters["classify_cpu_s"] = classify.cpuSeconds;
  state.counters["ratio_cpu"] = classify.cpuSeconds / translate.cpuSeconds;
  state.counters["peak_MB_translate"] = translate.peakRssMegabytes;
  state.counters["peak_MB_classify"] = classify.peakRssMegabytes;
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
}

BENCHMARK(BM_ClassifyScanVsTranslate)->Iterations(1)->UseManualTime()->Unit(benchmark::kSecond);

}  // namespace
