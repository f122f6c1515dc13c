// libFuzzer target: a table set-up file.
#include "core/io/table_io.h"
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto file = hfg::fuzz::writeInput(data, size, "table.json");
  hfg::fuzz::expectCleanErrors([&] { hfg::loadTableSetup(file); });
  return 0;
}
