// Where the real test data lives, and scratch folders for files the tests write.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <system_error>

#include <unistd.h>

#include "tests/shared_data.h"

namespace hfg::maps::test {

/// The shared folder's real map data (hfg::sharedfolder::sharedDir() / "data") when it holds
/// data/SOURCES.md, else empty.
inline std::optional<std::filesystem::path> sharedDataDir() {
  const auto dir = hfg::sharedfolder::sharedDir() / "data";
  std::error_code ec;
  if (std::filesystem::exists(dir / "SOURCES.md", ec)) return dir;
  return std::nullopt;
}

/// A file of the shared data. The cases that call it are tagged HFG_NEEDS_SHARED_DATA and skipped
/// when it is absent; should one run anyway, it fails here, never passes without its data.
inline std::string sharedFile(const std::string& name) {
  const auto dir = sharedDataDir();
  REQUIRE_MESSAGE(dir, "the shared data folder " << hfg::sharedfolder::sharedDir() << " is absent");
  return (*dir / name).string();
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
