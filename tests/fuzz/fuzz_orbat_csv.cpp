// libFuzzer target: an order of battle as CSV, read over the default campaign's Prussian side.
#include "core/io/orbat_csv.h"
#include "core/io/scenario_io.h"
#include "tests/fuzz/fuzz_support.h"
#include "tests/paths/test_paths.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const hfg::Side base =
      hfg::loadOrbat(hfg::testpaths::sourceDir() / "campaigns/default/orbat-prussia.json");
  hfg::fuzz::expectCleanErrors([&] { hfg::orbatFromCsv(hfg::fuzz::asText(data, size), base); });
  return 0;
}
