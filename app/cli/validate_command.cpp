// `hfg validate FILE`: load a scenario and everything it names, then check it by the book.
#include <iostream>

#include "app/cli/commands.h"
#include "app/cli/json_output.h"
#include "core/io/load_error.h"
#include "core/io/scenario_io.h"
#include "core/rules/scenario_validation.h"

namespace hfg::cli {
namespace {

struct ValidateOptions {
  std::string file;
  bool json = false;
};

void printProblems(const std::vector<Problem>& problems, const ValidateOptions& options) {
  if (options.json) {
    JsonStreamWriter out(std::cout);
    out.beginObject();
    out.field("file", options.file);
    out.field("valid", problems.empty());
    out.key("problems");
    out.beginArray();
    for (const auto& p : problems) {
      out.beginObject();
      out.field("where", p.where);
      out.field("rule", p.rule);
      out.field("message", p.message);
      out.endObject();
    }
    out.endArray();
    out.endObject();
    std::cout << '\n';
    return;
  }
  if (problems.empty()) {
    std::cout << options.file << ": valid\n";
    return;
  }
  for (const auto& p : problems) std::cout << formatProblem(p) << '\n';
  std::cout << options.file << ": " << problems.size() << " problem"
            << (problems.size() == 1 ? "" : "s") << '\n';
}

void runValidate(const ValidateOptions& options) {
  std::vector<Problem> problems;
  try {
    Scenario scenario = loadScenario(options.file);
    problems = validateScenario(scenario, std::filesystem::path(options.file).filename().string());
  } catch (const LoadError& e) {
    problems.push_back({e.file().string() + (e.field().empty() ? "" : ": " + e.field()),
                        "file format (docs/formats.md)", e.problem()});
  }
  printProblems(problems, options);
  setExitCode(problems.empty() ? kOk : kInvalid);
}

}  // namespace

void registerValidate(CLI::App& app) {
  auto options = std::make_shared<ValidateOptions>();
  auto* cmd = app.add_subcommand(
      "validate", "Check a scenario, its map and its orbats against the file formats and the book");
  cmd->add_option("FILE", options->file, "scenario file (scenario.json)")->required();
  cmd->add_flag("--json", options->json, "print the problems as JSON");
  cmd->footer("Exit status: 0 valid, 1 invalid (problems printed), 2 usage error.");
  cmd->callback([options] { runValidate(*options); });
}

}  // namespace hfg::cli
