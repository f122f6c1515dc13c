// libFuzzer target: an OSM feature mapping file.
#include "maps/map_error.h"
#include "maps/vector/feature_mapping.h"
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    hfg::maps::parseFeatureMapping(std::string(hfg::fuzz::asText(data, size)));
  } catch (const hfg::maps::MapError&) {}
  return 0;
}
