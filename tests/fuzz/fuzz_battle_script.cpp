// libFuzzer target: a battle script of moves and fixed dice (hfg-battle-script).
#include "core/battle/hfg/io/battle_io.h"
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  hfg::fuzz::expectCleanErrors(
      [&] { hfg::io::battleScriptFromJson(hfg::fuzz::asText(data, size), "script.json"); });
  return 0;
}
