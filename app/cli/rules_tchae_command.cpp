// `hfg rules tchae fire|status|combat CASE.json`: one TCHAE rule step evaluated with the engine's own code and given dice.
#include <fstream>
#include <iostream>
#include <sstream>

#include "app/cli/commands.h"
#include "core/battle/tchae/case_evaluator.h"
#include "core/io/load_error.h"

namespace hfg::cli {
namespace {

constexpr std::uintmax_t kMaxCaseBytes = 4u << 20;

void runTchaeCase(const std::string& kind, const std::string& file) {
  try {
    std::error_code ec;
    const std::uintmax_t size = std::filesystem::file_size(file, ec);
    if (ec) throw LoadError(file, "", "cannot be read (" + ec.message() + ")");
    if (size > kMaxCaseBytes) throw LoadError(file, "", "larger than 4 MiB");
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    std::cout << tchae::evaluateCase(text.str(), file, kind);
    setExitCode(kOk);
  } catch (const LoadError& e) {
    std::cerr << e.what() << '\n';
    setExitCode(kInvalid);
  }
}

}  // namespace

void registerRulesTchae(CLI::App& rules) {
  auto* tchae = rules.add_subcommand(
      "tchae", "Evaluate one TCHAE rule step described in JSON (hfg-tchae-case)");
  tchae->require_subcommand(1);
  for (const char* kind : {"fire", "status", "combat"}) {
    auto file = std::make_shared<std::string>();
    const std::string what = std::string(kind) == "fire" ? "one unit's fire (E-63 ... E-74)"
                             : std::string(kind) == "status"
                                 ? "one unit's status test (E-80, E-14)"
                                 : "one decisive combat (E-88 ... E-98)";
    auto* cmd = tchae->add_subcommand(kind, "Evaluate " + what);
    cmd->add_option("CASE", *file, "case file (hfg-tchae-case, kind \"" + std::string(kind) + "\")")
        ->required();
    cmd->footer("Exit status: 0 evaluated, 1 case refused (or its dice ran out), 2 usage error.");
    cmd->callback([file, k = std::string(kind)] { runTchaeCase(k, *file); });
  }
}

}  // namespace hfg::cli
