// libFuzzer target: a colour samples file for the scan classifier.
#include "app/cli/colour_samples.h"
#include "maps/map_error.h"
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto file = hfg::fuzz::writeInput(data, size, "samples.json");
  try {
    hfg::cli::loadColourSamples(file.string());
  } catch (const hfg::maps::MapError&) {}
  return 0;
}
