// Where the real test data lives, and scratch folders for files the tests write.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>

#include <unistd.h>

#include "tests/shared_data.h"

namespace hfg::maps::test {

/// The shared data folder when it holds data/SOURCES.md, else empty so tests can skip. The
/// environment variable HFG_SHARED_DIR wins when set (set it to a missing folder to see the
/// skips); otherwise the compile definition HFG_SHARED_DIR ("<repo>/../shared") is used.
inline std::optional<std::filesystem::path> sharedDataDir() {
  std::filesystem::path dir;
  if (const char* env = std::getenv("HFG_SHARED_DIR")) {
    dir = env;
  } else {
#ifdef HFG_SHARED_DIR
    dir = HFG_SHARED_DIR;
#endif
  }
  std::error_code ec;
  if (!dir.empty() && std::filesystem::exists(dir / "data" / "SOURCES.md", ec)) return dir / "data";
  return std::nullopt;
}

inline std::string sharedFile(const std::string& name) {
  return (*sharedDataDir() / name).string();
}

/// A fresh folder under the system temp directory, removed when the object dies.
class TempDir {
 public:
  explicit TempDir(const std::string& tag) {
    static int counter = 0;
    m_path =
        std::filesystem::temp_directory_path() /
        ("hfg_maps_" + tag + "_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
    std::filesystem::remove_all(m_path);
    std::filesystem::create_directories(m_path);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(m_path, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  std::string file(const std::string& name) const { return (m_path / name).string(); }
  const std::filesystem::path& path() const { return m_path; }

 private:
  std::filesystem::path m_path;
};

}  // namespace hfg::maps::test

/// Ends a test case early when the shared data folder is absent, saying "SKIPPED:" so that a ctest
/// run with --no-skip (the screenshot tests) reports it skipped. Cases that call it are tagged
/// HFG_NEEDS_SHARED_DATA, which makes doctest skip them before they start.
#define HFG_REQUIRE_SHARED_DATA()                                 \
  do {                                                            \
    if (!hfg::maps::test::sharedDataDir()) {                      \
      std::cout << "SKIPPED: the shared data folder is absent\n"; \
      return;                                                     \
    }                                                             \
  } while (false)
