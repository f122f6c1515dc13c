// Scenario folders: the scenario file, then the map and orbat files it names.
#include "core/io/scenario_io.h"

#include <set>

#include "core/io/atomic_file.h"
#include "core/io/document_io.h"
#include "core/io/path_rules.h"

namespace hfg {
namespace {

using io::folderOf;

StageMap loadMapInside(const std::filesystem::path& file, const std::filesystem::path& root) {
  StageMap map;
  io::loadJsonText(readFileBounded(file, kMaxJsonFileBytes), file, io::kMapFormat, map);
  // The image is not read here, but a path that leaves the folder is refused all the same.
  if (!map.backgroundImage.empty())
    io::resolveInside(root, folderOf(file), map.backgroundImage, file, "background_image");
  return map;
}

template <class T>
void saveJson(const io::FileFormat& format, const T& model, const std::filesystem::path& file) {
  std::string text;
  try {
    text = io::toJsonText(format, model);
  } catch (const std::exception& e) {
    throw SaveError(file, e.what());
  }
  writeFileAtomically(file, text);
}

/// Where a file named inside the scenario goes; refuses names that leave the folder.
std::filesystem::path savePath(const std::filesystem::path& folder, const std::string& relative,
                               const std::filesystem::path& scenarioFile) {
  std::string problem = io::pathProblem(folder, folder, relative);
  if (!problem.empty()) throw SaveError(scenarioFile, problem);
  return (folder / relative).lexically_normal();
}

}  // namespace

StageMap loadMap(const std::filesystem::path& file) { return loadMapInside(file, folderOf(file)); }

Side loadOrbat(const std::filesystem::path& file) {
  Side side;
  io::loadJsonText(readFileBounded(file, kMaxJsonFileBytes), file, io::kOrbatFormat, side);
  return side;
}

Scenario loadScenario(const std::filesystem::path& file) {
  Scenario scenario;
  io::loadJsonText(readFileBounded(file, kMaxJsonFileBytes), file, io::kScenarioFormat, scenario);
  const std::filesystem::path folder = folderOf(file);
  scenario.map =
      loadMapInside(io::resolveInside(folder, folder, scenario.mapFile, file, "map_file"), folder);
  for (std::size_t i = 0; i < scenario.sides.size(); ++i) {
    auto& side = scenario.sides[i];
    auto path = io::resolveInside(folder, folder, side.orbatFile, file,
                                  "sides[" + std::to_string(i) + "].orbat_file");
    side.orbat = loadOrbat(path);
  }
  return scenario;
}

void saveMap(const StageMap& map, const std::filesystem::path& file) {
  saveJson(io::kMapFormat, map, file);
}

void saveOrbat(const Side& side, const std::filesystem::path& file) {
  saveJson(io::kOrbatFormat, side, file);
}

void saveScenario(const Scenario& scenario, const std::filesystem::path& file) {
  const std::filesystem::path folder = folderOf(file);
  Scenario written = scenario;  // with the file names actually used
  if (written.mapFile.empty()) written.mapFile = "map.json";
  std::set<std::filesystem::path> used;
  auto claim = [&](const std::filesystem::path& path) {
    if (!used.insert(std::filesystem::absolute(path).lexically_normal()).second)
      throw SaveError(file, "two parts of the scenario would be saved to " + path.string());
  };
  claim(file);
  const auto mapPath = savePath(folder, written.mapFile, file);
  claim(mapPath);
  if (!written.map.backgroundImage.empty()) {
    std::string problem = io::pathProblem(folder, folderOf(mapPath), written.map.backgroundImage);
    if (!problem.empty()) throw SaveError(mapPath, "background_image: " + problem);
  }
  std::vector<std::filesystem::path> orbatPaths;
  for (auto& side : written.sides) {
    if (side.orbatFile.empty()) side.orbatFile = "orbat_" + side.orbat.id + ".json";
    orbatPaths.push_back(savePath(folder, side.orbatFile, file));
    claim(orbatPaths.back());
  }

  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  if (ec) throw SaveError(file, "cannot create the folder: " + ec.message());
  auto makeParent = [&](const std::filesystem::path& path) {
    std::filesystem::create_directories(path.parent_path(), ec);
    if (ec) throw SaveError(path, "cannot create the folder: " + ec.message());
  };
  makeParent(mapPath);
  saveMap(written.map, mapPath);
  for (std::size_t i = 0; i < written.sides.size(); ++i) {
    makeParent(orbatPaths[i]);
    saveOrbat(written.sides[i].orbat, orbatPaths[i]);
  }
  saveJson(io::kScenarioFormat, written, file);  // last: it never names a file not yet written
}

}  // namespace hfg
