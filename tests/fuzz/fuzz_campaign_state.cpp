// libFuzzer target: a campaign state, JSON or binary (told apart by its first bytes), beside the default campaign.
#include "core/io/campaign_io.h"
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  for (const char* name : {"scenario.json", "map.json", "orbat-austria.json", "orbat-prussia.json"})
    hfg::fuzz::copyBeside(std::string("campaigns/default/") + name, name);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto file = hfg::fuzz::writeInput(data, size, "state.json");
  hfg::fuzz::expectCleanErrors([&] { hfg::loadCampaignState(file); });
  return 0;
}
