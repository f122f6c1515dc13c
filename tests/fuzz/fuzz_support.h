// Shared by the libFuzzer targets: the input as a file in a scratch folder, and the errors a
// loader may throw for bad input. Anything else that escapes - another exception, a crash, a
// sanitizer report, a leak, a hang or an allocation beyond libFuzzer's limit - is a finding.
#pragma once

#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include "core/io/load_error.h"
#include "tests/paths/test_paths.h"

namespace hfg::fuzz {

/// A folder of this process's own under TMPDIR, made once.
inline const std::filesystem::path& scratchFolder() {
  static const std::filesystem::path folder = [] {
    auto dir = std::filesystem::temp_directory_path() / ("hfg-fuzz-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    return dir;
  }();
  return folder;
}

/// The bytes as text.
inline std::string_view asText(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

/// Writes the bytes to `name` in the scratch folder and returns its path.
inline std::filesystem::path writeInput(const std::uint8_t* data, std::size_t size,
                                        const std::string& name) {
  auto path = scratchFolder() / name;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  return path;
}

/// Copies a bundled file (path relative to the source tree) into the scratch folder, for loaders
/// that follow a file's references to its neighbours.
inline void copyBeside(const std::string& relative, const std::string& name) {
  std::filesystem::copy_file(hfg::testpaths::sourceDir() / relative, scratchFolder() / name,
                             std::filesystem::copy_options::overwrite_existing);
}

/// Runs a load; the loader's own error types for bad input are the expected outcome.
template <class Load>
void expectCleanErrors(Load&& load) {
  try {
    load();
  } catch (const LoadError&) {}
}

}  // namespace hfg::fuzz
