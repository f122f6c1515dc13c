// libFuzzer target: a saved hot-seat battle (hfg-battle-save).
#include "core/battle/hfg/io/battle_io.h"
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  hfg::fuzz::expectCleanErrors(
      [&] { hfg::io::battleSaveFromJson(hfg::fuzz::asText(data, size), "battle.json"); });
  return 0;
}
