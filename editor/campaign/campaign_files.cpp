// A campaign's own copy of its scenario beside the state, so the state may live in the user's data folder.
#include "editor/campaign/campaign_files.h"

#include <system_error>

#include "core/io/path_rules.h"
#include "core/io/scenario_io.h"

namespace hfg {
namespace {

constexpr std::uintmax_t kMaxCopiedScanBytes = 64ull
                                               << 20;  ///< larger scans are linked or left out

/// The scan and its sidecars (overviews, georeferencing, mask) beside the copy: hard links (no
/// space, the same file), else a copy when small. False when it could not be placed.
bool placeScan(const std::filesystem::path& from, const std::filesystem::path& to) {
  std::error_code error;
  std::filesystem::create_directories(to.parent_path(), error);
  bool placed = false;
  for (const char* suffix : {"", ".ovr", ".aux.xml", ".msk"}) {
    const std::filesystem::path source = from.string() + suffix, target = to.string() + suffix;
    if (!std::filesystem::exists(source, error)) continue;
    if (std::filesystem::exists(target, error)) {
      placed = placed || suffix[0] == '\0';
      continue;
    }
    std::filesystem::create_hard_link(source, target, error);
    if (error && std::filesystem::file_size(source, error) <= kMaxCopiedScanBytes && !error)
      std::filesystem::copy_file(source, target, error);
    if (suffix[0] == '\0') placed = !error;
  }
  return placed;
}

}  // namespace

std::filesystem::path scenarioCopyFor(const std::filesystem::path& stateFile) {
  return stateFile.parent_path() / (stateFile.stem().string() + ".scenario") / "scenario.json";
}

std::string scenarioFileForState(const Scenario& scenario,
                                 const std::filesystem::path& scenarioFile,
                                 const std::filesystem::path& stateFile, std::string& note) {
  const std::filesystem::path folder = std::filesystem::absolute(stateFile).parent_path();
  if (!scenarioFile.empty()) {
    const std::string relative = std::filesystem::absolute(scenarioFile)
                                     .lexically_normal()
                                     .lexically_relative(folder)
                                     .generic_string();
    if (io::pathProblem(folder, folder, relative).empty())
      return relative;  // below the state: name it
  }
  const std::filesystem::path copy = scenarioCopyFor(std::filesystem::absolute(stateFile));
  Scenario written = scenario;
  if (!written.map.backgroundImage.empty()) {
    // The scan is named from the map file's folder; it goes to the same place below the copy.
    const std::filesystem::path mapFolder =
        std::filesystem::path(written.mapFile.empty() ? "map.json" : written.mapFile).parent_path();
    const std::filesystem::path image = mapFolder / written.map.backgroundImage;
    const bool inside = io::pathProblem(copy.parent_path(), copy.parent_path() / mapFolder,
                                        written.map.backgroundImage)
                            .empty();
    if (!inside || scenarioFile.empty() ||
        !placeScan(scenarioFile.parent_path() / image, copy.parent_path() / image)) {
      note = "the scan " + written.map.backgroundImage +
             " is not shown with the campaign's copy of the scenario";
      written.map.backgroundImage.clear();
    }
  }
  saveScenario(written, copy);
  return copy.lexically_relative(folder).generic_string();
}

}  // namespace hfg
