// Every source file that includes rapidjson includes cereal's json.hpp first.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "tests/paths/test_paths.h"

// cereal's json.hpp defines RAPIDJSON_ASSERT to throw (and the parse flags it relies on) only if
// no rapidjson header came first; otherwise a bad document aborts the program instead of throwing.
TEST_CASE("rapidjson is always included after cereal's json.hpp") {
  const std::filesystem::path root = hfg::testpaths::sourceDir();
  int checked = 0;
  for (const char* folder : {"core", "maps", "editor", "app", "tests"}) {
    if (!std::filesystem::exists(root / folder)) continue;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root / folder)) {
      const auto ext = entry.path().extension();
      if (!entry.is_regular_file() || (ext != ".h" && ext != ".cpp")) continue;
      std::ifstream in(entry.path());
      bool cerealSeen = false;
      std::string line;
      while (std::getline(in, line)) {
        if (line.rfind("#include <cereal/archives/json.hpp>", 0) == 0) cerealSeen = true;
        if (line.rfind("#include <rapidjson/", 0) == 0 ||
            line.rfind("#include \"rapidjson/", 0) == 0) {
          CAPTURE(entry.path().string());
          CHECK(cerealSeen);
          ++checked;
          break;
        }
      }
    }
  }
  CHECK(checked >= 5);  // core/io's own users of rapidjson
}
