// libFuzzer target: a battle set-up, checked as the resolver would (hfg-battle-setup).
#include "core/battle/hfg/io/battle_io.h"
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  hfg::fuzz::expectCleanErrors(
      [&] { hfg::io::battleSetupFromJson(hfg::fuzz::asText(data, size), "setup.json"); });
  return 0;
}
