// Scenario files for the editor app: core/io's loader and writer behind the workspace's handlers.
#include "app/editor/open_scenario.h"

#include <stdexcept>
#include <system_error>

#include "core/io/scenario_io.h"

namespace hfg {

Scenario openScenario(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec))
    throw std::runtime_error(path.string() + ": no such file");
  return loadScenario(path);
}

void saveScenarioFile(const Scenario& scenario, const std::filesystem::path& path) {
  saveScenario(scenario, path);
}

}  // namespace hfg
