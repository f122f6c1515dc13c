// libFuzzer target: a campaign battle set-up and a battle result file (C-28).
#include "core/io/battle_files_io.h"
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto file = hfg::fuzz::writeInput(data, size, "battle.json");
  hfg::fuzz::expectCleanErrors([&] { hfg::loadBattleSetupFile(file); });
  hfg::fuzz::expectCleanErrors([&] { hfg::loadBattleResultFile(file); });
  return 0;
}
