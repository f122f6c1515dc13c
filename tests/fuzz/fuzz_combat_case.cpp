// libFuzzer target: a single-combat case (hfg-combat-case).
#include "core/battle/hfg/io/battle_io.h"
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  hfg::fuzz::expectCleanErrors(
      [&] { hfg::io::combatCaseFromJson(hfg::fuzz::asText(data, size), "case.json"); });
  return 0;
}
