// libFuzzer target: a scenario file beside the bundled default campaign's map and orbats.
#include "core/io/scenario_io.h"
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  hfg::fuzz::copyBeside("campaigns/default/map.json", "map.json");
  hfg::fuzz::copyBeside("campaigns/default/orbat-austria.json", "orbat-austria.json");
  hfg::fuzz::copyBeside("campaigns/default/orbat-prussia.json", "orbat-prussia.json");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto file = hfg::fuzz::writeInput(data, size, "scenario.json");
  hfg::fuzz::expectCleanErrors([&] { hfg::loadScenario(file); });
  return 0;
}
