// libFuzzer target: a stage map file.
#include "core/io/scenario_io.h"
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto file = hfg::fuzz::writeInput(data, size, "map.json");
  hfg::fuzz::expectCleanErrors([&] { hfg::loadMap(file); });
  return 0;
}
