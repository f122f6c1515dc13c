// The command line answers --version and --help, and usage errors exit with 2 (docs/cli.md).
#include <doctest/doctest.h>

#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace {
struct Run {
  int exitCode;
  std::string output;
};
Run run(const std::string& args) {
  std::string command = std::string(HFG_CLI) + " " + args + " 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::string output;
  char buffer[4096];
  while (size_t n = fread(buffer, 1, sizeof buffer, pipe)) output.append(buffer, n);
  int status = pclose(pipe);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, output};
}
}  // namespace

TEST_CASE("hfg --version names the program and its version") {
  auto r = run("--version");
  CHECK(r.exitCode == 0);
  CHECK(r.output.find("hfg ") != std::string::npos);
}

TEST_CASE("hfg with an unknown option is a usage error (exit 2)") {
  auto r = run("--no-such-option");
  CHECK(r.exitCode == 2);
}
