// libFuzzer target: a side view exported for play by email (hfg-side-view).
#include "core/mail/side_view_io.h"
#include "tests/fuzz/fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto file = hfg::fuzz::writeInput(data, size, "view.json");
  hfg::fuzz::expectCleanErrors([&] { hfg::loadSideViewFile(file); });
  return 0;
}
