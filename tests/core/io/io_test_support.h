// Shared helpers for the save-file tests: scratch folders and a scenario that uses every field.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "core/model/campaign_state.h"
#include "core/model/scenario.h"

namespace hfg::test {

/// A fresh folder under the build tree, removed when the object goes.
class ScratchFolder {
 public:
  explicit ScratchFolder(std::string_view name);
  ~ScratchFolder();
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  const std::filesystem::path& path() const { return m_path; }
  std::filesystem::path operator/(std::string_view name) const { return m_path / name; }

 private:
  std::filesystem::path m_path;
};

std::string readText(const std::filesystem::path& file);
void writeText(const std::filesystem::path& file, std::string_view text);

/// A small two-sided scenario in which every field of every type differs from its default.
Scenario fullScenario();
/// A campaign state in which every field differs from its default.
CampaignState fullCampaignState();

/// tests/fixtures/...
std::filesystem::path fixture(std::string_view relative);

}  // namespace hfg::test
