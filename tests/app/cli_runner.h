// Runs the `hfg` executable as a user would and captures its exit code and output.
#pragma once

#include <cstdio>
#include <string>
#include <sys/wait.h>

#include "tests/paths/test_paths.h"

namespace hfg::test {

struct CliRun {
  int exitCode = -1;
  std::string output;  ///< stdout and stderr together
};

/// `args` is passed through the shell; quote paths with spaces.
inline CliRun runHfg(const std::string& args) {
  std::string command = hfg::testpaths::cliExe().string() + " " + args + " 2>&1";
  CliRun run;
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return run;
  char buffer[4096];
  while (size_t n = fread(buffer, 1, sizeof buffer, pipe)) run.output.append(buffer, n);
  int status = pclose(pipe);
  run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

inline bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace hfg::test
