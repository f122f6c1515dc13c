// libFuzzer target: ground control points: a QGIS .points file when the first byte is odd, else CSV.
#include "app/cli/map_common.h"
#include "maps/map_error.h"
#include "tests/fuzz/fuzz_support.h"

namespace hfg::cli {
// map_common.cpp's runMapCommand, which this target never calls, records hfg's exit code; the
// definition's own file, app/cli/commands.cpp, would link every hfg command into the target.
void setExitCode(int) {}
}  // namespace hfg::cli

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto file =
      hfg::fuzz::writeInput(data + 1, size - 1, data[0] % 2 ? "gcps.points" : "gcps.csv");
  try {
    hfg::cli::loadGcpFile(file.string(), "");
  } catch (const hfg::maps::MapError&) {
  } catch (const hfg::LoadError&) {}
  return 0;
}
