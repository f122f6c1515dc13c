// Scenario loading for the editor app: the one place to wire in core/io/scenario_io.h.
#include "app/editor/open_scenario.h"

#include <stdexcept>
#include <system_error>

namespace hfg {

Scenario openScenario(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec))
    throw std::runtime_error(path.string() + ": no such file");
  // To wire after merging: #include "core/io/scenario_io.h" and `return loadScenario(path);`.
  throw std::runtime_error(path.string() +
                           ": loading not yet wired (hfg::loadScenario is not on this branch); "
                           "use --demo for now");
}

void saveScenarioFile(const Scenario& scenario, const std::filesystem::path& path) {
  (void)scenario;
  // To wire after merging: `saveScenario(scenario, path);` from core/io/scenario_io.h.
  throw std::runtime_error(path.string() +
                           ": saving not yet wired (hfg::saveScenario is not on this branch)");
}

}  // namespace hfg
